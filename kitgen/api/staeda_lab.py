"""``kitgen lab staeda`` (``kitgen.lab.staeda``): Stæða deals and games played by computer
players — its options, its help and its run (the registry's record names them; the shared
part is :mod:`kitgen.api.lab`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.api.lab import GameLab, LabAnswer, Steps, run_lab, word_list
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import panel, whole
from kitgen.simulation.options import PANEL, LabOptions, players
from kitgen.simulation.run import Progress


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
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
    bots: tuple[str, ...] = players(
        help=N_(
            "The computer player of each seat: cautious, steady or greedy, with its skill "
            "after a colon — the most cards it combines, 1 to 6 (steady:4; default 6): "
            "default four steady players; 2 to 6."
        ),
        items=6,
    )


#: ``kitgen lab --help``'s line and the command's help.
HELP = N_(
    "Stæða deals and games: how often the target can be made, and when a game "
    "ends.\n\n"
    "Deals: a target and a hand and table; with how many cards the target is made. "
    "Games: four computer players (--bots) to the rules page's end."
)


class StaedaLab(GameLab):
    """What Stæða's lab gives the shared run: deals looked at and whole games played at a
    table of computer players."""

    game, simulation, plot = "staeda", "kitgen.simulation.staeda", "staeda_plot"

    def table(self, run: StaedaLabOptions, house: dict[str, Any], command: str) -> Any:
        from kitgen.games.staeda.rules import rules_from
        from kitgen.simulation.staeda import Table

        rules = rules_from(run.rules_file, house, command)
        levels = word_list(run.bots) or ("steady",) * 4
        return Table(rules, levels, run.seed)

    def check(self, run: StaedaLabOptions) -> None:
        if run.games == 0 and run.deals == 0:
            raise KitgenError(_("--games 0 and --deals 0 leave nothing to do — give one of them"))

    def tasks(self, run: StaedaLabOptions, table: Any) -> int:
        return run.deals + run.games

    def play(self, run: StaedaLabOptions, table: Any, steps: Steps) -> Any:
        sim = self.sim()
        deals = self.games(sim.play_deal, table, run.deals, run, steps) if run.deals else []
        games = self.games(sim.play_game, table, run.games, run, steps, 1) if run.games else []
        return sim.figures(deals, games, table.seats)

    def labels(self, run: StaedaLabOptions, tables: Sequence[Any]) -> list[str]:
        labels = [_("whole numbers") if t.rules.whole_numbers else _("fractions") for t in tables]
        if len({t.rules.tie_break for t in tables}) == 1:
            return labels
        return [f"{label}, {t.rules.tie_break}" for label, t in zip(labels, tables, strict=True)]

    def versus_label(self, tables: Sequence[Any], labels: Sequence[str]) -> str:
        label: str = tables[1].rules.describe()
        return label

    def head(self, run: StaedaLabOptions, tables: Sequence[Any], found: Sequence[Any]) -> str:
        deals = n_("{n} deal", "{n} deals", run.deals)
        rules = tables[0].rules.describe()
        if not run.games:
            return _("{deals}, no whole games ({rules})", deals=deals, rules=rules)
        return _(
            "{deals} and {games} of {players} computer players ({rules})",
            deals=deals,
            games=n_("{n} game", "{n} games", run.games),
            players=len(tables[0].levels),
            rules=rules,
        )

    def rules(self, table: Any) -> dict[str, Any]:
        return {"whole_numbers": table.rules.whole_numbers, "tie_break": table.rules.tie_break}

    def bots(self, table: Any) -> Sequence[str]:
        levels: Sequence[str] = table.levels
        return levels


def staeda(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Stæða deals and games played by computer players (``kitgen lab staeda``)."""
    return run_lab(StaedaLab(), progress, options)
