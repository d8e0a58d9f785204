"""Options shared by the print commands, declared once so every command spells them alike."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import answer, complete
from kitgen.errors import KitgenError

OutOpt = Annotated[Path, typer.Option("--out", help="Folder to write into (created if missing).")]
JsonOpt = answer.JsonOpt  # one wording for --json on every command
PaperOpt = Annotated[
    str,
    typer.Option(
        "--paper", help="Paper size: a4 or letter.", metavar="PAPER", autocompletion=complete.papers
    ),
]
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
        metavar="BED",
        autocompletion=complete.beds,
        help="Laser bed WIDTHxHEIGHT in mm, or a preset: k40 (300x200), glowforge "
        "(495x279), xtool-d1 (430x390), lightburn-600x400.",
    ),
]
SpeedOpt = Annotated[
    float,
    typer.Option("--speed", help="With --laser: cutting speed in mm/s, for the time estimate."),
]
OverlapOpt = Annotated[
    float,
    typer.Option("--overlap", help="Paper: mm of the board printed on both of two joining pages."),
]


LASER_OPTIONS = ("kerf", "bed", "speed")


def require_laser_for(ctx: typer.Context, laser: bool) -> None:
    """Refuse laser settings (--kerf, --bed, --speed) given without --laser."""
    if laser:
        return
    for name in LASER_OPTIONS:
        source = ctx.get_parameter_source(name)
        if source is not None and source.name == "COMMANDLINE":
            raise KitgenError(f"--{name} is a laser setting — add --laser, or leave it out")


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
