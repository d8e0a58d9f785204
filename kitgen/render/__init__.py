"""Backends that translate a scene (kitgen.scene) into files: PDF, SVG, PNG."""
