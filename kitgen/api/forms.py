"""What a front end builds its own forms from (``kitgen serve``'s pages and endpoints).

The option declarations are the settings classes the command line's options are generated
from (``kitgen.core.options``): here the options of each kit command and the values
offered to pick from (the referee commands and their declarations are each game's record's,
:mod:`kitgen.core.games`; a game's own, such as the ice cream flavours, are in its API
module). A front end reads them here, through the library API, and
never reaches into the games or the maker itself.
"""

from __future__ import annotations

from importlib import import_module
from typing import NamedTuple

from kitgen.core import games


class KitCommand(NamedTuple):
    """One kit command: its path (``cards binary``), its summary, its settings class."""

    path: str
    summary: str
    options: type


def kit_commands() -> list[KitCommand]:
    """Every kit command ``kitgen.make`` builds, in the order of the command line's list."""
    from kitgen.api.make import command_module
    from kitgen.maker.commands import COMMANDS

    found = []
    for path in COMMANDS:
        module = command_module(path)
        found.append(KitCommand(path, module.HELP.split("\n")[0], module.OPTIONS))
    return found


#: The choices a front end lists as they stand in their module (imported when asked); each
#: game's own are in its record (:mod:`kitgen.core.games`, ``lists``).
LISTED = {
    "papers": ("kitgen.maker.layout", "PAPERS"),
    "card sizes": ("kitgen.maker.cards.card", "CARD_SIZES"),
    "beds": ("kitgen.maker.laser", "BEDS"),
}


def choices(kind: str) -> list[str]:
    """The values of ``kind`` a front end offers to pick from (a shell's completion):
    ``papers``, ``card sizes``, laser ``beds``, shipped ``templates``, and each game's lists
    (its record's ``lists``: the ice cream ``modes``, ``feedback`` styles and ``flavours``,
    Stæða's ``ranks``...)."""
    if kind in LISTED:
        module, name = LISTED[kind]
        return list(getattr(import_module(module), name))
    for game in games.games():
        if kind in game.lists:
            found = game.load(game.lists[kind])
            return list(found() if callable(found) else found)
    if kind == "templates":
        from kitgen.files.templates import shipped_templates

        return [t.name for t in shipped_templates()]
    raise LookupError(kind)
