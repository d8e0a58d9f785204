"""``kitgen rules GAME``: the rules kitgen referees by, with every house rule and the errata."""

from __future__ import annotations

from typing import Annotated

import typer

from kitgen.api.rules import RulesOptions
from kitgen.cli import answer
from kitgen.cli.declared import option


def rules(
    game: Annotated[str, option(RulesOptions, "game")],
    json_out: answer.JsonOpt = False,
) -> None:
    """Print the rules of a game as kitgen referees them: the defaults, every house rule
    and the switch that changes it, and the errata of the printed rules."""
    from kitgen.api.rules import rules as rules_page

    page = rules_page(game)
    if page.reason and not json_out:
        typer.echo(f"note: {page.reason}", err=True)
    answer.show(page, json_out)
