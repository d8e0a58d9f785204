"""The number options of ``kitgen code`` besides the house rules, declared once
(``kitgen.core.options``): the guess that cracked a code, the rounds a match agrees on.

The house rules are :class:`kitgen.games.icecream.rules.HouseRules`. The limits here are
the widest any rules allow; the rules in force narrow them (a guess number is checked
against the rows in play by :func:`kitgen.games.icecream.scoring.round_points`).
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_
from kitgen.core.options import whole
from kitgen.games.icecream.rules import MAX_ROWS

#: The most rounds a match may agree on.
MAX_ROUNDS = 100


@dataclass(frozen=True)
class CrackedOption:
    """``--cracked-on N`` of ``kitgen code score`` and ``kitgen code match round``."""

    cracked_on: int | None = whole(
        None,
        low=1,
        high=MAX_ROWS,
        metavar="N",
        give=N_("a guess number from {low} to {high} (the most rows in play), or --not-cracked"),
        help=N_("The guess number that cracked the code."),
    )


@dataclass(frozen=True)
class MatchOptions:
    """``--rounds N`` of ``kitgen code match new``."""

    rounds: int = whole(
        5,
        low=1,
        high=MAX_ROUNDS,
        metavar="N",
        give=N_("{low} to {high} rounds (5 or 10 suggested)"),
        help=N_("Rounds agreed (5 or 10 suggested)."),
    )
