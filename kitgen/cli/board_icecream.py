"""``kitgen board icecream``: the ice cream code board and code pedestal, paper or laser."""

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
    SpecOpt,
    SpeedOpt,
    ThicknessOpt,
    require_laser_for,
)
from kitgen.make.output import WrittenFile, files_json, files_summary


def icecream(
    ctx: typer.Context,
    paper: PaperOpt = "a4",
    laser: Annotated[
        bool,
        typer.Option(
            "--laser",
            help="Laser SVGs: a two-layer board (top plate with token and peg holes, base "
            "plate with peg holes), a slot-together pedestal, and the cut list for the pegs.",
        ),
    ] = False,
    token_size: Annotated[
        float | None,
        typer.Option("--token-size", help="Token diameter in mm, 10-30 (default: the spec's)."),
    ] = None,
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
    spec: SpecOpt = None,
    out: OutOpt = Path("output"),
    preview: PreviewOpt = False,
    dpi: DpiOpt = 100.0,
    json_out: JsonOpt = False,
) -> None:
    """The ice cream code board (8 white + 2 brown rows) and the code pedestal."""
    require_laser_for(ctx, laser)
    from kitgen.make.specs.icecream import load_icecream_spec, with_token_size

    if preview:
        from kitgen.make.render.png import check_dpi

        check_dpi(dpi)
    kit = with_token_size(load_icecream_spec(spec), token_size)
    if laser:
        from kitgen.make.laser.settings import laser_settings_from_args as laser_settings

        settings = laser_settings(
            bed, kerf, margin, speed, score_speed, engrave_speed, line_interval, material,
            thickness, fit, fmt,
        )  # fmt: skip
        _laser(kit, out, settings, preview, dpi, json_out)
        return

    from kitgen.make.kits.icecream_board import board_pages, pedestal_page
    from kitgen.make.layout import paper as paper_size
    from kitgen.make.render.pdf import save_pdf
    from kitgen.make.scene import Document

    sheet = paper_size(paper)
    board = board_pages(kit, sheet, margin, overlap)
    pedestal = (pedestal_page(kit, sheet, margin),)
    jobs = [
        (board, out / f"{kit.name}-board-{sheet.key}.pdf", "board", f"{kit.kit} — board"),
        (
            pedestal,
            out / f"{kit.name}-pedestal-{sheet.key}.pdf",
            "pedestal",
            f"{kit.kit} — pedestal",
        ),
    ]
    written: list[WrittenFile] = []
    for pages, path, kind, title in jobs:
        written.append(save_pdf(Document(title, pages), path, kind))
    if preview:
        from kitgen.cli.previews import previews

        for pages, path, _, _ in jobs:
            written += previews(pages, path, dpi)
    typer.echo(files_json(written) if json_out else files_summary(written))


def _laser(kit, out: Path, settings, preview: bool, dpi: float, json_out: bool) -> None:
    from kitgen.cli.laser_output import report_laser, write_laser_job
    from kitgen.files import write_text
    from kitgen.make.kits.icecream_laser import board_job, cut_list, pedestal_job, with_thickness

    kit = with_thickness(kit, settings.thickness)
    key = settings.bed.key
    board = board_job(kit, settings)
    pedestal = pedestal_job(kit, settings)
    written = write_laser_job(board, out / f"{kit.name}-board-laser-{key}", settings, preview, dpi)
    written += write_laser_job(
        pedestal, out / f"{kit.name}-pedestal-laser-{key}", settings, preview, dpi
    )
    path = write_text(out / f"{kit.name}-cut-list.md", cut_list(kit, settings.kerf, settings.fit))
    written.append(WrittenFile(path, "cut-list", 1))
    t, c = kit.material.thickness, kit.material.clearance
    spots = kit.board.rows * kit.board.spots
    note = (
        f"top plate: {spots} token holes + {spots} peg holes; base plate: {spots} peg holes; "
        f"token holes cut at {kit.token.diameter + c - settings.kerf:g} mm "
        f"(token {kit.token.diameter:g} + clearance {c:g} - kerf {settings.kerf:g}); "
        f"pedestal slots {t + settings.fit:g} mm wide for {t:g} mm plywood (fit "
        f"{settings.fit:g}), cut at {t + settings.fit - settings.kerf:g} mm"
    )
    extra = {"thickness_mm": t, "fit_mm": settings.fit}
    report_laser([board, pedestal], written, settings, json_out, extra, note)
