"""Options of the commands that change a file (game, match), declared once."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.errors import KitgenError
from kitgen.files import DEFAULT_WAIT

WaitOpt = Annotated[
    float,
    typer.Option(
        "--wait",
        help="Seconds to wait while another kitgen is writing the same file (0 to 86400).",
        metavar="SECONDS",
    ),
]


def file_name(value: str | Path) -> Path:
    """The FILE argument as a path; an empty name is refused (``Path('')`` would mean '.')."""
    if isinstance(value, Path):
        return value
    if not value:
        raise KitgenError("the file name is empty — give the name of a file, e.g. game.json")
    return Path(value)


#: The FILE argument of every ``kitgen game`` command.
GameFileArg = Annotated[
    Path,
    typer.Argument(
        help="The game file (JSON).", show_default=False, metavar="FILE", parser=file_name
    ),
]

__all__ = ["DEFAULT_WAIT", "GameFileArg", "WaitOpt", "file_name"]
