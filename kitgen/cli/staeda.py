"""``kitgen staeda`` — the Stæða referee: targets, claims, solver, rounds, end of game.

Each command parses, calls :mod:`kitgen.api.staeda` and prints its answer. The options come
from their declarations (``kitgen.games.staeda.options``, the house rules
``kitgen.games.staeda.rules.Rules``), which the library checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.api import staeda as api
from kitgen.cli.declared import answering
from kitgen.cli.options import group
from kitgen.cli.referees import add_referees
from kitgen.core.messages import N_

app = group(api.texts.STAEDA_HELP)


RoundFile = Annotated[
    Path | None,
    typer.Argument(help=N_("A round file (.toml or .json)."), metavar="[FILE]"),
]
#: The house rules of every command, and their file.
RULES = (api.RulesFile, api.Rules)
API = "kitgen.api.staeda"

#: ``kitgen staeda round [FILE]``: a round file on the machine, which the web does not take.
round_ = answering(f"{API}:round", api.RoundOptions, *RULES, own={"file": (RoundFile, None)})
#: Every ``kitgen staeda`` command, from the one list (``kitgen.core.referees``).
add_referees(app, "staeda")
