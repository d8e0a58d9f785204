"""``kitgen GAME ...`` for a game whose record lists its referee functions
(:class:`kitgen.core.games.Referee`): a command each, made from their declarations."""

from __future__ import annotations

import typer

from kitgen.cli.declared import answering, given
from kitgen.cli.options import group
from kitgen.core import games


def referee_group(name: str) -> typer.Typer:
    """The command group of game ``name``: a command per referee function of its record."""
    game = games.find_game(name)
    app = group(game.title)
    for referee in game.referees:
        own = given(game.load(referee.arguments), *referee.takes, required=True)
        command = answering(referee.function, game.rules_class(), own=own)
        app.command(referee.word, help=referee.summary)(command)
    return app


def __getattr__(name: str) -> typer.Typer:
    """``kitgen.cli.referees:GAME`` is :func:`referee_group` of ``GAME``."""
    if games.lookup(name) is None:
        raise AttributeError(name)
    return referee_group(name)
