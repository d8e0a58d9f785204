"""Pieces packed on build plates: a row at a time, front to back, the block centred."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import decimal, short
from kitgen.maker.solid.printers import Printer
from kitgen.maker.solid.settings import EDGE, SPACING
from kitgen.maker.solid.shapes import EMPTY, Manifold, Mesh, mesh_of, union


@dataclass(frozen=True)
class Piece:
    """One printed piece, its footprint's lower left corner at the origin, standing on z = 0:
    ``whole`` the one solid, ``body`` its part in the base colour and ``glyphs`` (raised from
    ``glyph_z``) the part in the second (``body`` is ``whole`` when there are none). A piece
    whose glyphs are ``sunk`` has them cut into its top from ``glyph_z``: ``whole`` and
    ``body`` are the piece with its cavities, ``glyphs`` the cavities filled (the inlay of
    ``--colours multi``)."""

    name: str
    whole: Mesh
    body: Mesh
    width: float
    depth: float
    height: float
    glyphs: Mesh = EMPTY
    glyph_z: float | None = None
    sunk: bool = False

    def numbered(self, n: int) -> Piece:
        """The ``n``-th copy of this piece on a plate: ``tile 1 #3``, the rest the same."""
        return replace(self, name=f"{self.name} #{n}")


def raised_piece(
    name: str,
    body: Manifold,
    glyphs: Manifold,
    width: float,
    depth: float,
    height: float,
    glyph_z: float | None,
    whole: Manifold | None = None,
) -> Piece:
    """The :class:`Piece` of ``glyphs`` standing on ``body`` (from ``glyph_z``): the two as
    one solid (``whole``, when the caller has made it already), and each apart."""
    whole = union([body, glyphs]) if whole is None else whole
    return Piece(
        name, mesh_of(whole), mesh_of(body), width, depth, height, mesh_of(glyphs), glyph_z
    )


# A record of its own fields, alike in shape to others (``duplicates`` pairs them).
@dataclass(frozen=True)
class Placed:
    piece: Piece
    x: float
    y: float


@dataclass(frozen=True)
class Plate:
    """One build plate: its pieces, the filament of their bodies and of their glyphs
    (``#RRGGBB``) and the names a maker reads (``colour``, ``glyph_colour``)."""

    placed: tuple[Placed, ...]
    colour: str
    glyph_colour: str | None = None
    title: str = ""

    @property
    def change_z(self) -> float | None:
        """The height of the first glyph layer's bottom (the top of the bodies below it)."""
        heights = {p.piece.glyph_z for p in self.placed if not p.piece.glyphs.empty}
        heights.discard(None)
        return min(heights) if heights else None  # type: ignore[type-var]

    @property
    def sunk(self) -> bool:
        """The plate's glyphs are cut into its pieces."""
        return any(p.piece.sunk for p in self.placed if not p.piece.glyphs.empty)


def check_fits(piece: Piece, printer: Printer, what: str) -> None:
    """Refuse a piece larger than the bed (less its edge) in either direction."""
    room_x, room_y = printer.width - 2 * EDGE, printer.depth - 2 * EDGE
    if piece.width > room_x or piece.depth > room_y:
        raise KitgenError(
            _(
                "{what} is {width} × {depth} mm and does not fit the {printer} bed ({room} mm "
                "inside its edge) — give a bigger --printer (e.g. 256x256) or smaller pieces",
                what=what,
                width=decimal(piece.width, 2),
                depth=decimal(piece.depth, 2),
                printer=printer.key,
                room=f"{short(room_x)} × {short(room_y)}",
            )
        )


def pack(
    pieces: Sequence[Piece],
    printer: Printer,
    colour: str,
    glyph_colour: str | None = None,
    title: str = "",
    spacing: float = SPACING,
) -> list[Plate]:
    """``pieces`` in rows on as many plates as they need, in order; each plate's block of
    pieces centred on the bed."""
    room_x, room_y = printer.width - 2 * EDGE, printer.depth - 2 * EDGE
    plates: list[Plate] = []
    rows: list[list[tuple[Piece, float]]] = []
    row: list[tuple[Piece, float]] = []
    x = y = row_depth = 0.0
    heights: list[float] = []

    def finish() -> None:
        nonlocal rows, heights
        if not rows:
            return
        width = max(sum(p.width for p, _ in r) + spacing * (len(r) - 1) for r in rows)
        depth = sum(heights) + spacing * (len(heights) - 1)
        ox = round((printer.width - width) / 2, 2)
        oy = round((printer.depth - depth) / 2, 2)
        placed: list[Placed] = []
        top = oy + depth
        for r, h in zip(rows, heights, strict=True):
            for piece, px in r:
                placed.append(Placed(piece, round(ox + px, 4), round(top - h, 4)))
            top -= h + spacing
        plates.append(Plate(tuple(placed), colour, glyph_colour, title))
        rows, heights = [], []

    for piece in pieces:
        if row and x + piece.width > room_x + 1e-9:
            rows.append(row)
            heights.append(row_depth)
            y += row_depth + spacing
            row, x, row_depth = [], 0.0, 0.0
        if not row and y + piece.depth > room_y + 1e-9:
            finish()
            y = 0.0
        row.append((piece, x))
        x += piece.width + spacing
        row_depth = max(row_depth, piece.depth)
    if row:
        rows.append(row)
        heights.append(row_depth)
    finish()
    return plates
