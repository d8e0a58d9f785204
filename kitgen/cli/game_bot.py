"""``kitgen game bot``: a computer player picks (and with ``--play`` plays) a move.

Thin: parse, call ``kitgen.game.bot`` (``kitgen/api/game_bot.py``), print. The family draws
the computer's rack from the bag and types it in; the tiles stay on the table.
"""

from __future__ import annotations

from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import REQUIRED, answering
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.game_moves import RACK, GameFileArg
from kitgen.games.binary.bot_options import BotOptions

bot = answering(
    "kitgen.api.game:bot",
    BotOptions,
    own={
        "file": (GameFileArg, REQUIRED),
        **RACK,
        "as_json": (JsonOpt, False),
        "wait": (WaitOpt, None),
    },
)
