"""The ice cream house-rule options written by hand, for ``kitgen cards icecream`` only.

Transitional: ``kitgen code`` generates these options from ``HouseRules``
(``kitgen.cli.declared``); once the rule card does too, this module goes.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.cli import complete
from kitgen.cli.paths import file_name
from kitgen.games.icecream.rules import CodeRules, make_rules

Mode = Annotated[
    str | None,
    typer.Option(
        "--mode",
        "-m",
        help="easy, medium or hard (default hard, or the rules file's).",
        metavar="MODE",
        autocompletion=complete.modes,
        show_default=False,
    ),
]
Repeats = Annotated[
    bool,
    typer.Option("--repeats", help="Allow one flavour twice in a code (never 3, never 2 pairs)."),
]
AnyRepeats = Annotated[
    bool, typer.Option("--any-repeats", help="Allow repeats without limit (classic Mastermind).")
]
Flavours = Annotated[
    int | None,
    typer.Option("--flavours", help="Flavours in play (overrides the mode).", metavar="N"),
]
Length = Annotated[
    int | None, typer.Option("--length", help="Code length (overrides the mode).", metavar="N")
]
FeedbackStyle = Annotated[
    str | None,
    typer.Option(
        "--feedback",
        help="counts or position (overrides the mode).",
        metavar="STYLE",
        autocompletion=complete.feedback_styles,
    ),
]
Rows = Annotated[
    int | None, typer.Option("--rows", help="Rows in play (overrides the mode).", metavar="N")
]
RulesFile = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help="TOML rules file with the house rules (flags given here override it): mode, "
        "length, flavours, feedback, rows, repeats.",
        metavar="FILE",
        show_default=False,
        parser=file_name,
    ),
]


def rules_from_params(params: Mapping[str, Any]) -> CodeRules:
    """The rules in force from a command's parsed parameters (``ctx.params``): the mode,
    then the rules file, then every size or repeats flag given."""
    return make_rules(
        params.get("mode"),
        rules_file=params.get("rules_file"),
        repeats=params.get("repeats", False),
        any_repeats=params.get("any_repeats", False),
        flavours=params.get("flavours_in_play"),
        length=params.get("length"),
        feedback=params.get("feedback_style"),
        rows=params.get("rows"),
    )
