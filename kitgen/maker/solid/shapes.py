"""Solids for the printed pieces: manifold3d, imported only here (``--3d`` runs load it, no
other command does), and text as the shipped font's glyph outlines extruded.

Coordinates are millimetres, x right, y up (away from the printer's front), z up from the
bed. A piece is made as manifold3d solids and handed on as a :class:`Mesh` (numpy arrays),
so that the writers and the tests never touch manifold3d.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
from manifold3d import CrossSection as CrossSection  # re-exported: the kits' 2D regions
from manifold3d import FillRule, OpType
from manifold3d import JoinType as JoinType  # re-exported: offsets of the kits' regions
from manifold3d import Manifold as Manifold  # re-exported: the kits' solids

from kitgen.maker.render.fonts import anchor_offset
from kitgen.maker.render.glyphs import glyph_outline, units_per_em

#: Straight segments per quadratic and per cubic glyph curve.
QUAD_STEPS = 4
CUBIC_STEPS = 6
#: Segments of a full circle (tokens, pegs, holes): 0.05 mm of sag on a 19 mm token.
CIRCLE = 96


@dataclass(frozen=True)
class Mesh:
    """A closed triangle mesh: ``vertices`` (n x 3 float, mm) and ``triangles`` (m x 3 int,
    counter-clockwise seen from outside)."""

    vertices: np.ndarray
    triangles: np.ndarray

    @property
    def empty(self) -> bool:
        return len(self.triangles) == 0

    def moved(self, dx: float, dy: float, dz: float = 0.0) -> Mesh:
        return Mesh(np.round(self.vertices + np.array([dx, dy, dz]), 4), self.triangles)

    def bounds(self) -> tuple[np.ndarray, np.ndarray]:
        return self.vertices.min(axis=0), self.vertices.max(axis=0)


EMPTY = Mesh(np.zeros((0, 3)), np.zeros((0, 3), dtype=np.int64))


def mesh_of(solid: Manifold) -> Mesh:
    """The triangles of ``solid``, its vertices to 0.0001 mm."""
    if solid.is_empty():
        return EMPTY
    mesh = solid.to_mesh()
    vertices = np.round(np.asarray(mesh.vert_properties, dtype=np.float64)[:, :3], 4)
    vertices[vertices == 0] = 0.0  # no -0
    return Mesh(vertices, np.asarray(mesh.tri_verts, dtype=np.int64))


def _flatten(
    commands: Sequence[tuple[Any, ...]], scale: float, dx: float, dy: float
) -> list[np.ndarray]:
    """A glyph's drawing commands (font units) as closed polygons in mm."""
    contours: list[np.ndarray] = []
    points: list[tuple[float, float]] = []

    def close() -> None:
        if len(points) >= 3:
            contours.append(np.array(points) * scale + (dx, dy))
        points.clear()

    for command in commands:
        op = command[0]
        if op == "M":
            close()
            points.append((command[1], command[2]))
        elif op == "L":
            points.append((command[1], command[2]))
        elif op == "Q":
            (x0, y0), (x1, y1, x, y) = points[-1], command[1:]
            for i in range(1, QUAD_STEPS + 1):
                t = i / QUAD_STEPS
                u = 1 - t
                points.append(
                    (
                        u * u * x0 + 2 * u * t * x1 + t * t * x,
                        u * u * y0 + 2 * u * t * y1 + t * t * y,
                    )
                )
        elif op == "C":
            (x0, y0), (x1, y1, x2, y2, x, y) = points[-1], command[1:]
            for i in range(1, CUBIC_STEPS + 1):
                t = i / CUBIC_STEPS
                u = 1 - t
                points.append(
                    (
                        u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x,
                        u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y,
                    )
                )
        elif op == "Z":
            close()
    close()
    return contours


def text_section(
    text: str, x: float, y: float, size: float, font: str = "regular", anchor: str = "start"
) -> CrossSection:
    """``text`` as a 2D region, its baseline at ``y`` and ``x`` its start, middle or end."""
    scale = size / units_per_em(font)
    pen = x - anchor_offset(text, size, font, anchor)
    contours: list[np.ndarray] = []
    for char in text:
        commands, advance = glyph_outline(font, char)
        contours += _flatten(commands, scale, pen, y)
        pen += advance * scale
    if not contours:
        return CrossSection()
    return CrossSection(contours, FillRule.NonZero)


@cache
def stroke(font: str) -> float:
    """The width of the font's stems as a fraction of the size (the bar of ``l``): the
    thinnest line of its letters and figures a nozzle has to print."""
    commands, _advance = glyph_outline(font, "l")
    xs = [c[1] for c in commands if c[0] in ("M", "L")]
    return float(max(xs) - min(xs)) / units_per_em(font)


def rounded_rect(width: float, depth: float, radius: float) -> CrossSection:
    """A ``width`` x ``depth`` rectangle with its lower left corner at the origin, its
    corners rounded to ``radius``."""
    if radius <= 0:
        return CrossSection.square((width, depth))
    r = min(radius, width / 2, depth / 2)
    corner = CrossSection.circle(r, CIRCLE)
    centres = [(r, r), (width - r, r), (width - r, depth - r), (r, depth - r)]
    return CrossSection.batch_hull([corner.translate(c) for c in centres])


def circle(diameter: float, x: float = 0.0, y: float = 0.0) -> CrossSection:
    return CrossSection.circle(diameter / 2, CIRCLE).translate((x, y))


def polygon(points: Sequence[tuple[float, float]]) -> CrossSection:
    """A closed polygon, either way round."""
    return CrossSection([np.array(points, dtype=np.float64)], FillRule.NonZero)


def union2d(sections: Sequence[CrossSection]) -> CrossSection:
    sections = [s for s in sections if not s.is_empty()]
    if not sections:
        return CrossSection()
    return CrossSection.batch_boolean(list(sections), OpType.Add)


def prism(section: CrossSection, bottom: float, height: float) -> Manifold:
    """``section`` extruded from ``bottom`` up by ``height`` mm."""
    if section.is_empty():
        return Manifold()
    return Manifold.extrude(section, height).translate((0.0, 0.0, bottom))


def union(solids: Sequence[Manifold]) -> Manifold:
    solids = [s for s in solids if not s.is_empty()]
    if not solids:
        return Manifold()
    return Manifold.batch_boolean(list(solids), OpType.Add)


def holes_hold(section: CrossSection, width: float) -> bool:
    """Whether a disc ``width`` mm across fits in every hole of ``section`` (the counters of
    its letters): the space round the letters, shrunk by half the width and grown back,
    keeps every piece it had (a hole narrower than the disc vanishes)."""
    if section.is_empty():
        return True
    x0, y0, x1, y1 = section.bounds()
    around = (
        CrossSection.square((x1 - x0 + 4 * width, y1 - y0 + 4 * width)).translate(
            (x0 - 2 * width, y0 - 2 * width)
        )
        - section
    )
    opened = around.offset(-width / 2, JoinType.Round, 2.0, CIRCLE).offset(
        width / 2, JoinType.Round, 2.0, CIRCLE
    )
    return len(opened.decompose()) == len(around.decompose())
