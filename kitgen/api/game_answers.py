"""The answers of ``kitgen.game`` other than a move's: a game started, shown, a pass, an undo,
the end. Created on first use (``kitgen.api.game`` hands them out by name), so
``kitgen game play``, which answers with a ``MoveAnswer``, does not pay for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.core.answer import Answer


@dataclass(frozen=True, kw_only=True)
class NewAnswer(Answer):
    """A game started (``kitgen game new``): its file, tile set, rules and players."""

    file: str
    #: Tiles in the set, and on a rack.
    tiles: int
    rack: int
    #: The square the first move must cover (``"H8"``).
    first_square: str
    #: Every rule in force, by name.
    rules: dict[str, Any]
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class ShowAnswer(Answer):
    """The board, the scores and the tiles not on the board (``kitgen game show``)."""

    #: The board as text, one line a row (the coordinates first).
    board: list[str]
    moves_played: int
    #: Tiles not on the board (bag and racks), per face, then ``"blank"``.
    unplayed: dict[str, int]
    #: The picture drawn, or ``None``.
    png: str | None
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class UndoAnswer(Answer):
    """The last entry taken back (``kitgen game undo``)."""

    #: ``kind`` ("move", "pass" or "end"), ``player``, ``move`` and ``points`` of the entry.
    undone: dict[str, Any]
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class PassAnswer(Answer):
    """A pass recorded, or refused with the reason (``kitgen game pass``)."""

    player: str
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class EndAnswer(Answer):
    """The game ended (``kitgen game end``): who went out, what each player gained or lost."""

    went_out: str
    #: Per player in turn order: ``name``, ``left`` (faces, a blank as ``?``), ``points``.
    changes: list[dict[str, Any]]
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool
