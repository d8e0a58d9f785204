"""``kitgen calibrate 3d``: one small plate that tells which ``--clearance`` to use.

- a peg-hole bar: the kit's peg holes at peg diameter + 0.0, 0.1 ... 0.5 mm, through a
  ``HOLE_DEPTH`` bar, each clearance raised in front of its hole;
- a test peg (the kit's peg, as ``kitgen tokens --3d --pegs`` prints it);
- a tile-pocket bar: pockets of the tile size + 0.1 ... 0.5 mm, ``POCKET_DEPTH`` deep, with
  a test tile (the shipped 19 mm tile, plain) to drop in;
- the smallest text: the figures 0-9 raised at the least size the nozzle prints and at 1.25,
  1.5 and 2 times it;
- a scale bar ``--reference`` mm long (default 100), raised ticks every 10 mm.

Every label is raised ``RELIEF`` on its bar, in one colour (no filament change).
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.maker.layout import short_number
from kitgen.maker.solid.plates import Piece, Plate, pack
from kitgen.maker.solid.settings import Print3D, least_text
from kitgen.maker.solid.shapes import (
    EMPTY,
    CrossSection,
    Manifold,
    circle,
    mesh_of,
    prism,
    rounded_rect,
    text_section,
    union,
    union2d,
)

CLEARANCES = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5)
POCKETS = (0.1, 0.2, 0.3, 0.4, 0.5)
HOLE_DEPTH = 5.0  # as deep as a peg's seat in the board
POCKET_DEPTH = 2.0
FLOOR = 1.2  # mm under a pocket
WALL = 3.0  # mm between holes and round pockets
LABEL = 4.0  # mm: the labels' size (bold)
RELIEF = 0.6
BAR = 2.0  # mm: the scale bar's thickness
TICK = 0.6  # mm: a tick's width
COLOUR = "#F2F2F2"


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class FitTest:
    plate: Plate
    peg_holes: tuple[float, ...]
    pockets: tuple[float, ...]
    text_sizes: tuple[float, ...]
    reference: float


def _labelled(
    block: CrossSection, labels: list[tuple[str, float, float]], height: float
) -> Manifold:
    raised = [text_section(t, x, y, LABEL, "bold", "middle") for t, x, y in labels]
    return union([prism(block, 0.0, height), prism(union2d(raised), height, RELIEF)])


def _piece(name: str, solid: Manifold, width: float, depth: float) -> Piece:
    mesh = mesh_of(solid)
    return Piece(name, mesh, mesh, width, depth, float(mesh.vertices[:, 2].max()), EMPTY, None)


def peg_hole_bar(peg: float, settings: Print3D) -> tuple[Piece, tuple[float, ...]]:
    holes = tuple(round(peg + c, 2) for c in CLEARANCES)
    pitch = max(holes) + WALL + 4.0
    width = pitch * len(holes)
    depth = WALL + max(holes) + WALL + LABEL * 1.6
    y_hole = depth - WALL - max(holes) / 2
    block = rounded_rect(width, depth, 2.0)
    for n, d in enumerate(holes):
        block = block - circle(d, pitch * (n + 0.5), y_hole)
    labels = [(short_number(c), pitch * (n + 0.5), WALL * 0.6) for n, c in enumerate(CLEARANCES)]
    height = settings.layers(HOLE_DEPTH)
    return _piece("peg holes", _labelled(block, labels, height), width, depth), holes


def pocket_bar(tile: float, settings: Print3D) -> tuple[Piece, tuple[float, ...]]:
    sizes = tuple(round(tile + c, 2) for c in POCKETS)
    pitch = max(sizes) + WALL
    width = pitch * len(sizes) + WALL
    depth = WALL + max(sizes) + WALL + LABEL * 1.6
    floor = settings.layers(FLOOR)
    top = floor + settings.layers(POCKET_DEPTH)
    outline = rounded_rect(width, depth, 2.0)
    y0 = depth - WALL - max(sizes)
    pockets = []
    for n, s in enumerate(sizes):
        x = WALL + pitch * n + (max(sizes) - s) / 2
        pockets.append(rounded_rect(s, s, 2.0 + (s - tile) / 2).translate((x, y0)))
    cut = prism(union2d(pockets), floor, top)
    labels = [
        (short_number(c), WALL + pitch * n + max(sizes) / 2, WALL * 0.6)
        for n, c in enumerate(POCKETS)
    ]
    solid = _labelled(outline, labels, top) - cut
    return _piece("tile pockets", solid, width, depth), sizes


def text_sizes(settings: Print3D) -> tuple[float, ...]:
    least = least_text(settings.nozzle, "bold")
    return tuple(round(least * k, 1) for k in (1.0, 1.25, 1.5, 2.0))


def text_strip(settings: Print3D) -> tuple[Piece, tuple[float, ...]]:
    sizes = text_sizes(settings)
    width = 70.0
    rows, y = [], WALL
    for size in sizes:
        rows.append(text_section("0123456789", WALL, y, size, "bold", "start"))
        y += size + WALL
    width = max(width, rows[-1].bounds()[2] + WALL)
    depth = y
    height = settings.layers(BAR)
    solid = union(
        [prism(rounded_rect(width, depth, 2.0), 0.0, height), prism(union2d(rows), height, RELIEF)]
    )
    return _piece("smallest text", solid, width, depth), sizes


def scale_bar(reference: float, settings: Print3D) -> Piece:
    width, depth = reference + 2 * WALL, 12.0
    height = settings.layers(BAR)
    ticks = []
    for mm in range(0, int(reference) + 1, 10):
        long = mm in (0, int(reference)) or mm % 50 == 0
        length = 6.0 if long else 3.5
        ticks.append(
            CrossSection.square((TICK, length)).translate((WALL + mm - TICK / 2, depth - length))
        )
    if reference % 10:
        ticks.append(
            CrossSection.square((TICK, 6.0)).translate((WALL + reference - TICK / 2, depth - 6.0))
        )
    label = text_section(f"{short_number(reference)} mm", width / 2, 1.5, LABEL, "bold", "middle")
    solid = union(
        [
            prism(CrossSection.square((width, depth)), 0.0, height),
            prism(union2d([*ticks, label]), height, RELIEF),
        ]
    )
    return _piece("scale bar", solid, width, depth)


def fit_test(
    peg: Piece,
    tile: Piece,
    peg_d: float,
    tile_size: float,
    reference: float,
    settings: Print3D,
    title: str,
) -> FitTest:
    holes, hole_sizes = peg_hole_bar(peg_d, settings)
    pockets, pocket_sizes = pocket_bar(tile_size, settings)
    strip, sizes = text_strip(settings)
    bar = scale_bar(reference, settings)
    pieces = [bar, pockets, holes, strip, tile, peg]
    (plate, *more) = pack(pieces, settings.printer, COLOUR, None, title)
    if more:
        raise KitgenError(
            _(
                "the fit test does not fit on one {printer} plate — give a shorter --reference "
                "or a bigger --printer",
                printer=settings.printer.key,
            )
        )
    return FitTest(plate, hole_sizes, pocket_sizes, sizes, reference)
