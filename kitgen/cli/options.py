"""Options shared by the print commands, declared once so every command spells them alike,
and the one way a command group is made (:func:`group`)."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.cli import answer
from kitgen.cli.declared import option
from kitgen.core.errors import KitgenError, not_a_dash
from kitgen.core.messages import N_, _
from kitgen.core.names import PlayersOptions


def group(help: str, **settings: Any) -> typer.Typer:
    """A command group (``kitgen code``, ``kitgen cards``...): its help, and given no command
    it prints that help; shell completion is the root's alone."""
    return typer.Typer(help=help, no_args_is_help=True, add_completion=False, **settings)


def folder_name(value: str | Path) -> Path:
    """``--out`` as a path; an empty name is refused (``Path('')`` would be the current folder)."""
    if isinstance(value, Path):
        return value
    if not value.strip():
        raise KitgenError(_("--out is empty — give the folder to write into, e.g. --out output"))
    return Path(not_a_dash(value))


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

PlayersOpt = Annotated[str | None, option(PlayersOptions, "players")]
PlayerListOpt = Annotated[list[str] | None, option(PlayersOptions, "player")]
