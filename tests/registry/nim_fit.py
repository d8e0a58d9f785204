"""Nim's part of the fit tests (its record's ``fits``): a round stone 12 mm across, 4 mm
thick — what a plug-in game brings for ``kitgen calibrate 3d`` and ``calibrate laser``."""

from __future__ import annotations

from pathlib import Path

from kitgen.maker.fits import Fit3D, FitHole
from kitgen.maker.solid.plates import Piece
from kitgen.maker.solid.settings import Print3D
from kitgen.maker.solid.shapes import EMPTY, circle, mesh_of, prism

STONE = 12.0  # mm across
THICK = 4.0


def stone_fit(spec: Path | None, settings: Print3D) -> Fit3D:
    """A stone to push into holes of 12 mm + each clearance."""
    mesh = mesh_of(prism(circle(STONE, STONE / 2, STONE / 2), 0.0, settings.layers(THICK)))
    piece = Piece("stone", mesh, mesh, STONE, STONE, float(mesh.vertices[:, 2].max()), EMPTY)
    return Fit3D("round", STONE, piece)


def stone_hole(spec: Path | None, fit: float) -> FitHole:
    """A hole for the stone: 12 mm + 0.4 of clearance, in 4 mm stock."""
    return FitHole(STONE + 0.4, THICK)
