"""``kitgen board icecream``: the ice cream code board and code pedestal, paper or laser."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.options import (
    BedOpt,
    DpiOpt,
    JsonOpt,
    KerfOpt,
    MarginOpt,
    OutOpt,
    OverlapOpt,
    PaperOpt,
    PreviewOpt,
    SpecOpt,
    SpeedOpt,
    require_laser_for,
)
from kitgen.outputs import WrittenFile, files_json, files_summary


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
    speed: SpeedOpt = 10.0,
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
    from kitgen.icecream_spec import load_icecream_spec, with_token_size

    if preview:
        from kitgen.render.png import check_dpi

        check_dpi(dpi)
    kit = with_token_size(load_icecream_spec(spec), token_size)
    if laser:
        _laser(kit, out, bed, kerf, speed, preview, dpi, json_out)
        return

    from kitgen.kits.icecream_board import board_pages, pedestal_page
    from kitgen.layout import paper as paper_size
    from kitgen.render.pdf import save_pdf
    from kitgen.scene import Document

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


def _laser(
    kit, out: Path, bed: str, kerf: float, speed: float, preview: bool, dpi: float, json_out: bool
) -> None:
    from kitgen.cli.laser_output import check_speed, write_laser_job
    from kitgen.files import write_text
    from kitgen.kits.icecream_laser import board_job, cut_list, pedestal_job
    from kitgen.laser import check_kerf, cut_time, parse_bed

    check_kerf(kerf)
    check_speed(speed)
    machine = parse_bed(bed)
    board = board_job(kit, machine, kerf)
    pedestal = pedestal_job(kit, machine, kerf)
    written = write_laser_job(board, out / f"{kit.name}-board-laser-{machine.key}", preview, dpi)
    ped_files = write_laser_job(
        pedestal, out / f"{kit.name}-pedestal-laser-{machine.key}", preview, dpi
    )
    # the pedestal's sheets are laser files too; their kind tells them from the board's
    written += [replace(f, kind="pedestal") if f.kind == "laser" else f for f in ped_files]
    path = write_text(out / f"{kit.name}-cut-list.md", cut_list(kit, kerf))
    written.append(WrittenFile(path, "cut-list", 1))
    length = board.cut_length + pedestal.cut_length
    sheets = len(board.pages) + len(pedestal.pages)
    if json_out:
        typer.echo(
            json.dumps(
                {
                    "files": [f.as_dict() for f in written],
                    "sheets": sheets,
                    "cut_length_mm": round(length, 2),
                    "kerf_mm": kerf,
                    "bed": machine.key,
                    "bed_mm": [machine.width, machine.height],
                    "speed_mm_s": speed,
                    "cut_time_s": round(length / speed, 1),
                },
                ensure_ascii=False,
            )
        )
        return
    spots = kit.board.rows * kit.board.spots
    typer.echo(files_summary(written))
    typer.echo(
        f"top plate: {spots} token holes + {spots} peg holes; base plate: {spots} peg holes; "
        f"token holes cut at {kit.token.diameter + kit.material.clearance - kerf:g} mm "
        f"(token {kit.token.diameter:g} + clearance {kit.material.clearance:g} - kerf {kerf:g})"
    )
    typer.echo(
        f"{sheets} sheets of {machine.width:g} x {machine.height:g} mm ({machine.key}), kerf "
        f"{kerf:g} mm; total cut length {length / 1000:.2f} m — about "
        f"{cut_time(length, speed)} of cutting at {speed:g} mm/s"
    )
