"""Writing laser jobs and reporting them: the sheets, their lengths and areas, the time."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from kitgen.make.output import WrittenFile, files_summary


def write_laser_job(job, base: Path, settings, preview: bool, dpi: float) -> list[WrittenFile]:
    """The job's SVG sheets (with their estimates for ``--json``) and their PNG previews."""
    from kitgen.make.laser.estimate import estimate_sheet
    from kitgen.make.render.svg import save_laser_sheets

    estimates = [estimate_sheet(page, settings.material).as_dict() for page in job.pages]
    sheets = save_laser_sheets(job.pages, base, estimates)
    written: list[WrittenFile] = list(sheets)
    if "lbrn2" in settings.formats:
        from kitgen.files import write_bytes
        from kitgen.make.laser.lbrn2 import lbrn2_project

        for page, svg in zip(job.pages, sheets, strict=True):
            project = lbrn2_project(page, settings.material)
            path = write_bytes(svg.path.with_suffix(".lbrn2"), project)
            written.append(WrittenFile(path, "lightburn", 1))
    if preview:
        from kitgen.cli.previews import previews

        for page, svg in zip(job.pages, sheets, strict=True):
            written += previews((page,), svg.path, dpi)
    return written


def _at(*layers) -> str:
    """``"at 5 mm/s, 2 passes"``: the speed (and passes) of one or two layers."""
    speeds = "/".join(dict.fromkeys(f"{s.speed:g}" for s in layers))
    passes = "/".join(dict.fromkeys(str(s.passes) for s in layers))
    return f"at {speeds} mm/s" + ("" if passes == "1" else f", {passes} passes")


def report_laser(
    jobs: list,
    written: list[WrittenFile],
    settings,
    json_out: bool,
    extra: dict | None = None,
    note: str | None = None,
) -> None:
    """Print the files, the sheets, and the cut, score and engrave work with the time it
    takes (or all of it as JSON). ``extra``: more JSON keys (a job with joints gives
    ``thickness_mm`` and ``fit_mm``); ``note``: a line printed before the totals."""
    from kitgen.make.laser.estimate import LEFT_OUT, NOTHING, duration, estimate_sheet

    m = settings.material
    total = NOTHING
    for job in jobs:
        for page in job.pages:
            total = total + estimate_sheet(page, m)
    sheets = sum(len(job.pages) for job in jobs)
    shared = any(job.shared_edges for job in jobs)
    if json_out:
        typer.echo(
            json.dumps(
                {
                    "files": [f.as_dict() for f in written],
                    "sheets": sheets,
                    **total.as_dict(),
                    "kerf_mm": settings.kerf,
                    "bed": settings.bed.key,
                    "bed_mm": [settings.bed.width, settings.bed.height],
                    "shared_edges": shared,
                    "speed_mm_s": m.layer("cut-outer").speed,
                    "score_speed_mm_s": m.layer("score").speed,
                    "engrave_speed_mm_s": m.layer("engrave").speed,
                    "line_interval_mm": m.line_interval,
                    "cut_time_s": round(total.cut_s, 1),
                    "score_time_s": round(total.score_s, 1),
                    "engrave_time_s": round(total.engrave_s, 1),
                    "not_estimated": LEFT_OUT,
                    **(extra or {}),
                },
                ensure_ascii=False,
            )
        )
        return
    typer.echo(files_summary(written))
    if note:
        typer.echo(note)
    unit = "sheet" if sheets == 1 else "sheets"
    edges = "shared edges cut once" if shared else "every outline cut on its own"
    bed = settings.bed
    typer.echo(
        f"{sheets} {unit} of {bed.width:g} x {bed.height:g} mm ({bed.key}), "
        f"kerf {settings.kerf:g} mm, {edges}"
    )
    typer.echo(
        f"cut {total.cut_mm / 1000:.2f} m {_at(m.layer('cut-inner'), m.layer('cut-outer'))}: "
        f"{duration(total.cut_s)}; score {total.score_mm / 1000:.2f} m {_at(m.layer('score'))}: "
        f"{duration(total.score_s)}; engrave {total.engrave_mm2 / 100:.0f} cm² "
        f"{_at(m.layer('engrave'))}, lines {m.line_interval:g} mm apart: "
        f"{duration(total.engrave_s)}"
    )
    typer.echo(f"about {duration(total.seconds)} in all ({LEFT_OUT})")


def laser_tiles(spec, out: Path, settings, shared_edges: bool, preview: bool, dpi: float,
                json_out: bool) -> None:  # fmt: skip
    """``kitgen tiles --laser``: the tile set on laser sheets."""
    from kitgen.make.kits.binary_tiles_laser import tile_laser_job

    machine = settings.bed
    job = tile_laser_job(spec, machine, settings.kerf, shared_edges, settings.margin)
    suffix = "" if shared_edges else "-separate"
    written = write_laser_job(
        job, out / f"{spec.name}-tiles-laser-{machine.key}{suffix}", settings, preview, dpi
    )
    report_laser([job], written, settings, json_out)


def laser_board_binary(
    board, square: float, out: Path, settings, preview: bool, dpi: float, json_out: bool
) -> None:
    """``kitgen board binary --laser``: the board, split with its frame and dowels if the bed
    is smaller than the board, and the cut list."""
    from kitgen.files import write_text
    from kitgen.make.kits.binary_board import BOARD_THICKNESS, board_cut_list, board_laser

    machine = settings.bed
    thickness = settings.thickness or BOARD_THICKNESS
    result = board_laser(
        board, square, machine, settings.kerf, settings.margin, thickness, settings.fit
    )
    written = write_laser_job(
        result.job, out / f"binary-board-laser-{machine.key}", settings, preview, dpi
    )
    jobs = [result.job]
    note = None
    extra: dict = {"parts": result.parts, "parts_across": result.across,
                   "parts_down": result.down}  # fmt: skip
    if result.frame is not None and result.join is not None:
        jobs.append(result.frame)
        written += write_laser_job(
            result.frame, out / f"binary-board-frame-laser-{machine.key}", settings, preview, dpi
        )
        path = write_text(out / "binary-board-cut-list.md", board_cut_list(result, settings.kerf))
        written.append(WrittenFile(path, "cut-list", 1))
        join = result.join
        note = (
            f"the board is {result.side:g} × {result.side:g} mm: cut in {result.parts} parts "
            f"({result.across} × {result.down}) along grid lines to fit the "
            f"{machine.width:g} x {machine.height:g} mm bed ({machine.key}), with a backing "
            f"frame in {len(join.frame_cols) * len(join.frame_rows)} parts (seams one square "
            f"away) and {len(join.dowels)} dowels ⌀{join.hole - settings.fit:g} × "
            f"{join.dowel_length:g} mm on the seams ({thickness:g} mm plywood, holes "
            f"{join.hole:g} mm: fit {settings.fit:g}) — see the cut list"
        )
        extra |= {
            "frame_parts": len(join.frame_cols) * len(join.frame_rows),
            "dowels": len(join.dowels),
            "dowel_length_mm": join.dowel_length,
            "thickness_mm": thickness,
            "fit_mm": settings.fit,
        }
    report_laser(jobs, written, settings, json_out, extra, note)
