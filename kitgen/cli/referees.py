"""The referee commands, made from the one list (:mod:`kitgen.core.referees`, each game's
record's ``referees``): a Typer command each, from its declarations, or the hand-written
command the list names for old spellings kept for a release.

``kitgen game …``, ``kitgen code …`` and ``kitgen staeda …`` are groups whose module adds
them with :func:`add_referees`; a game with no module of its own (a plug-in's) gets its group
from :func:`referee_group`, and a command with no group (``kitgen check``) is itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import Any

import typer

from kitgen.cli.declared import answering, given
from kitgen.cli.options import group
from kitgen.core import games
from kitgen.core.referees import Referee


def listed() -> Iterator[tuple[games.GameRecord, Referee]]:
    """Every referee command in the list, with its game's record."""
    for game in games.games():
        for referee in game.referees:
            yield game, referee


def command(game: games.GameRecord, referee: Referee) -> Callable[..., Any]:
    """The command function of ``referee``: the hand-written one it names, or one made
    from its declarations (its own arguments in order, ``--json``, ``--wait`` when it
    changes a file, then its declared options)."""
    if referee.cli:
        found: Callable[..., Any] = game.load(referee.cli)
        return found
    own: dict[str, tuple[Any, Any]] = {}
    for arg in referee.own_arguments():
        own.update(given(game.load(arg.declaration), arg.name, required=arg.required))
    from kitgen.cli.answer import JsonOpt

    own["as_json"] = (JsonOpt, False)
    if referee.wait:
        from kitgen.cli.fileopts import WaitOpt

        own["wait"] = (WaitOpt, None)
    if referee.options is None:
        groups: tuple[type, ...] = (game.rules_class(),)
    else:
        groups = tuple(game.load(name) for name in referee.options)
    return answering(referee.function, *groups, own=own, required=referee.required)


def help_of(game: games.GameRecord, referee: Referee) -> str | None:
    """The help of ``referee``'s command: its help text, else its summary (``None``: a
    hand-written command without either keeps its docstring)."""
    if referee.help:
        found: str = game.load(referee.help)
        return found
    return None if referee.cli else referee.summary


def add_referees(
    app: typer.Typer, first: str, subgroups: Mapping[str, typer.Typer] | None = None
) -> typer.Typer:
    """Add to ``app`` (``kitgen FIRST``) every referee command whose first word is
    ``first``, in the list's order; a command of two words more goes into its subgroup
    (``match new`` into ``subgroups["match"]``)."""
    for game, referee in listed():
        if referee.group == "" or referee.path(game.name).split()[0] != first:
            continue
        *into, word = referee.word.split()
        target = (subgroups or {})[into[0]] if into else app
        target.command(word, help=help_of(game, referee))(command(game, referee))
    return app


def referee_group(name: str) -> typer.Typer:
    """The command group of game ``name`` (a game with no command-line module of its own)."""
    game = games.find_game(name)
    return add_referees(group(game.title), game.name)


def top_level() -> dict[str, str]:
    """The referee commands without a group (``kitgen check``): word -> where it is."""
    return {r.word: f"kitgen.cli.referees:{r.word}" for _game, r in listed() if r.group == ""}


def __getattr__(name: str) -> Any:
    """``kitgen.cli.referees:GAME`` is :func:`referee_group` of ``GAME``;
    ``kitgen.cli.referees:WORD`` the command of a referee without a group."""
    for game, referee in listed():
        if referee.group == "" and referee.word == name:
            return command(game, referee)
    if games.lookup(name) is None:
        raise AttributeError(name)
    return referee_group(name)
