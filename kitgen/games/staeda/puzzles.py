"""Stæða puzzles: a target, three cards in hand and three on the table that can be made.

The figure: the fewest cards of any stæða of the deal (the solver asks every set of the six
cards, fewest first). Level 1: two cards or fewer make it; level 2: three; level 3: four or
more. The key gives the best stæða (the most operations, as the rules score it), checked by
the referee (``kitgen staeda check``), and one with the fewest cards.
"""

from __future__ import annotations

import random

from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle
from kitgen.games.staeda.cards import RANKS, SUITS, Card
from kitgen.games.staeda.claims import check_claim
from kitgen.games.staeda.rules import Rules
from kitgen.games.staeda.solver import Solver, find_best, subsets
from kitgen.games.staeda.targets import targets

#: The level of a deal by the fewest cards of a stæða: at most 2, 3, 4 or more.
FEWEST = {1: (1, 2), 2: (3, 3), 3: (4, 6)}
MEASURE = "fewest_cards"


def level_of(fewest: int) -> int:
    return next(lv for lv, (low, high) in FEWEST.items() if low <= fewest <= high)


def draw_deal(rules: Rules | None = None) -> Draw:
    """Deals from a shuffled 52-card deck: three target cards (the target one of those they
    allow), three in hand, three on the table."""
    house = rules or Rules()
    solver = Solver(house.whole_numbers)
    deck = [Card(rank, suit) for rank in RANKS for suit in SUITS]

    def draw(rng: random.Random, level: int) -> Puzzle | None:
        cards = rng.sample(deck, 9)
        allowed = sorted(targets(cards[:3]))
        target = allowed[rng.randrange(len(allowed))]
        hand = sorted(cards[3:6], key=_order)
        table = sorted(cards[6:], key=_order)
        keys = tuple(sorted(c.key for c in hand + table))
        subs = subsets(keys)
        making = [k for k in subs if solver.makes(k, target)]
        if not making:
            return None
        fewest = min(len(k) for k in making)
        if level_of(fewest) != level:
            return None
        best_keys = find_best(solver, subs, target)
        assert best_keys is not None
        from kitgen.games.staeda import canon

        best = canon.show(solver.build(best_keys, target))
        small = min(making, key=lambda k: (len(k), k))
        shortest = canon.show(solver.build(small, target))
        for claim in (best, shortest):  # the referee agrees, or the puzzle is not printed
            if not check_claim(claim, target, hand, table, house).valid:
                return None
        verdict = check_claim(best, target, hand, table, house)
        return Puzzle(
            "staeda",
            level,
            {
                "target": target,
                "hand": " ".join(c.rank for c in hand),
                "table": " ".join(c.rank for c in table),
            },
            best,
            {"name": MEASURE, "value": fewest},
            {
                "operations": verdict.operations,
                "shortest": shortest,
                "rules": {"whole_numbers": house.whole_numbers},
            },
        )

    return draw


def _order(card: Card) -> int:
    return RANKS.index(card.rank)


def deck_draw(settings: DeckSettings) -> Draw:
    """``kitgen puzzles staeda`` (the game's record's ``puzzles``): deals under the default
    rules (the deck takes no house rule)."""
    del settings
    return draw_deal()
