"""A PNG of a build plate seen from above: the bed, each piece's upward faces in its
filament's colour, shaded by height (lower faces darker, so pockets, holes and raised
letters show even in one colour), drawn lowest first (matplotlib, Agg)."""

from __future__ import annotations

import io

import numpy as np

from kitgen.maker.solid.plates import Plate
from kitgen.maker.solid.settings import Print3D
from kitgen.maker.solid.shapes import Mesh

BED = "#A9AEB3"
DARKEST = 0.55  # the shade of a face on the bed; a piece's top is drawn at full colour


def _rgb(colour: str) -> np.ndarray:
    return np.array([int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)])


def _tops(mesh: Mesh, dx: float, dy: float) -> tuple[np.ndarray, np.ndarray]:
    """The upward triangles of ``mesh`` projected on the bed (moved by ``dx, dy``), and the
    height of each."""
    if mesh.empty:
        return np.zeros((0, 3, 2)), np.zeros(0)
    corners = mesh.vertices[mesh.triangles]
    normal_z = np.cross(corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0])[:, 2]
    up = corners[normal_z > 1e-9]
    return up[:, :, :2] + (dx, dy), up[:, :, 2].mean(axis=1)


def plate_png(plate: Plate, settings: Print3D, dpi: float) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import PolyCollection
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    width, depth = settings.printer.width, settings.printer.depth
    figure = Figure(figsize=(6.0, 6.0 * depth / width), dpi=dpi)
    FigureCanvasAgg(figure)
    axes = figure.add_axes((0, 0, 1, 1))
    axes.set_xlim(0, width)
    axes.set_ylim(0, depth)
    axes.set_aspect("equal")
    axes.axis("off")
    axes.add_patch(Rectangle((0, 0), width, depth, facecolor=BED, edgecolor="#555555"))
    glyph_colour = plate.glyph_colour if settings.colours != "one" else None
    polygons, colours, heights = [], [], []
    top = max((p.piece.height for p in plate.placed), default=1.0) or 1.0
    for placed in plate.placed:
        piece = placed.piece
        parts = [(piece.body, plate.colour), (piece.glyphs, glyph_colour or plate.colour)]
        if piece.sunk and glyph_colour is None:  # one colour: the cavities as they print
            parts = [(piece.whole, plate.colour)]
        for mesh, colour in parts:
            triangles, z = _tops(mesh, placed.x, placed.y)
            shade = DARKEST + (1 - DARKEST) * np.clip(z / max(piece.height, 1e-9), 0, 1)
            polygons.append(triangles)
            colours.append(_rgb(colour) * shade[:, None])
            heights.append(z + (top if colour is glyph_colour else 0.0))
    if polygons:
        order = np.argsort(np.concatenate(heights), kind="stable")
        faces = np.concatenate(polygons)[order]
        rgb = np.concatenate(colours)[order]
        axes.add_collection(
            PolyCollection(list(faces), facecolors=rgb, edgecolors=rgb, linewidths=0.15)
        )
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()
