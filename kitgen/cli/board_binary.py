"""``kitgen board binary``: the 15 x 15 premium board of the binary game."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.options import (
    BedOpt,
    DpiOpt,
    EngraveSpeedOpt,
    FitOpt,
    FormatOpt,
    JsonOpt,
    KerfOpt,
    LineIntervalOpt,
    MarginOpt,
    MaterialOpt,
    OutOpt,
    OverlapOpt,
    PaperOpt,
    PreviewOpt,
    ScoreSpeedOpt,
    SpeedOpt,
    ThicknessOpt,
    require_laser_for,
)
from kitgen.core.errors import KitgenError
from kitgen.make.output import WrittenFile, files_json, files_summary


def binary(
    ctx: typer.Context,
    paper: PaperOpt = "a4",
    square: Annotated[
        float,
        typer.Option("--square", help="Side of one board square in mm (20 mm takes 19 mm tiles)."),
    ] = 20.0,
    single_page: Annotated[
        bool,
        typer.Option("--single-page", help="The whole board scaled onto one page, for reference."),
    ] = False,
    laser: Annotated[
        bool,
        typer.Option(
            "--laser",
            help="A laser SVG instead of a PDF: grid scored, labels and premium names "
            "engraved, outline cut.",
        ),
    ] = False,
    bed: BedOpt = "300x200",
    kerf: KerfOpt = 0.1,
    speed: SpeedOpt = None,
    score_speed: ScoreSpeedOpt = None,
    engrave_speed: EngraveSpeedOpt = None,
    line_interval: LineIntervalOpt = None,
    material: MaterialOpt = None,
    fmt: FormatOpt = "svg",
    thickness: ThicknessOpt = None,
    fit: FitOpt = 0.1,
    overlap: OverlapOpt = 12.0,
    margin: MarginOpt = 5.0,
    spec: Annotated[
        Path | None,
        typer.Option("--spec", help="Your own board spec (TOML) instead of the shipped one."),
    ] = None,
    out: OutOpt = Path("output"),
    preview: PreviewOpt = False,
    dpi: DpiOpt = 100.0,
    json_out: JsonOpt = False,
) -> None:
    """The binary game board: a poster to tape together (default), --single-page, or --laser."""
    require_laser_for(ctx, laser)
    from kitgen.make.specs.board import load_premium_board

    if laser and single_page:
        raise KitgenError("--laser and --single-page do not go together — pick one")
    if preview:
        from kitgen.make.render.png import check_dpi

        check_dpi(dpi)
    board = load_premium_board(spec)
    if laser:
        from kitgen.cli.laser_output import laser_board_binary
        from kitgen.make.laser.settings import laser_settings_from_args as laser_settings

        settings = laser_settings(
            bed, kerf, margin, speed, score_speed, engrave_speed, line_interval, material,
            thickness, fit, fmt,
        )  # fmt: skip
        laser_board_binary(board, square, out, settings, preview, dpi, json_out)
        return

    from kitgen.make.kits.binary_board import board_poster, board_single_page
    from kitgen.make.layout import paper as paper_size
    from kitgen.make.render.pdf import save_pdf
    from kitgen.make.scene import Document

    sheet = paper_size(paper)
    if single_page:
        pages: tuple = (board_single_page(board, sheet, margin),)
        path = out / f"binary-board-{sheet.key}.pdf"
        title = "Binary game board — one page"
    else:
        pages = board_poster(board, square, sheet, margin, overlap)
        path = out / f"binary-board-poster-{sheet.key}.pdf"
        title = f"Binary game board — poster, {square:g} mm squares"
    written: list[WrittenFile] = [save_pdf(Document(title, pages), path, "board")]
    if preview:
        from kitgen.cli.previews import previews

        written += previews(pages, path, dpi)
    typer.echo(files_json(written) if json_out else files_summary(written))
