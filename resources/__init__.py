"""The tile pictures and translations, installed as ``app/resources`` (see packaging/README.md)."""
