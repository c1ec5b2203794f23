"""Hands: tiles, notation, sets and waits (uses nothing above it)."""
