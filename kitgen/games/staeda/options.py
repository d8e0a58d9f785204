"""The options of the Stæða referee, declared once (``kitgen.core.options``).

One small dataclass per command family: the ``kitgen staeda`` options are generated from
these fields, and ``kitgen.staeda`` checks its keyword arguments against them, so both
refuse the same input with the same message. The house rules are
:class:`kitgen.games.staeda.rules.Rules`.

Cards are a text (``"3 A K"``, ``"3,A,K"``); how many a hand or the table may hold is checked
when they are read (:func:`kitgen.games.staeda.cards.parse_cards`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.core.messages import N_
from kitgen.core.options import names, text, whole

#: Every target three cards allow lies from 2 ((A+A)×A) to 242 ((A+A)×A with aces as 11).
LOWEST_TARGET = 2
HIGHEST_TARGET = 242

#: The longest card list read (the deck is 52 cards, ``10♥`` is the longest card).
CARDS_CHARS = 1000
#: The most players a round takes (far more than a deck deals three cards to).
MOST_PLAYERS = 100

_CARDS: dict[str, Any] = {"metavar": "CARDS", "complete": "card_ranks", "max_length": CARDS_CHARS}


def _table() -> Any:
    return text(None, help=N_("The cards on the table, at most three, e.g. '7 4 A'."), **_CARDS)


@dataclass(frozen=True)
class TargetOption:
    """The game's target, which every command but ``targets`` is asked about."""

    target: int | None = whole(
        None,
        low=LOWEST_TARGET,
        high=HIGHEST_TARGET,
        help=N_("The game's target number (2 to 242, what three cards can make)."),
    )


@dataclass(frozen=True)
class TargetsOptions:
    """``kitgen staeda targets``."""

    is_: int | None = whole(
        None,
        low=-999_999,  # any whole number may be asked about (most are not allowed)
        high=999_999,
        flag="--is",
        help=N_("Check that this declared target is allowed."),
    )


@dataclass(frozen=True)
class DealOptions(TargetOption):
    """``kitgen staeda check`` and ``solve``: a hand and the table."""

    hand: str | None = text(
        None, help=N_("The player's hand, at most three cards, e.g. '3 5 KH'."), **_CARDS
    )
    table: str | None = _table()


@dataclass(frozen=True)
class RoundOptions(TargetOption):
    """``kitgen staeda round``: every player's hand and claim (flags add to a round file)."""

    table: str | None = _table()
    hand: tuple[str, ...] = names(
        help=N_("A hand of at most three cards: 'Ann=3 A K' (repeat)."),
        items=MOST_PLAYERS,
        metavar="NAME=CARDS",
        max_length=CARDS_CHARS,
    )
    claim: tuple[str, ...] = names(
        help=N_("A claim: 'Ann: (3+5)×(7−4)' (repeat)."),
        items=MOST_PLAYERS,
        metavar="NAME:EXPR",
        max_length=CARDS_CHARS,
    )
    points: tuple[str, ...] = names(
        help=N_("Points so far: 'Ann=2' (repeat)."), items=MOST_PLAYERS, metavar="NAME=N"
    )


@dataclass(frozen=True)
class OverOptions(TargetOption):
    """``kitgen staeda over``: the cards out of play."""

    kept: str | None = text(None, help=N_("Every card kept as points so far."), **_CARDS)
    target_cards: str | None = text(
        None,
        help=N_(
            "The three cards the target was made from (set aside). If not given they count "
            "as still in play, so a game is never ended early."
        ),
        **_CARDS,
    )
