"""Options shared by the print commands, declared once so every command spells them alike."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli import answer
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_


def folder_name(value: str | Path) -> Path:
    """``--out`` as a path; an empty name is refused (``Path('')`` would be the current folder)."""
    if isinstance(value, Path):
        return value
    if not value.strip():
        raise KitgenError("--out is empty — give the folder to write into, e.g. --out output")
    return Path(value)


OutOpt = Annotated[
    Path,
    typer.Option(
        "--out",
        "-o",
        help=N_("Folder to write into (created if missing)."),
        parser=folder_name,
        metavar="DIR",
    ),
]
QuietOpt = Annotated[
    bool,
    typer.Option(
        "--quiet", "-q", help=N_("Print nothing but warnings and errors (the exit code tells).")
    ),
]
JsonOpt = answer.JsonOpt  # one wording for --json on every command
# -- players: the same two spellings on every command that takes names ----------------------

PlayersOpt = Annotated[
    str | None,
    typer.Option(
        "--players",
        help=N_("The players in turn order, separated by commas: Ann,Bob."),
        metavar="NAMES",
        show_default=False,
    ),
]
PlayerListOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--player",
        "-p",
        help=N_("A player's name; repeat it, in turn order (or use --players)."),
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
