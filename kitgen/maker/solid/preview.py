"""A PNG of a build plate seen from above: the bed, each piece's top in its filament's colour,
the raised glyphs in theirs with a shadow that shows their relief (matplotlib, Agg)."""

from __future__ import annotations

import io

import numpy as np

from kitgen.maker.solid.plates import Plate
from kitgen.maker.solid.settings import Print3D
from kitgen.maker.solid.shapes import Mesh

BED = "#D9D9D9"
SHADOW = "#00000055"


def _tops(mesh: Mesh, dx: float, dy: float) -> np.ndarray:
    """The triangles of ``mesh`` that face up, projected on the bed, moved by ``dx, dy``."""
    if mesh.empty:
        return np.zeros((0, 3, 2))
    corners = mesh.vertices[mesh.triangles]
    normal_z = np.cross(corners[:, 1] - corners[:, 0], corners[:, 2] - corners[:, 0])[:, 2]
    return corners[normal_z > 1e-9][:, :, :2] + (dx, dy)


def plate_png(plate: Plate, settings: Print3D, dpi: float) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.collections import PolyCollection
    from matplotlib.figure import Figure
    from matplotlib.patches import Rectangle

    width, depth = settings.printer.width, settings.printer.depth
    inches = 6.0
    figure = Figure(figsize=(inches, inches * depth / width), dpi=dpi)
    FigureCanvasAgg(figure)
    axes = figure.add_axes((0, 0, 1, 1))
    axes.set_xlim(0, width)
    axes.set_ylim(0, depth)
    axes.set_aspect("equal")
    axes.axis("off")
    axes.add_patch(Rectangle((0, 0), width, depth, facecolor=BED, edgecolor="#888888"))
    bodies, glyphs = [], []
    for placed in plate.placed:
        bodies.append(_tops(placed.piece.body, placed.x, placed.y))
        glyphs.append(_tops(placed.piece.glyphs, placed.x, placed.y))
    body = np.concatenate(bodies) if bodies else np.zeros((0, 3, 2))
    raised = np.concatenate(glyphs) if glyphs else np.zeros((0, 3, 2))
    glyph_colour = plate.glyph_colour if settings.colours != "one" else plate.colour
    axes.add_collection(
        PolyCollection(list(body), facecolors=plate.colour, edgecolors=plate.colour, linewidths=0.2)
    )
    if len(raised):
        axes.add_collection(
            PolyCollection(
                list(raised + np.array([0.25, -0.25])), facecolors=SHADOW, edgecolors="none"
            )
        )
        axes.add_collection(
            PolyCollection(
                list(raised), facecolors=glyph_colour, edgecolors=glyph_colour, linewidths=0.2
            )
        )
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", metadata={"Software": None})
    return buffer.getvalue()
