"""The number options of ``kitgen code`` besides the house rules, declared once
(``kitgen.core.options``): the guess that cracked a code, the rounds a match agrees on.

The house rules are :class:`kitgen.games.icecream.rules.HouseRules`. The limits here are
the widest any rules allow; the rules in force narrow them (a guess number is checked
against the rows in play by :func:`kitgen.games.icecream.scoring.round_points`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.messages import N_
from kitgen.core.options import names, path, switch, text, whole
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


#: A code, given by position or with ``--secret``: completed by flavour name.
_CODE: dict[str, Any] = {"complete": "flavour_names", "max_length": 200}


@dataclass(frozen=True)
class CodeArguments:
    """The codes the ``kitgen code`` commands are asked about, given by position."""

    secret: str | None = text(
        None, help=N_("The hidden code, e.g. 1234."), metavar="SECRET", argument=True, **_CODE
    )
    guess: str | None = text(
        None, help=N_("The guess, e.g. 2211."), metavar="GUESS", argument=True, **_CODE
    )
    code: str | None = text(
        None,
        help=N_("The code to check, e.g. 1233 or red,pink,brown."),
        metavar="CODE",
        argument=True,
        **_CODE,
    )


@dataclass(frozen=True)
class BoardOptions:
    """The board of ``kitgen code audit`` and ``hint``, the secret if it is known, and
    whether the code was cracked (``score``, ``match round``)."""

    row: tuple[str, ...] = names(
        help=N_("A row of the board, GUESS=FEEDBACK (1234=2,1; easy: 1234=2100). Repeat in order."),
        items=MAX_ROWS,
        short="-r",
        metavar="GUESS=FEEDBACK",
    )
    secret: str | None = text(
        None, help=N_("The hidden code, if it is known."), short="-s", metavar="CODE", **_CODE
    )
    not_cracked: bool = switch(False, help=N_("The code was not cracked in the rows."))


@dataclass(frozen=True)
class BotSecretArgument:
    """The code ``kitgen code bot`` guesses."""

    secret: str | None = text(
        None,
        help=N_("The code the computer guesses (default: one drawn from --seed)."),
        metavar="[SECRET]",
        argument=True,
        **_CODE,
    )


@dataclass(frozen=True)
class MatchFileOptions:
    """The match file of ``kitgen code match``, and who sets first or guessed."""

    file: Path | None = path(None, help=N_("The match file (JSON)."), argument=True)
    first_setter: str | None = text(
        None, help=N_("Who sets first (whoever ate ice cream last)."), metavar="NAME"
    )
    guesser: str | None = text(
        None, help=N_("Who guessed, to check it was their turn (optional)."), metavar="NAME"
    )
