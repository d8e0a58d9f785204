"""One kit's pieces as data: trim, bleed, front and back drawings.

Every imposition in this package (gutterfold, print-then-cut) takes a :class:`PieceSet`, so
it serves tiles, tokens, pegs and cards alike. The drawings are the kits' own (tile faces
and backs from ``kitgen.make.components.tiles``, token and peg faces from
``kitgen.make.components.icecream``, card sides from ``kitgen.make.cards``), drawn as the
plain sheets draw them and registered as page symbols: nothing printed on a tile's or
card's trim (cut on the crop marks), a cut circle standing out from each token and peg (the
punch's guide). Only for a cutter are the cut circles left off too (the cutter cuts the
trim; a printed line would show wherever the cut lands a little off).

A piece's own coordinates: origin at the trim's top-left corner (tiles, cards) or at its
centre (``centred``: tokens, pegs). Turning a piece over sideways, like a card, puts its
back's point ``(u, v)`` behind its front's point ``(w - u, v)`` (``(-u, v)`` when centred).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.make.scene import Affine, Circle, Paint, Shape

if TYPE_CHECKING:
    from kitgen.make.cards.card import CardLayout
    from kitgen.make.kits.binary_tiles import Corners
    from kitgen.make.specs.icecream import IcecreamSpec
    from kitgen.make.specs.tiles import TileSpec


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
    radius: float  # corner radius of a rectangular trim (0: square)
    centred: bool  # symbol origin at the piece's centre
    crop_marks: bool  # cut with a ruler along crop marks (tiles, cards), or punched (round)
    turnable: bool  # may be turned a quarter turn to fit more
    symbols: dict[str, tuple[Shape, ...]]
    pieces: tuple[Piece, ...]
    key: str = ""  # what the pieces' marks mean, for the sheet's instructions (or "")

    @property
    def has_backs(self) -> bool:
        return any(p.back is not None for p in self.pieces)

    def mirror(self) -> Affine:
        """Back-local to front-local: turning the piece over sideways."""
        return Affine(-1.0, 0.0, 0.0, 1.0, 0.0 if self.centred else self.width, 0.0)


def tile_pieces(spec: TileSpec, bleed: float, corners: Corners = "square") -> PieceSet:
    """The binary tile set as the paper sheets print it: each face with the common back,
    ``bleed`` mm of colour past a square trim, every word tile at one size (``face_sizes``).

    ``corners="round"``: the trim's corners are rounded to the spec's ``corner_radius`` (the
    cutter cuts them; by hand, a corner punch does).
    """
    from kitgen.make.components.tiles import face_sizes, tile_back, tile_front
    from kitgen.make.kits.binary_tiles import tile_sequence

    geo = spec.tile
    sizes = face_sizes(spec.faces, geo)
    symbols = {f"face:{f.label}": tile_front(f, geo, bleed, sizes.get(f.label)) for f in spec.faces}
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
        radius=geo.corner_radius if corners == "round" else 0.0,
        centred=False,
        crop_marks=True,
        turnable=False,
        symbols=symbols,
        pieces=pieces,
    )


def token_pieces(spec: IcecreamSpec, bleed: float, cut_lines: bool = True) -> PieceSet:
    """The flavour tokens, the flavour on both sides so a token reads whichever side is up,
    drawn as on the paper sheets (names left off when they would print under 7 pt, the cut
    circle in a colour that stands out from the flavour).

    ``cut_lines=False`` (a cutter cuts them): no cut circle is printed, so a cut a little off
    the line leaves no stripe of it on the token; the colour runs ``bleed`` mm past the trim.
    """
    from kitgen.make.components.icecream import ink_for, token_art
    from kitgen.make.kits.icecream_tokens import (
        flavour_key,
        show_names,
        token_sequence,
        token_symbols,
    )

    d = spec.token.diameter
    if cut_lines:
        symbols = token_symbols(spec, bleed)
    else:
        names = show_names(spec)
        symbols = {
            f"token:{f.name}": (
                Circle(0.0, 0.0, d / 2 + bleed, Paint(fill=f.colour)),
                *token_art(
                    f.letter, f.name if names else None, f.symbol, d, ink_for(f.colour, f.ink)
                ),
            )
            for f in spec.flavours
        }
    pieces = tuple(
        Piece(f"token:{f.name}", f"token:{f.name}", f.name) for f in token_sequence(spec)
    )
    key = "" if show_names(spec) else f"Letter and shape name the flavour: {flavour_key(spec)}."
    return _round_set("tokens", f"{spec.kit} — tokens", d, bleed, symbols, pieces, key)


def peg_pieces(spec: IcecreamSpec, bleed: float, cut_lines: bool = True) -> PieceSet:
    """The paper pegs as the paper sheets print them: small discs in their colours with their
    colour's initials, the same on both sides; the cut circle as on the tokens (none when a
    cutter cuts them, see :func:`token_pieces`)."""
    from kitgen.make.components.icecream import peg_face
    from kitgen.make.kits.icecream_tokens import peg_mark

    disc = spec.pegs.disc
    outline = spec.token.outline if cut_lines else None
    symbols = {
        f"peg:{c.name}": peg_face(c.colour, peg_mark(c.name), disc, bleed, outline)
        for c in spec.pegs.colours
    }
    pieces = tuple(
        Piece(f"peg:{c.name}", f"peg:{c.name}", c.name)
        for c in spec.pegs.colours
        for _ in range(c.count)
    )
    return _round_set("pegs", f"{spec.kit} — pegs", disc, bleed, symbols, pieces)


def _round_set(
    name: str,
    title: str,
    diameter: float,
    bleed: float,
    symbols: dict[str, tuple[Shape, ...]],
    pieces: tuple[Piece, ...],
    key: str = "",
) -> PieceSet:
    from kitgen.make.kits.icecream_tokens import BLEED_GAP

    return PieceSet(
        name=name,
        title=title,
        width=diameter,
        height=diameter,
        bleed=bleed,
        gap=2 * bleed + BLEED_GAP,  # the bleeds a punch's width apart, as on the paper sheets
        round=True,
        radius=diameter / 2,
        centred=True,
        crop_marks=False,
        turnable=False,
        symbols=symbols,
        pieces=pieces,
        key=key,
    )


def card_pieces(
    layouts: Sequence[CardLayout], name: str, title: str, one_sided: bool = False
) -> PieceSet:
    """Cards (all one size): each side as drawn by ``kitgen.make.cards``, nothing on the trim (as
    on the plain card sheets: cut on the crop marks, or by the cutter).

    Cards carry no colour to their edges: no bleed, butted edge to edge. ``one_sided``: every
    side is a card of its own (print-then-cut prints one side), read in order.
    """
    size = layouts[0].size
    symbols: dict[str, tuple[Shape, ...]] = {}
    pieces: list[Piece] = []
    for i, layout in enumerate(layouts):
        pairs = [(side, None) for side in layout.sides] if one_sided else layout.cards
        for j, (front, back) in enumerate(pairs):
            key = f"card{i}.{j}"
            symbols[f"{key}:front"] = front.items
            if back is not None:
                symbols[f"{key}:back"] = back.items
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
