"""A puzzle, the levels, and a deck drawn from a generator (``deck``)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _

LEVELS: tuple[int, ...] = (1, 2, 3)
#: The most puzzles in one deck.
MAX_COUNT = 200
#: Candidates drawn for one puzzle before the generator gives up (never reached by the
#: shipped kinds: the rarest level of any kind is about one candidate in ten).
MAX_TRIES = 2000


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: its question and answer in the referee commands' own words.

    ``measure`` is the figure its level comes from (``{"name", "value"}``); ``extra`` more
    of the answer (another way, the house rules...), for the key and the JSON.
    """

    kind: str
    level: int
    question: dict[str, Any]
    answer: str
    measure: dict[str, Any]
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def identity(self) -> str:
        """What makes two puzzles the same (the question, written out in key order)."""
        return repr(sorted((k, repr(v)) for k, v in self.question.items()))

    def as_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "level": self.level,
            "question": self.question,
            "answer": self.answer,
            "measure": self.measure,
            **self.extra,
        }


#: One candidate at the level asked for, or ``None`` when the one drawn is at another level.
Draw = Callable[[random.Random, int], Puzzle | None]


@dataclass(frozen=True)
class DeckSettings:
    """What a kind's draw is made from (each kind takes what it needs): the ice cream mode
    of a code deck, the tile set a binary deck's racks come from, and the values of the
    kinds' own options (their records' ``PuzzleKind.options``) by field name."""

    mode: str = "hard"
    tileset: Any = None
    own: Mapping[str, Any] = field(default_factory=dict)


def kinds() -> tuple[str, ...]:
    """The kinds of puzzle, as typed after ``kitgen puzzles``: each registered game's
    (its record's ``puzzles``), in the registry's order."""
    from kitgen.core import games

    return tuple(kind for game in games.games() for kind in game.puzzles)


def kind_spellings() -> dict[str, str]:
    """Each registered game's name and aliases (case-folded) -> its kind of puzzle, for the
    games whose name is not a kind already: the kind named as the game is, else its first
    (``icecream`` and ``ice-cream``: ``code``; ``stæða``: ``staeda``)."""
    from kitgen.core import games

    found = {}
    for game in games.games():
        if not game.puzzles:
            continue
        kind = game.name if game.name in game.puzzles else next(iter(game.puzzles))
        for word in (game.name, *game.aliases):
            found[word.casefold()] = kind
    return found


def kind_game(kind: str) -> str:
    """The game whose puzzles ``kind`` are (whose record declares it)."""
    from kitgen.core import games

    return next(game.name for game in games.games() if kind in game.puzzles)


def levels_for(count: int, level: int | None) -> list[int]:
    """The level of each puzzle of a deck: all at ``level``, or (``None``) a third at each,
    the easier levels taking what does not divide, easiest first."""
    if level is not None:
        return [level] * count
    base, extra = divmod(count, len(LEVELS))
    return [lv for i, lv in enumerate(LEVELS) for _n in range(base + (1 if i < extra else 0))]


def deck(draw: Draw, count: int, level: int | None, seed: int, kind: str) -> list[Puzzle]:
    """``count`` different puzzles from ``draw``, at ``level`` (or a third at each)."""
    rng = random.Random(seed)
    seen: set[str] = set()
    found: list[Puzzle] = []
    for wanted in levels_for(count, level):
        for _try in range(MAX_TRIES):
            puzzle = draw(rng, wanted)
            if puzzle is not None and puzzle.identity not in seen:
                seen.add(puzzle.identity)
                found.append(puzzle)
                break
        else:
            raise KitgenError(
                _(
                    "could not find {count} different {kind} puzzles at level {level} — ask "
                    "for fewer (--count) or another level",
                    count=count,
                    kind=kind,
                    level=wanted,
                )
            )
    return found
