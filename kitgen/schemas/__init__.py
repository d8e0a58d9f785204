"""JSON Schemas (draft 2020-12) of what every command prints with ``--json``.

One file per referee command (``check.json``, ``game-play.json``, ``code-match-show.json``...),
``files.json`` for every kit command and ``error.json`` for the answer to bad input.
``kitgen schema COMMAND`` prints one. A game registered with referee functions of its own
(:class:`kitgen.core.games.Referee`) brings their schemas in its own folder.

The files give ``lang`` as a string; :func:`load` adds the languages there are (the folders
of ``kitgen/locale``, :func:`kitgen.core.messages.languages`) as its ``enum``, so that a new
language needs no schema changed.
"""

from __future__ import annotations

import json
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

from kitgen.core import games
from kitgen.core.errors import unknown_choice

#: The commands that make a kit and that no game brings: they all answer with the same
#: ``files`` list, as every game's kit commands (its record's ``card`` and ``kits``) do.
SHARED_KITS = (
    "build",
    "calibrate 3d",
    "calibrate duplex",
    "calibrate laser",
    "cards all",
    "cards score-sheets",
)


def kit_commands() -> list[str]:
    """Every command that makes a kit, in alphabetical order."""
    found = set(SHARED_KITS)
    for game in games.games():
        found.update(game.kits)
        if game.card is not None:
            found.add(f"cards {game.name}")
    return sorted(found)


#: The answers whose ``game`` is any registered game (:mod:`kitgen.core.games`).
ANY_GAME = ("rules",)


def schema_name(command: str) -> str:
    """The schema file for ``command`` (the words after ``kitgen``, e.g. ``"game play"``)."""
    words = " ".join(command.split())
    if words in kit_commands():
        return "files"
    return words.replace(" ", "-")


def _plugged() -> dict[str, Traversable]:
    """The schema files of the registered games' referee functions, by command."""
    found: dict[str, Traversable] = {}
    for game in games.games():
        if game.schemas is not None:
            for referee in game.referees:
                found[f"{game.name} {referee.word}"] = (
                    game.schemas / f"{game.name}-{referee.word}.json"
                )
    return found


def names() -> list[str]:
    """Every command that has a schema, spelled as typed after ``kitgen``."""
    files = resources.files(__name__)
    referee = sorted(
        [
            p.name.removesuffix(".json").replace("-", " ")
            for p in files.iterdir()
            if p.name.endswith(".json") and p.name not in ("files.json", "error.json")
        ]
        + list(_plugged())
    )
    return referee + kit_commands() + ["error"]


def load(command: str) -> dict[str, Any]:
    """The schema of ``command``'s ``--json`` output (``"error"`` for the bad-input answer).

    ``command`` must be one of :func:`names`: it is never read as a path.
    """
    words = " ".join(command.split())
    known = names()
    if words not in known:
        shown = words if len(words) <= 60 else words[:60] + "…"
        raise unknown_choice("command", shown, known)
    path = _plugged().get(words) or resources.files(__name__) / f"{schema_name(words)}.json"
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if words in ANY_GAME:  # the shipped file lists the shipped games; the registry, all
        found["properties"]["game"]["enum"] = list(games.names())
    if words == "puzzles":  # likewise the kinds of puzzle: every registered game's
        _puzzle_kinds(found)
    lang = found.get("properties", {}).get("lang")
    if isinstance(lang, dict):
        from kitgen.core.messages import languages

        found["properties"]["lang"] = {"enum": list(languages()), **lang}
    return found


def _puzzle_kinds(schema: dict[str, Any]) -> None:
    """The ``puzzles`` schema with every registered game's kinds; a plug-in's kind adds its
    question's keys and its measure's name from its schemas' folder (``puzzles-KIND.json``:
    ``{"question": {KEY: SCHEMA...}, "measures": [NAME...]}``)."""
    kinds = [kind for game in games.games() for kind in game.puzzles]
    schema["properties"]["kind"]["enum"] = kinds
    item = schema["properties"]["puzzles"]["items"]["properties"]
    item["kind"]["enum"] = kinds
    for game in games.games():
        folder = game.schemas
        for kind in game.puzzles:
            own = folder / f"puzzles-{kind}.json" if folder is not None else None
            if own is not None and own.is_file():
                added = json.loads(own.read_text(encoding="utf-8"))
                item["question"]["properties"].update(added.get("question", {}))
                item["measure"]["properties"]["name"]["enum"] += added.get("measures", [])
