"""Count the code files that name a game outside the game's own modules (#36: "the number of
places that name a game, target: one").

    python tools/game_names.py            # a line per game: its count, then the files
    python tools/game_names.py --short    # the counts only

A file *names* a game when its code (not its docstrings or comments) holds one of the
game's spellings: a string that is or contains the name or an alias as a word
(``"staeda"``, ``"kitgen.games.staeda.rules:Rules"``, ``"stæða"``), an identifier with the
name as a word (``staeda_form``, ``BINARY_HELP``), or an import of one of the game's own
modules (``kitgen.api.code`` is the ice cream game's). The game's own modules are not
counted: its package ``kitgen/games/GAME/``, its commands, kits, components, specs, lab and
referee modules in the layers above (:data:`OWN`), its templates. The registry
(``kitgen/core/games.py``, the shipped games' records and referee commands) is counted: it
is the one place that should name every game. ``kitgen/__init__.pyi`` (the type checkers'
stub, the records' ``exports`` as imports) is not a code file: ``make reference`` writes it
from the registry. Exit 0 always; the figures are for the issue's closing note.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Each game's spellings (its name and aliases; Stæða's title is its alias).
SPELLINGS = {
    "binary": ("binary", "binary-tiles"),
    "icecream": ("icecream", "ice-cream", "ice-cream-code", "ice cream"),
    "staeda": ("staeda", "stæða"),
}

#: Each game's own modules outside ``kitgen/games/GAME/`` (paths from the repository root,
#: a trailing ``/`` a folder): what a game brings with it, not a list of the games.
OWN = {
    "binary": (
        "kitgen/games/binary/",  # its rules, referee, templates, --help examples
        "kitgen/api/check.py",  # kitgen check: a binary expression
        "kitgen/api/game.py",
        "kitgen/api/game_answers.py",
        "kitgen/api/game_bot.py",
        "kitgen/api/game_moves.py",
        "kitgen/api/game_lab.py",
        "kitgen/cli/check.py",
        "kitgen/cli/game.py",
        "kitgen/web/game_pages.py",  # its pages of kitgen serve (check, game)
        "kitgen/web/game_seats.py",  # the computer's seats at its web games
        "kitgen/simulation/binary.py",
        "kitgen/maker/commands/board_binary.py",
        "kitgen/maker/commands/tiles.py",
        "kitgen/maker/commands/racks.py",
        "kitgen/maker/commands/cards/binary.py",
        "kitgen/maker/commands/cards/reference.py",
        "kitgen/maker/cards/binary.py",
        "kitgen/maker/cards/reference.py",
        "kitgen/maker/components/board_binary.py",
        "kitgen/maker/components/tiles.py",
        "kitgen/maker/kits/binary_",
        "kitgen/maker/puzzles_binary.py",  # its puzzles on paper
        "kitgen/maker/kits/board_joints.py",  # the binary laser board's parts and dowels
        "kitgen/maker/kits/board_split.py",
        "kitgen/maker/kits/racks",
        "kitgen/maker/specs/board.py",
        "kitgen/maker/specs/tiles.py",
    ),
    "icecream": (
        "kitgen/games/icecream/",
        "kitgen/api/code.py",
        "kitgen/api/code_bot.py",
        "kitgen/api/code_lab.py",
        "kitgen/cli/code.py",
        "kitgen/simulation/icecream.py",
        "kitgen/maker/commands/board_icecream.py",
        "kitgen/maker/commands/tokens.py",
        "kitgen/maker/commands/cards/icecream.py",
        "kitgen/maker/cards/icecream.py",
        "kitgen/maker/components/icecream.py",
        "kitgen/maker/kits/icecream_",
        "kitgen/maker/puzzles_icecream.py",  # its puzzles on paper
        "kitgen/maker/specs/icecream.py",
        "kitgen/web/code_pages.py",  # its pages of kitgen serve
    ),
    "staeda": (
        "kitgen/games/staeda/",
        "kitgen/api/staeda.py",
        "kitgen/api/staeda_bot.py",
        "kitgen/api/staeda_lab.py",
        "kitgen/api/staeda_game.py",  # a Stæða game kept in a file
        "kitgen/web/staeda_table.py",  # the web's Stæða game at the table
        "kitgen/web/staeda_pages.py",  # its referee page of kitgen serve
        "kitgen/cli/staeda.py",
        "kitgen/simulation/staeda.py",
        "kitgen/maker/commands/cards/staeda.py",
        "kitgen/maker/cards/staeda.py",
        "kitgen/maker/puzzles_staeda.py",  # its puzzles on paper (Stæða deals, 24 hands)
    ),
}


#: Words that hold a game's name and are not it (``os.O_BINARY``).
NOT_A_GAME = {"O_BINARY"}


def own_modules(game: str) -> tuple[str, ...]:
    """The dotted names of the game's own modules (an import of one names the game)."""
    found = []
    for path in OWN[game]:
        dotted = path.removesuffix(".py").removesuffix("/").replace("/", ".")
        found.append(dotted)
    return tuple(found)


def docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings or bare string statements, and
    of the values of a JSON Schema's ``"format"`` (``{"format": "binary"}``: bytes, not
    the game)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            found.add(id(node.value))
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "format":
                    found.add(id(value))
    return found


def names_in(path: Path, game: str) -> list[str]:
    """What in ``path``'s code names ``game`` (empty: nothing)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    words = re.compile(
        r"(?<![a-z0-9])(" + "|".join(re.escape(s) for s in SPELLINGS[game]) + r")(?![a-z0-9])",
        re.IGNORECASE,
    )
    identifier = re.compile(rf"(?<![A-Za-z0-9]){game}(?![A-Za-z0-9])", re.IGNORECASE)
    modules = own_modules(game)
    skip = docstrings(tree)
    hits: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if node.value in NOT_A_GAME:
                continue
            if id(node) not in skip and words.search(node.value.replace("_", " ")):
                hits.append(f"{node.lineno}: {node.value[:50]!r}")
        elif isinstance(node, ast.Name | ast.Attribute | ast.alias | ast.FunctionDef):
            word = (
                node.id
                if isinstance(node, ast.Name)
                else node.attr
                if isinstance(node, ast.Attribute)
                else node.name
            )
            if word not in NOT_A_GAME and identifier.search(word.replace("_", " ")):
                hits.append(f"{node.lineno}: {word}")
        elif isinstance(node, ast.ImportFrom) and node.module:
            full = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            if any(m == own or m.startswith(own + ".") for m in full for own in modules):
                hits.append(f"{node.lineno}: from {node.module} import")
        elif isinstance(node, ast.Import) and any(
            a.name.startswith(own) for a in node.names for own in modules
        ):
            hits.append(f"{node.lineno}: import")
    return hits


def code_files() -> list[Path]:
    """kitgen's code files."""
    return sorted((ROOT / "kitgen").rglob("*.py"))


def measure() -> dict[str, dict[str, list[str]]]:
    """Each game -> the files outside its own modules that name it -> what names it."""
    found: dict[str, dict[str, list[str]]] = {}
    for game in SPELLINGS:
        found[game] = {}
        for path in code_files():
            relative = path.relative_to(ROOT).as_posix()
            if any(relative.startswith(own) for own in OWN[game]):
                continue
            hits = names_in(path, game)
            if hits:
                found[game][relative] = hits
    return found


def main(argv: list[str]) -> int:
    short = "--short" in argv
    for game, files in measure().items():
        print(f"{game}: {len(files)} files")
        if not short:
            for relative, hits in files.items():
                print(f"  {relative}: {len(hits)} ({'; '.join(hits[:3])})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
