"""The examples at the end of every command's ``--help`` (most are the README's): text data,
like the help texts (:mod:`kitgen.core.helptexts`).

The shared commands' lines are here; a game's own commands' lines, and those it adds to the
shared commands (``kitgen rules binary``, ``kitgen puzzles code``), are its record's
``examples`` (:mod:`kitgen.core.games`), so a new game brings its own. The command lines are
kept as typed in every language; only the heading above them is translated
(``kitgen.cli.helptext`` hangs them on the command tree when a help page is printed, never
for a run).
"""

from __future__ import annotations

from kitgen.core.speech import N_

#: The heading of the examples block.
HEADING = N_("Examples:")
#: The most lines a help page shows: the shared ones first, then the games' in the
#: registry's order.
MOST = 3
#: Command path (after ``kitgen``) -> two or three command lines that work as written, each
#: short enough (at most 75 characters) to show unwrapped in an 80-column terminal: the
#: shared commands' own, naming no game.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "serve": (
        "kitgen serve",
        "kitgen serve --lan --port 8080",
        "kitgen serve --data games --token my-table-token",
    ),
    "tournament new": (
        "kitgen tournament new class.json --players Ann,Bob,Cy,Dee,Eve",
        "kitgen tournament new pairs.json --players Ann,Bob,Cy,Dee --rounds double",
    ),
    "tournament round": (
        'kitgen tournament round class.json --result "Ann-Bob 1-0"',
        'kitgen tournament round class.json --result "Eve-Cy ½-½" --json',
    ),
    "tournament show": (
        "kitgen tournament show class.json",
        "kitgen tournament show class.json --sheet wall.pdf",
    ),
    "build": (
        "kitgen build",
        "kitgen build all --paper letter",
    ),
    "calibrate duplex": (
        "kitgen calibrate duplex --paper letter",
        "kitgen calibrate duplex --back-offset 1.5,-0.5",
        "kitgen calibrate duplex --readings 0.5,-0.25,-0.5,0.25",
    ),
    "calibrate laser": (
        "kitgen calibrate laser",
        "kitgen calibrate laser --thickness 3.2 --kerf 0.15",
    ),
    "calibrate 3d": (
        "kitgen calibrate 3d",
        "kitgen calibrate 3d --printer a1-mini --slicer bambu",
    ),
    "cards all": (
        "kitgen cards all",
        "kitgen cards all --size poker --paper letter",
    ),
    "cards score-sheets": ("kitgen cards score-sheets",),
    "templates list": (
        "kitgen templates list",
        "kitgen templates list --json",
    ),
    "schema": ("kitgen schema",),
}


#: The same for ``kitgen --help`` ("") and each command group's help: a first taste of the
#: commands under it, each of which shows more.
GROUP_EXAMPLES: dict[str, tuple[str, ...]] = {
    "": ("kitgen build",),
    "calibrate": (
        "kitgen calibrate duplex",
        "kitgen calibrate duplex --back-offset 1.5,-0.5",
        "kitgen calibrate laser --thickness 3.2",
    ),
    "cards": ("kitgen cards all",),
    "templates": ("kitgen templates list",),
    "tournament": (
        "kitgen tournament new class.json --players Ann,Bob,Cy,Dee,Eve",
        'kitgen tournament round class.json --result "Ann-Bob 1-0"',
    ),
}


def command_examples() -> dict[str, tuple[str, ...]]:
    """Every command's examples: the shared ones, then each registered game's."""
    return _merged("EXAMPLES", EXAMPLES)


def group_examples() -> dict[str, tuple[str, ...]]:
    """The root's and every command group's examples, the same way."""
    return _merged("GROUP_EXAMPLES", GROUP_EXAMPLES)


def _merged(name: str, shared: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    from kitgen.core import games

    found = {path: list(lines) for path, lines in shared.items()}
    for game in games.games():
        if game.examples is None:
            continue
        for path, lines in getattr(game.load(game.examples), name, {}).items():
            found.setdefault(path, []).extend(lines)
    return {path: tuple(lines[:MOST]) for path, lines in found.items()}
