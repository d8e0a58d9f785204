"""``kitgen lab`` — the house-rule lab: each game played against itself by the computer.

Thin: the run's options and the house rules generated from their declarations; the library
plays and counts (``kitgen/api/lab.py``); a progress bar on stderr on runs over a second.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kitgen.api.lab import texts
from kitgen.cli import answer
from kitgen.cli.declared import declared
from kitgen.cli.options import group
from kitgen.cli.progress import ProgressBar
from kitgen.core import games

app = group(texts.LAB_HELP)


def lab_command(function: Callable[..., Any], unit: str, *groups: type) -> Any:
    """``kitgen lab GAME``: the run's options and the house rules (``groups``), a progress
    bar counting ``unit``, the library's answer (``function``'s) printed."""

    @declared(*groups)
    def run(as_json: answer.JsonOpt = False, **options: Any) -> None:
        answer.show(function(progress=ProgressBar(unit), **options), as_json)

    return run


for _game, _lab in games.labs():  # as each game's record says
    _rules = _game.rules_class()
    _run = lab_command(_game.load(_lab.function), _lab.unit, _game.load(_lab.options), _rules)
    app.command(_game.name, help=_game.load(_lab.help))(_run)
