"""``kitgen lab`` — the house-rule lab: each game played against itself by the computer.

Thin: the run's options and the game's house rules are generated from their declarations
(``kitgen.lab.options``, each game's rules); the library plays and counts
(``kitgen/api/lab.py``); a progress bar goes to stderr on runs over a second.
"""

from __future__ import annotations

from typing import Any

import typer

from kitgen.api import lab as api
from kitgen.cli import answer
from kitgen.cli.declared import declared
from kitgen.cli.progress import ProgressBar
from kitgen.core.messages import N_
from kitgen.games.binary.rules import Rules as BinaryRules
from kitgen.games.icecream.rules import HouseRules
from kitgen.games.staeda.rules import Rules as StaedaRules
from kitgen.lab.options import BinaryLabOptions, IcecreamLabOptions, StaedaLabOptions

app = typer.Typer(
    help=N_(
        "Measure what a house rule does before the family argues about it: the computer "
        "plays the game against itself and reports the figures with 95 % intervals.\n\n"
        "The same --seed gives the same figures on any machine; --versus compares a second "
        "rule set and says which differences are significant; --plot draws them."
    ),
    no_args_is_help=True,
    add_completion=False,
)


BINARY_HELP = N_(
    "Binary games played by the computer: first player's win rate, scores, moves.\n\n"
    "Games from a shuffled bag of the tile set, racks refilled, the rules page's end;"
    " also passes, bingos and blocked games (nobody can move), per seat and per "
    "computer player."
)


@app.command(help=BINARY_HELP)
@declared(BinaryLabOptions, BinaryRules)
def binary(as_json: answer.JsonOpt = False, **options: Any) -> None:
    answer.show(api.binary(progress=ProgressBar("games"), **options), as_json)


ICECREAM_HELP = N_(
    "Ice cream rounds against random secrets: points, rounds cracked, guesses.\n\n"
    "For each mode (easy, medium, hard, or --mode) and guesser (random, first, "
    "knuth)."
)


@app.command(help=ICECREAM_HELP)
@declared(IcecreamLabOptions, HouseRules)
def icecream(as_json: answer.JsonOpt = False, **options: Any) -> None:
    answer.show(api.icecream(progress=ProgressBar("rounds"), **options), as_json)


STAEDA_HELP = N_(
    "Stæða deals and games: how often the target can be made, and when a game "
    "ends.\n\n"
    "Deals: a target and a hand and table; with how many cards the target is made. "
    "Games: four computer players (--bots) to the rules page's end."
)


@app.command(help=STAEDA_HELP)
@declared(StaedaLabOptions, StaedaRules)
def staeda(as_json: answer.JsonOpt = False, **options: Any) -> None:
    answer.show(api.staeda(progress=ProgressBar("deals and games"), **options), as_json)
