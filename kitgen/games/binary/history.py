"""A game's history, typed: every entry is a move played, a pass, an exchange or the end.

Each entry knows how it is written in the game file (:meth:`to_mapping`), which stays the
plain JSON ``kitgen game`` has always kept::

    {"player": "Ann", "move": "8H 1+1=10", "score": 18}
    {"player": "Bob", "pass": true}
    {"player": "Ann", "exchange": 3}
    {"end": {"out": "Ann", "left": {"Bob": ["1", "blank"]}, "points": {"Ann": 1, "Bob": 0}}}
    {"end": {"out": null, "left": {"Ann": ["="], "Bob": []}, "points": {"Ann": -1, "Bob": 0}}}

An exchange records how many tiles went back, never which: the tiles are private, as at the
table. An end whose ``out`` is ``null`` is the scoreless end (nobody went out; each player
lost the points on their own rack).

Reading them back is the game's work (``Game.replay``): an entry only holds if the referee
agrees with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

from kitgen.games.binary.board import Square, Tile


@dataclass(frozen=True)
class Played:
    """A legal move, as the player wrote it, and the points it scored."""

    player: str
    move: str
    score: int

    def to_mapping(self) -> dict[str, Any]:
        return {"player": self.player, "move": self.move, "score": self.score}


@dataclass(frozen=True)
class Passed:
    """A player let the turn go."""

    player: str

    def to_mapping(self) -> dict[str, Any]:
        return {"player": self.player, "pass": True}


@dataclass(frozen=True)
class Exchanged:
    """A player put ``count`` tiles back into the bag and drew as many (which: private)."""

    player: str
    count: int

    def to_mapping(self) -> dict[str, Any]:
        return {"player": self.player, "exchange": self.count}


@dataclass(frozen=True)
class Ended:
    """The end: who went out (``None``: nobody, the scoreless end), every other player's
    leftover faces (every player's, in the scoreless end), each player's change."""

    out: str | None
    left: dict[str, list[str]]
    points: dict[str, int]

    def to_mapping(self) -> dict[str, Any]:
        left = {who: list(faces) for who, faces in self.left.items()}
        return {"end": {"out": self.out, "left": left, "points": dict(self.points)}}


Entry = Played | Passed | Exchanged | Ended


class Snapshot(NamedTuple):
    """What an entry changes, as it was just before it: kept so ``undo`` can restore it.
    (A named tuple: the game keeps one per entry, and ``kitgen game play`` starts faster.)"""

    tiles: dict[Square, Tile]
    scores: dict[str, int]
    turns: int
