"""One laser job's settings, built once from the command line and passed down whole."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.make.laser import Bed, check_kerf, parse_bed
from kitgen.make.laser.material import Material, load_material
from kitgen.make.options import JointOptions

if TYPE_CHECKING:
    from kitgen.make.options import LaserOptions

DEFAULT_FIT = 0.1  # mm of clearance added to every slot
MAX_FIT = 1.0
THICKNESS_RANGE = (1.0, 10.0)  # mm of sheet material
FORMATS = ("svg", "lbrn2")


@dataclass(frozen=True)
class LaserSettings:
    """Bed, kerf, margin, per-layer speeds and (for parts that slot together) the material's
    thickness and the clearance added to every slot. ``formats``: what to write per sheet
    (an SVG always; ``lbrn2`` adds a LightBurn project beside it)."""

    bed: Bed
    kerf: float
    margin: float
    material: Material
    thickness: float | None = None  # None: the kit spec's
    fit: float = DEFAULT_FIT
    formats: tuple[str, ...] = ("svg",)


def check_fit(fit: float) -> float:
    if not 0.0 <= fit <= MAX_FIT:
        raise KitgenError(
            f"--fit {fit:g} mm is out of range — give the clearance to add to every slot, "
            f"0 to {MAX_FIT:g} mm (0.1 for a snug fit; cut `kitgen calibrate laser` to find yours)"
        )
    return fit


def check_thickness(thickness: float | None) -> float | None:
    low, high = THICKNESS_RANGE
    if thickness is not None and not low <= thickness <= high:
        raise KitgenError(
            f"--thickness {thickness:g} mm is out of range — give your sheet's measured "
            f"thickness, {low:g} to {high:g} mm"
        )
    return thickness


def check_format(fmt: str) -> tuple[str, ...]:
    """``--format``: svg, or lbrn2 for a LightBurn project beside each SVG."""
    if fmt not in FORMATS:
        raise unknown_choice("laser format", fmt, FORMATS)
    return ("svg",) if fmt == "svg" else ("svg", fmt)


def laser_settings(options: LaserOptions, margin: float) -> LaserSettings:
    """The settings of one job from a kit command's laser options (checked already by their
    declarations), with the bed preset's speeds or the ``--material`` file's."""
    machine = parse_bed(options.bed)
    settings = load_material(machine.key, options.material).overridden(
        options.speed, options.score_speed, options.engrave_speed, options.line_interval
    )
    joints = options if isinstance(options, JointOptions) else JointOptions()
    return LaserSettings(
        machine,
        check_kerf(options.kerf),
        margin,
        settings,
        check_thickness(joints.thickness),
        check_fit(joints.fit),
        check_format(options.format),
    )
