"""A computer player for Stæða: which swap to make, and when to say "stæða".

On its turn a player swaps one hand card with one table card, or all three (the rules
page), then may call. What a hand can claim at the show-down is worked out by the solver:
the stæða with the most cards (so the most operations and the most points), else the value
nearest the target. The table is shared — after a call every other player has one more turn
and may take a table card the caller counted on — so the levels differ in what they trust:

- ``cautious``: calls only with a stæða from its own hand (nobody can take it away);
- ``steady``: calls with a stæða that needs at most one table card;
- ``greedy``: calls as soon as its hand and the table make the target.

Each prefers the swap that gives it what it trusts, then any stæða with the most cards, then
the nearest value. Patience: after :data:`PATIENCE` turns of its own without what it trusts
a player calls with any stæða, and after twice that with whatever comes nearest (the rules
let a player call without a stæða; the nearest claim can still win the round). On its last
turn after another's call a player swaps only when that gives it a better claim, else knocks.

A player's **skill** models a person at the table: the most cards (and so operations) they
combine in their head within a turn, 1 to 6. A player of skill 4 sees only the stæður of at
most four cards, claims the best of those, and calls on them; skill 6 (the default) sees
everything, as the solver does. Between two players of skill 6 nearly every round ends in a
tie (both claim a six-card stæða); with people of different skill the more skilled one
finds more — which the house rules' tie-breaks then reward or not (``kitgen lab staeda``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from kitgen.core.errors import KitgenError, cited, one_of
from kitgen.core.messages import _
from kitgen.games.staeda import canon
from kitgen.games.staeda import rational as rq
from kitgen.games.staeda.bot_options import DEFAULT_LEVEL, LEVELS, BotOptions
from kitgen.games.staeda.cards import Card
from kitgen.games.staeda.solver import Keys, Solver, find_best, find_closest, paused_gc, subsets

__all__ = ["DEFAULT_LEVEL", "LEVELS", "BotOptions", "Decision", "Player", "Reach", "Seat"]
#: The most cards a player can combine (a hand and the table).
MAX_SKILL = 6
#: Own turns a level waits for what it trusts before calling with any stæða.
PATIENCE = {"cautious": 6, "steady": 4, "greedy": 2}
#: Table cards a level's trusted stæða may use.
TRUSTED_TABLE_CARDS = {"cautious": 0, "steady": 1, "greedy": 3}


def check_level(level: str) -> str:
    return one_of("level", level, LEVELS)


@dataclass(frozen=True)
class Seat:
    """A computer player in the lab: its level and its skill (``steady:4``)."""

    level: str
    skill: int = MAX_SKILL


def parse_seat(text: str) -> Seat:
    """``steady`` or ``steady:4`` (the level, then the most cards it combines, 1 to 6)."""
    level, colon, skill = text.partition(":")
    check_level(level)
    if not colon:
        return Seat(level)
    if not (skill.isascii() and skill.isdigit() and 1 <= int(skill) <= MAX_SKILL):
        raise KitgenError(
            _(
                "{seat}: the skill after the colon is the most cards the player combines, a "
                "whole number from 1 to {most} — e.g. steady:4",
                seat=cited(text),
                most=MAX_SKILL,
            )
        )
    return Seat(level, int(skill))


@dataclass(frozen=True)
class Reach:
    """What a hand and a table can claim: the cards of the best stæða (0: none), of the best
    one the level trusts, and how far the nearest claim is from the target (0: a stæða)."""

    cards: int
    trusted: int
    distance: Fraction

    def key(self) -> tuple[int, int, Fraction]:
        return (self.trusted, self.cards, -self.distance)


@dataclass(frozen=True)
class Decision:
    """A turn: the swap (``(hand spot, table spot)``, ``"all"`` for all three, ``None`` to
    knock), the hand and table after it, and whether the player calls."""

    swap: tuple[int, int] | str | None
    hand: tuple[Card, ...]
    table: tuple[Card, ...]
    call: bool
    reach: Reach


class Player:
    """The bot's judgement for one target under one rule set (a solver kept across calls:
    its tables are by card values, shared by every hand)."""

    def __init__(
        self, target: int, whole: bool, solver: Solver | None = None, skill: int = MAX_SKILL
    ) -> None:
        self.target = target
        self.solver = solver or Solver(whole)
        self.skill = skill

    def seen(self, keys: Keys) -> list[Keys]:
        """The sets of cards among ``keys`` the player combines (at most ``skill``), most
        cards first."""
        return [k for k in subsets(keys) if len(k) <= self.skill]

    def most_cards(self, keys: Keys) -> int:
        """The cards of the stæða with the most cards among ``keys`` (0: none)."""
        if not keys:
            return 0
        with paused_gc():
            found = find_best(self.solver, self.seen(keys), self.target)
        return len(found) if found is not None else 0

    def distance(self, keys: Keys) -> Fraction:
        with paused_gc():
            _at, value = find_closest(self.solver, self.seen(keys), self.target)
        return abs(Fraction(rq.to_number(value)) - self.target)

    def reach(self, hand: Sequence[Card], table: Sequence[Card], level: str) -> Reach:
        h = tuple(sorted(c.key for c in hand))
        every = tuple(sorted(h + tuple(c.key for c in table)))
        cards = self.most_cards(every)
        allowed = TRUSTED_TABLE_CARDS[level]
        if allowed >= len(table):
            trusted = cards
        elif allowed == 0:
            trusted = self.most_cards(h)
        else:  # one table card
            trusted = max(
                [self.most_cards(h), *(self.most_cards(tuple(sorted((*h, c.key)))) for c in table)]
            )
        distance = Fraction(0) if cards else self.distance(every)
        return Reach(cards, trusted, distance)

    def turn(
        self,
        hand: Sequence[Card],
        table: Sequence[Card],
        level: str,
        waited: int = 0,
        last: bool = False,
    ) -> Decision:
        """The swap to make (on a ``last`` turn after another's call, or a knock) and, unless
        ``last``, whether to call; ``waited``: own turns played so far this round."""
        check_level(level)
        held, shown = tuple(hand), tuple(table)
        options: list[tuple[tuple[int, int] | str | None, tuple[Card, ...], tuple[Card, ...]]]
        options = [(None, held, shown)] if last else []
        for i in range(len(held)):
            for j in range(len(shown)):
                mine, theirs = list(held), list(shown)
                mine[i], theirs[j] = shown[j], held[i]
                options.append(((i, j), tuple(mine), tuple(theirs)))
        if len(held) == len(shown):
            options.append(("all", shown, held))
        best = None
        for option in options:
            reach = self.reach(option[1], option[2], level)
            if best is None or reach.key() > best[0].key():
                best = (reach, option)
        assert best is not None
        reach, (swap, after_hand, after_table) = best
        patience = PATIENCE[level]
        call = not last and (
            reach.trusted > 0
            or (reach.cards > 0 and waited + 1 >= patience)
            or waited + 1 >= 2 * patience
        )
        return Decision(swap, after_hand, after_table, call, reach)

    def claim(self, hand: Sequence[Card], table: Sequence[Card]) -> str:
        """The expression to claim at the show-down: the stæða with the most cards, or the
        value nearest the target."""
        keys = tuple(sorted(c.key for c in (*hand, *table)))
        with paused_gc():
            subs = self.seen(keys)
            found = find_best(self.solver, subs, self.target)
            if found is not None:
                return canon.show(self.solver.build(found, self.target))
            at, value = find_closest(self.solver, subs, self.target)
            return canon.show(self.solver.build(at, value))
