"""``kitgen game moves``: every legal move for a rack on a game's board, best first.

Thin: parse the options, call ``kitgen.game.moves`` (``kitgen/api/game_moves.py``), print.
Settles "you had a move, you didn't have to pass" (exit 1: no legal move) and, with
``--check``, "was that the best play?".
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

from kitgen.api import game as api
from kitgen.cli.answer import JsonOpt
from kitgen.cli.declared import REQUIRED, answering, given, option

#: The FILE argument of every ``kitgen game`` command.
GameFileArg = Annotated[Path, option(api.GameOptions, "file")]
#: ``--rack TILES``, which ``moves`` and ``bot`` cannot run without.
RACK = given(api.MovesOptions, "rack", required=True)


moves = answering(
    "kitgen.api.game:moves",
    own={
        "file": (GameFileArg, REQUIRED),
        **RACK,
        **given(api.MovesOptions, "top", "all", "player", "check"),
        "as_json": (JsonOpt, False),
    },
)
