"""The binary game's house-rule switches as reusable Typer options.

``kitgen check``, ``kitgen game new`` and ``kitgen cards binary`` declare the same options
through these ``Annotated`` aliases, so the flags are spelled the same everywhere::

    def check(order: OrderOpt = None, times_one: TimesOneOpt = None, ...):
        rules = rules_from_options(rules_file, order, ...)

Every option defaults to ``None`` = "not given": the rules file (``--rules``) or the rules
page's default decides. On/off switches come as pairs (``--xor/--no-xor``); the page's
flags (``--fractions``, ``--no-times-one``, ...) are one half of each pair.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

import typer

from kitgen.cli.paths import file_name
from kitgen.games.binary.rules import Rules, load_rules

_PANEL = "House rules (override the rules file)"

RulesFileOpt = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help="TOML rules file with the house rules (flags given here override it).",
        rich_help_panel=_PANEL,
        show_default=False,
        metavar="FILE",
        parser=file_name,
    ),
]
OrderOpt = Annotated[
    Literal["math", "left"] | None,
    typer.Option(
        "--order",
        metavar="ORDER",
        help="Order of operations: math (× ÷ before + −, then AND, XOR, OR) or left "
        "(strictly left to right). Default math.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
FractionsOpt = Annotated[
    bool | None,
    typer.Option(
        "--fractions/--no-fractions",
        metavar=" ",
        help="Let divisions leave exact fractions (default: every division must come out whole).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
NegativesOpt = Annotated[
    Literal["never", "final-only"] | None,
    typer.Option(
        "--negatives",
        metavar="MODE",
        help="never: no negative number even along the way (default); final-only: allowed "
        "along the way, but no side may be negative.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
LeadingZerosOpt = Annotated[
    Literal["after-not", "never", "always"] | None,
    typer.Option(
        "--leading-zeros",
        metavar="MODE",
        help="Where a number may start with 0: after-not (only right after NOT, the "
        "default), never, always.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
TimesOneOpt = Annotated[
    bool | None,
    typer.Option(
        "--times-one/--no-times-one",
        metavar=" ",
        help="Allow multiplying or dividing by 1 (default on).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
PlusZeroOpt = Annotated[
    bool | None,
    typer.Option(
        "--plus-zero/--no-plus-zero",
        metavar=" ",
        help="Allow adding or subtracting 0 (default on).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
AndOneOrZeroOpt = Annotated[
    bool | None,
    typer.Option(
        "--and-one-or-zero/--no-and-one-or-zero",
        metavar=" ",
        help="Allow the steps AND 1 and OR 0 (default on).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
PaddingOpt = Annotated[
    bool | None,
    typer.Option(
        "--padding/--no-padding",
        metavar=" ",
        help="Allow more than one ×1, ÷1, +0, −0, AND 1, OR 0 step in one expression (default on).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
XorOpt = Annotated[
    bool | None,
    typer.Option(
        "--xor/--no-xor",
        metavar=" ",
        help="Put XOR tiles in play (default off).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
RotatedEqualsOpt = Annotated[
    bool | None,
    typer.Option(
        "--rotated-equals/--no-rotated-equals",
        metavar=" ",
        help="Joke variant: a = tile turned 90° reads as 11; type it [=] (default off).",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]
EndgameOpt = Annotated[
    Literal["winner-adds", "standard"] | None,
    typer.Option(
        "--endgame",
        metavar="MODE",
        help="winner-adds: the player who goes out adds the others' leftover points "
        "(default); standard: the others also lose them.",
        rich_help_panel=_PANEL,
        show_default=False,
    ),
]


def rules_from_options(
    rules_file: Path | str | None = None,
    order: str | None = None,
    fractions: bool | None = None,
    negatives: str | None = None,
    leading_zeros: str | None = None,
    times_one: bool | None = None,
    plus_zero: bool | None = None,
    and_one_or_zero: bool | None = None,
    padding: bool | None = None,
    xor: bool | None = None,
    rotated_equals: bool | None = None,
    endgame: str | None = None,
) -> Rules:
    """The rules in force: the rules file (or the defaults), then every flag given."""
    base = load_rules(rules_file) if rules_file is not None else Rules()
    return base.with_changes(
        order=order,
        fractions=fractions,
        negatives=negatives,
        leading_zeros=leading_zeros,
        times_one=times_one,
        plus_zero=plus_zero,
        and_one_or_zero=and_one_or_zero,
        padding=padding,
        xor=xor,
        rotated_equals=rotated_equals,
        endgame=endgame,
    )


#: The parameter names under which commands declare the rule switches above.
RULE_PARAMS = (
    "rules_file",
    "order",
    "fractions",
    "negatives",
    "leading_zeros",
    "times_one",
    "plus_zero",
    "and_one_or_zero",
    "padding",
    "xor",
    "rotated_equals",
    "endgame",
)


def rules_from_params(params: Mapping[str, Any]) -> Rules:
    """The rules in force from a command's parsed parameters (``ctx.params``)."""
    return rules_from_options(**{name: params[name] for name in RULE_PARAMS if name in params})
