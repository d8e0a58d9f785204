"""The print-and-play settings of a print command: its layout, its cutter, its back offset.

Which options go together (``--layout gutterfold`` with ``--backs``, ``--print-then-cut``
with ``--laser``...) is one table, ``kitgen.maker.options.PIECE_CONFLICTS``, checked before any
spec is loaded; :func:`print_and_play` checks what depends on the values given: the least
bleed behind a back, and a back offset other than 0,0 where no back is printed duplex.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, cast

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.maker.imposition.duplex import (
    NO_OFFSET,
    BackOffset,
    BackOffsetValue,
    parse_back_offset,
    require_backs,
)
from kitgen.maker.layout import short_number

if TYPE_CHECKING:
    from kitgen.maker.options import PieceOptions

Layout = Literal["sheet", "gutterfold"]
Cutter = Literal["silhouette", "cricut"]
LAYOUTS: tuple[Layout, ...] = ("sheet", "gutterfold")
CUTTERS: tuple[Cutter, ...] = ("silhouette", "cricut")
DUPLEX_BLEED_MIN = 2.0  # mm: a back printed behind a front needs this much (duplex shifts ~1 mm)
GLUED_BLEED_MIN = 2.0  # mm: a glued back shifts like a duplex one


MARK_INSET = 10.0  # mm: Silhouette Studio's registration marks, its least inset


@dataclass(frozen=True)
class PrintAndPlay:
    layout: Layout = "sheet"
    cutter: Cutter | None = None
    back_offset: BackOffset = NO_OFFSET
    backs: bool = False  # duplex backs behind the fronts (with a cutter: Silhouette only)
    mark_inset: float = MARK_INSET

    @property
    def gutterfold(self) -> bool:
        return self.layout == "gutterfold"


def pieces_print_and_play(options: PieceOptions) -> PrintAndPlay:
    """:func:`print_and_play` from a piece kit's options (``tiles``, ``tokens``)."""
    return print_and_play(
        options.layout,
        options.print_then_cut,
        options.back_offset,
        backs=options.backs,
        bleed=options.bleed,
        mark_inset=options.mark_inset,
    )


def print_and_play(
    layout: str,
    print_then_cut: str | None,
    back_offset: BackOffsetValue,
    *,
    backs: bool | None,
    bleed: float | None = None,
    mark_inset: float | None = None,
) -> PrintAndPlay:
    """The settings, once the options passed their conflict table. ``backs``: the print has
    duplex backs (``--backs``), or ``None`` when the command learns that later (a rule card
    has a back only when its text needs one); ``bleed``: the ``--bleed`` given (``None``: the
    default); ``mark_inset``: the ``--mark-inset`` given."""
    key = cast(Layout, layout)  # checked by its declaration (kitgen.maker.options)
    cutter = cast(Cutter | None, print_then_cut)
    offset = parse_back_offset(back_offset)
    if bleed is not None and backs and bleed < DUPLEX_BLEED_MIN:
        raise KitgenError(
            _(
                "--bleed {bleed} mm is too little for printed backs: a home duplex printer "
                "shifts the back by 1 mm or more — give --bleed {least} or more",
                bleed=short_number(bleed),
                least=short_number(DUPLEX_BLEED_MIN),
            )
        )
    if key == "gutterfold":
        if not offset.is_zero:
            raise KitgenError(
                _(
                    "--back-offset corrects a duplex printer; a gutterfold sheet is printed on "
                    "one side only — drop --back-offset"
                )
            )
        if bleed is not None and bleed < GLUED_BLEED_MIN:
            raise KitgenError(
                _(
                    "--bleed {bleed} mm is too little for --layout gutterfold: the glued halves "
                    "shift by 1 mm or more — give --bleed {least} or more, or leave it out",
                    bleed=short_number(bleed),
                    least=short_number(GLUED_BLEED_MIN),
                )
            )
    if cutter == "cricut" and (backs or not offset.is_zero):
        from kitgen.maker.options import CRICUT_HAS_NO_BACKS

        raise KitgenError(_(CRICUT_HAS_NO_BACKS))
    if cutter == "cricut" and bleed is not None:
        raise KitgenError(
            _(
                "--bleed is not for --print-then-cut cricut: Design Space cuts the outline of "
                "the image and adds its own bleed (its Add Bleed switch when printing) — drop "
                "--bleed"
            )
        )
    if cutter is not None and backs is None and not offset.is_zero:
        raise KitgenError(
            _(
                "--print-then-cut prints every card side as a card of its own: there are no "
                "backs to move — leave --back-offset out"
            )
        )
    if backs is False:
        require_backs(offset, False, _("add --backs, or leave --back-offset out"))
    inset = MARK_INSET if mark_inset is None else mark_inset
    return PrintAndPlay(key, cutter, offset, bool(backs), inset)
