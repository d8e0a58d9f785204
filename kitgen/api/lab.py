"""``kitgen.lab``: the house-rule lab — each game played against itself, and what it says.

::

    import kitgen

    kitgen.lab.binary(games=200, seed=1).figures["first_player_wins"]
    kitgen.lab.binary(games=200, versus="--endgame standard").versus["compared"]
    kitgen.lab.icecream(games=1000, levels=["knuth"]).figures["cells"][0]["points"]
    kitgen.lab.staeda(deals=2000, games=0, versus="--whole-numbers").text

``kitgen.lab.GAME`` is the lab of the game of that name (its record's ``lab``,
:mod:`kitgen.core.games`: the function, its options and help, in the game's own module
``kitgen.api.*_lab``, which gives only what is its own as a :class:`GameLab`); this module
holds the run every game's lab shares (:func:`run_lab`): the answer, the run's settings and
``--versus``, the tables of both rule sets, the games played with the progress over both
runs, the comparison, the text and the plot file.

Options are named like ``kitgen lab GAME``'s flags in snake_case: the run's (``games``,
``seed``, ``jobs``, ``versus``, ``plot``, ``time_limit``, ``rules_file`` and the game's own:
``bots``, ``spec``, ``modes``, ``levels``, ``deals``) and the game's house rules
(``order="left"``, ``endgame="standard"``, ``mode="easy"``, ``whole_numbers=True``...).
``progress`` is called with (games done, games in all) as the run goes. The figures come
with 95 % intervals; the same seed gives the same answer on any machine, whatever ``jobs``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core import games as registry
from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import _
from kitgen.core.options import checked, names_of, settings
from kitgen.core.wording import short
from kitgen.simulation import options as texts
from kitgen.simulation.options import LabOptions, versus_values
from kitgen.simulation.run import Progress, run_games

#: ``texts``: the help of ``kitgen lab`` and its commands, beside their declarations; each
#: game's lab is ``kitgen.lab.GAME`` (:func:`__getattr__`).
__all__ = ["LabAnswer", "Progress", "texts"]


def __getattr__(name: str) -> Callable[..., LabAnswer]:
    """``kitgen.lab.GAME``: the lab function of the game called ``name`` (its record's)."""
    record = registry.lookup(name) if not name.startswith("_") else None
    if record is None or record.lab is None or name != record.name:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    function: Callable[..., LabAnswer] = record.load(record.lab.function)
    return function


def __dir__() -> list[str]:
    return sorted({*globals(), *(game.name for game, _lab in registry.labs())})


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


def split(
    options: Mapping[str, Any], lab: type, rules: type, command: str
) -> tuple[Any, dict[str, Any]]:
    """The run's settings and the house rules given, each name checked."""
    checked([lab, rules], options, command)  # an unknown name is refused here
    own = set(names_of(lab))
    run = settings(lab, {k: v for k, v in options.items() if k in own}, command)
    return run, {k: v for k, v in options.items() if k not in own}


def versus_of(
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


def plot_file(path: Path | None) -> Path | None:
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


def write_plot(path: Path, data: bytes) -> None:
    from kitgen.files import write_bytes

    write_bytes(path, data)


class Steps:
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


def lab_tables(
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
    run, house = split(options, lab, rules, command)
    if check is not None:
        check(run)
    plot = plot_file(run.plot)
    second = versus_of(run, house, lab, rules, command)
    tables = [table_of(run, house, command)]
    if second is not None:
        other = settings(lab, {**given_values(run, lab), **second[0]})
        tables.append(table_of(other, second[1], command))
    return run, plot, tables


def draw(
    plot: Path | None,
    drawing: Callable[[list[tuple[str, Any]]], bytes],
    labels: list[str],
    found: list[Any],
) -> None:
    """Draw the figures of each rule set (``drawing``: the game's plot, in its module of
    ``kitgen.simulation``) into the PNG file ``plot``, if one was asked for."""
    if plot is not None:
        write_plot(plot, drawing(list(zip(labels, found, strict=True))))


def lab_text(
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
        text += ["", _("versus {label}:", label=label), *other_lines, "", *compared_lines(rows)]
    if plot is not None:
        text.append(_("Plot: {path}", path=display_name(plot)))
    return "\n".join(text)


def lab_answer(
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


def word_list(values: Sequence[str]) -> tuple[str, ...]:
    """``["strong,greedy"]`` or ``["strong", "greedy"]`` -> ``("strong", "greedy")``."""
    return tuple(w.strip().lower() for v in values for w in v.split(",") if w.strip())


def given_values(run: Any, cls: type) -> dict[str, Any]:
    """The run's own options as values again (to build the ``versus`` run from them)."""
    return {name: getattr(run, name) for name in names_of(cls)}


def compared_lines(rows: Sequence[Mapping[str, Any]]) -> list[str]:
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


class GameLab:
    """What one game's lab gives :func:`run_lab`: how its table is set up, what it plays,
    and how its figures are named and shown; the rest of the run is every game's.

    ``simulation`` names the game's module of ``kitgen.simulation`` (its ``figures``,
    ``comparison``, ``lines`` and the plot ``plot``), imported when the lab runs."""

    game: str
    simulation: str
    plot: str

    def sim(self) -> Any:
        return importlib.import_module(self.simulation)

    def table(self, run: Any, house: dict[str, Any], command: str) -> Any:
        """The game set up for the run under the house rules given."""
        raise NotImplementedError

    def check(self, run: Any) -> None:
        """The game's own check of the run's settings, before any work (none by default)."""

    def tasks(self, run: Any, table: Any) -> int:
        """How many games (rounds, deals) one table plays: what the progress counts."""
        return int(run.games)

    def play(self, run: Any, table: Any, steps: Steps) -> Any:
        """Play one table's games (with :meth:`games`) and return its figures."""
        raise NotImplementedError

    def games(
        self, play: Callable[[Any, int], Any], table: Any, count: int, run: Any, steps: Steps,
        chunk: int | None = None,
    ) -> list[Any]:  # fmt: skip
        """``count`` games of ``play`` at the table, on the run's jobs within its time limit."""
        more = {} if chunk is None else {"chunk": chunk}
        played = run_games(play, table, count, jobs=run.jobs, progress=steps.part(),
                           time_limit=run.time_limit, **more)  # fmt: skip
        steps.done(count)
        return played

    def compare(self, first: Any, second: Any) -> list[dict[str, Any]]:
        """The rows comparing the two rule sets' figures (``--versus``)."""
        rows: list[dict[str, Any]] = self.sim().comparison(first, second)
        return rows

    def labels(self, run: Any, tables: Sequence[Any]) -> list[str]:
        """The plot's name of each rule set."""
        return [_("these rules"), str(run.versus)][: len(tables)]

    def versus_label(self, tables: Sequence[Any], labels: Sequence[str]) -> str:
        """What the text calls the second rule set."""
        return labels[1]

    def head(self, run: Any, tables: Sequence[Any], found: Sequence[Any]) -> str:
        """The headline: what was played."""
        raise NotImplementedError

    def rules(self, table: Any) -> dict[str, Any]:
        """The table's house rules in the answer."""
        raise NotImplementedError

    def versus_rules(self, table: Any) -> Any:
        return self.rules(table)

    def bots(self, table: Any) -> Sequence[str]:
        """The table's computer players."""
        raise NotImplementedError

    def figures(self, table: Any, found: Any) -> Any:
        """The table's figures in the answer."""
        return found.as_json()

    def versus_figures(self, table: Any, found: Any) -> Any:
        return self.figures(table, found)


def run_lab(lab: GameLab, progress: Progress | None, options: Mapping[str, Any]) -> LabAnswer:
    """``kitgen lab GAME``: the game's run declared in its registry record (the run's options
    and the house rules), played at one table and with ``versus`` at the second, compared."""
    record = registry.lookup(lab.game)
    assert record is not None and record.lab is not None
    own, rules = record.load(record.lab.options), record.load(record.rules)
    run, plot, tables = lab_tables(options, own, rules, lab.game, lab.table, lab.check)
    steps = Steps(progress, sum(lab.tasks(run, table) for table in tables))
    found = [lab.play(run, table, steps) for table in tables]
    rows = lab.compare(found[0], found[1]) if len(tables) > 1 else []
    labels = lab.labels(run, tables)
    sim = lab.sim()
    draw(plot, getattr(sim, lab.plot), labels, found)
    head = lab.head(run, tables, found)
    versus, other = None, None
    if len(tables) > 1:
        versus = {
            "rules": lab.versus_rules(tables[1]),
            "bots": list(lab.bots(tables[1])),
            "figures": lab.versus_figures(tables[1], found[1]),
            "compared": rows,
        }
        other = (lab.versus_label(tables, labels), sim.lines(found[1]), rows)
    return lab_answer(
        lab.game, run, plot, head, lab_text(head, sim.lines(found[0]), other, plot),
        rules=lab.rules(tables[0]), bots=lab.bots(tables[0]),
        figures=lab.figures(tables[0], found[0]), versus=versus,
    )  # fmt: skip
