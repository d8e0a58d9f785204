"""Backends that translate a scene (kitgen.maker.scene) into files: PDF, SVG, PNG."""
