"""Options of the commands that change a file (game, match), declared once."""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.files import DEFAULT_WAIT

WaitOpt = Annotated[
    float,
    typer.Option(
        "--wait",
        help="Seconds to wait while another kitgen is writing the same file (0 to 86400).",
        metavar="SECONDS",
    ),
]

__all__ = ["DEFAULT_WAIT", "WaitOpt"]
