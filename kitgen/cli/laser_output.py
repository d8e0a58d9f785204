"""Writing laser jobs and reporting them: the sheets, the total cut length, the cut time."""

from __future__ import annotations

import json
from pathlib import Path

import typer

from kitgen.errors import KitgenError
from kitgen.outputs import WrittenFile, files_summary

#: The cutting speeds ``--speed`` takes, in mm/s (a slow diode to a fast galvo laser).
MIN_SPEED, MAX_SPEED = 0.1, 10_000.0


def check_speed(speed: float) -> float:
    if not MIN_SPEED <= speed <= MAX_SPEED:  # also refuses nan
        raise KitgenError(
            f"--speed {speed:g} mm/s is out of range — give the cutting speed, from "
            f"{MIN_SPEED:g} to {MAX_SPEED:g} mm/s"
        )
    return speed


def report_laser(
    job,
    written: list[WrittenFile],
    speed: float,
    json_out: bool,
    extra: dict | None = None,
    note: str | None = None,
) -> None:
    """Print the files, the total cut length and the estimated cut time (or the JSON).

    ``extra``: more JSON keys; ``note``: a line printed before the totals."""
    from kitgen.laser import cut_time

    seconds = job.cut_length / speed
    if json_out:
        typer.echo(
            json.dumps(
                {
                    "files": [f.as_dict() for f in written],
                    "sheets": len(job.pages),
                    "cut_length_mm": round(job.cut_length, 2),
                    "kerf_mm": job.kerf,
                    "bed": job.bed.key,
                    "bed_mm": [job.bed.width, job.bed.height],
                    "shared_edges": job.shared_edges,
                    "speed_mm_s": speed,
                    "cut_time_s": round(seconds, 1),
                    **(extra or {}),
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return
    typer.echo(files_summary(written))
    if note:
        typer.echo(note)
    sheets = "sheet" if len(job.pages) == 1 else "sheets"
    edges = "shared edges cut once" if job.shared_edges else "every outline cut on its own"
    typer.echo(
        f"{len(job.pages)} {sheets} of {job.bed.width:g} x {job.bed.height:g} mm ({job.bed.key}), "
        f"kerf {job.kerf:g} mm, {edges}"
    )
    typer.echo(
        f"total cut length {job.cut_length / 1000:.2f} m — about {cut_time(job.cut_length, speed)}"
        f" of cutting at {speed:g} mm/s (engraving and travel not included)"
    )


def write_laser_job(job, base: Path, preview: bool, dpi: float) -> list[WrittenFile]:
    """The job's SVG sheets (and their PNG previews)."""
    from kitgen.render.svg import save_laser_sheets

    written: list[WrittenFile] = list(save_laser_sheets(job.pages, base))
    if preview:
        from kitgen.cli.previews import previews

        for page, svg in zip(job.pages, list(written), strict=True):
            written += previews((page,), svg.path, dpi)
    return written


def laser_tiles(
    spec,
    out: Path,
    kerf: float,
    bed: str,
    shared_edges: bool,
    speed: float,
    preview: bool,
    dpi: float,
    json_out: bool,
    margin: float = 5.0,
) -> None:
    """``kitgen tiles --laser``: the tile set on laser sheets."""
    from kitgen.kits.binary_tiles_laser import tile_laser_job
    from kitgen.laser import check_kerf, parse_bed

    check_kerf(kerf)
    check_speed(speed)
    machine = parse_bed(bed)
    job = tile_laser_job(spec, machine, kerf, shared_edges, margin)
    suffix = "" if shared_edges else "-separate"
    written = write_laser_job(
        job, out / f"{spec.name}-tiles-laser-{machine.key}{suffix}", preview, dpi
    )
    report_laser(job, written, speed, json_out)
