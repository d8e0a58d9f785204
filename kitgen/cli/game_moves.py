"""``kitgen game moves``: every legal move for a rack on a game's board, best first.

Thin: parse the options, call ``kitgen.game.moves`` (``kitgen/api/game_moves.py``), print.
Settles "you had a move, you didn't have to pass" (exit 1: no legal move) and, with
``--check``, "was that the best play?".
"""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.api import game as api
from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import REQUIRED, answering, option
from kitgen.cli.fileopts import GameFileArg

RackOpt = Annotated[
    str,
    typer.Option(
        "--rack",
        help="The rack's tiles, separated by commas or spaces: 1,1,0,=,+,AND,? (? a "
        "blank). At most the set's rack size, and only tiles not on the board.",
        show_default=False,
        metavar="TILES",
    ),
]
TopOpt = Annotated[str | None, option(api.MovesOptions, "top")]
AllOpt = Annotated[bool, typer.Option("--all", help="Show every legal move.")]
RackPlayerOpt = Annotated[
    str | None,
    typer.Option(
        "--player", "-p", help="Whose rack it is (default: the player to play).", metavar="NAME"
    ),
]
CheckOpt = Annotated[
    str | None,
    typer.Option(
        "--check",
        help="A move to judge against all the others: is it legal with this rack, what "
        "does it score, how does it rank ('8H 1+1=10').",
        show_default=False,
        metavar="MOVE",
    ),
]


MOVES_HELP = (
    "Every legal move for a rack on the game's board, best first (points, then fewer tiles)."
    "\n\nExit 0 at least one legal move (with --check: the move is legal for the rack), 1 none"
    "\n(with --check: it is not), 2 unreadable input."
)

moves = answering(
    "kitgen.api.game:moves",
    own={
        "file": (GameFileArg, REQUIRED),
        "rack": (RackOpt, REQUIRED),
        "top": (TopOpt, None),
        "all": (AllOpt, False),
        "player": (RackPlayerOpt, None),
        "check": (CheckOpt, None),
        "as_json": (JsonOpt, False),
    },
)
