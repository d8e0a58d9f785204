"""Reading and writing ``kitgen game`` files: JSON, written atomically, under a lock.

A play is read-judge-write; two at once on one file must never lose a move, so every command
that changes a game holds the file's lock (``kitgen.files.changing``) for the whole cycle and
reads and writes the real file it yields (a link is resolved once). Writes go through
``kitgen.files`` (temporary file, then rename).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from kitgen.core.messages import N_
from kitgen.files import changing, read_record, write_text
from kitgen.games.binary.game import Game

#: How to start a file when there is none, and what a corrupt one is told ({file}, {reason}).
START = N_("not found — start one with: kitgen game new {file}")
CORRUPT = N_("{file}: the game file is corrupt — {reason}")

#: ``with locked(FILE, wait) as real:`` read and write ``real`` (see ``kitgen.files.changing``).
locked = changing


def read_game(path: str | os.PathLike[str]) -> Game:
    """Load and replay a game file; a ``KitgenError`` names the file and what is wrong."""
    source = Path(path)
    return read_record(source, N_("game file"), Game.from_mapping, START, CORRUPT)


def game_json(game: Game) -> str:
    return json.dumps(game.to_mapping(), indent=2, ensure_ascii=False) + "\n"


def write_game(path: str | os.PathLike[str], game: Game) -> None:
    write_text(path, game_json(game))
