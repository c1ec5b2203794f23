"""Games: hand records, rotation and settlement (uses rules and hands)."""
