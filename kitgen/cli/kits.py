"""The kit commands, generated from their declarations (``kitgen.maker.commands``).

Each command's options come from its settings dataclass; the command parses them, calls
``kitgen.make`` and prints the files it wrote. A command path of two words (``board
binary``) is a command of the group named by the first (:func:`kit_group`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer

from kitgen.api.make import COMMANDS, command_module, groups
from kitgen.cli import answer
from kitgen.cli.declared import argument, declared
from kitgen.cli.options import JsonOpt, OutOpt, QuietOpt, group
from kitgen.core import games
from kitgen.core.options import check_value, declaration

score_sheets_command = command_module("cards score-sheets")

GameArg = Annotated[str, argument(score_sheets_command.OPTIONS, "game")]


@declared(score_sheets_command.OPTIONS)
def score_sheets(
    game: GameArg = "all",
    old_players: Annotated[str | None, typer.Option("--players", hidden=True)] = None,
    out: OutOpt = Path("output"),
    json_out: JsonOpt = False,
    quiet: QuietOpt = False,
    **options: Any,
) -> None:
    from kitgen.api.make import make

    if old_players is not None:  # --players names the players everywhere else
        # a value --columns refuses is refused alone, without the warning
        check_value(declaration(score_sheets_command.OPTIONS, "columns"), old_players)
        answer.deprecated("cards score-sheets --players N", "--columns N")
        options.setdefault("columns", old_players)
    answer.show_made(make("cards score-sheets", out, game=game, **options), json_out, quiet)


score_sheets.__doc__ = score_sheets_command.HELP


def _cards() -> typer.Typer:
    """``kitgen cards``: the rule cards, the quick reference and the score sheets."""
    cards_app = group(groups()["cards"])
    for name in (*(game.name for game in games.with_card()), "all", "reference"):
        cards_app.command(name)(kit_command(f"cards {name}"))
    cards_app.command("score-sheets")(score_sheets)
    return cards_app


def kit_command(command: str) -> Any:
    """The Typer command function of kit command ``command``."""
    module = command_module(command)

    @declared(module.OPTIONS)
    def run(
        out: OutOpt = Path("output"),
        json_out: JsonOpt = False,
        quiet: QuietOpt = False,
        **options: Any,
    ) -> None:
        from kitgen.api.make import make

        answer.show_made(make(command, out, **options), json_out, quiet)

    run.__doc__ = module.HELP
    run.__name__ = command.replace(" ", "_")
    return run


def kit_group(name: str) -> typer.Typer:
    """The Typer group of the kit commands ``NAME COMMAND`` (``board binary``...)."""
    app = group(groups()[name])
    for command in COMMANDS:
        first, _, sub = command.partition(" ")
        if first == name and sub:
            app.command(sub)(kit_command(command))
    return app


tiles = kit_command("tiles")
tokens = kit_command("tokens")
racks = kit_command("racks")

#: (``board``, ``calibrate``, ``cards`` and ``puzzles`` too, made when asked:
#: :func:`__getattr__`.)
__all__ = ["racks", "tiles", "tokens"]


def __getattr__(name: str) -> Any:
    """``board``, ``calibrate``, ``cards`` and ``puzzles``: made when the command line asks
    for them, from the kit commands and the options there are then (a game registered later
    brings its own)."""
    if name == "cards":  # the games' cards, and cards all with the options they add
        return _cards()
    if name == "puzzles":  # with each registered kind's own options
        return kit_command("puzzles")
    if name in groups():
        return kit_group(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
