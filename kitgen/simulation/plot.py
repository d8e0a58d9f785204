"""The lab's plots, drawn with matplotlib (imported here only, for ``--plot``; no pyplot,
no global state: a figure and the Agg canvas, rendered to PNG bytes). What each game draws
is its own (``binary_plot`` in :mod:`kitgen.simulation.binary` …); this module gives it
the figure, the colours, the error bars and the PNG."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _

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


def new_figure(width: float, height: float) -> Any:
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


def png(figure: Any) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png")
    return buffer.getvalue()


def error_bars(shares: Sequence[Any]) -> tuple[list[float], list[list[float]]]:
    values = [100 * s.value for s in shares]
    lows = [100 * (s.value - s.interval[0]) for s in shares]
    highs = [100 * (s.interval[1] - s.value) for s in shares]
    return values, [lows, highs]
