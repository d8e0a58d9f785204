"""``kitgen staeda`` — the Stæða referee: targets, claims, solver, rounds, end of game.

Each command parses, calls :mod:`kitgen.api.staeda` and prints its answer. The options come
from their declarations (``kitgen.games.staeda.options``, the house rules
``kitgen.games.staeda.rules.Rules``), which the library checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.cli.declared import answering, given
from kitgen.core.messages import N_
from kitgen.games.staeda.bot_options import BotOptions
from kitgen.games.staeda.options import (
    DealOptions,
    OverOptions,
    RoundOptions,
    StaedaArguments,
    TargetsOptions,
)
from kitgen.games.staeda.rules import Rules, RulesFile

app = typer.Typer(
    help=(
        N_(
            "Referee Stæða, the card game of building a target number from cards with + − × ÷.\n\n"
            "Cards: ranks 2-10, T, J, Q, K, A, suits optional (KH, 10s, A♥), separated by commas "
            "or spaces. Exit 0 when the claim holds, 1 when it does not, 2 for input that cannot "
            "be read."
        )
    ),
    no_args_is_help=True,
    add_completion=False,
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
    "In play: the deck minus --kept, minus --target-cards when given (when not given the "
    "three target cards count as in play, so a game is never ended early). Exit 0 when "
    "the game is over, 1 when it goes on (with a set of cards that still makes it)."
)
BOT_HELP = N_(
    'The computer\'s turn: which swap it makes and whether it says "stæða".\n\n'
    "cautious calls with a stæða from its own hand, steady with one using at most one "
    "table card, greedy with any; each calls anyway after some turns (--waited). With "
    "--last (another player has called) it may knock instead of swapping. Exit 0 when it "
    "calls, 1 when it does not."
)

RoundFile = Annotated[
    Path | None,
    typer.Argument(help=N_("A round file (.toml or .json)."), dir_okay=False, metavar="[FILE]"),
]
#: The house rules of every command, and their file.
RULES = (RulesFile, Rules)
API = "kitgen.api.staeda"

app.command("targets", help=TARGETS_HELP)(
    answering(
        f"{API}:targets", TargetsOptions, *RULES, own=given(StaedaArguments, "cards", required=True)
    )
)
app.command("check", help=CHECK_HELP)(
    answering(
        f"{API}:check",
        DealOptions,
        *RULES,
        own=given(StaedaArguments, "expression", required=True),
        required=("target", "hand", "table"),
    )
)
app.command("solve", help=SOLVE_HELP)(
    answering(f"{API}:solve", DealOptions, *RULES, required=("target", "hand"))
)
app.command("round", help=ROUND_HELP)(
    answering(f"{API}:round", RoundOptions, *RULES, own={"file": (RoundFile, None)})
)
app.command("over", help=OVER_HELP)(
    answering(f"{API}:over", OverOptions, *RULES, required=("target",))
)
app.command("bot", help=BOT_HELP)(
    answering(f"{API}:bot", DealOptions, BotOptions, *RULES, required=("target", "hand", "table"))
)
