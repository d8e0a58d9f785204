"""The lab's options, declared once (``kitgen lab`` and ``kitgen.lab`` are made from them).

The house rules are each game's own declarations (its ``Rules``); these are what every
run takes (each game's lab adds its own, beside its lab function: ``kitgen.api.*_lab``).
``--versus`` is a second set of house rules (and computer players) written as on the command
line, read by :func:`versus_values` against the same declarations.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _
from kitgen.core.options import (
    Declared,
    declarations,
    names,
    panel,
    path,
    rules_file,
    seed,
    text,
    unknown_option,
    whole,
)
from kitgen.simulation.run import DEFAULT_TIME_LIMIT, MAX_JOBS, MAX_TIME_LIMIT

PANEL = N_("The run")
#: The most characters of a ``--versus`` text.
VERSUS_LENGTH = 500


def players(*, help: str, items: int) -> Any:
    """A game's computer players in a lab run (``--bots greedy,strong``): at most ``items``
    levels, each named in ``help``."""
    return names(help=help, items=items, metavar="LEVELS")


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@panel(PANEL)
@dataclass(frozen=True)
class LabOptions:
    """What every lab run takes: how many games, the seed, the processes, the comparison."""

    seed: int = seed(
        1, help=N_("The run's seed: the same seed gives the same figures on any machine.")
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
            _("--versus {text} cannot be read: {problem}", text=cited(text_given), problem=err)
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
