"""``board icecream``: the ice cream code board and code pedestal, on paper or for a laser."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.core.options import switch
from kitgen.maker.options import (
    FORMATS,
    LASER_FORMAT_HELP,
    NEEDS_LASER,
    NEEDS_LASER_FORMAT,
    JointOptions,
    LaserOptions,
    PaperOptions,
    PosterOptions,
    PreviewOptions,
    SpecOption,
    TokenSizeOption,
    restated,
)
from kitgen.maker.output import Made, Output

if TYPE_CHECKING:
    from kitgen.maker.specs.icecream import IcecreamSpec


@dataclass(frozen=True)
class BoardIcecreamOptions(
    PreviewOptions,
    JointOptions,
    LaserOptions,
    PosterOptions,
    PaperOptions,
    TokenSizeOption,
    SpecOption,
):
    """``kitgen board icecream``: print or cut the ice cream code board and pedestal."""

    format: str | None = restated(
        LaserOptions, "format", choices=FORMATS, what="laser format", help=LASER_FORMAT_HELP
    )
    laser: bool = switch(
        False,
        help=N_(
            "Laser SVGs: a two-layer board (top plate with token and peg holes, base plate "
            "with peg holes) and a slot-together pedestal, packed together, and the cut list for "
            "the pegs."
        ),
    )


OPTIONS = BoardIcecreamOptions

CONFLICTS = (NEEDS_LASER, NEEDS_LASER_FORMAT)


def build(options: BoardIcecreamOptions, out: Output) -> Made:
    from kitgen.maker.specs.icecream import load_icecream_spec, with_token_size

    kit = with_token_size(load_icecream_spec(options.spec), options.token_size)
    if options.laser:
        return _laser(options, kit, out)
    from kitgen.core.messages import p_
    from kitgen.maker.kits.icecream_board import board_pages, pedestal_page
    from kitgen.maker.layout import paper as paper_size
    from kitgen.maker.scene import Document

    sheet = paper_size(options.paper)
    board = board_pages(kit, sheet, options.margin, options.overlap)
    pedestal = (pedestal_page(kit, sheet, options.margin),)
    titles = {"board": p_("title", "board"), "pedestal": p_("title", "pedestal")}
    for pages, what in ((board, "board"), (pedestal, "pedestal")):
        path = out.path(kit.name, what, sheet.key, ext="pdf")
        out.pdf(path, Document(f"{kit.kit} — {titles[what]}", pages), what)
    return out.made()


def _laser(options: BoardIcecreamOptions, kit: IcecreamSpec, out: Output) -> Made:
    """The two-layer board, the pedestal and the cut list of the pegs."""
    from kitgen.maker.commands.laser import laser_report, write_laser_job
    from kitgen.maker.kits.icecream_laser import board_and_pedestal_job, cut_list, with_thickness
    from kitgen.maker.laser.settings import laser_settings

    settings = laser_settings(options, options.margin)
    kit = with_thickness(kit, settings.thickness)
    key, kerf, fit = settings.bed.key, settings.kerf, settings.fit
    job = board_and_pedestal_job(kit, settings)
    write_laser_job(job, out.stem(kit.name, "board", "laser", key), settings, out)
    out.data(out.path(kit.name, "cut-list", ext="md"), cut_list(kit, kerf, fit), "cut-list")
    t, c = kit.material.thickness, kit.material.clearance
    spots = kit.board.rows * kit.board.spots
    from kitgen.core.messages import _
    from kitgen.maker.layout import short_number as g

    d = kit.token.diameter
    note = _(
        "top plate: {n} token holes + {n} peg holes; base plate: {n} peg holes; token holes "
        "cut at {hole} mm (token {d} + clearance {c} - kerf {kerf}); pedestal slots {slot} mm "
        "wide for {t} mm plywood (fit {fit}), cut at {cut} mm",
        n=spots,
        hole=g(d + c - kerf),
        d=g(d),
        c=g(c),
        kerf=g(kerf),
        slot=g(t + fit),
        t=g(t),
        fit=g(fit),
        cut=g(t + fit - kerf),
    )
    extra = {"thickness_mm": t, "fit_mm": fit}
    return laser_report([job], settings, out, extra, note)


HELP = N_("The ice cream code board (8 white + 2 brown rows) and the code pedestal.")
