"""The print-and-play settings of a print command: its layout, its cutter, its back offset.

Which options go together (``--layout gutterfold`` with ``--backs``, ``--print-then-cut``
with ``--laser``...) is one table, ``kitgen.maker.options.PIECE_CONFLICTS``, checked before any
spec is loaded; :func:`print_and_play` checks what depends on the values given: the least
bleed behind a back, and a back offset other than 0,0 where no back is printed duplex.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, cast

from kitgen.core.errors import KitgenError
from kitgen.maker.imposition.duplex import NO_OFFSET, BackOffset, parse_back_offset, require_backs

Layout = Literal["sheet", "gutterfold"]
Cutter = Literal["silhouette", "cricut"]
LAYOUTS: tuple[Layout, ...] = ("sheet", "gutterfold")
CUTTERS: tuple[Cutter, ...] = ("silhouette", "cricut")
DUPLEX_BLEED_MIN = 2.0  # mm: a back printed behind a front needs this much (duplex shifts ~1 mm)
GLUED_BLEED_MIN = 2.0  # mm: a glued back shifts like a duplex one


@dataclass(frozen=True)
class PrintAndPlay:
    layout: Layout = "sheet"
    cutter: Cutter | None = None
    back_offset: BackOffset = NO_OFFSET

    @property
    def gutterfold(self) -> bool:
        return self.layout == "gutterfold"


def print_and_play(
    layout: str,
    print_then_cut: str | None,
    back_offset: str | None,
    *,
    backs: bool | None,
    bleed: float | None = None,
) -> PrintAndPlay:
    """The settings, once the options passed their conflict table. ``backs``: the print has
    duplex backs (``--backs``), or ``None`` when the command learns that later (a rule card
    has a back only when its text needs one); ``bleed``: the ``--bleed`` given (``None``: the
    default)."""
    key = cast(Layout, layout)  # checked by its declaration (kitgen.maker.options)
    cutter = cast(Cutter | None, print_then_cut)
    offset = parse_back_offset(back_offset)
    if bleed is not None and backs and bleed < DUPLEX_BLEED_MIN:
        raise KitgenError(
            f"--bleed {bleed:g} mm is too little for printed backs: a home duplex printer "
            f"shifts the back by 1 mm or more — give --bleed {DUPLEX_BLEED_MIN:g} or more"
        )
    if key == "gutterfold":
        if not offset.is_zero:
            raise KitgenError(
                "--back-offset corrects a duplex printer; a gutterfold sheet is printed on one "
                "side only — drop --back-offset"
            )
        if bleed is not None and bleed < GLUED_BLEED_MIN:
            raise KitgenError(
                f"--bleed {bleed:g} mm is too little for --layout gutterfold: the glued halves "
                f"shift by 1 mm or more — give --bleed {GLUED_BLEED_MIN:g} or more, or leave "
                "it out"
            )
    if cutter is not None and not offset.is_zero:
        from kitgen.maker.options import CUTTER_HAS_NO_BACKS

        raise KitgenError(CUTTER_HAS_NO_BACKS)
    if backs is False:
        require_backs(offset, False, "add --backs, or leave --back-offset out")
    return PrintAndPlay(key, cutter, offset)
