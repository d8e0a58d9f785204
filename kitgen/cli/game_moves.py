"""``kitgen game moves``: every legal move for a rack on a game's board, best first.

Thin: parse the options, call ``kitgen.game.moves`` (``kitgen/api/game_moves.py``), print.
Settles "you had a move, you didn't have to pass" (exit 1: no legal move) and, with
``--check``, "was that the best play?".
"""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.api import game as api
from kitgen.cli import answer
from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import option
from kitgen.cli.fileopts import GameFileArg
from kitgen.core.messages import N_

RackOpt = Annotated[
    str,
    typer.Option(
        "--rack",
        help=N_(
            "The rack's tiles, separated by commas or spaces: 1,1,0,=,+,AND,? (? a "
            "blank). At most the set's rack size, and only tiles not on the board."
        ),
        show_default=False,
        metavar="TILES",
    ),
]
TopOpt = Annotated[str | None, option(api.MovesOptions, "top")]
AllOpt = Annotated[bool, typer.Option("--all", help=N_("Show every legal move."))]
RackPlayerOpt = Annotated[
    str | None,
    typer.Option(
        "--player", "-p", help=N_("Whose rack it is (default: the player to play)."), metavar="NAME"
    ),
]
CheckOpt = Annotated[
    str | None,
    typer.Option(
        "--check",
        help=N_(
            "A move to judge against all the others: is it legal with this rack, what "
            "does it score, how does it rank ('8H 1+1=10')."
        ),
        show_default=False,
        metavar="MOVE",
    ),
]


def moves(
    file: GameFileArg,
    rack: RackOpt,
    top: TopOpt = None,
    show_all: AllOpt = False,
    player: RackPlayerOpt = None,
    check: CheckOpt = None,
    as_json: JsonOpt = False,
) -> None:
    """Every legal move for a rack on the game's board, best first (points, then fewer tiles).

    Exit 0 at least one legal move (with --check: the move is legal for the rack), 1 none
    (with --check: it is not), 2 unreadable input.
    """
    found = api.moves(file, rack, top=top, all=show_all, check=check, player=player)
    answer.show(found, as_json)
