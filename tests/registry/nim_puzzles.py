"""Nim's kind of puzzle (its record's ``puzzles``): a heap, and how many to take so that
the heap left is a multiple of four (the winning move when 1 to 3 may be taken)."""

from __future__ import annotations

import random

from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle
from kitgen.maker.cards.flow import Block, Paragraph
from kitgen.maker.puzzles import PrintedKind


def draw(settings: DeckSettings) -> Draw:
    """Heaps of 5 to 7 stones are level 1, 9 to 11 level 2, 13 to 15 level 3 (never a
    multiple of four: there is always a winning move)."""
    del settings

    def one(rng: random.Random, level: int) -> Puzzle | None:
        heap = rng.choice([h for h in range(5, 16) if h % 4])
        if (heap - 1) // 4 != level:
            return None
        return Puzzle("nim", level, {"heap": heap}, str(heap % 4), {"name": "heap", "value": heap})

    return one


def question(puzzle: Puzzle) -> list[Block]:
    return [Paragraph(f"A heap of {puzzle.question['heap']} stones: how many do you take?")]


PRINTED = PrintedKind("#445566", "Nim", question, lambda p: f"take {p.answer}", lambda m, w: None)
