"""``kitgen staeda`` — the Stæða referee: targets, claims, solver, rounds, end of game.

Each command parses, calls :mod:`kitgen.api.staeda` and prints its answer. The options come
from their declarations (``kitgen.games.staeda.options``, the house rules
``kitgen.games.staeda.rules.Rules``), which the library checks.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from kitgen.api.staeda import (
    BotOptions,
    DealOptions,
    OverOptions,
    RoundOptions,
    Rules,
    RulesFile,
    StaedaArguments,
    TargetsOptions,
    texts,
)
from kitgen.cli.declared import answering, given
from kitgen.cli.options import group
from kitgen.core.messages import N_

app = group(texts.STAEDA_HELP)


RoundFile = Annotated[
    Path | None,
    typer.Argument(help=N_("A round file (.toml or .json)."), dir_okay=False, metavar="[FILE]"),
]
#: The house rules of every command, and their file.
RULES = (RulesFile, Rules)
API = "kitgen.api.staeda"

app.command("targets", help=texts.TARGETS_HELP)(
    answering(
        f"{API}:targets", TargetsOptions, *RULES, own=given(StaedaArguments, "cards", required=True)
    )
)
app.command("check", help=texts.CHECK_HELP)(
    answering(
        f"{API}:check",
        DealOptions,
        *RULES,
        own=given(StaedaArguments, "expression", required=True),
        required=("target", "hand", "table"),
    )
)
app.command("solve", help=texts.SOLVE_HELP)(
    answering(f"{API}:solve", DealOptions, *RULES, required=("target", "hand"))
)
app.command("round", help=texts.ROUND_HELP)(
    answering(f"{API}:round", RoundOptions, *RULES, own={"file": (RoundFile, None)})
)
app.command("over", help=texts.OVER_HELP)(
    answering(f"{API}:over", OverOptions, *RULES, required=("target",))
)
app.command("bot", help=texts.BOT_HELP)(
    answering(f"{API}:bot", DealOptions, BotOptions, *RULES, required=("target", "hand", "table"))
)
