"""Options shared by the print commands, declared once so every command spells them alike."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.errors import KitgenError

OutOpt = Annotated[Path, typer.Option("--out", help="Folder to write into (created if missing).")]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="Print the files written as JSON instead of a summary.")
]
PaperOpt = Annotated[str, typer.Option("--paper", help="Paper size: a4 or letter.")]
SpecOpt = Annotated[
    Path | None, typer.Option("--spec", help="Your own kit spec (TOML) instead of the shipped one.")
]
MarginOpt = Annotated[
    float,
    typer.Option(
        "--margin", help="Printer margin in mm: nothing is printed closer to the paper's edge."
    ),
]
PreviewOpt = Annotated[
    bool,
    typer.Option(
        "--preview", help="Also write a PNG of every page or laser sheet next to it (needs cairo)."
    ),
]
DpiOpt = Annotated[float, typer.Option("--dpi", help="Resolution of the PNG previews.")]
KerfOpt = Annotated[
    float,
    typer.Option(
        "--kerf",
        help="Width the laser beam burns away, in mm: cut lines move out by half of it so "
        "parts come out at their nominal size.",
    ),
]
BedOpt = Annotated[
    str,
    typer.Option(
        "--bed",
        help="Laser bed WIDTHxHEIGHT in mm, or a preset: k40 (300x200), glowforge "
        "(495x279), xtool-d1 (430x390), lightburn-600x400.",
    ),
]
SpeedOpt = Annotated[
    float | None,
    typer.Option(
        "--speed",
        help="With --laser: cutting speed in mm/s, 0.1-1000, for the time estimate (default: "
        "the bed preset's — k40 10, glowforge 12, xtool-d1 5 (2 passes), lightburn-600x400 20, "
        "other beds 10; see templates/laser/materials.toml).",
    ),
]
ScoreSpeedOpt = Annotated[
    float | None,
    typer.Option(
        "--score-speed",
        help="With --laser: scoring speed in mm/s, 0.1-1000 (default: the bed preset's — k40 40, "
        "glowforge 50, xtool-d1 30, lightburn-600x400 80, other beds 40).",
    ),
]
EngraveSpeedOpt = Annotated[
    float | None,
    typer.Option(
        "--engrave-speed",
        help="With --laser: engraving speed in mm/s, 0.1-1000 (default: the bed preset's — "
        "k40 200, glowforge 250, xtool-d1 100, lightburn-600x400 300, other beds 200).",
    ),
]
LineIntervalOpt = Annotated[
    float | None,
    typer.Option(
        "--line-interval",
        help="With --laser: mm between engraving lines, 0.01-1 (default 0.1 on every preset).",
    ),
]
MaterialOpt = Annotated[
    Path | None,
    typer.Option(
        "--material",
        help="With --laser: your own laser settings (TOML, a copy of "
        "templates/laser/materials.toml) for the time estimate.",
    ),
]
FormatOpt = Annotated[
    str,
    typer.Option(
        "--format",
        help="With --laser: svg, or lbrn2 to also write a LightBurn project beside each SVG "
        "(layers with speed, power and passes from the bed preset or --material).",
    ),
]
ThicknessOpt = Annotated[
    float | None,
    typer.Option(
        "--thickness",
        help="With --laser: your sheet's measured thickness in mm, 1-10: slots and tabs "
        "follow it (default: the kit spec's).",
    ),
]
FitOpt = Annotated[
    float,
    typer.Option(
        "--fit",
        help="With --laser: clearance in mm added to every slot, 0-1 (after kerf "
        "compensation; `kitgen calibrate laser` finds yours).",
    ),
]
OverlapOpt = Annotated[
    float,
    typer.Option("--overlap", help="Paper: mm of the board printed on both of two joining pages."),
]


#: The laser options: parameter name -> flag.
LASER_OPTIONS = {
    "kerf": "--kerf",
    "bed": "--bed",
    "speed": "--speed",
    "score_speed": "--score-speed",
    "engrave_speed": "--engrave-speed",
    "line_interval": "--line-interval",
    "material": "--material",
    "fmt": "--format",
    "thickness": "--thickness",
    "fit": "--fit",
}


def require_laser_for(ctx: typer.Context, laser: bool) -> None:
    """Refuse laser settings (--kerf, --bed, --speed...) given without --laser."""
    if laser:
        return
    for name, flag in LASER_OPTIONS.items():
        source = ctx.get_parameter_source(name)
        if source is not None and source.name == "COMMANDLINE":
            raise KitgenError(f"{flag} is a laser setting — add --laser, or leave it out")
