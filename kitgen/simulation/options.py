"""The lab's options, declared once (``kitgen lab`` and ``kitgen.lab`` are made from them).

The house rules are each game's own declarations (``kitgen.games.binary.rules.Rules``,
``kitgen.games.icecream.rules.HouseRules``, ``kitgen.games.staeda.rules.Rules``); these are
the run's. ``--versus`` is a second set of house rules (and computer players) written as
on the command line, read by :func:`versus_values` against the same declarations.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _
from kitgen.core.options import (
    Declared,
    declarations,
    names,
    panel,
    path,
    rules_file,
    switch,
    text,
    unknown_option,
    whole,
)
from kitgen.simulation.run import DEFAULT_TIME_LIMIT, MAX_JOBS, MAX_SEED, MAX_TIME_LIMIT

PANEL = N_("The run")
#: The most characters of a ``--versus`` text.
VERSUS_LENGTH = 500


@panel(PANEL)
@dataclass(frozen=True)
class LabOptions:
    """What every lab run takes: how many games, the seed, the processes, the comparison."""

    seed: int = whole(
        1,
        low=0,
        high=MAX_SEED,
        help=N_("The run's seed: the same seed gives the same figures on any machine."),
    )
    jobs: int | None = whole(
        None,
        low=1,
        high=MAX_JOBS,
        help=N_(
            "Processes to play the games in (default: every core, or this one alone for a run "
            "of a second or so). The figures do not depend on it."
        ),
    )
    versus: str | None = text(
        None,
        help=N_(
            'A second rule set to compare, written as options: --versus "--endgame '
            'standard". Each figure side by side, with whether the difference is significant.'
        ),
        metavar='"OPTIONS"',
        max_length=VERSUS_LENGTH,
    )
    plot: Path | None = path(
        None, help=N_("Draw the distributions into this PNG file (matplotlib).")
    )
    time_limit: int = whole(
        DEFAULT_TIME_LIMIT,
        low=1,
        high=MAX_TIME_LIMIT,
        unit="s",
        help=N_("Stop the run (an error, no figures) when it takes longer than this."),
    )
    rules_file: Path | None = rules_file(
        N_("TOML rules file with the house rules (flags given here override it)."), panel=""
    )


@panel(PANEL)
@dataclass(frozen=True)
class BinaryLabOptions(LabOptions):
    games: int = whole(
        100, low=1, high=20_000, help=N_("Games to play (about 2 s each on one core).")
    )
    bots: tuple[str, ...] = names(
        help=N_(
            "The computer player of each seat, in turn order: random, greedy or strong "
            "(default greedy,greedy; 2 to 4 players). Different players change seats game by "
            "game, on the same bags."
        ),
        items=4,
        metavar="LEVELS",
    )
    spec: Path | None = path(
        None, help=N_("Your own tile set spec (TOML) instead of the shipped 100 tiles.")
    )


@panel(PANEL)
@dataclass(frozen=True)
class IcecreamLabOptions(LabOptions):
    games: int = whole(
        1000,
        low=1,
        high=1_000_000,
        help=N_("Rounds to play for each mode and guesser."),
    )
    modes: tuple[str, ...] = names(
        help=N_("The modes to play (default easy,medium,hard; --mode gives one)."),
        items=3,
        metavar="MODES",
    )
    levels: tuple[str, ...] = names(
        help=N_(
            "The guessers: random (a random code that fits), first (the lowest that fits), "
            "knuth (minimax), parts (most parts), optimal (fewest guesses on average); "
            "default all five."
        ),
        items=5,
        metavar="LEVELS",
    )
    every_secret: bool = switch(
        False,
        help=N_(
            "Play every legal code of each mode once, in order, instead of --games random "
            "secrets: the totals are exact."
        ),
    )


@panel(PANEL)
@dataclass(frozen=True)
class StaedaLabOptions(LabOptions):
    games: int = whole(
        100,
        low=0,
        high=20_000,
        help=N_("Whole games to play with computer players (0: deals only)."),
    )
    deals: int = whole(
        1000,
        low=0,
        high=1_000_000,
        help=N_("Deals to look at: a target, a hand and a table from a shuffled deck."),
    )
    bots: tuple[str, ...] = names(
        help=N_(
            "The computer player of each seat: cautious, steady or greedy, with its skill "
            "after a colon — the most cards it combines, 1 to 6 (steady:4; default 6): "
            "default four steady players; 2 to 6."
        ),
        items=6,
        metavar="LEVELS",
    )


#: Options ``--versus`` may not change: they are the run's, not a rule set's.
NOT_IN_VERSUS = ("seed", "jobs", "versus", "plot", "time_limit", "games", "deals")


def versus_values(text_given: str, groups: Sequence[type], command: str) -> dict[str, Any]:
    """``'--order left --no-padding'`` -> ``{"order": "left", "padding": False}``: options
    as typed, for the declarations of ``groups`` (values still as text; they are checked
    where they are used)."""
    try:
        words = shlex.split(text_given)
    except ValueError as err:
        raise KitgenError(
            _("--versus {text} cannot be read: {problem}", text=repr(text_given), problem=err)
        ) from None
    flags: dict[str, tuple[Declared, Any]] = {}
    for group in groups:
        for d in declarations(group):
            if d.name in NOT_IN_VERSUS:
                continue
            if d.option.kind == "switch":
                flags[d.flag] = (d, True)
                off = d.option.off or "--no-" + d.flag[2:]
                flags[off] = (d, False)
            else:
                flags[d.flag] = (d, None)
            if d.option.short:
                flags[d.option.short] = flags[d.flag]
    values: dict[str, Any] = {}
    at = 0
    while at < len(words):
        word = words[at]
        flag, sep, inline = word.partition("=")
        if flag not in flags:
            raise unknown_option(word, sorted(f for f in flags if f.startswith("--")),
                                 f"{command} --versus")  # fmt: skip
        declared, on = flags[flag]
        if on is not None:
            values[declared.name] = on
            at += 1
            continue
        if sep:
            value, at = inline, at + 1
        elif at + 1 < len(words):
            value, at = words[at + 1], at + 2
        else:
            raise KitgenError(
                _('--versus: {flag} needs a value, e.g. --versus "{flag} ..."', flag=flag)
            )
        if declared.option.kind == "names":
            values[declared.name] = (*values.get(declared.name, ()), *value.split(","))
        else:
            values[declared.name] = value
    if not values:
        raise KitgenError(_('--versus names no option — e.g. --versus "--endgame standard"'))
    return values


# -- the commands' help, as ``kitgen lab --help`` shows it (translated there) -------------
LAB_HELP = N_(
    "Measure what a house rule does before the family argues about it: the computer "
    "plays the game against itself and reports the figures with 95 % intervals.\n\n"
    "The same --seed gives the same figures on any machine; --versus compares a second "
    "rule set and says which differences are significant; --plot draws them."
)
BINARY_HELP = N_(
    "Binary games played by the computer: first player's win rate, scores, moves.\n\n"
    "Games from a shuffled bag of the tile set, racks refilled, the rules page's end;"
    " also passes, bingos and blocked games (nobody can move), per seat and per "
    "computer player."
)
ICECREAM_HELP = N_(
    "Ice cream rounds against random secrets: points, rounds cracked, guesses.\n\n"
    "For each mode (easy, medium, hard, or --mode) and guesser (random, first, "
    "knuth)."
)
STAEDA_HELP = N_(
    "Stæða deals and games: how often the target can be made, and when a game "
    "ends.\n\n"
    "Deals: a target and a hand and table; with how many cards the target is made. "
    "Games: four computer players (--bots) to the rules page's end."
)
