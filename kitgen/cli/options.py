"""Options shared by the print commands, declared once so every command spells them alike."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import answer, complete
from kitgen.cli.paths import file_name
from kitgen.core.errors import KitgenError


def _folder(value: str | Path) -> Path:
    """``--out`` as a path; an empty name is refused (``Path('')`` would be the current folder)."""
    if isinstance(value, Path):
        return value
    if not value.strip():
        raise KitgenError("--out is empty — give the folder to write into, e.g. --out output")
    return Path(value)


OutOpt = Annotated[
    Path,
    typer.Option(
        "--out", help="Folder to write into (created if missing).", parser=_folder, metavar="DIR"
    ),
]
JsonOpt = answer.JsonOpt  # one wording for --json on every command
PaperOpt = Annotated[
    str,
    typer.Option(
        "--paper", help="Paper size: a4 or letter.", metavar="PAPER", autocompletion=complete.papers
    ),
]
SpecOpt = Annotated[
    Path | None,
    typer.Option(
        "--spec",
        help="Your own kit spec (TOML) instead of the shipped one.",
        metavar="FILE",
        parser=file_name,
    ),
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
        metavar="BED",
        autocompletion=complete.beds,
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
        metavar="FILE",
        parser=file_name,
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

BackOffsetOpt = Annotated[
    str | None,
    typer.Option(
        "--back-offset",
        help="Move every back by X,Y mm (as seen on the back page; may be negative, -5 to 5). "
        "Read X and Y off 'kitgen calibrate duplex'.",
        metavar="X,Y",
    ),
]
LayoutOpt = Annotated[
    str,
    typer.Option(
        "--layout",
        help="sheet: pieces on their own pages (backs duplex with --backs); gutterfold: fronts "
        "on one half of each sheet, backs on the other, to fold, glue and cut (no duplex).",
    ),
]
PrintThenCutOpt = Annotated[
    str | None,
    typer.Option(
        "--print-then-cut",
        help="silhouette or cricut: a page to print with that cutter's registration marks "
        "(Silhouette) or at Design Space's print-then-cut size (Cricut), and an SVG cut file.",
        metavar="CUTTER",
    ),
]

BleedOpt = Annotated[
    float | None,
    typer.Option(
        "--bleed",
        help="Colour printed past each cut line, in mm, 0 to 5 (at least 2 with --backs); "
        "default 3 mm for paper tiles, 2 mm for tokens with backs, 1 mm otherwise.",
    ),
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


# -- players: the same two spellings on every command that takes names ----------------------

PlayersOpt = Annotated[
    str | None,
    typer.Option(
        "--players",
        help="The players in turn order, separated by commas: Ann,Bob.",
        metavar="NAMES",
        show_default=False,
    ),
]
PlayerListOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--player",
        "-p",
        help="A player's name; repeat it, in turn order (or use --players).",
        metavar="NAME",
        show_default=False,
    ),
]


def player_names(players: str | None, player: list[str] | None) -> list[str]:
    """The names given with ``--players A,B`` and/or repeated ``--player A``, in order."""
    names = list(player or [])
    if players is not None:
        names += [name.strip() for name in players.split(",")]
    return names
