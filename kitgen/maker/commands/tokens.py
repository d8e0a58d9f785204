"""``tokens``: the ice cream code flavour tokens (and paper pegs) as PDFs or laser SVGs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.messages import N_, _, p_, pN_
from kitgen.core.options import switch
from kitgen.maker.options import (
    EXCLUDES_3D,
    PIECE_CONFLICTS,
    Excludes,
    PieceOptions,
    SpecOption,
    TokenSizeOption,
    restated,
)
from kitgen.maker.output import Made, Output

if TYPE_CHECKING:
    from kitgen.maker.imposition.settings import PrintAndPlay
    from kitgen.maker.scene import Page
    from kitgen.maker.specs.icecream import IcecreamSpec


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class TokensOptions(PieceOptions, TokenSizeOption, SpecOption):
    """``kitgen tokens``: print the ice cream code's flavour tokens."""

    backs: bool = restated(
        PieceOptions,
        "backs",
        help=N_(
            "Print the flavour on the back too: a mirrored back page after every front page "
            "for long-edge duplex (and fronts-only and backs-only PDFs for printing by hand)."
        ),
    )
    magnetic: bool = switch(
        False,
        help=N_(
            "Lay the tokens out for printable magnet sheets: butted squares, colour running "
            "under each neighbour, cut guides outside; with --pegs the pegs go on the same sheets, "
            "after the tokens."
        ),
    )
    laser: bool = switch(
        False,
        help=N_(
            "Laser SVGs: token circles cut (kerf-compensated), shape, letter and name engraved."
        ),
    )
    pegs: bool = switch(
        False,
        help=N_(
            "Also print the 60 pegs as small discs in their two colours (with --3d: as pegs "
            "for the printed board, their colour's mark on top)."
        ),
    )


OPTIONS = TokensOptions

KITS = N_(
    "--backs, --magnetic and --laser are different kits — choose one of them (magnet sheets and "
    "plywood have no printable back)"
)

CONFLICTS = (
    *PIECE_CONFLICTS,
    EXCLUDES_3D,
    Excludes("backs", ("magnetic", "laser"), KITS),
    Excludes("magnetic", ("laser",), KITS),
    Excludes(
        "pegs",
        ("laser",),
        N_(
            "--pegs prints paper pegs; a laser kit's pegs are cut from dowel — run "
            "'kitgen board icecream --laser' for the cut list, and drop --pegs"
        ),
    ),
)


def build(options: TokensOptions, out: Output) -> Made:
    from kitgen.maker.imposition.settings import pieces_print_and_play
    from kitgen.maker.specs.icecream import load_icecream_spec, with_token_size

    if options.three_d:
        return _print_3d(options, out)

    pnp = pieces_print_and_play(options)
    kit = with_token_size(load_icecream_spec(options.spec), options.token_size)
    if options.laser:
        return _laser(options, kit, out)
    if pnp.gutterfold or pnp.cutter:
        _print_and_play(options, kit, pnp, out)
    else:
        _paper(options, kit, pnp, out)
    return out.made()


def _pdf(
    out: Output,
    kit: IcecreamSpec,
    title: str,
    pages: tuple[Page, ...],
    kind: str,
    *parts: str,
    previews: tuple[Page, ...] = (),
) -> None:
    """Write ``pages`` as ``KIT-PARTS.pdf``, with PNG previews of ``previews``."""
    out.kit_pdf(kit.kit, title, pages, kind, kit.name, *parts, previews=previews)


def _paper(options: TokensOptions, kit: IcecreamSpec, pnp: PrintAndPlay, out: Output) -> None:
    """Sheets of tokens (both sides, and fronts and backs apart with ``--backs``), magnet
    sheets, and the pegs; previews of the fronts, the magnet sheets and the pegs."""
    from dataclasses import replace

    from kitgen.maker.imposition.duplex import within_margin
    from kitgen.maker.kits.icecream_tokens import (
        TokenPrint,
        magnetic_pages,
        paper_peg_pages,
        paper_token_sheets,
    )
    from kitgen.maker.layout import paper as paper_size

    sheet = paper_size(options.paper)
    margin, key = options.margin, sheet.key
    settings = TokenPrint(sheet, margin, options.backs, options.bleed)
    if options.magnetic:
        pages = magnetic_pages(kit, settings, options.pegs)
        title = pN_("title", "tokens on magnet sheets")
        if options.pegs:
            title = pN_("title", "tokens and pegs on magnet sheets")
        _pdf(out, kit, title, pages, "tokens", "tokens", "magnetic", key, previews=pages)
        return
    sheets = within_margin(
        lambda room: paper_token_sheets(kit, replace(settings, room=room)),
        sheet,
        margin,
        pnp.back_offset,
    )
    fronts = sheets.fronts_only(sheet, margin)
    both = sheets.interleaved(sheet, margin)
    _pdf(out, kit, pN_("title", "tokens"), both, "tokens", "tokens", key, previews=fronts)
    if options.backs:
        _pdf(out, kit, pN_("title", "token fronts"), fronts, "fronts", "tokens", key, "fronts")
        backs = sheets.backs_only(sheet, margin)
        _pdf(out, kit, pN_("title", "token backs"), backs, "backs", "tokens", key, "backs")
    if options.pegs:
        pegs = paper_peg_pages(kit, settings)
        _pdf(out, kit, pN_("title", "pegs"), pegs, "pegs", "pegs", key, previews=pegs)


def _print_and_play(
    options: TokensOptions, kit: IcecreamSpec, pnp: PrintAndPlay, out: Output
) -> None:
    """Tokens (and pegs) to fold and glue, or for a vinyl cutter."""
    from kitgen.maker.imposition.output import write_pieces
    from kitgen.maker.kits.icecream_tokens import TokenPrint, peg_pieces, token_pieces
    from kitgen.maker.layout import paper as paper_size

    sheet = paper_size(options.paper)
    # glued backs shift like duplex ones: the duplex bleed for gutterfold and for a cutter's
    # duplex backs; a cutter cuts the trim, so no cut circle is printed for it, and Design
    # Space cuts the outline of the image and adds its own bleed: none for Cricut
    backs = pnp.gutterfold or pnp.backs
    bleed = TokenPrint(sheet, options.margin, backs, options.bleed).paper_bleed
    if pnp.cutter == "cricut":
        bleed = 0.0
    cut_lines = pnp.cutter is None
    tokens = token_pieces(kit, bleed, cut_lines)
    write_pieces(tokens, pnp, sheet, options.margin, out.stem(kit.name, "tokens"), out)
    if options.pegs:
        pegs = peg_pieces(kit, bleed, cut_lines)
        write_pieces(pegs, pnp, sheet, options.margin, out.stem(kit.name, "pegs"), out)


def _laser(options: TokensOptions, kit: IcecreamSpec, out: Output) -> Made:
    from kitgen.maker.commands.laser import laser_report, write_laser_job
    from kitgen.maker.kits.icecream_laser import token_job
    from kitgen.maker.laser.settings import laser_settings

    settings = laser_settings(options, options.margin)
    job = token_job(kit, settings)
    write_laser_job(job, out.stem(kit.name, "tokens", "laser", settings.bed.key), settings, out)
    return laser_report([job], settings, out)


def _print_3d(options: TokensOptions, out: Output) -> Made:
    """The tokens (and pegs) as 3MF plates, a flavour (a peg colour) at a time."""
    from kitgen.maker.solid.settings import print_settings
    from kitgen.maker.specs.icecream import load_icecream_spec, with_token_size

    settings = print_settings(options, options.format)
    kit = with_token_size(load_icecream_spec(options.spec), options.token_size)
    from kitgen.maker.kits.icecream_3d import (
        TOKEN_THICKNESS,
        check_pegs,
        check_tokens,
        peg_length,
        peg_plates,
        token_plates,
    )
    from kitgen.maker.kits.icecream_tokens import peg_mark, peg_name
    from kitgen.maker.solid.output import made_3d, write_plates

    d = f"{kit.token.diameter:g}"
    check_tokens(kit, settings, _("the {diameter} mm tokens", diameter=d))
    marks = [peg_mark(peg_name(c.name)) for c in kit.pegs.colours]
    if options.pegs:
        peg = f"{kit.pegs.diameter:g}"
        check_pegs(kit, marks, settings, _("the {diameter} mm pegs", diameter=peg))
    key = settings.printer.key
    title = f"{kit.kit} — {p_('title', 'tokens')}"
    plates = token_plates(kit, settings, title)
    figures = write_plates(plates, out.stem(kit.name, "tokens", "3d", key), "tokens", settings, out)
    extra: dict[str, object] = {
        "pieces": sum(p["pieces"] for p in figures),
        "size_mm": [kit.token.diameter, kit.token.diameter, TOKEN_THICKNESS],
    }
    if options.pegs:
        title = f"{kit.kit} — {p_('title', 'pegs')}"
        pegs = peg_plates(kit, marks, settings, title)
        base = out.stem(kit.name, "pegs", "3d", key)
        more = write_plates(pegs, base, "pegs", settings, out)
        figures += more
        extra["pieces"] = sum(p["pieces"] for p in figures)
        extra["peg_mm"] = [kit.pegs.diameter, round(peg_length(kit), 4)]
    return made_3d(out, settings, figures, extra)


HELP = N_(
    "Print all 144 ice cream flavour tokens: paper and card, magnet sheets, laser, or 3D "
    "printed (--3d)."
)
