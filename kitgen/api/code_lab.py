"""``kitgen lab icecream`` (``kitgen.lab.icecream``): ice cream rounds against random secrets
— its options, its help and its run (the registry's record names them; the shared part is
:mod:`kitgen.api.lab`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.api.lab import GameLab, LabAnswer, Steps, run_lab, word_list
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import names, panel, switch, whole
from kitgen.simulation.options import PANEL, LabOptions, players
from kitgen.simulation.run import Progress

#: What ``unknown {what} 'x'`` calls a word of ``--modes`` or ``--levels``.
VALUE_OF = {"--modes": N_("--modes value"), "--levels": N_("--levels value")}


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
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
    levels: tuple[str, ...] = players(
        help=N_(
            "The guessers: random (a random code that fits), first (the lowest that fits), "
            "knuth (minimax), parts (most parts), optimal (fewest guesses on average); "
            "default all five."
        ),
        items=5,
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


class IcecreamLab(GameLab):
    """What the ice cream code's lab gives the shared run: one rule set per mode, rounds of
    each guesser against random secrets (or every legal one)."""

    game, simulation, plot = "icecream", "kitgen.simulation.icecream", "icecream_plot"

    def table(self, run: IcecreamLabOptions, house: dict[str, Any], command: str) -> Any:
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

    def tasks(self, run: IcecreamLabOptions, table: Any) -> int:
        return int(table.tasks)

    def play(self, run: IcecreamLabOptions, table: Any, steps: Steps) -> Any:
        sim = self.sim()
        return sim.figures(table, self.games(sim.play_round, table, table.tasks, run, steps))

    def compare(self, first: Any, second: Any) -> list[dict[str, Any]]:
        if len(first) != len(second):
            raise KitgenError(
                _(
                    "--versus must play the same modes and guessers as the run — change the "
                    "house rules there, not --modes or --levels"
                )
            )
        return super().compare(first, second)

    def head(self, run: IcecreamLabOptions, tables: Sequence[Any], found: Sequence[Any]) -> str:
        if run.every_secret:
            return _("every legal code of each mode once, for each guesser")
        rounds = n_("{n} round", "{n} rounds", run.games)
        return _("{rounds} of each guesser in each mode, against random secrets", rounds=rounds)

    def rules(self, table: Any) -> dict[str, Any]:
        return {"modes": self.versus_rules(table)}

    def versus_rules(self, table: Any) -> Any:
        return [r.as_dict() for r in table.modes]

    def bots(self, table: Any) -> Sequence[str]:
        levels: Sequence[str] = table.levels
        return levels

    def figures(self, table: Any, found: Any) -> Any:
        return {"cells": [c.as_json() for c in found]}


def icecream(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Rounds of the ice cream code against random secrets (``kitgen lab icecream``)."""
    return run_lab(IcecreamLab(), progress, options)
