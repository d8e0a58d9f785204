"""The ice cream code in the lab: rounds against random secrets, for each mode and guesser.

Round ``i`` of a run hides the same secret for every guesser (drawn uniformly from the legal
codes by the round's own random numbers), so the guessers are compared on the same codes.
With ``every_secret`` each mode plays each of its legal codes once instead, in code order,
so a cell's total of guesses is exact (the optimal guesser's published fractions).
A round is played by :class:`kitgen.games.icecream.bot.Guesser` to the end: cracked within
the rows in play (the guesser scores the rows still empty) or not (0 points).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.core.messages import _
from kitgen.core.wording import decimal, number
from kitgen.games.icecream.bot import Guesser, Played, check_level, secret_index
from kitgen.games.icecream.rules import CodeRules
from kitgen.simulation.run import game_rng
from kitgen.simulation.stats import Mean, Share, compared, mean

GAME = "icecream"


@dataclass(frozen=True)
class Table:
    """The configurations (one per mode) and guessers of a run, and rounds of each."""

    modes: tuple[CodeRules, ...]
    levels: tuple[str, ...]
    rounds: int
    seed: int
    #: Each mode's number of legal codes, each played once (``None``: random secrets).
    every_secret: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        for level in self.levels:
            check_level(level)

    def rounds_of(self, mode: int) -> int:
        """The rounds each guesser plays in mode number ``mode``."""
        return self.rounds if self.every_secret is None else self.every_secret[mode]

    def start(self, mode: int) -> int:
        """The first task of mode number ``mode``."""
        return sum(self.rounds_of(m) for m in range(mode)) * len(self.levels)

    def cell(self, index: int) -> tuple[int, int, int]:
        """(mode, level, round) of task ``index``."""
        mode = 0
        while index >= len(self.levels) * self.rounds_of(mode):
            index -= len(self.levels) * self.rounds_of(mode)
            mode += 1
        level, round_number = divmod(index, self.rounds_of(mode))
        return mode, level, round_number

    @property
    def tasks(self) -> int:
        return self.start(len(self.modes))


_GUESSERS: dict[tuple[CodeRules, str], Guesser] = {}


def guesser(rules: CodeRules, level: str) -> Guesser:
    """One guesser per configuration and level in each process (Knuth's tree grows there)."""
    key = (rules, level)
    if key not in _GUESSERS:
        _GUESSERS[key] = Guesser(rules, level)
    return _GUESSERS[key]


def play_round(table: Table, index: int) -> Played:
    mode, level, number = table.cell(index)
    rules = table.modes[mode]
    if table.every_secret is not None:
        secret = number
    else:
        secret = secret_index(rules, game_rng(table.seed, GAME + " " + rules.mode, number))
    # the random guesser draws from numbers of its own, so the secret is the same for all
    moves = game_rng(table.seed, GAME + " guesses " + rules.mode, number)
    return guesser(rules, table.levels[level]).play(secret, moves)


@dataclass(frozen=True)
class Cell:
    """One mode and guesser's rounds."""

    rules: CodeRules
    level: str
    points: Mean
    cracked: Share
    guesses: Mean  # over the rounds cracked
    histogram: dict[str, int]
    #: The guesses of the rounds cracked, added up (exact).
    total: int

    def as_json(self) -> dict[str, Any]:
        return {
            "mode": self.rules.mode,
            "rules": self.rules.as_dict(),
            "level": self.level,
            "points": self.points.as_json(),
            "cracked": self.cracked.as_json(),
            "guesses": {**self.guesses.as_json(), "total": self.total},
            "guesses_histogram": self.histogram,
        }


def figures(table: Table, played: Sequence[Played]) -> list[Cell]:
    cells = []
    for mode, rules in enumerate(table.modes):
        size = table.rounds_of(mode)
        for level_index, level in enumerate(table.levels):
            start = table.start(mode) + level_index * size
            rounds = played[start : start + size]
            cracked = [r.cracked_on for r in rounds if r.cracked_on is not None]
            histogram = {str(k): cracked.count(k) for k in range(1, rules.rows + 1)}
            histogram["not cracked"] = len(rounds) - len(cracked)
            cells.append(
                Cell(
                    rules,
                    level,
                    mean([r.points(rules) for r in rounds]),
                    Share(len(cracked), len(rounds)),
                    mean(cracked),
                    histogram,
                    sum(cracked),
                )
            )
    return cells


def comparison(a: Sequence[Cell], b: Sequence[Cell]) -> list[dict[str, Any]]:
    rows = []
    for x, y in zip(a, b, strict=True):
        name = f"{x.rules.mode.split(' ')[0]} {x.level}"
        rows.append(compared(f"{name} points", x.points, y.points))
        rows.append(compared(f"{name} cracked", x.cracked, y.cracked))
    return rows


def lines(cells: Sequence[Cell]) -> list[str]:
    from kitgen.simulation.stats import percent

    out = []
    for c in cells:
        low, high = c.points.interval
        out.append(
            _(
                "{mode}, {level}: {points} points a round (95 % interval {low} to {high}); "
                "cracked within the rows {share}; {guesses} guesses when cracked ({total} in "
                "all)",
                mode=c.rules.mode,
                level=c.level,
                points=decimal(c.points.value, 2),
                low=decimal(low, 2),
                high=decimal(high, 2),
                share=percent(c.cracked),
                guesses=decimal(c.guesses.value, 2),
                total=number(c.total),
            )
        )
    return out


def icecream_plot(runs: Sequence[tuple[str, Sequence[Cell]]]) -> bytes:
    """Guesses needed, per mode and guesser (bars), for each run."""
    from kitgen.simulation import plot as plots

    cells = runs[0][1]
    modes = list(dict.fromkeys(c.rules.mode for c in cells))
    figure = plots.new_figure(4 * len(modes), 3.6 * len(runs))
    axes = figure.subplots(len(runs), len(modes), squeeze=False)
    for row, (label, run) in enumerate(runs):
        for col, mode in enumerate(modes):
            ax = axes[row][col]
            shown = [c for c in run if c.rules.mode == mode]
            keys = list(shown[0].histogram)
            width = 0.8 / len(shown)
            for at, cell in enumerate(shown):
                total = sum(cell.histogram.values()) or 1
                heights = [100 * cell.histogram[k] / total for k in keys]
                places = [i + (at - (len(shown) - 1) / 2) * width for i in range(len(keys))]
                ax.bar(places, heights, width=width, color=plots.COLOURS[at % 3], label=cell.level)
            ax.set_xticks(range(len(keys)), [k if k != "not cracked" else "—" for k in keys])
            ax.set_xlabel(_("guesses to crack the code (— not cracked)"))
            ax.set_ylabel(_("rounds (%)"))
            ax.set_title(f"{label}: {mode}" if len(runs) > 1 else mode)
            ax.legend(fontsize=8)
    return plots.png(figure)
