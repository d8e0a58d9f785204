"""``make_deck``: the deck of one kind, from the draw its game's record names."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kitgen.games.puzzles.puzzle import DeckSettings, Puzzle, deck

if TYPE_CHECKING:
    from kitgen.games.puzzles.puzzle import Draw


def make_deck(
    kind: str,
    count: int,
    level: int | None,
    seed: int,
    mode: str = "hard",
    tileset: Any = None,
    *,
    own: Mapping[str, Any] | None = None,
) -> list[Puzzle]:
    """The deck of ``count`` puzzles of ``kind`` (:func:`kinds`) for ``seed``; a deck whose
    draw needs a tile set (binary lines) takes the kit's as ``tileset``; ``own``: the values
    of the kinds' own options (``DeckSettings.own``)."""
    from kitgen.core import games

    for game in games.games():
        if kind in game.puzzles:
            draw: Draw = game.load(game.puzzles[kind].draw)(DeckSettings(mode, tileset, own or {}))
            return deck(draw, count, level, seed, kind)
    raise ValueError(f"no game has puzzles of kind {kind!r}")
