"""The answers of ``kitgen.game`` other than a move's: a game started, shown, a pass, an
exchange, an undo, the end. Created on first use (``kitgen.api.game`` hands them out by name), so
``kitgen game play``, which answers with a ``MoveAnswer``, does not pay for them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.core.answer import Answer


# Each answer declares its own fields in its JSON's order, so answers alike in part repeat
# them (``duplicates`` pairs them): a shared base class would move its fields to the front.
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
    #: The words the table's logic tiles wear: ``local`` (the language's) or ``en``.
    tile_words: str
    #: How every answer about the game writes the logic tiles, by tile (``{"AND": "EN"}``).
    logic_words: dict[str, str]
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
    #: Tiles in the bag (those not on the board less a full rack a player while it lasts).
    bag: int
    #: Scoreless turns in a row at the end of the history.
    scoreless: int
    #: Every entry as the game file records it: a move, a pass, an exchange, the end.
    history: list[dict[str, Any]]
    #: The picture drawn, or ``None``.
    png: str | None
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class UndoAnswer(Answer):
    """The last entry taken back (``kitgen game undo``)."""

    #: ``kind`` ("move", "pass", "exchange" or "end"), ``player``, ``move`` and ``points``
    #: of the entry (an exchange also ``tiles``: how many went back).
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
class ExchangeAnswer(Answer):
    """An exchange recorded, or refused with the reason (``kitgen game exchange``)."""

    player: str
    #: How many tiles went back (and were drawn).
    count: int
    #: Tiles in the bag now.
    bag: int
    #: Scoreless turns in a row, this one included when it was recorded.
    scoreless: int
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


@dataclass(frozen=True, kw_only=True)
class EndAnswer(Answer):
    """The game ended (``kitgen game end``): who went out (``None``: nobody, the scoreless
    end), what each player gained or lost."""

    went_out: str | None
    #: Per player in turn order: ``name``, ``left`` (faces, a blank as ``?``), ``points``.
    changes: list[dict[str, Any]]
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool
