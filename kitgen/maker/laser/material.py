"""Laser settings per layer (speed, power, passes), read from a materials TOML file.

The shipped file, ``templates/laser/materials.toml``, has one table per bed preset (and
``[default]`` for beds given as WIDTHxHEIGHT); a user's copy is read with ``--material FILE``.
The settings drive the time estimate (``kitgen.maker.laser.estimate``) and the LightBurn project
(``kitgen.maker.laser.lbrn2``); the command line's ``--speed``, ``--score-speed``,
``--engrave-speed`` and ``--line-interval`` override them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from kitgen.core.errors import KitgenError, cited, out_of_range
from kitgen.core.messages import _
from kitgen.core.text import unprintable
from kitgen.core.wording import unit_word

#: The laser layers, in the order the machine runs them (as the SVG's layers).
LAYERS = ("engrave", "score", "cut-inner", "cut-outer")
#: The scene role each layer draws.
LAYER_ROLE = {"engrave": "engrave", "score": "score", "cut-inner": "cut-inner", "cut-outer": "cut"}

SPEED_RANGE = (0.1, 1000.0)  # mm/s
POWER_RANGE = (0.0, 100.0)  # %
PASSES_RANGE = (1, 20)
INTERVAL_RANGE = (0.01, 1.0)  # mm between engraving lines
DEFAULT_ENTRY = "default"


@dataclass(frozen=True)
class LayerSetting:
    """How the laser runs one layer."""

    speed: float  # mm/s
    power: float  # % of maximum
    passes: int = 1


# A record of its own fields, alike in shape to others (``duplicates`` pairs them).
@dataclass(frozen=True)
class Material:
    """The settings of the four layers, and the engraving's line interval."""

    name: str
    note: str
    line_interval: float
    layers: dict[str, LayerSetting]

    def layer(self, name: str) -> LayerSetting:
        return self.layers[name]

    def overridden(
        self,
        speed: float | None = None,
        score_speed: float | None = None,
        engrave_speed: float | None = None,
        line_interval: float | None = None,
    ) -> Material:
        """These settings with the command line's speeds (``speed``: both cut layers)."""
        layers = dict(self.layers)
        for names, value, option in (
            (("cut-inner", "cut-outer"), speed, "--speed"),
            (("score",), score_speed, "--score-speed"),
            (("engrave",), engrave_speed, "--engrave-speed"),
        ):
            if value is None:
                continue
            check_range(value, SPEED_RANGE, option, "mm/s")
            for name in names:
                layers[name] = replace(layers[name], speed=value)
        interval = self.line_interval
        if line_interval is not None:
            interval = check_range(line_interval, INTERVAL_RANGE, "--line-interval", "mm")
        return replace(self, layers=layers, line_interval=interval)


def check_range(value: float, limits: tuple[float, float], what: str, unit: str) -> float:
    """``value`` when it lies in ``limits`` (never nan or inf)."""
    low, high = limits
    if not low <= value <= high:  # also refuses nan
        unit = f" {unit_word(unit)}" if unit else ""
        give = _("{low} to {high}{unit}", low=f"{low:g}", high=f"{high:g}", unit=unit)
        raise out_of_range(what, f"{value:g}{unit}", give)
    return value


def shipped_materials() -> Path:
    from kitgen.files.templates import template

    return template("laser", "materials.toml")


def _number(table: Mapping[str, object], key: str, where: str) -> float:
    value = table.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise KitgenError(
            _(
                "{where}: {name} must be a number (found {value}) — e.g. {key} = 10",
                where=where,
                name=cited(key),
                key=key,
                value=cited(value),
            )
        )
    return float(value)


def _layer(table: object, where: str) -> LayerSetting:
    if not isinstance(table, dict):
        raise KitgenError(
            _(
                "{where} is missing — give {table}",
                where=where,
                table="{ speed = ..., power = ..., passes = 1 }",
            )
        )
    unknown = set(table) - {"speed", "power", "passes"}
    if unknown:
        raise KitgenError(
            _(
                "{where}: unknown key(s) {keys} — give speed, power and passes",
                where=where,
                keys=", ".join(sorted(unknown)),
            )
        )
    speed = check_range(_number(table, "speed", where), SPEED_RANGE, f"{where}: speed", "mm/s")
    power = check_range(_number(table, "power", where), POWER_RANGE, f"{where}: power", "%")
    passes = table.get("passes", 1)
    if isinstance(passes, bool) or not isinstance(passes, int):
        raise KitgenError(
            _(
                "{where}: {key} must be a whole number (found {value})",
                where=where,
                key=cited("passes"),
                value=cited(passes),
            )
        )
    check_range(passes, PASSES_RANGE, f"{where}: passes", "")
    return LayerSetting(speed, power, passes)


def parse_material(name: str, table: object, source: str) -> Material:
    """One table of a materials file, checked."""
    where = f"{source} [{name}]"
    if not isinstance(table, dict):
        raise KitgenError(
            _(
                "{where} must be a table of settings ([{name}] once, not [[{name}]] or a value) "
                "— copy the layout of templates/laser/materials.toml",
                where=where,
                name=name,
            )
        )
    unknown = set(table) - {"note", "line_interval", *LAYERS}
    if unknown:
        raise KitgenError(
            _(
                "{where}: unknown key(s) {keys} — give note, line_interval and the layers {layers}",
                where=where,
                keys=", ".join(sorted(unknown)),
                layers=", ".join(LAYERS),
            )
        )
    interval = check_range(
        _number(table, "line_interval", where), INTERVAL_RANGE, f"{where}: line_interval", "mm"
    )
    layers = {layer: _layer(table.get(layer), f"{where} {layer}") for layer in LAYERS}
    note = table.get("note", "")
    if not isinstance(note, str) or len(note) > 200 or unprintable(note):
        raise KitgenError(
            _(
                "{where}: {key} must be a line of text of at most {most} characters",
                where=where,
                key=cited("note"),
                most=200,
            )
        )
    return Material(name, note, interval, layers)


def load_material(bed_key: str, path: Path | None = None) -> Material:
    """The settings for ``bed_key`` from ``path`` (default: the shipped presets): the table of
    that name, else ``[default]``."""
    from kitgen.files import read_toml_file
    from kitgen.files.templates import LASER_SETTINGS, spec_file

    source = spec_file(path, LASER_SETTINGS) if path is not None else shipped_materials()
    data = read_toml_file(source, "materials file")
    # Every table is checked, not only the one this bed uses: a mistake in the file is
    # found the first time it is read, whichever bed is chosen.
    materials = {key: parse_material(key, table, str(source)) for key, table in data.items()}
    name = bed_key if bed_key in data else DEFAULT_ENTRY
    if name not in data:
        raise KitgenError(
            _(
                "materials file {source} has no [{bed}] and no [{default}] table — add one "
                "(copy templates/laser/materials.toml)",
                source=source,
                bed=bed_key,
                default=DEFAULT_ENTRY,
            )
        )
    return materials[name]
