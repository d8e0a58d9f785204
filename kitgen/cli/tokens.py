"""``kitgen tokens``: the ice cream code flavour tokens (and paper pegs) as PDFs or laser SVGs."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.options import (
    BedOpt,
    DpiOpt,
    EngraveSpeedOpt,
    FormatOpt,
    JsonOpt,
    KerfOpt,
    LineIntervalOpt,
    MarginOpt,
    MaterialOpt,
    OutOpt,
    PaperOpt,
    PreviewOpt,
    ScoreSpeedOpt,
    SpecOpt,
    SpeedOpt,
    require_laser_for,
)
from kitgen.errors import KitgenError
from kitgen.outputs import WrittenFile, files_json, files_summary

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
            "front page for long-edge duplex (and a backs-only PDF).",
        ),
    ] = False,
    magnetic: Annotated[
        bool,
        typer.Option(
            "--magnetic",
            help="Lay the tokens out for printable magnet sheets: butted squares, "
            "colour running under each neighbour, cut guides outside.",
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
    from kitgen.icecream_spec import load_icecream_spec, with_token_size
    from kitgen.layout import paper as paper_size
    from kitgen.render.pdf import save_pdf
    from kitgen.scene import Document

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
    written: list[WrittenFile] = []
    if preview:
        from kitgen.render.png import check_dpi

        check_dpi(dpi)
    if laser:
        from kitgen.cli.laser_output import report_laser, write_laser_job
        from kitgen.kits.icecream_laser import token_job
        from kitgen.laser.settings import laser_settings

        settings = laser_settings(
            bed, kerf, margin, speed, score_speed, engrave_speed, line_interval, material,
            fmt=fmt,
        )  # fmt: skip
        job = token_job(kit, settings)
        base = out / f"{kit.name}-tokens-laser-{settings.bed.key}"
        written = write_laser_job(job, base, settings, preview, dpi)
        report_laser([job], written, settings, json_out)
        return
    from kitgen.kits.icecream_tokens import (
        interleave,
        magnetic_token_pages,
        paper_peg_pages,
        paper_token_pages,
    )

    previews: list[tuple[tuple, Path]] = []
    sheet = paper_size(paper)
    stem = f"{kit.name}-tokens"
    if magnetic:
        pages = magnetic_token_pages(kit, sheet, margin)
        doc = Document(f"{kit.kit} — tokens on magnet sheets", pages)
        path = out / f"{stem}-magnetic-{sheet.key}.pdf"
        written.append(save_pdf(doc, path, "tokens"))
        previews.append((doc.pages, path))
    else:
        fronts, back_pages = paper_token_pages(kit, sheet, margin, backs)
        doc = Document(f"{kit.kit} — tokens", interleave(fronts, back_pages))
        path = out / f"{stem}-{sheet.key}.pdf"
        written.append(save_pdf(doc, path, "tokens"))
        previews.append((fronts, path))
        if backs:
            path = out / f"{stem}-{sheet.key}-backs.pdf"
            written.append(
                save_pdf(Document(f"{kit.kit} — token backs", back_pages), path, "backs")
            )
    if pegs:
        peg_pages = paper_peg_pages(kit, sheet, margin, magnetic)
        doc = Document(f"{kit.kit} — pegs", peg_pages)
        path = out / f"{kit.name}-pegs{'-magnetic' if magnetic else ''}-{sheet.key}.pdf"
        written.append(save_pdf(doc, path, "pegs"))
        previews.append((doc.pages, path))
    if preview:
        from kitgen.cli.previews import previews as write_previews

        for pages, path in previews:
            written += write_previews(pages, path, dpi)
    typer.echo(files_json(written) if json_out else files_summary(written))
