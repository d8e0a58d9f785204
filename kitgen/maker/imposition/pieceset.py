"""One kit's pieces as data: trim, bleed, front and back drawings.

Every imposition in this package (gutterfold, print-then-cut) takes a :class:`PieceSet`, so
it serves tiles, tokens, pegs and cards alike. The drawings are the kits' own, handed in as
page symbols by the kits that build their sets (``tile_pieces`` in
``kitgen.maker.kits.binary_tiles``, ``token_pieces`` and ``peg_pieces`` in
``kitgen.maker.kits.icecream_tokens``; cards by :func:`card_pieces` here, from the laid-out
cards of ``kitgen.maker.cards``), drawn as the plain sheets draw them: nothing printed on a
tile's or card's trim (cut on the crop marks), a cut circle standing out from each token and
peg (the punch's guide). Only for a cutter are the cut circles left off too (the cutter cuts
the trim; a printed line would show wherever the cut lands a little off).

A piece's own coordinates: origin at the trim's top-left corner (tiles, cards) or at its
centre (``centred``: tokens, pegs). Turning a piece over sideways, like a card, puts its
back's point ``(u, v)`` behind its front's point ``(w - u, v)`` (``(-u, v)`` when centred).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kitgen.core.errors import KitgenError
from kitgen.maker.scene import Affine, Shape

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout


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

    def too_big(self, message: str, **values: Any) -> KitgenError:
        """The error for a piece too large for where it goes: ``message`` (marked with
        ``N_``), its ``{width}`` and ``{height}`` filled with the piece's size."""
        from kitgen.core.messages import _
        from kitgen.maker.layout import short_number

        width, height = short_number(self.width), short_number(self.height)
        return KitgenError(_(message, width=width, height=height, **values))

    def mirror(self) -> Affine:
        """Back-local to front-local: turning the piece over sideways."""
        return Affine(-1.0, 0.0, 0.0, 1.0, 0.0 if self.centred else self.width, 0.0)


def round_set(
    name: str,
    title: str,
    diameter: float,
    bleed: float,
    gap: float,
    symbols: dict[str, tuple[Shape, ...]],
    pieces: tuple[Piece, ...],
    key: str = "",
) -> PieceSet:
    """Round pieces (tokens, pegs) of one ``diameter``, ``gap`` apart on a sheet, punched
    out (no crop marks), symbols drawn round their centres."""
    # A piece set built field by field (``duplicates`` pairs such keyword lists): every field of
    # the set named where it is filled.
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
        key=key,
    )


def card_pieces(
    layouts: Sequence[CardLayout], name: str, title: str, one_sided: bool = False
) -> PieceSet:
    """Cards (all one size): each side as drawn by ``kitgen.maker.cards``, nothing on the trim (as
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
