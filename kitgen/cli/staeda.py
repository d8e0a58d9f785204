"""``kitgen staeda`` — the Stæða referee: targets, claims, solver, rounds, end of game.

Each command parses, calls :mod:`kitgen.api.staeda` and prints its answer. The options come
from their declarations (``kitgen.games.staeda.options``, the house rules
``kitgen.games.staeda.rules.Rules``), which the library checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.cli import answer, complete
from kitgen.cli.declared import declared
from kitgen.cli.paths import file_name
from kitgen.core.messages import N_
from kitgen.core.options import declarations
from kitgen.games.staeda.bot_options import BotOptions
from kitgen.games.staeda.options import DealOptions, OverOptions, RoundOptions, TargetsOptions
from kitgen.games.staeda.rules import PANEL, Rules

app = typer.Typer(
    help=N_(
        "Referee Stæða, the card game of building a target number from cards with + − × ÷.\n\n"
        "Cards: ranks 2-10, T, J, Q, K, A, suits optional (KH, 10s, A♥), separated by commas "
        "or spaces. Exit 0 when the claim holds, 1 when it does not, 2 for input that cannot "
        "be read."
    ),
    no_args_is_help=True,
    add_completion=False,
)

RULES = typer.Option(
    None,
    "--rules",
    help=N_(
        "TOML rules file with the house rules (flags given here override it): whole_numbers = true."
    ),
    dir_okay=False,
    metavar="FILE",
    show_default=False,
    parser=file_name,
    rich_help_panel=PANEL,
)
#: The house rule as a plain option, for ``kitgen cards staeda`` (its words: the declaration).
WHOLE = typer.Option(
    None,
    "--whole-numbers/--fractions",
    help=declarations(Rules)[0].option.help,
    rich_help_panel=PANEL,
)


@app.command(
    help=N_(
        "Every target three cards allow: (a+b)×c or a×b+c, each ace as 1 or 11.\n\n"
        "With --is N: exit 0 if N is allowed, 1 (with the reason) if not. The whole-numbers "
        "switch does not change targets (they only add and multiply)."
    )
)
@declared(TargetsOptions, Rules)
def targets(
    cards: Annotated[
        list[str],
        typer.Argument(
            help=N_("The three target cards, e.g. 3 4 5 or A,2,3."),
            metavar="CARDS",
            show_default=False,
            autocompletion=complete.card_ranks,
        ),
    ],
    json_out: answer.JsonOpt = False,
    rules_file: Path | None = RULES,
    **options: Any,
) -> None:
    from kitgen.api.staeda import targets as allowed

    answer.show(allowed(cards, rules_file=rules_file, **options), json_out)


@app.command(
    help=N_(
        "Is a claim a stæða: right value, only cards in hand or on the table, none twice.\n\n"
        "A number names a card of that value (10 = a 10, J, Q or K; 1 or 11 = an ace); a "
        "letter names its card (J, Q, K, T = a ten, A = an ace counted 1 or 11, whichever "
        "makes the claim work). Exit 0 if it is a stæða, 1 if not."
    )
)
@declared(
    DealOptions,
    Rules,
    required=(
        "target",
        "hand",
        "table",
    ),
)
def check(
    expression: Annotated[
        str, typer.Argument(help=N_("The claimed stæða, e.g. '(3 + 5) × (7 − 4)'."), metavar="EXPR")
    ],
    json_out: answer.JsonOpt = False,
    rules_file: Path | None = RULES,
    **options: Any,
) -> None:
    from kitgen.api.staeda import check as judge

    answer.show(judge(expression, rules_file=rules_file, **options), json_out)


@app.command(
    help=N_(
        "Is there a stæða? The best (most operations), how many, or else the nearest value."
        "\n\nDistinct stæður are counted over any of the cards; two are the same when they "
        "differ only in the order of terms or factors, their grouping, or how − and ÷ nest "
        "(a − (b − c) = a − b + c; a ÷ (b ÷ c) = a × c ÷ b). Exit 0 if there is a stæða, "
        "1 if not."
    )
)
@declared(
    DealOptions,
    Rules,
    required=(
        "target",
        "hand",
    ),
)
def solve(
    json_out: answer.JsonOpt = False, rules_file: Path | None = RULES, **options: Any
) -> None:
    from kitgen.api.staeda import solve as find

    answer.show(find(rules_file=rules_file, **options), json_out)


@app.command(
    help=N_(
        "Who wins a round: judge every claim and apply the round rules.\n\n"
        "An exact stæða beats the closest; then more operations; then fewer points so far; "
        "then all tied players score. A winner scores one point per card used. Exit 0 when "
        "someone wins, 1 if nobody does.\n\n"
        "Round file (TOML, or JSON with the same keys; flags add to or override it):\n\n"
        'target = 24 · table = "7 2 5" · whole_numbers = false (optional) · then one table '
        'per player: \\[players.Ann] hand = "3 A K", points = 2 (so far, default 0), '
        'claim = "K*2+A+3" (leave out if no claim).'
    )
)
@declared(RoundOptions, Rules)
def round(
    file: Annotated[
        Path | None,
        typer.Argument(help=N_("A round file (.toml or .json)."), dir_okay=False, metavar="[FILE]"),
    ] = None,
    json_out: answer.JsonOpt = False,
    rules_file: Path | None = RULES,
    **options: Any,
) -> None:
    from kitgen.api.staeda import round as judge_round

    answer.show(judge_round(file, rules_file=rules_file, **options), json_out)


@app.command(
    help=N_(
        "Is the game over: can no set of at most six cards still in play make the target?\n\n"
        "In play: the deck minus --kept, minus --target-cards when given (when not given the "
        "three target cards count as in play, so a game is never ended early). Exit 0 when "
        "the game is over, 1 when it goes on (with a set of cards that still makes it)."
    )
)
@declared(OverOptions, Rules, required=("target",))
def over(json_out: answer.JsonOpt = False, rules_file: Path | None = RULES, **options: Any) -> None:
    from kitgen.api.staeda import over as is_over

    answer.show(is_over(rules_file=rules_file, **options), json_out)


@app.command(
    help=N_(
        'The computer\'s turn: which swap it makes and whether it says "stæða".\n\n'
        "cautious calls with a stæða from its own hand, steady with one using at most one "
        "table card, greedy with any; each calls anyway after some turns (--waited). With "
        "--last (another player has called) it may knock instead of swapping. Exit 0 when it "
        "calls, 1 when it does not."
    )
)
@declared(DealOptions, BotOptions, Rules, required=("target", "hand", "table"))
def bot(json_out: answer.JsonOpt = False, rules_file: Path | None = RULES, **options: Any) -> None:
    from kitgen.api.staeda import bot as turn

    answer.show(turn(rules_file=rules_file, **options), json_out)
