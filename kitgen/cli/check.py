"""``kitgen check EXPR`` — the binary referee: is this expression correct, and why (not)?"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from kitgen.api.check import CheckArguments, CheckOptions, Rules, RulesFile, TileWords
from kitgen.cli import answer
from kitgen.cli.declared import declared, option
from kitgen.core.options import declaration


@declared(RulesFile, Rules, TileWords)
def check(
    expression: Annotated[
        list[str],
        typer.Argument(
            # the declaration's help (the web's expr); typed as several words, joined
            help=declaration(CheckArguments, "expression").option.help,
            show_default=False,
            metavar="EXPR...",
        ),
    ],
    explain: Annotated[bool, option(CheckOptions, "explain")] = False,
    json_out: answer.JsonOpt = False,
    **house_rules: Any,
) -> None:
    """Check a binary expression: exit 0 correct, 1 not correct, 2 unreadable.

    Multiply: x X * ×. Divide: / : ÷. Minus: - −. AND OR NOT XOR in any case, or & | ~ ^.

    A = tile turned 90° (the --rotated-equals joke) is typed [=].
    """
    from kitgen.api.check import check as judge

    verdict = judge(" ".join(expression), explain=explain, **house_rules)
    answer.show(verdict, json_out)
