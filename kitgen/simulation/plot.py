"""The lab's plots, drawn with matplotlib (imported here only, for ``--plot``; no pyplot,
no global state: a figure and the Agg canvas, rendered to PNG bytes)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _

if TYPE_CHECKING:
    from kitgen.simulation import binary, icecream, staeda

COLOURS = ("#2E4A62", "#C0612B", "#5B8C5A")
DPI = 120


def _config_folder() -> None:
    """Give matplotlib a folder of its own when the home folder is not there: it would make
    ``$HOME/.config/matplotlib`` — the home folder itself included — to keep its font list
    (a HOME that does not exist: a service account, a container). A temporary folder,
    removed when kitgen ends; a user's ``MPLCONFIGDIR`` is kept."""
    import os
    from pathlib import Path

    if "MPLCONFIGDIR" in os.environ:
        return
    try:
        home = Path.home()
    except RuntimeError:  # no home folder can be worked out
        home = None
    if home is not None and home.is_dir():
        return
    import atexit
    import shutil
    import tempfile

    folder = tempfile.mkdtemp(prefix="kitgen-matplotlib-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    os.environ["MPLCONFIGDIR"] = folder


def _figure(width: float, height: float) -> Any:
    import logging

    _config_folder()
    # matplotlib says "Matplotlib is building the font cache; this may take a moment." on
    # stderr when its font list takes over 5 s to build (each run with a temporary folder,
    # on a loaded machine): a library's words in kitgen's output, and the plot comes anyway
    logging.getLogger("matplotlib.font_manager").setLevel(logging.ERROR)
    try:
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from matplotlib.figure import Figure
    except ImportError:  # pragma: no cover - matplotlib is a dependency
        raise KitgenError(
            _("--plot needs matplotlib — install it (pip install matplotlib) or leave out --plot")
        ) from None
    figure = Figure(figsize=(width, height), dpi=DPI, layout="constrained")
    FigureCanvasAgg(figure)
    return figure


def _png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def _error_bars(shares: Sequence[Any]) -> tuple[list[float], list[list[float]]]:
    values = [100 * s.value for s in shares]
    lows = [100 * (s.value - s.interval[0]) for s in shares]
    highs = [100 * (s.interval[1] - s.value) for s in shares]
    return values, [lows, highs]


def binary_plot(runs: Sequence[tuple[str, binary.Figures]]) -> bytes:
    """The first player's margin (histogram) and win share (95 % interval) of each run."""
    figure = _figure(9, 3.8)
    margins, wins = figure.subplots(1, 2, width_ratios=(2.2, 1))
    low = min(min(f.margins, default=0) for _label, f in runs)
    high = max(max(f.margins, default=0) for _label, f in runs)
    step = max(10, (high - low) // 30 or 10)
    edges = list(range(low - low % step - step, high + 2 * step, step))
    for at, (label, f) in enumerate(runs):
        margins.hist(
            f.margins, bins=edges, alpha=0.55, color=COLOURS[at], label=label, edgecolor="white"
        )
    margins.axvline(0, color="#444444", linewidth=1)
    margins.set_xlabel(_("first player's score minus the other's"))
    margins.set_ylabel(_("games"))
    margins.set_title(_("First player's margin"))
    margins.legend(fontsize=8)
    values, errors = _error_bars([f.first_wins for _label, f in runs])
    labels = [label for label, _f in runs]
    wins.bar(range(len(runs)), values, yerr=errors, capsize=6, color=COLOURS[: len(runs)])
    wins.axhline(50, color="#444444", linewidth=1, linestyle="--")
    wins.set_xticks(range(len(runs)), labels, fontsize=8)
    wins.set_ylim(0, 100)
    wins.set_ylabel(_("first player wins (%), 95 % interval"))
    wins.set_title(_("First player wins"))
    return _png(figure)


def icecream_plot(runs: Sequence[tuple[str, Sequence[icecream.Cell]]]) -> bytes:
    """Guesses needed, per mode and guesser (bars), for each run."""
    cells = runs[0][1]
    modes = list(dict.fromkeys(c.rules.mode for c in cells))
    figure = _figure(4 * len(modes), 3.6 * len(runs))
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
                ax.bar(places, heights, width=width, color=COLOURS[at % 3], label=cell.level)
            ax.set_xticks(range(len(keys)), [k if k != "not cracked" else "—" for k in keys])
            ax.set_xlabel(_("guesses to crack the code (— not cracked)"))
            ax.set_ylabel(_("rounds (%)"))
            ax.set_title(f"{label}: {mode}" if len(runs) > 1 else mode)
            ax.legend(fontsize=8)
    return _png(figure)


def staeda_plot(runs: Sequence[tuple[str, staeda.Figures]]) -> bytes:
    """The target made from a deal with at most k cards, and (when games were played)
    games over by round N."""
    games = any(f.over_by for _label, f in runs)
    figure = _figure(9 if games else 4.8, 3.8)
    if games:
        within, ended = figure.subplots(1, 2)
    else:
        within, ended = figure.subplots(1, 1), None
    width = 0.8 / len(runs)
    for at, (label, f) in enumerate(runs):
        values, errors = _error_bars(f.within)
        places = [k + (at - (len(runs) - 1) / 2) * width for k in range(1, len(values) + 1)]
        within.bar(
            places, values, yerr=errors, width=width, capsize=3, color=COLOURS[at], label=label
        )
        if f.over_by and ended is not None:
            rounds = list(range(0, len(f.over_by) + 1))
            for shares, style, said in (
                (f.over_by, "-", _("over: no stæða left")),
                (f.ended_by, ":", _("ended, also short of cards")),
            ):
                ended.step(
                    rounds,
                    [0.0] + [100 * s.value for s in shares],
                    where="post",
                    color=COLOURS[at],
                    linestyle=style,
                    label=f"{label}: {said}",
                )
    within.set_xlabel(_("cards used, at most"))
    within.set_ylabel(_("deals whose target is made (%)"))
    within.set_ylim(0, 100)
    within.set_title(_("Target made from a deal"))
    within.legend(fontsize=8)
    if ended is not None:
        ended.xaxis.get_major_locator().set_params(integer=True)
        ended.set_xlabel(_("round"))
        ended.set_ylabel(_("games over (%)"))
        ended.set_ylim(0, 100)
        ended.set_title(_("Games over by round N"))
        ended.legend(fontsize=8)
    return _png(figure)
