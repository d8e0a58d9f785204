"""``kitgen calibrate 3d``: one small plate that tells which ``--clearance`` to use.

For each part the games' records list for the test (:mod:`kitgen.maker.fits`), in order:

- a round part (a peg): its holes at its diameter + 0.0, 0.1 ... 0.5 mm, through a
  ``HOLE_DEPTH`` bar, each clearance raised in front of its hole;
- a square part (a tile): pockets of its size + 0.1 ... 0.5 mm, ``POCKET_DEPTH`` deep;
- and its test piece (the part as its kit prints it) to try in them.

Then the smallest text: the figures 0-9 raised at the least size the nozzle prints and at
1.25, 1.5 and 2 times it; and a scale bar ``--reference`` mm long (default 100), raised
ticks every 10 mm. The pieces are packed in rows on one plate (the scale bar, the parts'
bars, the text, the test pieces); when they need more than one, the test is refused.

Every label is raised ``RELIEF`` on its bar, in one colour (no filament change).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import sizes
from kitgen.maker.fits import Fit3D, Tried
from kitgen.maker.layout import short_number
from kitgen.maker.options import SHORTEST_BAR
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


@dataclass(frozen=True)
class Bar:
    """One part's bar: the part (its name), round or square, its size and the sizes of the
    holes or pockets, smallest first (a square part's: across; ``depth`` and ``depths``
    the part's and its pockets' other side, ``None`` and empty for a round part)."""

    part: str
    shape: str
    size: float
    sizes: tuple[float, ...]
    depth: float | None = None
    depths: tuple[float, ...] = ()


@dataclass(frozen=True)
class FitTest:
    """The test's plate, its parts' bars in order, the text sizes and the scale bar."""

    plate: Plate
    bars: tuple[Bar, ...]
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


def hole_bar(name: str, diameter: float, settings: Print3D) -> tuple[Piece, tuple[float, ...]]:
    """Holes of ``diameter`` mm + each of :data:`CLEARANCES`; their diameters."""
    holes = tuple(round(diameter + c, 2) for c in CLEARANCES)
    pitch = max(holes) + WALL + 4.0
    width = pitch * len(holes)
    depth = WALL + max(holes) + WALL + LABEL * 1.6
    y_hole = depth - WALL - max(holes) / 2
    block = rounded_rect(width, depth, 2.0)
    for n, d in enumerate(holes):
        block = block - circle(d, pitch * (n + 0.5), y_hole)
    labels = [(short_number(c), pitch * (n + 0.5), WALL * 0.6) for n, c in enumerate(CLEARANCES)]
    height = settings.layers(HOLE_DEPTH)
    return _piece(f"{name} holes", _labelled(block, labels, height), width, depth), holes


def pocket_bar(
    name: str, across: float, along: float, corner: float, settings: Print3D
) -> tuple[Piece, tuple[float, ...], tuple[float, ...]]:
    """Pockets of ``across`` x ``along`` mm + each of :data:`POCKETS`, the part's ``corner``
    radius + half the clearance (its outline moved out by that half); their widths and
    their depths."""
    sizes = tuple(round(across + c, 2) for c in POCKETS)
    deep = tuple(round(along + c, 2) for c in POCKETS)
    pitch = max(sizes) + WALL
    width = pitch * len(sizes) + WALL
    depth = WALL + max(deep) + WALL + LABEL * 1.6
    floor = settings.layers(FLOOR)
    top = floor + settings.layers(POCKET_DEPTH)
    outline = rounded_rect(width, depth, 2.0)
    y0 = depth - WALL - max(deep)
    pockets = []
    for n, (s, d) in enumerate(zip(sizes, deep, strict=True)):
        x = WALL + pitch * n + (max(sizes) - s) / 2
        pockets.append(rounded_rect(s, d, corner + (s - across) / 2).translate((x, y0)))
    cut = prism(union2d(pockets), floor, top)
    labels = [
        (short_number(c), WALL + pitch * n + max(sizes) / 2, WALL * 0.6)
        for n, c in enumerate(POCKETS)
    ]
    solid = _labelled(outline, labels, top) - cut
    return _piece(f"{name} pockets", solid, width, depth), sizes, deep


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


def part_bar(part: Tried[Fit3D], settings: Print3D) -> tuple[Piece, Bar]:
    """A part's bar of holes (round) or pockets (square), and what it holds."""
    fit = part.fit
    if fit.shape == "round":
        piece, sizes = hole_bar(part.name, fit.size, settings)
        return piece, Bar(part.name, fit.shape, fit.size, sizes)
    along = fit.depth or fit.size
    piece, sizes, depths = pocket_bar(part.name, fit.size, along, fit.corner, settings)
    return piece, Bar(part.name, fit.shape, fit.size, sizes, along, depths)


def part_note(label: str, bar: Bar) -> str:
    """What to try with one part's test piece (``label``: the part in the language in use):
    one figure for a round or square part, both sides for an oblong one."""
    said = {"part": label[:1].upper() + label[1:], **sizes(size=bar.size, first=bar.sizes[0],
            last=bar.sizes[-1])}  # fmt: skip
    if bar.shape == "round":
        return _("{part} {size} mm: push the test piece into the holes, {first} to {last} mm.",
                 **said)  # fmt: skip
    if bar.depth is not None and bar.depth != bar.size:
        return _(
            "{part} {size} × {depth} mm: drop the test piece into the pockets, {first} × "
            "{first_depth} to {last} × {last_depth} mm.",
            **said,
            **sizes(depth=bar.depth, first_depth=bar.depths[0], last_depth=bar.depths[-1]),
        )
    return _("{part} {size} mm: drop the test piece into the pockets, {first} to {last} mm.",
             **said)  # fmt: skip


def fit_test(
    parts: Sequence[Tried[Fit3D]], reference: float, settings: Print3D, title: str
) -> FitTest:
    """The plate: the scale bar, each part's bar, the smallest text and each part's test
    piece, packed in that order; refused when they need more than one plate."""
    bars = [part_bar(part, settings) for part in parts]
    strip, sizes = text_strip(settings)
    pieces = [scale_bar(reference, settings), *(piece for piece, _bar in bars), strip,
              *(part.fit.piece for part in parts)]  # fmt: skip
    (plate, *more) = pack(pieces, settings.printer, COLOUR, None, title)
    if more and reference <= SHORTEST_BAR:
        raise KitgenError(
            _(
                "the fit test, with a bar for each of its parts ({parts}), does not fit on one "
                "{printer} plate, even with the shortest scale bar — give a bigger --printer",
                parts=", ".join(part.label for part in parts),
                printer=settings.printer.key,
            )
        )
    if more:
        raise KitgenError(
            _(
                "the fit test, with a bar for each of its parts ({parts}), does not fit on one "
                "{printer} plate — give a bigger --printer or a shorter --reference",
                parts=", ".join(part.label for part in parts),
                printer=settings.printer.key,
            )
        )
    return FitTest(plate, tuple(bar for _piece, bar in bars), sizes, reference)
