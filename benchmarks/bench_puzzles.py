"""Puzzle decks (issue 40): a deck of 60 graded puzzles of each kind, made, checked and
printed, in at most 5 s each on this machine (CPU time of this process, imports apart).

Each kind is timed twice: the deck alone (``make_deck``: drawing and measuring candidates
with the referees) and the whole command (``kitgen.make("puzzles", ...)``: the deck and its
PDF of poker cards with the answers on the backs, or a worksheet with its key pages). The
binary worksheet's best lines are timed alone too: a deck of 60 of them only.
"""

from __future__ import annotations

import sys
import tempfile
import time

TARGET_S = 5.0
COUNT = 60


def _cpu(work) -> float:  # type: ignore[no-untyped-def]
    start = time.process_time()
    work()
    return time.process_time() - start


def main() -> int:
    import kitgen
    from kitgen.games.binary.puzzles import draw_best
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.games.puzzles.make import make_deck
    from kitgen.games.puzzles.puzzle import deck
    from kitgen.maker.specs.tiles import load_tile_spec

    kinds = [("staeda", "hard"), ("24", "hard"), ("binary", "hard")]
    kinds += [("code", mode) for mode in ("easy", "medium", "hard")]
    tiles = tileset_from_spec(load_tile_spec())  # the racks of the binary best lines
    make_deck("24", 3, None, 1)  # warm: imports, the solver's tables
    worst = 0.0
    with tempfile.TemporaryDirectory() as out:
        for kind, mode in kinds:
            name = kind if kind != "code" else f"code {mode}"
            alone = _cpu(lambda k=kind, m=mode: make_deck(k, COUNT, None, 2026, m, tiles))
            size = "sheet" if kind in ("binary", "code") else "poker"
            whole = _cpu(
                lambda k=kind, m=mode, s=size: kitgen.make(
                    "puzzles", out, kind=k, count=COUNT, seed=2026, mode=m, size=s
                )
            )
            worst = max(worst, whole)
            print(f"puzzles {name} deck of {COUNT}: {alone:.2f} s")
            print(f"puzzles {name} deck of {COUNT} with its PDF ({size}): {whole:.2f} s")
    # the binary worksheet's fifth task alone: 60 best lines, a third at each level (each
    # rack's every line found by the move engine)
    best = _cpu(lambda: deck(draw_best(tiles), COUNT, None, 2026, "binary"))
    worst = max(worst, best)
    print(f"puzzles binary best lines only, deck of {COUNT}: {best:.2f} s")
    print(f"puzzles slowest kind: {worst:.2f} s (target {TARGET_S:.0f} s)")
    return 0 if worst <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
