"""A game's history, typed: every entry is a move played, a pass or the end of the game.

Each entry knows how it is written in the game file (:meth:`to_mapping`), which stays the
plain JSON ``kitgen game`` has always kept::

    {"player": "Ann", "move": "8H 1+1=10", "score": 18}
    {"player": "Bob", "pass": true}
    {"end": {"out": "Ann", "left": {"Bob": ["1", "blank"]}, "points": {"Ann": 1, "Bob": 0}}}

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
class Ended:
    """The end: who went out, every other player's leftover faces, each player's change."""

    out: str
    left: dict[str, list[str]]
    points: dict[str, int]

    def to_mapping(self) -> dict[str, Any]:
        left = {who: list(faces) for who, faces in self.left.items()}
        return {"end": {"out": self.out, "left": left, "points": dict(self.points)}}


Entry = Played | Passed | Ended


class Snapshot(NamedTuple):
    """What an entry changes, as it was just before it: kept so ``undo`` can restore it.
    (A named tuple: the game keeps one per entry, and ``kitgen game play`` starts faster.)"""

    tiles: dict[Square, Tile]
    scores: dict[str, int]
    turns: int
