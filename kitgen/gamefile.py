"""Reading and writing ``kitgen game`` files: JSON, written atomically, under a lock.

A play is read-judge-write; two at once on one file must never lose a move, so every command
that changes a game holds an exclusive ``fcntl.flock`` on a sidecar ``FILE.lock`` for the
whole cycle. Writes go through ``kitgen.files`` (temporary file, then rename).
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Iterator
from pathlib import Path

from kitgen.errors import KitgenError
from kitgen.files import read_json_file, write_text
from kitgen.games.binary.game import Game


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


@contextlib.contextmanager
def locked(path: str | os.PathLike[str]) -> Iterator[None]:
    """Hold an exclusive lock on ``FILE.lock`` (waits for any other holder)."""
    target = Path(path)
    if not target.parent.is_dir():
        raise KitgenError(f"folder {target.parent} does not exist — create it first")
    fd = os.open(lock_path(target), os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def read_game(path: str | os.PathLike[str]) -> Game:
    """Load and replay a game file; a ``KitgenError`` names the file and what is wrong."""
    source = Path(path)
    data = read_json_file(
        source, "game file", f"not found — start one with: kitgen game new {source}"
    )
    try:
        return Game.from_mapping(data)
    except KitgenError as err:
        raise KitgenError(f"{source}: the game file is corrupt — {err}") from None


def game_json(game: Game) -> str:
    return json.dumps(game.to_mapping(), indent=2, ensure_ascii=False) + "\n"


def write_game(path: str | os.PathLike[str], game: Game) -> None:
    write_text(path, game_json(game))
