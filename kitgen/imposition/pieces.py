"""One kit's pieces as data: trim, bleed, front and back drawings.

Every imposition in this package (gutterfold, print-then-cut) takes a :class:`PieceSet`, so
it serves tiles, tokens, pegs and cards alike. The drawings are the kits' own (tile faces
and backs from ``kitgen.components.tiles``, token and peg faces from
``kitgen.components.icecream``, card sides from ``kitgen.cards``), registered as page
symbols; nothing is redrawn here.

A piece's own coordinates: origin at the trim's top-left corner (tiles, cards) or at its
centre (``centred``: tokens, pegs). Turning a piece over sideways, like a card, puts its
back's point ``(u, v)`` behind its front's point ``(w - u, v)`` (``(-u, v)`` when centred).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.scene import Affine, Paint, Rect, Shape

if TYPE_CHECKING:
    from kitgen.cards.card import CardLayout
    from kitgen.icecream_spec import IcecreamSpec
    from kitgen.spec import TileSpec

CARD_TRIM = Paint(stroke="#B0B0B0", stroke_width=0.1)


@dataclass(frozen=True)
class Piece:
    """One physical piece: the symbol of its front, of its back (or none), its face name."""

    front: str
    back: str | None
    face: str


@dataclass(frozen=True)
class PieceSet:
    """Pieces of one size and shape, with how they may sit on a sheet."""

    name: str  # file-name word: "tiles", "tokens", "pegs", the card's stem
    title: str  # for footers: "Binary tiles — tiles"
    width: float  # trim size, mm (a round piece: its diameter, twice)
    height: float
    bleed: float  # artwork runs this far past the trim
    gap: float  # least space between two trims on a sheet
    round: bool  # the trim is a circle of diameter ``width``
    radius: float  # corner radius of a rectangular trim
    centred: bool  # symbol origin at the piece's centre
    crop_marks: bool  # cut with a ruler along crop marks (tiles, cards), or punched (round)
    turnable: bool  # may be turned a quarter turn to fit more
    symbols: dict[str, tuple[Shape, ...]]
    pieces: tuple[Piece, ...]

    @property
    def has_backs(self) -> bool:
        return any(p.back is not None for p in self.pieces)

    def mirror(self) -> Affine:
        """Back-local to front-local: turning the piece over sideways."""
        return Affine(-1.0, 0.0, 0.0, 1.0, 0.0 if self.centred else self.width, 0.0)


def tile_pieces(spec: TileSpec, bleed: float) -> PieceSet:
    """The binary tile set: each face with the common back, ``bleed`` mm of colour."""
    from kitgen.components.tiles import tile_back, tile_front
    from kitgen.kits.binary_tiles import tile_sequence

    geo = spec.tile
    symbols = {f"face:{f.label}": tile_front(f, geo, bleed) for f in spec.faces}
    symbols["back"] = tile_back(geo, bleed)
    pieces = tuple(Piece(f"face:{f.label}", "back", f.label) for f in tile_sequence(spec))
    return PieceSet(
        name="tiles",
        title=f"{spec.kit} — tiles",
        width=geo.width,
        height=geo.height,
        bleed=bleed,
        gap=2 * bleed,
        round=False,
        radius=geo.corner_radius,
        centred=False,
        crop_marks=True,
        turnable=False,
        symbols=symbols,
        pieces=pieces,
    )


def token_pieces(spec: IcecreamSpec, bleed: float, gap: float) -> PieceSet:
    """The flavour tokens: the flavour on both sides, so a token reads whichever side is up."""
    from kitgen.components.icecream import ink_for, token_face
    from kitgen.kits.icecream_tokens import token_sequence

    d = spec.token.diameter
    symbols = {
        f"token:{f.name}": token_face(
            f.colour,
            f.letter,
            f.name,
            f.symbol,
            d,
            ink_for(f.colour, f.ink),
            bleed,
            spec.token.outline,
        )
        for f in spec.flavours
    }
    pieces = tuple(
        Piece(f"token:{f.name}", f"token:{f.name}", f.name) for f in token_sequence(spec)
    )
    return _round_set("tokens", f"{spec.kit} — tokens", d, bleed, gap, symbols, pieces)


def peg_pieces(spec: IcecreamSpec, bleed: float, gap: float) -> PieceSet:
    """The paper pegs: small discs in their colours, the same on both sides."""
    from kitgen.components.icecream import peg_face
    from kitgen.kits.icecream_tokens import PEG_OUTLINE, peg_mark

    disc = spec.pegs.disc
    symbols = {
        f"peg:{c.name}": peg_face(c.colour, peg_mark(c.name), disc, bleed, PEG_OUTLINE)
        for c in spec.pegs.colours
    }
    pieces = tuple(
        Piece(f"peg:{c.name}", f"peg:{c.name}", c.name)
        for c in spec.pegs.colours
        for _ in range(c.count)
    )
    return _round_set("pegs", f"{spec.kit} — pegs", disc, bleed, gap, symbols, pieces)


def _round_set(
    name: str,
    title: str,
    diameter: float,
    bleed: float,
    gap: float,
    symbols: dict[str, tuple[Shape, ...]],
    pieces: tuple[Piece, ...],
) -> PieceSet:
    return PieceSet(
        name=name,
        title=title,
        width=diameter,
        height=diameter,
        bleed=bleed,
        gap=gap,
        round=True,
        radius=diameter / 2,
        centred=True,
        crop_marks=False,
        turnable=False,
        symbols=symbols,
        pieces=pieces,
    )


def card_pieces(
    layouts: Sequence[CardLayout], name: str, title: str, one_sided: bool = False
) -> PieceSet:
    """Cards (all one size): each side as drawn by ``kitgen.cards``, with a light trim line.

    Cards carry no colour to their edges: no bleed, butted edge to edge. ``one_sided``: every
    side is a card of its own (print-then-cut prints one side), read in order.
    """
    size = layouts[0].size
    trim = Rect(0.0, 0.0, size.width, size.height, CARD_TRIM)
    symbols: dict[str, tuple[Shape, ...]] = {}
    pieces: list[Piece] = []
    for i, layout in enumerate(layouts):
        pairs = [(side, None) for side in layout.sides] if one_sided else layout.cards
        for j, (front, back) in enumerate(pairs):
            key = f"card{i}.{j}"
            symbols[f"{key}:front"] = (*front.items, trim)
            if back is not None:
                symbols[f"{key}:back"] = (*back.items, trim)
            pieces.append(
                Piece(
                    f"{key}:front", f"{key}:back" if back is not None else None, layout.content.name
                )
            )
    return PieceSet(
        name=name,
        title=title,
        width=size.width,
        height=size.height,
        bleed=0.0,
        gap=0.0,
        round=False,
        radius=0.0,
        centred=False,
        crop_marks=True,
        turnable=True,
        symbols=symbols,
        pieces=tuple(pieces),
    )
