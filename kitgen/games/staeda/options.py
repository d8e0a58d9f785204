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
            "The three cards the target was made from, to ask before the first round: they "
            "are set aside for that round only, then shuffled back. Not given: in play."
        ),
        **_CARDS,
    )


@dataclass(frozen=True)
class StaedaArguments:
    """What ``kitgen staeda targets`` and ``check`` are asked about, given by position."""

    cards: tuple[str, ...] = names(
        help=N_("The three target cards, e.g. 3 4 5 or A,2,3."),
        items=3,
        argument=True,
        **_CARDS,
    )
    expression: str | None = text(
        None,
        help=N_("The claimed stæða, e.g. '(3 + 5) × (7 − 4)'."),
        metavar="EXPR",
        argument=True,
        max_length=CARDS_CHARS,
    )


# -- the commands' help, as ``kitgen staeda --help`` shows it (translated there) ----------
STAEDA_HELP = N_(
    "Referee Stæða, the card game of building a target number from cards with + − × ÷.\n\n"
    "Cards: ranks 2–10, T, J, Q, K, A, suits optional (KH, 10s, A♥), separated by commas "
    "or spaces. Exit 0 when the claim holds, 1 when it does not, 2 for input that cannot "
    "be read."
)
TARGETS_HELP = N_(
    "Every target three cards allow: (a+b)×c or a×b+c, each ace as 1 or 11.\n\n"
    "With --is N: exit 0 if N is allowed, 1 (with the reason) if not. The whole-numbers "
    "switch does not change targets (they only add and multiply)."
)
CHECK_HELP = N_(
    "Is a claim a stæða: right value, only cards in hand or on the table, none twice.\n\n"
    "A number names a card of that value (10 = a 10, J, Q or K; 1 or 11 = an ace); a "
    "letter names its card (J, Q, K, T = a ten, A = an ace counted 1 or 11, whichever "
    "makes the claim work). Exit 0 if it is a stæða, 1 if not."
)
SOLVE_HELP = N_(
    "Is there a stæða? The best (most operations), how many, or else the nearest value."
    "\n\nDistinct stæður are counted over any of the cards; two are the same when they "
    "differ only in the order of terms or factors, their grouping, or how − and ÷ nest "
    "(a − (b − c) = a − b + c; a ÷ (b ÷ c) = a × c ÷ b). Exit 0 if there is a stæða, "
    "1 if not."
)
ROUND_HELP = N_(
    "Who wins a round: judge every claim and apply the round rules.\n\n"
    "An exact stæða beats the closest; then more operations; then fewer points so far; "
    "then all tied players score. A winner scores one point per card used. Exit 0 when "
    "someone wins, 1 if nobody does.\n\n"
    "Round file (TOML, or JSON with the same keys; flags add to or override it):\n\n"
    'target = 24 · table = "7 2 5" · whole_numbers = false (optional) · then one table '
    'per player: \\[players.Ann] hand = "3 A K", points = 2 (so far, default 0), '
    'claim = "K*2+A+3" (leave out if no claim).'
)
OVER_HELP = N_(
    "Is the game over: can no set of at most six cards still in play make the target?\n\n"
    "In play: the deck minus --kept. The three target cards are set aside for the first "
    "round only, then shuffled back with every card not kept as points: --target-cards "
    "takes them out, to ask before the first round. Exit 0 when the game is over, 1 when "
    "it goes on (with a set of cards that still makes it)."
)
BOT_HELP = N_(
    'The computer\'s turn: which swap it makes and whether it says "stæða".\n\n'
    "cautious calls with a stæða from its own hand, steady with one using at most one "
    "table card, greedy with any; each calls anyway after some turns (--waited). With "
    "--last (another player has called) it may knock instead of swapping. Exit 0 when it "
    "calls, 1 when it does not."
)
