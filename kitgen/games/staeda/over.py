"""Is the game over? — can any set of at most six cards still in play make the target.

Cards still in play: the 52-card deck minus the cards kept as points, minus the three target
cards when they are given: the rules page sets them aside for the first round only, then
shuffles every card not kept as points for the next, so they are given only to ask before
the first round.

Only values matter, so the search runs over multisets of value keys (1 = ace, 2..9, 10 = any
of 10/J/Q/K) within the counts still in play: at most 10 + 55 + 220 + 715 multisets of one to
four cards, whose full value sets the solver lists, indexed by value. Five and six cards are
never listed: a set of five or six is split into two parts and the target traced through the
index (``t = a ∘ b``: for each value ``a`` of the smaller part and each operation, the value
``b`` the other part needs is looked up). Cheap questions come first, so a game that goes on
is usually settled in milliseconds.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_, nN_
from kitgen.games.staeda import canon
from kitgen.games.staeda.cards import TEN_RANKS, Card, deck
from kitgen.games.staeda.rational import Q as Value
from kitgen.games.staeda.rules import Rules
from kitgen.games.staeda.solver import Keys, Solver, paused_gc

MAX_CARDS = 6


@dataclass(frozen=True)
class OverResult:
    over: bool
    in_play: int  # cards still in play
    cards: tuple[str, ...]  # one set of ranks that makes the target (empty when over)
    expression: str | None
    reason: str


def in_play(kept: list[Card], target_cards: list[Card]) -> Counter[str]:
    """Rank counts still in play (``KitgenError`` if more of a card is out than a deck has)."""
    left = Counter(c.rank for c in deck())
    suited: set[Card] = set()
    for what, cards in ((N_("kept"), kept), (N_("target cards"), target_cards)):
        for card in cards:
            if card.suit:
                if card in suited:
                    raise KitgenError(
                        _("{card} is listed twice among kept and target cards", card=card)
                    )
                suited.add(card)
            left[card.rank] -= 1
            if left[card.rank] < 0:
                raise KitgenError(
                    _(
                        "{what}: too many cards of rank {rank} — kept and target cards together "
                        "can hold at most four of a rank",
                        what=_(what),
                        rank=card.rank,
                    )
                )
    return left


def _key_counts(ranks: Counter[str]) -> dict[int, int]:
    out: Counter[int] = Counter()
    for rank, n in ranks.items():
        out[Card(rank).key] += n
    return {k: n for k, n in sorted(out.items()) if n > 0}


def _multisets(counts: dict[int, int], size: int) -> Iterator[Keys]:
    keys = [k for k, n in counts.items() for _ in range(min(n, size))]
    yield from sorted(set(itertools.combinations(keys, size)))


class _Search:
    def __init__(self, target: int, counts: dict[int, int], whole: bool) -> None:
        self.t = target
        self.counts = counts
        self.solver = Solver(whole, full=4, trace=False)
        self.sets = {k: list(_multisets(counts, k)) for k in range(1, 5)}
        self.index: dict[int, dict[Value, list[Keys]]] = {}

    def fits(self, *parts: Keys) -> Keys | None:
        whole = tuple(sorted(k for part in parts for k in part))
        need = Counter(whole)
        return whole if all(need[k] <= self.counts.get(k, 0) for k in need) else None

    def build_index(self, size: int) -> Keys | None:
        """List the values of every multiset of ``size`` cards; return one making the target."""
        index: dict[Value, list[Keys]] = {}
        found = None
        for keys in self.sets[size]:
            values = self.solver.reach(keys)
            if found is None and self.t in values:
                found = keys
            for v in values:
                index.setdefault(v, []).append(keys)
        self.index[size] = index
        return found

    def through(self, y: Value, small: int, big: int, extra: Keys = ()) -> Keys | None:
        """A multiset ``A + B (+ extra)`` within the counts, ``|A| = small``, ``|B| = big``,
        whose cards make ``y`` as ``a ∘ b``."""
        index = self.index[big]
        for a in self.sets[small]:
            if not self.fits(a, extra):
                continue
            for va in self.solver.reach(a):
                for _op, _first, vb in self.solver._needs(va, y):
                    if isinstance(vb, str):  # ANY or NONZERO
                        candidates = [b for group in index.values() for b in group]
                    elif self.solver._valid(vb):
                        candidates = index.get(vb, [])
                    else:
                        continue
                    for b in candidates:
                        got = self.fits(a, b, extra)
                        if got:
                            return got
        return None

    def five_from(self, y: Value, extra: Keys) -> Keys | None:
        """Five cards (besides ``extra``) making ``y``."""
        return self.through(y, 2, 3, extra) or self.through(y, 1, 4, extra)

    def run(self) -> Keys | None:
        t = self.t
        for size in (1, 2, 3):
            found = self.build_index(size)
            if found:
                return found
        found = self.through(t, 2, 3) or self.through(t, 3, 3)  # five, six cards
        if found:
            return found
        found = self.build_index(4)
        if found:
            return found
        found = self.through(t, 1, 4) or self.through(t, 2, 4)
        if found:
            return found
        for c in self.sets[1]:  # six cards as one card and five
            for va in self.solver.reach(c):
                for _op, _first, vb in self.solver._needs(va, t):
                    if isinstance(vb, str) or not self.solver._valid(vb):  # str: ANY, NONZERO
                        continue
                    found = self.five_from(vb, c)
                    if found:
                        return found
        return None


#: The game over, by whether more cards are in play than a set holds and whether the target
#: cards were taken out.
_OVER = {
    (True, True): nN_(
        "the game is over: no set of at most {most} of the {n} card still in play (the deck "
        "minus the kept cards and the three target cards) makes {target}",
        "the game is over: no set of at most {most} of the {n} cards still in play (the deck "
        "minus the kept cards and the three target cards) makes {target}",
    ),
    (True, False): nN_(
        "the game is over: no set of at most {most} of the {n} card still in play (the deck "
        "minus the kept cards) makes {target}",
        "the game is over: no set of at most {most} of the {n} cards still in play (the deck "
        "minus the kept cards) makes {target}",
    ),
    (False, True): nN_(
        "the game is over: no set of the {n} card still in play (the deck minus the kept "
        "cards and the three target cards) makes {target}",
        "the game is over: no set of the {n} cards still in play (the deck minus the kept "
        "cards and the three target cards) makes {target}",
    ),
    (False, False): nN_(
        "the game is over: no set of the {n} card still in play (the deck minus the kept "
        "cards) makes {target}",
        "the game is over: no set of the {n} cards still in play (the deck minus the kept "
        "cards) makes {target}",
    ),
}


def over(
    target: int, kept: list[Card], target_cards: list[Card] | None, rules: Rules
) -> OverResult:
    """Is the game over for ``target``? If not, one set of cards that still makes it."""
    if target < 0:
        raise KitgenError(
            _("the target must be a whole number of zero or more, not {target}", target=target)
        )
    ranks = in_play(kept, target_cards or [])
    n = sum(ranks.values())
    search = _Search(target, _key_counts(ranks), rules.whole_numbers)
    with paused_gc():  # the search's tables are many small objects, none in a cycle
        found = search.run()
    if found is None:
        # one whole sentence for each case, a plural by the cards in play (Russian "из 21
        # карты", "из 22 карт"), never a phrase glued into another
        message = _OVER[n > MAX_CARDS, bool(target_cards)]
        said = n_(*message, n, most=MAX_CARDS, target=target)
        return OverResult(True, n, (), None, said)
    form = search.solver.build(found, target)
    names = _name_cards(found, form, ranks)
    expression = canon.show(form)
    return OverResult(
        False,
        n,
        names,
        expression,
        n_(
            "the game goes on: {cards} still make {target} as {expression} ({count} of the {n} "
            "card still in play)",
            "the game goes on: {cards} still make {target} as {expression} ({count} of the {n} "
            "cards still in play)",
            n,
            cards=" ".join(names),
            target=target,
            expression=expression,
            count=len(found),
        ),
    )


def _name_cards(keys: Keys, form: canon.Canon, ranks: Counter[str]) -> tuple[str, ...]:
    """Ranks for the cards, in the order the expression uses them (a 10 is the first of
    10, J, Q, K still in play; an ace is ``A``)."""
    left = Counter(ranks)
    names = []
    for v in canon.values(form):
        if v in (1, 11):
            rank = "A"
        elif v == 10:
            rank = next(r for r in TEN_RANKS if left[r] > 0)
        else:
            rank = str(v)
        left[rank] -= 1
        names.append(rank)
    return tuple(names)
