"""``racks``: a tile rack for each player of the binary game, 3D printed or laser cut."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_, _, p_, pN_
from kitgen.core.options import switch, whole
from kitgen.maker.options import (
    BOARD_CONFLICTS,
    JointOptions,
    LaserOptions,
    PreviewOptions,
    Print3DOptions,
    SpecOption,
    TileSizeOption,
    restated,
)
from kitgen.maker.output import Made, Output

if TYPE_CHECKING:
    from kitgen.maker.kits.racks import Rack
    from kitgen.maker.specs.tiles import TileSpec

#: the plates' and sheets' title
TITLE = pN_("title", "racks")
#: the most racks one run makes: a game's most players
MAX_RACKS = 8


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class RacksOptions(PreviewOptions, Print3DOptions, JointOptions, LaserOptions, SpecOption):
    """``kitgen racks``: the players' tile racks, for a 3D printer or a laser cutter."""

    spec: Path | None = restated(
        SpecOption,
        "spec",
        help=N_(
            "Your own tile spec (TOML), or a shipped template's name: the racks hold its rack "
            "size of its tiles."
        ),
    )
    count: int = whole(
        4,
        low=1,
        high=MAX_RACKS,
        give=N_("{low} to {high} players, one rack each"),
        help=N_("How many racks: one for each player, 1–8."),
        metavar="N",
    )
    tile_size: float | None = restated(TileSizeOption, "tile_size")
    laser: bool = switch(
        False,
        help=N_(
            "Laser SVGs: for each rack two side plates, a shelf and a back board that slot "
            "together (kerf-compensated, slots --thickness + --fit wide)."
        ),
    )


OPTIONS = RacksOptions

CONFLICTS = BOARD_CONFLICTS


def _spec(options: RacksOptions) -> TileSpec:
    from kitgen.maker.specs.tiles import load_tile_spec, with_tile_size

    return with_tile_size(load_tile_spec(options.spec), options.tile_size)


def _what(spec: TileSpec) -> str:
    return _(
        "a rack of {count} tiles of {width} × {height} mm",
        count=spec.rack,
        width=f"{spec.tile.width:g}",
        height=f"{spec.tile.height:g}",
    )


def build(options: RacksOptions, out: Output) -> Made:
    if options.three_d:
        return _print_3d(options, out)
    if options.laser:
        return _laser(options, out)
    from kitgen.core.errors import KitgenError

    raise KitgenError(
        _("kitgen racks makes racks for a 3D printer or a laser cutter — add --3d or --laser")
    )


def _figures(rack: Rack) -> dict[str, object]:
    return {
        "rack_size": rack.tiles,
        "tile_mm": [rack.tile_width, rack.tile_height],
        "groove_mm": [rack.inner, rack.slot],
        "tilt_degrees": rack.tilt,
    }


def _print_3d(options: RacksOptions, out: Output) -> Made:
    from kitgen.maker.solid.settings import print_settings

    settings = print_settings(options, options.format)
    spec = _spec(options)
    from kitgen.maker.kits.racks import Rack
    from kitgen.maker.kits.racks_3d import check_rack, rack_plates
    from kitgen.maker.solid.output import made_3d, write_plates

    rack = Rack(spec.rack, spec.tile.width, spec.tile.height, settings.clearance)
    check_rack(rack, settings.printer, _what(spec))
    title = f"{spec.kit} — {p_('title', TITLE)}"
    plates = rack_plates(rack, options.count, settings.printer, title)
    base = out.stem(spec.name, "racks", "3d", settings.printer.key)
    figures = write_plates(plates, base, "racks", settings, out)
    extra = {
        "pieces": options.count,
        "size_mm": [rack.length, rack.depth, rack.height],
        **_figures(rack),
    }
    return made_3d(out, settings, figures, extra, layered=False)


def _laser(options: RacksOptions, out: Output) -> Made:
    from kitgen.maker.commands.laser import laser_report, write_laser_job
    from kitgen.maker.laser import DEFAULT_MARGIN
    from kitgen.maker.laser.settings import laser_settings

    settings = laser_settings(options, DEFAULT_MARGIN)
    spec = _spec(options)
    from kitgen.maker.kits.binary_board import BOARD_THICKNESS
    from kitgen.maker.kits.racks import Rack
    from kitgen.maker.kits.racks_laser import LaserRack, rack_job

    thickness = settings.thickness or BOARD_THICKNESS
    rack = Rack(spec.rack, spec.tile.width, spec.tile.height, settings.fit)
    laser = LaserRack(rack, thickness, settings.fit)
    title = f"{spec.kit} — {p_('title', TITLE)}"
    job = rack_job(laser, options.count, settings, title)
    write_laser_job(job, out.stem(spec.name, "racks", "laser", settings.bed.key), settings, out)
    extra = {
        "pieces": options.count,
        "parts": 4 * options.count,
        "thickness_mm": thickness,
        "fit_mm": settings.fit,
        **_figures(rack),
    }
    note = _(
        "each rack: two side plates, a shelf and a back board ({t} mm sheet, slots {slot} mm "
        "wide); push the shelf's and the back board's tabs through the side plates' slots, "
        "glue if loose",
        t=f"{thickness:g}",
        slot=f"{thickness + settings.fit:g}",
    )
    made: Made = laser_report([job], settings, out, extra, note)
    return made


HELP = N_(
    "A tile rack for each player of the binary game: 3D printed (--3d) or laser cut (--laser), "
    "holding the spec's rack of tiles at a reading angle."
)
