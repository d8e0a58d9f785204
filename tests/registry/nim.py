"""A tiny extra game for the registry's test: Nim, one heap, take 1 to ``most`` stones.

It is what a plug-in game brings: a house-rules declaration, the arguments of its referee
command, a referee function returning an answer, its rules page and its answer's schema
(``nim.md``, ``nim-take.json`` beside this file), its part of the fit tests
(``nim_fit.py``). Nothing of kitgen names it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.games import FitPart, GameRecord, PuzzleKind, Referee
from kitgen.core.options import checked, text, whole

HERE = Path(__file__).parent


@dataclass(frozen=True)
class NimRules:
    """Nim's one house rule."""

    most: int = whole(3, low=1, high=10, help="The most stones taken in one turn.")


@dataclass(frozen=True)
class NimArguments:
    """``kitgen nim take HEAP STONES``."""

    heap: str | None = text(None, help="Stones on the heap.", metavar="HEAP", argument=True)
    stones: str | None = text(None, help="Stones taken.", metavar="STONES", argument=True)


@dataclass(frozen=True, kw_only=True)
class TakeAnswer(Answer):
    """Whether taking ``stones`` from ``heap`` is legal, and what is left."""

    left: int


def take(heap: str, stones: str, **house_rules: Any) -> TakeAnswer:
    """Take ``stones`` from a heap of ``heap``: legal when 1 to ``most`` and no more than
    the heap holds."""
    most = checked([NimRules], house_rules, "kitgen nim take").get("most", NimRules.most)
    on_heap, taken = int(heap), int(stones)
    ok = 1 <= taken <= min(most, on_heap)
    reason = None if ok else f"take 1 to {min(most, on_heap)} stones"
    left = on_heap - taken if ok else on_heap
    return TakeAnswer(ok=ok, reason=reason, left=left, text=f"{left} left" if ok else reason)


def heap_sizes() -> tuple[str, ...]:
    """The heaps a front end offers (its ``lists``): 1 to 21 stones."""
    return tuple(str(n) for n in range(1, 22))


#: Its ``--help`` examples (its record's ``examples``): its own commands', and a line it adds
#: to a shared command's (``puzzles``, which shows the first three games' only).
EXAMPLES = {
    "nim take": ("kitgen nim take 7 3", "kitgen nim take 7 3 --most 2 --json"),
    "board nim": ("kitgen board nim", "kitgen board nim --heap 11"),
    "puzzles": ("kitgen puzzles nim --count 3",),
}
GROUP_EXAMPLES = {"nim": ("kitgen nim take 7 3", "kitgen nim take 2 2 --most 1")}


NIM = GameRecord(
    name="nim",
    title="Nim",
    rules="tests.registry.nim:NimRules",
    colour="#445566",
    aliases=("heap-game",),
    pages=HERE,
    referees=(
        Referee(
            "take",
            "tests.registry.nim:take",
            "tests.registry.nim:NimArguments",
            ("heap", "stones"),
            "Take stones from the heap.",
            verdicts=("Taken", "Not allowed"),
        ),
    ),
    schemas=HERE,
    lists={"heaps": "tests.registry.nim:heap_sizes"},
    kits={"board nim": "tests.registry.nim_board"},
    web="tests.registry.nim_web:routes",
    home=(("/nim/heaps", "Nim heaps", "How many stones a heap may hold."),),
    exports={"nim": "tests.registry.nim", "NimRules": "tests.registry.nim:NimRules"},
    stored={"nim": "nim-heaps"},
    puzzles={
        "nim": PuzzleKind(
            "tests.registry.nim_puzzles:draw",
            "tests.registry.nim_puzzles:PRINTED",
            "leave the heap a multiple of four",
            "tests.registry.nim_puzzles:NimDeckOptions",
        )
    },
    examples="tests.registry.nim",
    fits=(
        FitPart("3d", "stone", "tests.registry.nim_fit:stone_fit"),
        FitPart("laser", "stone", "tests.registry.nim_fit:stone_hole"),
    ),
)
