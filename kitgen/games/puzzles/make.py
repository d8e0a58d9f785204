"""``make_deck``: the deck of one kind, from its generator."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitgen.games.puzzles.puzzle import Puzzle, deck

if TYPE_CHECKING:
    from kitgen.games.binary.tileset import TileSet


def make_deck(
    kind: str,
    count: int,
    level: int | None,
    seed: int,
    mode: str = "hard",
    tileset: TileSet | None = None,
) -> list[Puzzle]:
    """The deck of ``count`` puzzles of ``kind`` (``KINDS``) for ``seed``; a binary deck's
    racks come from ``tileset`` (required for it: the kit's tile set)."""
    if kind == "staeda":
        from kitgen.games.puzzles.staeda import draw_deal

        return deck(draw_deal(), count, level, seed, kind)
    if kind == "24":
        from kitgen.games.puzzles.twentyfour import draw_hand

        return deck(draw_hand(), count, level, seed, kind)
    if kind == "code":
        from kitgen.games.puzzles.code import draw_board

        return deck(draw_board(mode), count, level, seed, kind)
    from kitgen.games.puzzles.binary import draw_line

    if tileset is None:
        raise ValueError("a binary deck needs the tile set its racks are drawn from")
    return deck(draw_line(tileset), count, level, seed, kind)
