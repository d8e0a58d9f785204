"""``kitgen board``: printable and laser-cut game boards, one subcommand per game."""

from __future__ import annotations

import typer

from kitgen.cli.board_binary import binary
from kitgen.cli.board_icecream import icecream

app = typer.Typer(
    help="Game boards: a poster across several pages, one reference page, or a laser file.",
    no_args_is_help=True,
)
app.command("binary")(binary)
app.command("icecream")(icecream)
