"""``board icecream``: the ice cream code board and code pedestal, on paper or for a laser."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.core.options import switch
from kitgen.maker.options import BOARD_CONFLICTS, BoardOptions, SpecOption, TokenSizeOption
from kitgen.maker.output import Made, Output

if TYPE_CHECKING:
    from kitgen.maker.specs.icecream import IcecreamSpec


@dataclass(frozen=True)
class BoardIcecreamOptions(BoardOptions, TokenSizeOption, SpecOption):
    """``kitgen board icecream``: print, cut or 3D-print the ice cream code board and
    pedestal."""

    laser: bool = switch(
        False,
        help=N_(
            "Laser SVGs: a two-layer board (top plate with token and peg holes, base plate "
            "with peg holes) and a slot-together pedestal, packed together, and the cut list for "
            "the pegs."
        ),
    )


OPTIONS = BoardIcecreamOptions

CONFLICTS = BOARD_CONFLICTS


def build(options: BoardIcecreamOptions, out: Output) -> Made:
    from kitgen.maker.specs.icecream import load_icecream_spec, with_token_size

    if options.three_d:
        return _print_3d(options, out)
    kit = with_token_size(load_icecream_spec(options.spec), options.token_size)
    if options.laser:
        return _laser(options, kit, out)
    from kitgen.core.messages import pN_
    from kitgen.maker.kits.icecream_board import board_pages, pedestal_page
    from kitgen.maker.layout import paper as paper_size

    sheet = paper_size(options.paper)
    board = board_pages(kit, sheet, options.margin, options.overlap)
    pedestal = (pedestal_page(kit, sheet, options.margin),)
    titles = {"board": pN_("title", "board"), "pedestal": pN_("title", "pedestal")}
    for pages, what in ((board, "board"), (pedestal, "pedestal")):
        out.kit_pdf(kit.kit, titles[what], pages, what, kit.name, what, sheet.key)
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


def _print_3d(options: BoardIcecreamOptions, out: Output) -> Made:
    """The board (cut in parts when the bed needs it) and the pedestal as 3MF plates."""
    from kitgen.core.messages import _, n_, p_
    from kitgen.core.wording import sizes
    from kitgen.maker.solid.settings import print_settings
    from kitgen.maker.specs.icecream import load_icecream_spec, with_token_size

    settings = print_settings(options, options.format)
    kit = with_token_size(load_icecream_spec(options.spec), options.token_size)
    from kitgen.maker.kits.icecream_board_3d import board_plates, check_board
    from kitgen.maker.solid.output import made_3d, write_plates

    check_board(
        kit, settings, _("the board for {diameter} mm tokens", diameter=f"{kit.token.diameter:g}")
    )
    title = f"{kit.kit} — {p_('title', 'board')}"
    made = board_plates(kit, settings, title)
    base = out.stem(kit.name, "board", "3d", settings.printer.key)
    figures = write_plates(made.plates, base, "board", settings, out)
    extra: dict[str, object] = {
        "pieces": sum(p["pieces"] for p in figures),
        "parts": made.parts,
        "size_mm": list(made.board_mm),
        "pedestal_mm": list(made.pedestal_mm),
        "token_hole_mm": made.token_spot,
        "peg_hole_mm": made.peg_hole,
    }
    note = _(
        "token spots {spot} mm across (token {d} + clearance {c}), peg holes {hole} mm (peg "
        "{peg} + {c}), {seat} mm deep",
        **sizes(spot=made.token_spot, d=kit.token.diameter, c=settings.clearance,
                hole=made.peg_hole, peg=kit.pegs.diameter, seat=made.peg_seat),
    )  # fmt: skip
    notes = [note]
    if made.parts > 1:
        notes.append(
            n_(
                "the board is cut in {n} part between its rows (the bed is too small for "
                "it): push the dovetails together, glue if loose",
                "the board is cut in {n} parts between its rows (the bed is too small for "
                "it): push the dovetails together, glue if loose",
                made.parts,
            )
        )
    return made_3d(out, settings, figures, extra, notes)


HELP = N_(
    "The ice cream code board (8 white + 2 brown rows) and the code pedestal: paper, laser, "
    "or 3D printed (--3d)."
)
