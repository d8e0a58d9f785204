"""Nim's kind of puzzle (its record's ``puzzles``): a heap, and how many to take so that
the heap left is a multiple of four (the winning move when 1 to 3 may be taken; of
``most + 1`` when 1 to ``--nim-most``), with its own option."""

from __future__ import annotations

import random
from dataclasses import dataclass

from kitgen.core.options import whole
from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle
from kitgen.maker.cards.flow import Block, Paragraph
from kitgen.maker.puzzles import PrintedKind


@dataclass(frozen=True)
class NimDeckOptions:
    """``kitgen puzzles`` takes this for its Nim decks (the kind's ``options``)."""

    nim_most: int = whole(3, low=1, high=9, help="Nim puzzles: the most stones taken a turn.")


def draw(settings: DeckSettings) -> Draw:
    """Heaps of 5 to 8 stones are level 1, 9 to 12 level 2, 13 to 15 level 3, never a
    multiple of ``most + 1`` (there is always a winning move)."""
    group = settings.own.get("nim_most", 3) + 1

    def one(rng: random.Random, level: int) -> Puzzle | None:
        heap = rng.choice([h for h in range(5, 16) if h % group])
        if (heap - 1) // 4 != level:
            return None
        answer = str(heap % group)
        return Puzzle("nim", level, {"heap": heap}, answer, {"name": "heap", "value": heap})

    return one


def question(puzzle: Puzzle) -> list[Block]:
    return [Paragraph(f"A heap of {puzzle.question['heap']} stones: how many do you take?")]


PRINTED = PrintedKind("#445566", "Nim", question, lambda p: f"take {p.answer}", lambda m, w: None)
