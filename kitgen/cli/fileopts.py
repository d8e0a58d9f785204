"""Options of the commands that change a file (game, match), declared once."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.paths import file_name
from kitgen.files import DEFAULT_WAIT, on_wait

# The commands that change a file import this module: a wait for another kitgen's lock is
# said on stderr after a second (the library itself prints nothing).
on_wait(lambda line: typer.echo(line, err=True))

WaitOpt = Annotated[
    float,
    typer.Option(
        "--wait",
        help="Seconds to wait while another kitgen is writing the same file (0 to 86400).",
        metavar="SECONDS",
    ),
]


#: The FILE argument of every ``kitgen game`` command.
GameFileArg = Annotated[
    Path,
    typer.Argument(
        help="The game file (JSON).", show_default=False, metavar="FILE", parser=file_name
    ),
]

__all__ = ["DEFAULT_WAIT", "GameFileArg", "WaitOpt"]
