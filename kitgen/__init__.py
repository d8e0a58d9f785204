"""kitgen: make tabletop game kits at home, and referee them at the table."""

__version__ = "0.1.0"
