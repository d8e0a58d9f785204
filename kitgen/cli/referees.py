"""``kitgen GAME ...`` for a game whose record lists its referee commands as library
functions (:class:`kitgen.core.games.Referee`) instead of naming a command-line module of
its own: one command per referee, its arguments and the game's house rules generated from
their declarations, the library's answer printed (``kitgen.cli.app.referees`` names the
group as ``kitgen.cli.referees:GAME``).
"""

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
