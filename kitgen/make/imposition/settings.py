"""The print-and-play options of a print command, checked together once.

``--layout sheet|gutterfold``, ``--print-then-cut silhouette|cricut`` and ``--back-offset X,Y``
combine with ``--backs``, ``--magnetic`` and ``--laser`` only in ways that make sense; every
other combination is refused here with a message that says what works instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.make.imposition.duplex import NO_OFFSET, BackOffset, parse_back_offset, require_backs

Layout = Literal["sheet", "gutterfold"]
Cutter = Literal["silhouette", "cricut"]
LAYOUTS: tuple[Layout, ...] = ("sheet", "gutterfold")
CUTTERS: tuple[Cutter, ...] = ("silhouette", "cricut")
GLUED_BLEED_MIN = 2.0  # mm: a glued back shifts like a duplex one (kitgen.make.kits.sheets)


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
    magnetic: bool = False,
    laser: bool = False,
    backs_flag: str = "--backs",
    bleed: float | None = None,
) -> PrintAndPlay:
    """Check the options together. ``backs``: the print has duplex backs (``--backs``), or
    ``None`` when the command learns that later (a rule card has a back only when its text
    needs one); ``bleed``: the ``--bleed`` given (``None``: the default)."""
    if bleed is not None:
        from kitgen.make.kits.sheets import check_bleed

        check_bleed(bleed, bool(backs))
        if laser:
            raise KitgenError("--bleed is for printing; laser parts have no colour — drop it")
    key = layout.lower()
    if key not in LAYOUTS:
        raise unknown_choice("layout", layout, LAYOUTS)
    cutter = None if print_then_cut is None else print_then_cut.lower()
    if cutter is not None and cutter not in CUTTERS:
        raise unknown_choice("cutter", print_then_cut, CUTTERS)
    offset = parse_back_offset(back_offset)
    if key == "gutterfold":
        if cutter is not None:
            raise KitgenError(
                "--layout gutterfold and --print-then-cut are two ways to make the pieces — "
                "choose one (gutterfold: fold and cut by hand; print-then-cut: the cutter cuts)"
            )
        if laser:
            raise KitgenError(
                "--layout gutterfold folds paper; --laser cuts sheet material — drop one of them"
            )
        if magnetic:
            raise KitgenError(
                "--layout gutterfold folds a paper sheet; magnet sheet has no printable back "
                "and does not fold — drop --magnetic (paper), or --layout (magnet sheets)"
            )
        if backs:
            raise KitgenError(
                f"--layout gutterfold prints fronts and backs on one side of each sheet — "
                f"drop {backs_flag} (or drop --layout gutterfold to print backs duplex)"
            )
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
    if cutter is not None:
        if laser:
            raise KitgenError(
                "--print-then-cut is for vinyl cutters (Silhouette, Cricut) that cut a printed "
                "sheet; --laser is for a laser cutter — choose one"
            )
        if magnetic:
            raise KitgenError(
                "--print-then-cut lays out paper, card or sticker sheets for the cutter — drop "
                "--magnetic (or drop --print-then-cut and cut magnet sheets along the guides)"
            )
        if backs or not offset.is_zero:
            raise KitgenError(
                "--print-then-cut prints the fronts for the cutter to cut; it has no duplex "
                f"backs — drop {backs_flag} and --back-offset (for two-sided pieces use "
                "--layout gutterfold, or --backs and cut by hand)"
            )
    if backs is False:
        require_backs(offset, False, f"add {backs_flag}, or leave --back-offset out")
    return PrintAndPlay(key, cutter, offset)
