"""``kitgen lab icecream`` (``kitgen.lab.icecream``): ice cream rounds against random secrets
— its options, its help and its run (the registry's record names them; the shared part is
:mod:`kitgen.api.lab`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kitgen.api.lab import (
    LabAnswer,
    Steps,
    draw,
    lab_answer,
    lab_tables,
    lab_text,
    word_list,
)
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import names, panel, switch, whole
from kitgen.simulation.options import PANEL, LabOptions
from kitgen.simulation.run import Progress, run_games

#: What ``unknown {what} 'x'`` calls a word of ``--modes`` or ``--levels``.
VALUE_OF = {"--modes": N_("--modes value"), "--levels": N_("--levels value")}


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


#: ``kitgen lab --help``'s line and the command's help.
HELP = N_(
    "Ice cream rounds against random secrets: points, rounds cracked, guesses.\n\n"
    "For each mode (easy, medium, hard, or --mode) and guesser (random, first, "
    "knuth)."
)


def _icecream_table(run: IcecreamLabOptions, house: dict[str, Any], command: str) -> Any:
    from kitgen.core.errors import unknown_choice
    from kitgen.games.icecream.bot import LEVELS
    from kitgen.games.icecream.rules import MODES, rules_from
    from kitgen.simulation.icecream import Table

    modes = [house["mode"]] if house.get("mode") else list(word_list(run.modes)) or list(MODES)
    for name, words, known in (
        ("--modes", modes, MODES),
        ("--levels", word_list(run.levels), LEVELS),
    ):
        for word in words:
            if word.strip().lower() not in known:
                raise unknown_choice(VALUE_OF[name], word.strip().lower(), list(known))
    rules = []
    for mode in modes:
        given = {**house, "mode": mode.strip().lower()}
        rules.append(rules_from(run.rules_file, given, command))
    levels = word_list(run.levels) or LEVELS
    every = None
    if run.every_secret:
        from kitgen.games.icecream.solver import code_space

        every = tuple(code_space(r).size for r in rules)
    return Table(tuple(rules), levels, run.games, run.seed, every)


def icecream(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Rounds of the ice cream code against random secrets (``kitgen lab icecream``)."""
    from kitgen.games.icecream.rules import HouseRules
    from kitgen.simulation import icecream as lab

    run, plot, tables = lab_tables(options, IcecreamLabOptions, HouseRules, "icecream",
                                _icecream_table)  # fmt: skip
    steps = Steps(progress, sum(t.tasks for t in tables))
    found = []
    for table in tables:
        played = run_games(lab.play_round, table, table.tasks, jobs=run.jobs,
                           progress=steps.part(), time_limit=run.time_limit)  # fmt: skip
        steps.done(table.tasks)
        found.append(lab.figures(table, played))
    if len(tables) > 1 and len(found[0]) != len(found[1]):
        raise KitgenError(
            _(
                "--versus must play the same modes and guessers as the run — change the "
                "house rules there, not --modes or --levels"
            )
        )
    labels = [_("these rules"), str(run.versus)][: len(tables)]
    draw(plot, lab.icecream_plot, labels, found)
    if run.every_secret:
        head = _("every legal code of each mode once, for each guesser")
    else:
        rounds = n_("{n} round", "{n} rounds", run.games)
        head = _("{rounds} of each guesser in each mode, against random secrets", rounds=rounds)
    versus, other = None, None
    if len(tables) > 1:
        rows = lab.comparison(found[0], found[1])
        versus = {
            "rules": [r.as_dict() for r in tables[1].modes],
            "bots": list(tables[1].levels),
            "figures": {"cells": [c.as_json() for c in found[1]]},
            "compared": rows,
        }
        other = (labels[1], lab.lines(found[1]), rows)
    return lab_answer(
        "icecream", run, plot, head, lab_text(head, lab.lines(found[0]), other, plot),
        rules={"modes": [r.as_dict() for r in tables[0].modes]}, bots=tables[0].levels,
        figures={"cells": [c.as_json() for c in found[0]]}, versus=versus,
    )  # fmt: skip
