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
from kitgen.cli.declared import answering, given
from kitgen.cli.options import group
from kitgen.core.messages import N_

app = group(api.texts.STAEDA_HELP)


RoundFile = Annotated[
    Path | None,
    typer.Argument(help=N_("A round file (.toml or .json)."), dir_okay=False, metavar="[FILE]"),
]
#: The house rules of every command, and their file.
RULES = (api.RulesFile, api.Rules)
API = "kitgen.api.staeda"

app.command("targets", help=api.texts.TARGETS_HELP)(
    answering(
        f"{API}:targets",
        api.TargetsOptions,
        *RULES,
        own=given(api.StaedaArguments, "cards", required=True),
    )
)
app.command("check", help=api.texts.CHECK_HELP)(
    answering(
        f"{API}:check",
        api.DealOptions,
        *RULES,
        own=given(api.StaedaArguments, "expression", required=True),
        required=("target", "hand", "table"),
    )
)
app.command("solve", help=api.texts.SOLVE_HELP)(
    answering(f"{API}:solve", api.DealOptions, *RULES, required=("target", "hand"))
)
app.command("round", help=api.texts.ROUND_HELP)(
    answering(f"{API}:round", api.RoundOptions, *RULES, own={"file": (RoundFile, None)})
)
app.command("over", help=api.texts.OVER_HELP)(
    answering(f"{API}:over", api.OverOptions, *RULES, required=("target",))
)
app.command("bot", help=api.texts.BOT_HELP)(
    answering(
        f"{API}:bot", api.DealOptions, api.BotOptions, *RULES, required=("target", "hand", "table")
    )
)
