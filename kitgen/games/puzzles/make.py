"""``make_deck``: the deck of one kind, from its generator."""

from __future__ import annotations

from kitgen.games.puzzles.puzzle import Puzzle, deck


def make_deck(
    kind: str, count: int, level: int | None, seed: int, mode: str = "hard"
) -> list[Puzzle]:
    """The deck of ``count`` puzzles of ``kind`` (``KINDS``) for ``seed``."""
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

    return deck(draw_line(), count, level, seed, kind)
