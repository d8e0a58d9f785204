"""Targets: what three cards allow with exactly one addition and one multiplication."""

from __future__ import annotations

import itertools

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.games.staeda.cards import Card, format_cards


def targets(cards: list[Card]) -> dict[int, str]:
    """Every target the three cards allow, each with one way to make it.

    The forms are ``(a+b)×c`` and ``a×b+c`` for every ordering of the cards, each ace as 1 or
    11. The way kept for a target is the first found, trying the cards in the order given.
    """
    if len(cards) != 3:
        raise KitgenError(
            _(
                "a target is made from exactly three cards, got {count} — e.g. 'targets 3 4 5'",
                count=len(cards),
            )
        )
    ways: dict[int, str] = {}
    for a, b, c in itertools.permutations(cards):
        for x, y, z in itertools.product(a.values, b.values, c.values):
            ways.setdefault((x + y) * z, f"({x}+{y})×{z}")
            ways.setdefault(x * y + z, f"{x}×{y}+{z}")
    return dict(sorted(ways.items()))


def declared(cards: list[Card], target: int) -> tuple[bool, str]:
    """Is ``target`` one the dealer could make from ``cards``? With the reason."""
    ways = targets(cards)
    if target in ways:
        return True, _(
            "{target} is allowed: {way} = {target} from {cards}",
            target=target,
            way=ways[target],
            cards=format_cards(cards),
        )
    allowed = ", ".join(str(t) for t in ways)
    return False, (
        _(
            "{target} is not allowed from {cards}: with one addition and one multiplication "
            "these cards make only {allowed}",
            target=target,
            cards=format_cards(cards),
            allowed=allowed,
        )
    )
