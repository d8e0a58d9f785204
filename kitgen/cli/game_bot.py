"""``kitgen game bot``: a computer player picks (and with ``--play`` plays) a move.

Thin: parse, call ``kitgen.game.bot`` (``kitgen/api/game_bot.py``), print. The family draws
the computer's rack from the bag and types it in; the tiles stay on the table.
"""

from __future__ import annotations

from typing import Any

from kitgen.api import game as api
from kitgen.cli import answer
from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import declared
from kitgen.cli.fileopts import GameFileArg, WaitOpt
from kitgen.cli.game_moves import RackOpt
from kitgen.core.messages import N_
from kitgen.games.binary.bot_options import BotOptions

BOT_HELP = N_(
    "The computer's move for the player to move, from the rack drawn for it.\n\n"
    "random: any legal move; greedy: the most points (the first of game moves --top "
    "1); strong: points plus the value of the tiles it keeps, learned from self-play."
    " With --play the move goes into the game file (a rack with no move passes). Exit"
    " 0 with a move, 1 when the rack has none, 2 unreadable input."
)


@declared(BotOptions)
def bot(
    file: GameFileArg,
    rack: RackOpt,
    as_json: JsonOpt = False,
    wait: WaitOpt = None,
    **options: Any,
) -> None:
    answer.show(api.bot(file, rack, wait=wait, **options), as_json)
