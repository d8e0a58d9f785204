"""``kitgen.lab``: the house-rule lab — each game played against itself, and what it says.

::

    import kitgen

    kitgen.lab.binary(games=200, seed=1).figures["first_player_wins"]
    kitgen.lab.binary(games=200, versus="--endgame standard").versus["compared"]
    kitgen.lab.icecream(games=1000, levels=["knuth"]).figures["cells"][0]["points"]
    kitgen.lab.staeda(deals=2000, games=0, versus="--whole-numbers").text

Options are named like ``kitgen lab GAME``'s flags in snake_case: the run's (``games``,
``seed``, ``jobs``, ``versus``, ``plot``, ``time_limit``, ``rules_file`` and the game's own:
``bots``, ``spec``, ``modes``, ``levels``, ``deals``) and the game's house rules
(``order="left"``, ``endgame="standard"``, ``mode="easy"``, ``whole_numbers=True``...).
``progress`` is called with (games done, games in all) as the run goes. The figures come
with 95 % intervals; the same seed gives the same answer on any machine, whatever ``jobs``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import N_, _, n_
from kitgen.core.options import checked, names_of, settings
from kitgen.core.wording import short
from kitgen.simulation import options as texts
from kitgen.simulation.options import (
    BinaryLabOptions,
    IcecreamLabOptions,
    LabOptions,
    StaedaLabOptions,
    versus_values,
)
from kitgen.simulation.run import Progress, run_games

#: ``texts``: the help of ``kitgen lab`` and its commands, beside their declarations.
__all__ = ["LabAnswer", "binary", "icecream", "staeda", "texts"]


@dataclass(frozen=True, kw_only=True)
class LabAnswer(Answer):
    """A lab run: the game, how many games with which seed, the rules, the figures (with
    95 % intervals) and, with ``versus``, the second rule set's and the comparison."""

    game: str
    games: int
    seed: int
    rules: dict[str, Any]
    bots: list[str]
    figures: dict[str, Any]
    #: ``{"rules", "bots", "figures", "compared"}``; ``compared``: one row per figure with
    #: both values, the difference, its p-value and whether it is significant (p < 0.05).
    versus: dict[str, Any] | None
    plot: str | None


def _split(
    options: Mapping[str, Any], lab: type, rules: type, command: str
) -> tuple[Any, dict[str, Any]]:
    """The run's settings and the house rules given, each name checked."""
    checked([lab, rules], options, command)  # an unknown name is refused here
    own = set(names_of(lab))
    run = settings(lab, {k: v for k, v in options.items() if k in own}, command)
    return run, {k: v for k, v in options.items() if k not in own}


def _versus(
    run: LabOptions, house: dict[str, Any], lab: type, rules: type, command: str
) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The second run's own options and house rules: the first's, changed by ``versus``."""
    if run.versus is None:
        return None
    changed = versus_values(run.versus, [rules, lab], command)
    own = set(names_of(lab))
    return (
        {k: v for k, v in changed.items() if k in own},
        {**house, **{k: v for k, v in changed.items() if k not in own}},
    )


def _plot(path: Path | None) -> Path | None:
    """The plot file, checked before the run: a PNG name that can be written."""
    if path is None:
        return None
    if path.suffix.lower() != ".png":
        from kitgen.core.errors import display_name

        raise KitgenError(
            _("--plot {path}: give a file name ending in .png", path=display_name(path))
        )
    from kitgen.files import check_writable

    check_writable(path)
    return path


def _write_plot(path: Path, data: bytes) -> None:
    from kitgen.files import write_bytes

    write_bytes(path, data)


class _Steps:
    """One progress callback over several runs: games done so far of all the runs' games."""

    def __init__(self, progress: Progress | None, total: int) -> None:
        self.progress, self.total, self.before = progress, total, 0

    def part(self) -> Progress | None:
        if self.progress is None:
            return None
        before, report = self.before, self.progress

        def step(done: int, _games: int) -> None:
            report(before + done, self.total)

        return step

    def done(self, games: int) -> None:
        self.before += games


# -- binary -----------------------------------------------------------------------------------


def _binary_table(run: BinaryLabOptions, house: dict[str, Any], command: str) -> Any:
    from kitgen.games.binary.rules import rules_from
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.maker.specs.board import load_premium_board
    from kitgen.maker.specs.tiles import load_tile_spec
    from kitgen.simulation.binary import Table

    tileset = tileset_from_spec(load_tile_spec(run.spec))
    rules = rules_from(run.rules_file, house, command)
    if house.get("xor") is None and tileset.counts.get("XOR", 0) > 0:
        rules = rules.with_changes(xor=True)  # a set with XOR tiles puts XOR in play
    bots = _words(run.bots) or ("greedy", "greedy")
    return Table(rules, tileset, load_premium_board(), bots, run.seed)


def binary(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """The binary game played by computer players (``kitgen lab binary``)."""
    from kitgen.games.binary.rules import Rules
    from kitgen.simulation import binary as lab

    run, plot, tables = _tables(options, BinaryLabOptions, Rules, "binary", _binary_table)
    steps = _Steps(progress, run.games * len(tables))
    found = []
    for table in tables:
        records = run_games(lab.play_game, table, run.games, jobs=run.jobs,
                            progress=steps.part(), time_limit=run.time_limit, chunk=1)  # fmt: skip
        steps.done(run.games)
        found.append(lab.figures(records))
    labels = [_("these rules"), str(run.versus)][: len(tables)]
    _draw(plot, "binary_plot", labels, found)
    head = lab.headline(found[0], tables[0].bots)
    versus, other = None, None
    if len(tables) > 1:
        rows = lab.comparison(found[0], found[1])
        versus = _versus_json(tables[1].rules.to_mapping(), tables[1].bots, found[1], rows)
        other = (labels[1], lab.lines(found[1]), rows)
    return _answer(
        "binary", run, plot, head, _text(head, lab.lines(found[0]), other, plot),
        rules=tables[0].rules.to_mapping(), bots=tables[0].bots,
        figures={"tiles": tables[0].tileset.total, **found[0].as_json()}, versus=versus,
    )  # fmt: skip


def _tables(
    options: Mapping[str, Any],
    lab: type,
    rules: type,
    game: str,
    table_of: Callable[[Any, dict[str, Any], str], Any],
    check: Callable[[Any], None] | None = None,
) -> tuple[Any, Path | None, list[Any]]:
    """The run's settings, its plot file, and its table (the game set up under the house
    rules given) and with ``versus`` the second rule set's: what every game's lab begins
    with. ``check``: the game's own check of the run's settings."""
    command = f"kitgen lab {game}"
    run, house = _split(options, lab, rules, command)
    if check is not None:
        check(run)
    plot = _plot(run.plot)
    second = _versus(run, house, lab, rules, command)
    tables = [table_of(run, house, command)]
    if second is not None:
        other = settings(lab, {**_given(run, lab), **second[0]})
        tables.append(table_of(other, second[1], command))
    return run, plot, tables


def _draw(plot: Path | None, drawing: str, labels: list[str], found: list[Any]) -> None:
    """Draw the figures of each rule set (``drawing``: a function of ``kitgen.simulation.plot``)
    into the PNG file ``plot``, if one was asked for."""
    if plot is not None:
        from kitgen.simulation import plot as plots

        _write_plot(plot, getattr(plots, drawing)(list(zip(labels, found, strict=True))))


def _text(
    head: str,
    lines: list[str],
    other: tuple[str, list[str], list[dict[str, Any]]] | None,
    plot: Path | None,
) -> str:
    """What a run prints: its headline and figures; with ``versus`` the second rule set's
    (``other``: its label, its figures, the comparison rows); the plot written."""
    text = [head, *lines]
    if other is not None:
        label, other_lines, rows = other
        text += ["", _("versus {label}:", label=label), *other_lines, "", *_compared_lines(rows)]
    if plot is not None:
        text.append(_("Plot: {path}", path=display_name(plot)))
    return "\n".join(text)


def _answer(
    game: str, run: Any, plot: Path | None, head: str, text: str, *,
    rules: dict[str, Any], bots: Sequence[str], figures: dict[str, Any],
    versus: dict[str, Any] | None,
) -> LabAnswer:  # fmt: skip
    return LabAnswer(
        ok=True,
        reason=head,
        game=game,
        games=run.games,
        seed=run.seed,
        rules=rules,
        bots=list(bots),
        figures=figures,
        versus=versus,
        plot=str(plot) if plot is not None else None,
        text=text,
    )


def _words(values: Sequence[str]) -> tuple[str, ...]:
    """``["strong,greedy"]`` or ``["strong", "greedy"]`` -> ``("strong", "greedy")``."""
    return tuple(w.strip().lower() for v in values for w in v.split(",") if w.strip())


def _given(run: Any, cls: type) -> dict[str, Any]:
    """The run's own options as values again (to build the ``versus`` run from them)."""
    return {name: getattr(run, name) for name in names_of(cls)}


def _versus_json(
    rules: dict[str, Any], bots: Sequence[str], figures: Any, rows: list[dict[str, Any]]
) -> dict[str, Any]:
    return {"rules": rules, "bots": list(bots), "figures": figures.as_json(), "compared": rows}


#: What ``unknown {what} 'x'`` calls a word of ``--modes`` or ``--levels``.
VALUE_OF = {"--modes": N_("--modes value"), "--levels": N_("--levels value")}


def _compared_lines(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    lines = [_("compared (p < 0.05 is significant):")]
    for row in rows:
        verdict = _("significant") if row["significant"] else _("not significant")
        lines.append(
            _(
                "  {figure}: {a} against {b}, difference {difference} (p = {p}) — {verdict}",
                figure=row["figure"],
                a=short(row["a"]),
                b=short(row["b"]),
                difference=("+" if row["difference"] >= 0 else "") + short(row["difference"]),
                p=short(row["p_value"]),
                verdict=verdict,
            )
        )
    return lines


# -- ice cream ----------------------------------------------------------------------------------


def _icecream_table(run: IcecreamLabOptions, house: dict[str, Any], command: str) -> Any:
    from kitgen.core.errors import unknown_choice
    from kitgen.games.icecream.bot import LEVELS
    from kitgen.games.icecream.rules import MODES, rules_from
    from kitgen.simulation.icecream import Table

    modes = [house["mode"]] if house.get("mode") else list(_words(run.modes)) or list(MODES)
    for name, words, known in (("--modes", modes, MODES), ("--levels", _words(run.levels), LEVELS)):
        for word in words:
            if word.strip().lower() not in known:
                raise unknown_choice(VALUE_OF[name], word.strip().lower(), list(known))
    rules = []
    for mode in modes:
        given = {**house, "mode": mode.strip().lower()}
        rules.append(rules_from(run.rules_file, given, command))
    levels = _words(run.levels) or LEVELS
    every = None
    if run.every_secret:
        from kitgen.games.icecream.solver import code_space

        every = tuple(code_space(r).size for r in rules)
    return Table(tuple(rules), levels, run.games, run.seed, every)


def icecream(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Rounds of the ice cream code against random secrets (``kitgen lab icecream``)."""
    from kitgen.games.icecream.rules import HouseRules
    from kitgen.simulation import icecream as lab

    run, plot, tables = _tables(options, IcecreamLabOptions, HouseRules, "icecream",
                                _icecream_table)  # fmt: skip
    steps = _Steps(progress, sum(t.tasks for t in tables))
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
    _draw(plot, "icecream_plot", labels, found)
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
    return _answer(
        "icecream", run, plot, head, _text(head, lab.lines(found[0]), other, plot),
        rules={"modes": [r.as_dict() for r in tables[0].modes]}, bots=tables[0].levels,
        figures={"cells": [c.as_json() for c in found[0]]}, versus=versus,
    )  # fmt: skip


# -- Stæða ------------------------------------------------------------------------------------


def _staeda_table(run: StaedaLabOptions, house: dict[str, Any], command: str) -> Any:
    from kitgen.games.staeda.rules import rules_from
    from kitgen.simulation.staeda import Table

    rules = rules_from(run.rules_file, house, command)
    levels = _words(run.bots) or ("steady",) * 4
    return Table(rules, levels, run.seed)


def _something_to_do(run: StaedaLabOptions) -> None:
    if run.games == 0 and run.deals == 0:
        raise KitgenError(_("--games 0 and --deals 0 leave nothing to do — give one of them"))


def staeda(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """Stæða deals and games played by computer players (``kitgen lab staeda``)."""
    from kitgen.games.staeda.rules import Rules
    from kitgen.simulation import staeda as lab

    run, plot, tables = _tables(options, StaedaLabOptions, Rules, "staeda", _staeda_table,
                                check=_something_to_do)  # fmt: skip
    steps = _Steps(progress, (run.deals + run.games) * len(tables))
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
    _draw(plot, "staeda_plot", labels, found)
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
        versus = _versus_json(_staeda_rules(tables[1]), tables[1].levels, found[1], rows)
        other = (tables[1].rules.describe(), lab.lines(found[1]), rows)
    return _answer(
        "staeda", run, plot, head, _text(head, lab.lines(found[0]), other, plot),
        rules=_staeda_rules(tables[0]), bots=tables[0].levels, figures=found[0].as_json(),
        versus=versus,
    )  # fmt: skip


def _staeda_rules(table: Any) -> dict[str, Any]:
    return {"whole_numbers": table.rules.whole_numbers, "tie_break": table.rules.tie_break}
