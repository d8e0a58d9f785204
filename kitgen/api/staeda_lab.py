"""``kitgen lab staeda`` (``kitgen.lab.staeda``): Stæða deals and games played by computer
players — its options, its help and its run (the registry's record names them; the shared
part is :mod:`kitgen.api.lab`).
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
    versus_json,
    word_list,
)
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import names, panel, whole
from kitgen.simulation.options import PANEL, LabOptions
from kitgen.simulation.run import Progress, run_games


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


#: ``kitgen lab --help``'s line and the command's help.
HELP = N_(
    "Stæða deals and games: how often the target can be made, and when a game "
    "ends.\n\n"
    "Deals: a target and a hand and table; with how many cards the target is made. "
    "Games: four computer players (--bots) to the rules page's end."
)


def _staeda_table(run: StaedaLabOptions, house: dict[str, Any], command: str) -> Any:
    from kitgen.games.staeda.rules import rules_from
    from kitgen.simulation.staeda import Table

    rules = rules_from(run.rules_file, house, command)
    levels = word_list(run.bots) or ("steady",) * 4
    return Table(rules, levels, run.seed)


def _something_to_do(run: StaedaLabOptions) -> None:
    if run.games == 0 and run.deals == 0:
        raise KitgenError(_("--games 0 and --deals 0 leave nothing to do — give one of them"))


def staeda(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Stæða deals and games played by computer players (``kitgen lab staeda``)."""
    from kitgen.games.staeda.rules import Rules
    from kitgen.simulation import staeda as lab

    run, plot, tables = lab_tables(options, StaedaLabOptions, Rules, "staeda", _staeda_table,
                                check=_something_to_do)  # fmt: skip
    steps = Steps(progress, (run.deals + run.games) * len(tables))
    found = []
    for table in tables:
        deals, games = [], []
        if run.deals:
            deals = run_games(lab.play_deal, table, run.deals, jobs=run.jobs,
                              progress=steps.part(), time_limit=run.time_limit)  # fmt: skip
        steps.done(run.deals)
        if run.games:
            games = run_games(lab.play_game, table, run.games, jobs=run.jobs, chunk=1,
                              progress=steps.part(), time_limit=run.time_limit)  # fmt: skip
        steps.done(run.games)
        found.append(lab.figures(deals, games, table.seats))
    labels = [_("whole numbers") if t.rules.whole_numbers else _("fractions") for t in tables]
    if len({t.rules.tie_break for t in tables}) > 1:
        labels = [f"{label}, {t.rules.tie_break}" for label, t in zip(labels, tables, strict=True)]
    draw(plot, lab.staeda_plot, labels, found)
    deals_text = n_("{n} deal", "{n} deals", run.deals)
    if run.games:
        head = _(
            "{deals} and {games} of {players} computer players ({rules})",
            deals=deals_text,
            games=n_("{n} game", "{n} games", run.games),
            players=len(tables[0].levels),
            rules=tables[0].rules.describe(),
        )
    else:
        head = _(
            "{deals}, no whole games ({rules})", deals=deals_text, rules=tables[0].rules.describe()
        )
    versus, other = None, None
    if len(tables) > 1:
        rows = lab.comparison(found[0], found[1])
        versus = versus_json(_staeda_rules(tables[1]), tables[1].levels, found[1], rows)
        other = (tables[1].rules.describe(), lab.lines(found[1]), rows)
    return lab_answer(
        "staeda", run, plot, head, lab_text(head, lab.lines(found[0]), other, plot),
        rules=_staeda_rules(tables[0]), bots=tables[0].levels, figures=found[0].as_json(),
        versus=versus,
    )  # fmt: skip


def _staeda_rules(table: Any) -> dict[str, Any]:
    return {"whole_numbers": table.rules.whole_numbers, "tie_break": table.rules.tie_break}
