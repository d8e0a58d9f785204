"""One laser job's settings, built once from the command line and passed down whole."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.maker.laser import (
    DEFAULT_GAP,
    NO_TABS,
    Bed,
    LaserJob,
    Piece,
    Tabs,
    layout_sheets,
    parse_bed,
)
from kitgen.maker.laser.material import Material, load_material
from kitgen.maker.laser.software import SOFTWARE, Software
from kitgen.maker.options import JointOptions

if TYPE_CHECKING:
    from kitgen.maker.options import LaserOptions

DEFAULT_FIT = 0.1  # mm of clearance added to every slot


@dataclass(frozen=True)
class LaserSettings:
    """Bed, kerf, margin, per-layer speeds and (for parts that slot together) the material's
    thickness and the clearance added to every slot. ``formats``: what to write per sheet
    (an SVG always; ``lbrn2`` adds a LightBurn project beside it); ``software``: the program
    the SVG is for (its colours); ``spacing`` between parts and ``tabs`` holding small ones."""

    bed: Bed
    kerf: float
    margin: float
    material: Material
    thickness: float | None = None  # None: the kit spec's
    fit: float = DEFAULT_FIT
    formats: tuple[str, ...] = ("svg",)
    software: Software = SOFTWARE["lightburn"]
    spacing: float = DEFAULT_GAP
    tabs: Tabs = NO_TABS

    def job(self, pieces: list[Piece], title: str, shared_edges: bool = False) -> LaserJob:
        """``pieces`` packed on as many sheets of the bed as they need, with this job's kerf,
        margin, spacing and tabs; ``title`` names the sheets."""
        return layout_sheets(
            pieces,
            self.bed,
            self.kerf,
            shared_edges,
            title=title,
            margin=self.margin,
            gap=self.spacing,
            tabs=self.tabs,
        )


def laser_settings(options: LaserOptions, margin: float) -> LaserSettings:
    """The settings of one job from a kit command's laser options (checked already by their
    declarations in ``kitgen.maker.options``: kerf, thickness, fit and format are not checked
    again here), with the bed preset's speeds or the ``--material`` file's."""
    machine = parse_bed(options.bed)
    settings = load_material(machine.key, options.material).overridden(
        options.speed, options.score_speed, options.engrave_speed, options.line_interval
    )
    joints = options if isinstance(options, JointOptions) else JointOptions()
    return LaserSettings(
        machine,
        options.kerf,
        margin,
        settings,
        joints.thickness,
        joints.fit,
        ("svg",) if options.format in (None, "svg") else ("svg", options.format),
        SOFTWARE[options.software or machine.software],
        options.spacing,
        Tabs(options.tabs, options.tab_width),
    )
