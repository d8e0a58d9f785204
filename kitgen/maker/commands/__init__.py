"""What each kit command builds: its options (one dataclass), its conflicts, its builder.

Every module here has ``OPTIONS`` (the settings dataclass, see ``kitgen.maker.options``),
``CONFLICTS`` (its table of options that do not go together) and ``build(options, out)``
returning :class:`kitgen.maker.output.Made`. ``kitgen.make(command, ...)`` finds the module
in :data:`COMMANDS`; the command line's kit commands are generated from the same modules.
"""

from collections.abc import Iterator, Mapping

from kitgen.core import games
from kitgen.core.messages import N_

#: The kit commands no game brings (path as typed after ``kitgen`` -> its module); each
#: game's are in its record (:mod:`kitgen.core.games`: ``cards NAME`` its ``card``, the
#: others its ``kits``).
SHARED: dict[str, str] = {
    "calibrate 3d": "kitgen.maker.commands.calibrate_3d",
    "calibrate duplex": "kitgen.maker.commands.calibrate_duplex",
    "calibrate laser": "kitgen.maker.commands.calibrate_laser",
    "cards all": "kitgen.maker.commands.cards.all_games",
    "cards score-sheets": "kitgen.maker.commands.cards.score_sheets",
    "puzzles": "kitgen.maker.commands.puzzles",
}
#: The order of the list by a command's first word (the others after these, as found).
ORDER = ("board", "calibrate", "tiles", "racks", "cards", "tokens", "puzzles")


def _table() -> dict[str, str]:
    """Every kit command -> its module: the games' rule cards, then their other kits, then
    the shared ones, ordered by :data:`ORDER`."""
    found = {f"cards {g.name}": g.card for g in games.games() if g.card is not None}
    for game in games.games():
        found.update(game.kits)
    found.update(SHARED)

    def place(path: str) -> int:
        first = path.split()[0]
        return ORDER.index(first) if first in ORDER else len(ORDER)

    return dict(sorted(found.items(), key=lambda item: place(item[0])))


class _Commands(Mapping[str, str]):
    """The kit command path -> its module, read from the registry when asked (a game
    registered later brings its kits)."""

    def __getitem__(self, path: str) -> str:
        return _table()[path]

    def __iter__(self) -> Iterator[str]:
        return iter(_table())

    def __len__(self) -> int:
        return len(_table())


#: The kit command path (as typed after ``kitgen``) -> its module.
COMMANDS: Mapping[str, str] = _Commands()

#: The help of the kit command groups without a module of their own (``kitgen board``,
#: ``kitgen calibrate``; ``kitgen cards`` has ``kitgen.maker.commands.cards.HELP``).
GROUPS: dict[str, str] = {
    "board": N_("Game boards: a poster across several pages, one reference page, or a laser file."),
    "calibrate": N_(
        "Calibration sheets: print one, read it, and give what you read to the print commands "
        "(e.g. --back-offset for duplex backs)."
    ),
}
