"""``kitgen tokens``: the ice cream code flavour tokens (and paper pegs) as PDFs or laser SVGs."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.options import (
    BackOffsetOpt,
    BedOpt,
    BleedOpt,
    DpiOpt,
    EngraveSpeedOpt,
    FormatOpt,
    JsonOpt,
    KerfOpt,
    LayoutOpt,
    LineIntervalOpt,
    MarginOpt,
    MaterialOpt,
    OutOpt,
    PaperOpt,
    PreviewOpt,
    PrintThenCutOpt,
    ScoreSpeedOpt,
    SpecOpt,
    SpeedOpt,
    require_laser_for,
)
from kitgen.core.errors import KitgenError
from kitgen.make.output import WrittenFile, files_json, files_summary

TokenSizeOpt = Annotated[
    float | None,
    typer.Option(
        "--token-size",
        help="Token diameter in mm, 10-30 (default: the spec's, 19 mm = a 3/4-inch punch).",
    ),
]


def tokens(
    ctx: typer.Context,
    paper: PaperOpt = "a4",
    backs: Annotated[
        bool,
        typer.Option(
            "--backs",
            help="Print the flavour on the back too: a mirrored back page after every "
            "front page for long-edge duplex (and fronts-only and backs-only PDFs for "
            "printing by hand).",
        ),
    ] = False,
    magnetic: Annotated[
        bool,
        typer.Option(
            "--magnetic",
            help="Lay the tokens out for printable magnet sheets: butted squares, "
            "colour running under each neighbour, cut guides outside; with --pegs the pegs "
            "go on the same sheets, after the tokens.",
        ),
    ] = False,
    laser: Annotated[
        bool,
        typer.Option(
            "--laser",
            help="Laser SVGs: token circles cut (kerf-compensated), shape, letter and "
            "name engraved.",
        ),
    ] = False,
    pegs: Annotated[
        bool,
        typer.Option("--pegs", help="Also print the 60 pegs as small discs in their two colours."),
    ] = False,
    layout: LayoutOpt = "sheet",
    print_then_cut: PrintThenCutOpt = None,
    back_offset: BackOffsetOpt = None,
    bleed: BleedOpt = None,
    margin: MarginOpt = 5.0,
    token_size: TokenSizeOpt = None,
    kerf: KerfOpt = 0.1,
    bed: BedOpt = "300x200",
    speed: SpeedOpt = None,
    score_speed: ScoreSpeedOpt = None,
    engrave_speed: EngraveSpeedOpt = None,
    line_interval: LineIntervalOpt = None,
    material: MaterialOpt = None,
    fmt: FormatOpt = "svg",
    preview: PreviewOpt = False,
    dpi: DpiOpt = 100.0,
    out: OutOpt = Path("output"),
    spec: SpecOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Print all 144 ice cream flavour tokens: paper and card, magnet sheets, or laser."""
    require_laser_for(ctx, laser)
    from kitgen.make.imposition.duplex import offset_duplex
    from kitgen.make.imposition.settings import print_and_play
    from kitgen.make.layout import paper as paper_size
    from kitgen.make.render.pdf import save_pdf
    from kitgen.make.scene import Document
    from kitgen.make.specs.icecream import load_icecream_spec, with_token_size

    kit = with_token_size(load_icecream_spec(spec), token_size)
    if sum((backs, magnetic, laser)) > 1:
        raise KitgenError(
            "--backs, --magnetic and --laser are different kits — choose one of them "
            "(magnet sheets and plywood have no printable back)"
        )
    if pegs and laser:
        raise KitgenError(
            "--pegs prints paper pegs; a laser kit's pegs are cut from dowel — run "
            "'kitgen board icecream --laser' for the cut list, and drop --pegs"
        )
    pnp = print_and_play(
        layout,
        print_then_cut,
        back_offset,
        backs=backs,
        magnetic=magnetic,
        laser=laser,
        bleed=bleed,
    )
    written: list[WrittenFile] = []
    if preview:
        from kitgen.make.render.png import check_dpi

        check_dpi(dpi)
    if laser:
        from kitgen.cli.laser_output import report_laser, write_laser_job
        from kitgen.make.kits.icecream_laser import token_job
        from kitgen.make.laser.settings import laser_settings_from_args as laser_settings

        laser_opts = laser_settings(
            bed, kerf, margin, speed, score_speed, engrave_speed, line_interval, material,
            fmt=fmt,
        )  # fmt: skip
        job = token_job(kit, laser_opts)
        base = out / f"{kit.name}-tokens-laser-{laser_opts.bed.key}"
        written = write_laser_job(job, base, laser_opts, preview, dpi)
        report_laser([job], written, laser_opts, json_out)
        return
    from kitgen.make.kits.icecream_tokens import (
        TokenPrint,
        magnetic_pages,
        paper_peg_pages,
        paper_token_sheets,
    )

    previews: list[tuple[tuple, Path]] = []
    sheet = paper_size(paper)
    settings = TokenPrint(sheet, margin, backs, bleed)
    stem = f"{kit.name}-tokens"

    def save(title: str, pages: tuple, path: Path, kind: str, preview_pages: tuple) -> None:
        written.append(save_pdf(Document(f"{kit.kit} — {title}", pages), path, kind))
        previews.append((preview_pages, path))

    if pnp.gutterfold or pnp.cutter:
        from kitgen.cli.pnp_output import write_pieces
        from kitgen.make.imposition.pieces import peg_pieces, token_pieces

        # glued backs shift like duplex ones: the duplex bleed for gutterfold; a cutter cuts
        # the trim, so no cut circle is printed for it
        pnp_bleed = TokenPrint(sheet, margin, pnp.gutterfold, bleed).paper_bleed
        cut_lines = pnp.cutter is None
        sets = [token_pieces(kit, pnp_bleed, cut_lines)]
        if pegs:
            sets.append(peg_pieces(kit, pnp_bleed, cut_lines))
        for pieces in sets:
            stem_path = out / (stem if pieces.name == "tokens" else f"{kit.name}-pegs")
            files, pages = write_pieces(pieces, pnp, sheet, margin, stem_path)
            written += files
            previews.append((pages, files[0].path))
    elif magnetic:
        pages = magnetic_pages(kit, settings, pegs)
        what = "tokens and pegs" if pegs else "tokens"
        path = out / f"{stem}-magnetic-{sheet.key}.pdf"
        save(f"{what} on magnet sheets", pages, path, "tokens", pages)
    else:
        sheets = offset_duplex(paper_token_sheets(kit, settings), pnp.back_offset)
        fronts = sheets.fronts_only(sheet, margin)
        save(
            "tokens",
            sheets.interleaved(sheet, margin),
            out / f"{stem}-{sheet.key}.pdf",
            "tokens",
            fronts,
        )
        if backs:
            path = out / f"{stem}-{sheet.key}-fronts.pdf"
            written.append(save_pdf(Document(f"{kit.kit} — token fronts", fronts), path, "fronts"))
            path = out / f"{stem}-{sheet.key}-backs.pdf"
            backs_only = sheets.backs_only(sheet, margin)
            written.append(
                save_pdf(Document(f"{kit.kit} — token backs", backs_only), path, "backs")
            )
        if pegs:
            peg_pages = paper_peg_pages(kit, settings)
            save("pegs", peg_pages, out / f"{kit.name}-pegs-{sheet.key}.pdf", "pegs", peg_pages)
    if preview:
        from kitgen.cli.previews import previews as write_previews

        for pages, path in previews:
            written += write_previews(pages, path, dpi)
    typer.echo(files_json(written) if json_out else files_summary(written))
