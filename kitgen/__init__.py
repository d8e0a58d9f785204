"""kitgen: make tabletop game kits at home, and referee them at the table.

The public API (``docs/api.md``)::

    import kitgen

    kitgen.check("11x11=1001").ok                     # the binary referee
    kitgen.code.feedback("1234", "2211").written      # the ice cream code referee: '1,1'
    kitgen.Game.new(players=["Ann", "Bob"]).play("8H 1+1=10").points   # a game, in memory
    kitgen.game.play("game.json", "8H 1+1=10")       # a game file, as ``kitgen game play``
    kitgen.make("tiles", "output", paper="letter")    # a kit, as ``kitgen tiles`` builds it
    kitgen.staeda.targets("3 4 5").targets            # the Stæða referee (a module)
    kitgen.build("icecream", "output")                # a whole kit, as ``kitgen build`` does
    kitgen.game.bot("game.json", rack="1,0,=,+", level="strong", play=True)  # a computer player
    kitgen.lab.binary(games=200, versus="--endgame standard")  # the house-rule lab
    kitgen.rules("staeda").rules                      # the rules page, as ``kitgen rules``
    kitgen.templates.copy_template("tiles-xor", ".")  # as ``kitgen templates copy``

Names are loaded on first use, so ``import kitgen`` costs nothing and a referee call loads
no drawing library.
"""

from __future__ import annotations

# Nothing is imported here, not even ``typing``: a Ctrl-C in the first milliseconds of
# ``kitgen`` then lands in Python's start-up or in the entry point, which catches it
# (kitgen.cli.entry), never in a line of this file.
TYPE_CHECKING = False
# For static type checkers only, which cannot read the registry: every name ``_exports()``
# gives for the shipped games, each game's from its record (tests/test_docs.py compares).
if TYPE_CHECKING:
    from typing import Any

    from kitgen.api import code as code
    from kitgen.api import game as game
    from kitgen.api import lab as lab
    from kitgen.api import staeda as staeda
    from kitgen.api import templates as templates
    from kitgen.api import tournament as tournament
    from kitgen.api.build import build as build
    from kitgen.api.check import CheckAnswer as CheckAnswer
    from kitgen.api.check import check as check
    from kitgen.api.game import Game as Game
    from kitgen.api.make import make as make
    from kitgen.api.rules import rules as rules
    from kitgen.core.answer import Answer as Answer
    from kitgen.core.errors import KitgenError as KitgenError
    from kitgen.maker.output import Made as Made
    from kitgen.maker.output import WrittenFile as WrittenFile

#: Public name -> ``module:attribute`` (or a module): the names every game shares. Each
#: game's own (``kitgen.check``, ``kitgen.code``...) are its record's ``exports``
#: (:mod:`kitgen.core.games`), read when first asked for.
_EXPORTS = {
    "Answer": "kitgen.core.answer:Answer",
    "KitgenError": "kitgen.core.errors:KitgenError",
    "Made": "kitgen.maker.output:Made",
    "WrittenFile": "kitgen.maker.output:WrittenFile",
    "build": "kitgen.api.build:build",
    "lab": "kitgen.api.lab",
    "make": "kitgen.api.make:make",
    "rules": "kitgen.api.rules:rules",
    "templates": "kitgen.api.templates",
    "tournament": "kitgen.api.tournament",
}


def _exports() -> dict[str, str]:
    """Every public name -> ``module:attribute`` (or a module): the shared ones, then each
    registered game's."""
    from kitgen.core import games

    found = dict(_EXPORTS)
    for game in games.games():
        found.update(game.exports)
    return found


def __getattr__(name: str) -> Any:
    if name == "__all__":  # the registered games' names too
        return sorted([*_exports(), "__version__"])
    target = _EXPORTS.get(name) or (_exports().get(name) if not name.startswith("__") else None)
    if target is not None:
        import importlib

        module_name, _, attr = target.partition(":")
        module = importlib.import_module(module_name)
        value = getattr(module, attr) if attr else module
        globals()[name] = value
        return value
    # The version lives in one place, pyproject.toml; read it from the installed metadata,
    # and only when asked (importing kitgen stays free of importlib.metadata).
    if name == "__version__":
        from importlib.metadata import version

        return version("kitgen")
    raise AttributeError(f"module 'kitgen' has no attribute {name!r}")
