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

from kitgen.core.helptexts import filled
from kitgen.core.messages import N_
from kitgen.core.options import choice, names, path, switch, text, whole
from kitgen.games.icecream import flavours
from kitgen.games.icecream.rules import MAX_ROWS, MODES

#: The most rounds a match may agree on.
MAX_ROUNDS = 100


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
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

    played: tuple[str, ...] = names(
        help=N_(
            "A row played on the board, GUESS=FEEDBACK (1234=2,1; easy: 1234=2100). Repeat "
            "in order."
        ),
        items=MAX_ROWS,
        metavar="GUESS=FEEDBACK",
    )
    secret: str | None = text(
        None, help=N_("The hidden code, if it is known."), short="-s", metavar="CODE", **_CODE
    )
    not_cracked: bool = switch(False, help=N_("The code was not cracked in the rows."))


#: Both the rows played and their old spelling given (``--row``, the web API's ``row``).
OLD_ROWS = N_("give the rows played with --played only — --row is its old name")


@dataclass(frozen=True)
class BotSecretArgument:
    """The code ``kitgen code bot`` guesses."""

    secret: str | None = text(
        None,
        help=N_("The code the computer guesses (default: one drawn from --seed)."),
        metavar="[SECRET]",
        what=N_("secret code"),
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


# -- the commands' help, as ``kitgen code --help`` shows it (translated there) ------------
CODE_HELP = filled(
    N_(
        "Ice cream code referee and solver: feedback, code checks, board audits, hints, "
        "scores, matches.\n\nCodes are flavour numbers run together (1234) or names/colours "
        "separated by commas (strawberry,pink,chocolate,vanilla). Flavours: {flavours}."
        "\n\nFeedback is B,b (brown, beige counts) in medium and hard mode, one digit per "
        "spot in easy mode (2 brown, 1 beige, 0 empty: 2100). Exit 0: the claim holds; "
        "1: it does not; 2: input that cannot be read."
    ),
    flavours=flavours.spoken_list(),
)
MATCH_GROUP_HELP = N_(
    "A match file: players, mode, rounds agreed, the setter changing every round, "
    "standings. kitgen code match new|round|show FILE."
)
FEEDBACK_HELP = N_("""The pegs the setter owes for GUESS when the code is SECRET.

Exit 0 with the pegs, 1 when SECRET is not a legal hidden code, 2 unreadable input.""")
VALIDATE_HELP = N_(
    "Is CODE a legal hidden code (flavours in play, length, repeats)? Exit 1 if not."
)
AUDIT_HELP = N_(
    "Check the feedback on a board: against the secret, or whether any code still fits."
)
HINT_HELP = N_("The next guess that leaves the fewest codes in the worst case (Knuth's minimax).")
SCORE_HELP = N_(
    "Points for a round: rows in play minus the guess that cracked it, 0 if not cracked."
)
STRATEGY_HELP = N_("Play the hint strategy against every code: worst case and average guesses.")
BOT_HELP = N_(
    "The computer plays a round: it guesses SECRET row by row (--level random, first, "
    "knuth, parts or optimal), or with --setter hides a code and answers your --guess rows.\n\n"
    "Exit 0 when the code is cracked within the rows in play, 1 when not (yet), 2 "
    "unreadable input."
)
ROUND_HELP = N_("""Record the next round's result: the guesser cracked the code on guess N, or not.

Exit 0 the round is recorded, 1 it is refused (not that guesser's turn), 2 bad input.""")
MATCH_SHOW_HELP = N_("Standings, the rounds so far, and who sets next.")


@dataclass(frozen=True)
class PuzzleMode:
    """``kitgen puzzles code --mode``: the mode its boards are played in (its kind of
    puzzle's ``options`` in the record)."""

    mode: str = choice(
        "hard",
        tuple(MODES),
        what="mode",
        help=N_("The ice cream mode of code puzzles: easy, medium or hard."),
        metavar="MODE",
    )
