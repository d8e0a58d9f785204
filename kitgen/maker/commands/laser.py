"""Writing a laser job and reporting it: the sheets, their lengths and areas, the time."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.maker.output import Made, Output, WrittenFile

if TYPE_CHECKING:
    from kitgen.maker.laser import LaserJob
    from kitgen.maker.laser.material import LayerSetting
    from kitgen.maker.laser.settings import LaserSettings
    from kitgen.maker.laser.software import Software
    from kitgen.maker.scene import Page


@dataclass(frozen=True)
class LaserFile(WrittenFile):
    """A laser sheet written: ``--json`` also gives its cut length and, when estimated, its
    score length, engraved area and time (``kitgen.maker.laser.estimate.SheetEstimate.as_dict``)."""

    cut_length_mm: float = 0.0
    estimate: tuple[tuple[str, float], ...] = ()

    def as_dict(self) -> dict[str, object]:
        return {**super().as_dict(), "cut_length_mm": self.cut_length_mm, **dict(self.estimate)}


def laser_sheets(
    pages: tuple[Page, ...] | list[Page],
    base: Path,
    software: Software,
    estimates: list[dict[str, float]] | None = None,
) -> list[tuple[LaserFile, bytes]]:
    """One laser SVG per sheet, coloured for ``software``, to be written at ``base.svg`` for
    one sheet, ``base-1.svg``... for more. ``estimates``: each sheet's ``--json`` keys of its
    time estimate."""
    from kitgen.maker.render.svg import render_svg
    from kitgen.maker.scene import cut_length

    sheets: list[tuple[LaserFile, bytes]] = []
    for i, page in enumerate(pages, start=1):
        name = f"{base.name}.svg" if len(pages) == 1 else f"{base.name}-{i}.svg"
        extra = tuple(estimates[i - 1].items()) if estimates else ()
        written = LaserFile(base.with_name(name), "laser", 1, round(cut_length(page), 2), extra)
        svg = render_svg(page, "laser", software.colours, software.note)
        sheets.append((written, svg))
    return sheets


def write_laser_job(job: LaserJob, base: Path, settings: LaserSettings, out: Output) -> None:
    """The job's SVG sheets (with their estimates for ``--json``), a LightBurn project beside
    each with ``--format lbrn2``, and their previews."""
    from kitgen.maker.laser.estimate import estimate_sheet

    estimates = [estimate_sheet(page, settings.material).as_dict() for page in job.pages]
    sheets = laser_sheets(job.pages, base, settings.software, estimates)
    for written, data in sheets:
        out.write(written, data)
    if "lbrn2" in settings.formats:
        from kitgen.maker.laser.lbrn2 import lbrn2_project

        for page, (svg, _) in zip(job.pages, sheets, strict=True):
            project = lbrn2_project(page, settings.material, settings.software)
            out.data(svg.path.with_suffix(".lbrn2"), project, "lightburn")
    for page, (svg, _) in zip(job.pages, sheets, strict=True):
        out.previews((page,), svg.path)
    out.write_previews()


def _at(*layers: LayerSetting) -> str:
    """``"at 5 mm/s, 2 passes"``: the speed (and passes) of one or two layers."""
    from kitgen.core.messages import _, n_
    from kitgen.maker.layout import short_number

    speeds = "/".join(dict.fromkeys(short_number(s.speed) for s in layers))
    passes = "/".join(dict.fromkeys(str(s.passes) for s in layers))
    if passes == "1":
        return _("at {speeds} mm/s", speeds=speeds)
    most = max(s.passes for s in layers)  # "2/3 passes": the word agrees with the last number
    return n_("at {speeds} mm/s, {passes} pass", "at {speeds} mm/s, {passes} passes", most,
              speeds=speeds, passes=passes)  # fmt: skip


def laser_report(
    jobs: Sequence[LaserJob],
    settings: LaserSettings,
    out: Output,
    extra: Mapping[str, Any] | None = None,
    note: str | None = None,
) -> Made:
    """The answer of a laser command: the files, the sheets, and the cut, score and engrave
    work with the time it takes. ``extra``: more JSON keys (a job with joints gives
    ``thickness_mm`` and ``fit_mm``); ``note``: a line printed before the totals."""
    from kitgen.maker.laser.estimate import LEFT_OUT, NOTHING, duration, estimate_sheet

    m = settings.material
    total = NOTHING
    for job in jobs:
        for page in job.pages:
            total = total + estimate_sheet(page, m)
    sheets = sum(len(job.pages) for job in jobs)
    shared = any(job.shared_edges for job in jobs)
    figures = {
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
        "software": settings.software.key,
        "spacing_mm": settings.spacing,
        "tabs": settings.tabs.count,
        "tab_width_mm": settings.tabs.width,
        "cut_time_s": round(total.cut_s, 1),
        "score_time_s": round(total.score_s, 1),
        "engrave_time_s": round(total.engrave_s, 1),
        "not_estimated": LEFT_OUT,
        **(extra or {}),
    }
    from kitgen.core.messages import _, n_
    from kitgen.maker.layout import short_number

    g = short_number
    edges = _("shared edges cut once") if shared else _("every outline cut on its own")
    bed = settings.bed
    notes = [note] if note else []
    notes.append(
        n_(
            "{n} sheet of {width} × {height} mm ({bed}), kerf {kerf} mm, {edges}",
            "{n} sheets of {width} × {height} mm ({bed}), kerf {kerf} mm, {edges}",
            sheets,
            width=g(bed.width),
            height=g(bed.height),
            bed=bed.key,
            kerf=g(settings.kerf),
            edges=edges,
        )
    )
    decimal = g(0.5)[1]
    notes.append(
        _(
            "cut {cut} m {cut_at}: {cut_time}; score {score} m {score_at}: {score_time}; "
            "engrave {engrave} cm² {engrave_at}, lines {interval} mm apart: {engrave_time}",
            cut=f"{total.cut_mm / 1000:.2f}".replace(".", decimal),
            cut_at=_at(m.layer("cut-inner"), m.layer("cut-outer")),
            cut_time=duration(total.cut_s),
            score=f"{total.score_mm / 1000:.2f}".replace(".", decimal),
            score_at=_at(m.layer("score")),
            score_time=duration(total.score_s),
            engrave=f"{total.engrave_mm2 / 100:.0f}",
            engrave_at=_at(m.layer("engrave")),
            interval=g(m.line_interval),
            engrave_time=duration(total.engrave_s),
        )
    )
    notes.append(
        _(
            "about {time} in all ({left_out})",
            time=duration(total.seconds),
            left_out=_(LEFT_OUT),
        )
    )
    notes.append(settings.software.note)
    return out.made(figures, notes)


__all__ = ["WrittenFile", "laser_report", "write_laser_job"]
