"""Where pieces sit on a sheet: slots in an area, and each slot's transform.

A slot is a piece's trim box on the sheet. A rectangular piece fills the cells of a grid
(turned a quarter turn when asked, like cards); round pieces are hex-packed.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import _
from kitgen.core.wording import short
from kitgen.maker.imposition.pieceset import PieceSet
from kitgen.maker.layout import Box, Grid, fit_grid, hex_packing
from kitgen.maker.scene import Affine, Group, Shape, Use

#: ``(cos, sin)`` of each quarter turn, the other way round.
_TURN = {(1, 0): 0, (0, 1): 90, (-1, 0): 180, (0, -1): 270}


@dataclass(frozen=True)
class Slot:
    """A piece's trim box on the sheet: top-left ``(x, y)``, ``width`` x ``height``."""

    x: float
    y: float
    width: float
    height: float
    turned: bool

    @property
    def box(self) -> Box:
        return Box(self.x, self.y, self.width, self.height)


@dataclass(frozen=True)
class Packing:
    slots: tuple[Slot, ...]
    grid: Grid | None  # the grid of rectangular pieces, for crop marks

    @property
    def capacity(self) -> int:
        return len(self.slots)


def pack(pieces: PieceSet, area: Box, turned: bool = False) -> Packing:
    """As many pieces as fit ``area`` (bleed included), centred in it.

    Raises :class:`KitgenError` when not even one fits.
    """
    what = _(
        "a piece of {width} × {height} mm", width=short(pieces.width), height=short(pieces.height)
    )
    if pieces.round:
        d, b = pieces.width, pieces.bleed
        packing = hex_packing(area, d + 2 * b, pieces.gap - 2 * b, what)
        slots = tuple(Slot(cx - d / 2, cy - d / 2, d, d, False) for cx, cy in packing.centres)
        return Packing(slots, None)
    w, h = (pieces.height, pieces.width) if turned else (pieces.width, pieces.height)
    grid = fit_grid(area.inset(pieces.bleed), w, h, pieces.gap, what)
    slots = tuple(Slot(*grid.cell(i), w, h, turned) for i in range(grid.capacity))
    return Packing(slots, grid)


def trim_box(boxes: list[Box]) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` round every piece's trim on a page: the page's TrimBox."""
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    return (left, top, max(b.right for b in boxes) - left, max(b.bottom for b in boxes) - top)


def placing(pieces: PieceSet, slot: Slot) -> Affine:
    """Piece-local coordinates to the sheet, for the piece in ``slot``."""
    if pieces.centred:
        return Affine.placing(slot.x + slot.width / 2, slot.y + slot.height / 2)
    if slot.turned:
        # rotate=270 takes piece (u, v) to (dx + v, dy - u): the w x h piece covers
        # x .. x + h across and y .. y + w down, its top edge towards the sheet's left.
        return Affine.placing(slot.x, slot.y + pieces.width, 270)
    return Affine.placing(slot.x, slot.y)


def group(transform: Affine, symbol: str, face: str, name: str | None = None) -> Group:
    """The symbol drawn with ``transform`` (a quarter turn and a move)."""
    key = (round(transform.a), round(transform.b))
    if key not in _TURN or abs(transform.a * transform.d - transform.b * transform.c - 1) > 1e-9:
        raise ValueError(f"not a quarter turn and a move: {transform}")
    items: tuple[Shape, ...] = (Use(symbol, face=face),)
    return Group(items, transform.e, transform.f, face=face, name=name, rotate=_TURN[key])
