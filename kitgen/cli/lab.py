"""``kitgen lab`` — the house-rule lab: each game played against itself by the computer.

Thin: the run's options and the game's house rules are generated from their declarations
(``kitgen.simulation.options``, each game's rules); the library plays and counts
(``kitgen/api/lab.py``); a progress bar goes to stderr on runs over a second.
"""

from __future__ import annotations

from typing import Any

from kitgen.api import lab as api
from kitgen.cli import answer
from kitgen.cli.declared import declared
from kitgen.cli.options import group
from kitgen.cli.progress import ProgressBar
from kitgen.games.binary.rules import Rules as BinaryRules
from kitgen.games.icecream.rules import HouseRules
from kitgen.games.staeda.rules import Rules as StaedaRules
from kitgen.simulation import options as texts
from kitgen.simulation.options import BinaryLabOptions, IcecreamLabOptions, StaedaLabOptions

app = group(texts.LAB_HELP)


def lab_command(game: str, unit: str, *groups: type) -> Any:
    """``kitgen lab GAME``: the run's options and the house rules (``groups``), a progress
    bar counting ``unit``, the library's answer printed."""

    @declared(*groups)
    def run(as_json: answer.JsonOpt = False, **options: Any) -> None:
        answer.show(getattr(api, game)(progress=ProgressBar(unit), **options), as_json)

    return run


app.command("binary", help=texts.BINARY_HELP)(
    lab_command("binary", "games", BinaryLabOptions, BinaryRules)
)
app.command("icecream", help=texts.ICECREAM_HELP)(
    lab_command("icecream", "rounds", IcecreamLabOptions, HouseRules)
)
app.command("staeda", help=texts.STAEDA_HELP)(
    lab_command("staeda", "deals and games", StaedaLabOptions, StaedaRules)
)
