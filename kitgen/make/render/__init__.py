"""Backends that translate a scene (kitgen.make.scene) into files: PDF, SVG, PNG."""
