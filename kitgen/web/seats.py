"""What the web's tables share: who did what at a game (a phone's seat acting for another),
the rematch started once, and the texts the page's script shows (:func:`script_plural`),
passed from the page translated, never written in the script.

A game's own seats (the computer's at a binary game) are its pages' (:mod:`kitgen.web.game_seats`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from kitgen.core.messages import catalogue, language
from kitgen.web import state
from kitgen.web.store import Store

# -- the script's texts -----------------------------------------------------------------------

#: A number of each plural category (CLDR's, as the browser's Intl.PluralRules names them).
SAMPLES = {"one": 1, "two": 2, "few": 2, "many": 5, "other": 100}


def script_plural(singular: str, plural: str) -> str:
    """A plural message for the page's script, as JSON: its form for each plural category,
    ``{n}`` left in for the script to fill (``{"one": "{n} punt", "other": "{n} punten"}``)."""
    found = catalogue(language())
    return json.dumps({tag: found.ngettext(singular, plural, n) for tag, n in SAMPLES.items()},
                      ensure_ascii=False)  # fmt: skip


# -- who did it: a phone's seat acting for another (issue #38) -------------------------------

#: The longest notes file read, and the most notes kept (a game's turns, and some).
MAX_NOTES_BYTES = 64_000
MAX_NOTES = 400
#: The longest seat name a phone may say it is (a player's name is shorter).
MAX_SEAT = state.MAX_SEAT
#: What a phone that only watches says it is.
WATCHING = ""


def notes_file(store: Store, ident: str, kind: str = "game") -> Path:
    """Where the server keeps who did what at game ``ident`` beside the game file (which
    stays the command line's own): ``DATA/seats/ID.notes.json``; of a Stæða game (``kind``
    ``staeda``), ``DATA/seats/staeda-ID.notes.json``."""
    store.path(kind, ident)
    return store.root / "seats" / (f"{ident}.notes.json" if kind == "game" else
                                   f"{kind}-{ident}.notes.json")  # fmt: skip


def notes(store: Store, ident: str, kind: str = "game") -> list[dict[str, object]]:
    """The notes of game ``ident``: ``{"after": N, "kind": "pass"|"undo"|"play"|"rematch",
    "by": seat, "player": whose turn or move, "move": …, "game": the rematch's id}``, ``after``
    the number of entries of the game's history when it was made."""
    path = notes_file(store, ident, kind)
    try:
        if not path.is_file() or path.stat().st_size > MAX_NOTES_BYTES:
            return []
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    if not isinstance(data, list):
        return []
    return [n for n in data if isinstance(n, dict) and isinstance(n.get("after"), int)]


def add_note(store: Store, ident: str, note: dict[str, object], kind: str = "game") -> None:
    """Keep ``note`` (see :func:`notes`) with game ``ident``'s notes, under their lock."""
    from kitgen.api.files import changing, write_text

    path = notes_file(store, ident, kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    with changing(path) as real:
        found = [*notes(store, ident, kind), note][-MAX_NOTES:]
        write_text(real, json.dumps(found, ensure_ascii=False, indent=0))


def rematch_once(store: Store, ident: str, kind: str, after: int, start: Callable[[], str]) -> str:
    """The rematch of game ``ident`` (of ``kind``): the one already started, else the one
    ``start()`` starts, noted under the lock of the game's notes, so that it is started once
    however many phones ask at once."""
    from kitgen.api.files import changing, write_text

    path = notes_file(store, ident, kind)
    path.parent.mkdir(parents=True, exist_ok=True)
    with changing(path) as real:
        started = rematch_of(store, ident, kind)
        if started is None:
            started = start()
            note = {"after": after, "kind": "rematch", "game": started}
            found = [*notes(store, ident, kind), note][-MAX_NOTES:]
            write_text(real, json.dumps(found, ensure_ascii=False, indent=0))
    return started


def rematch_of(store: Store, ident: str, kind: str = "game") -> str | None:
    """The id of the rematch started from game ``ident`` (of ``kind``), if one was."""
    for note in reversed(notes(store, ident, kind)):
        if note.get("kind") == "rematch" and isinstance(note.get("game"), str):
            return str(note["game"])
    return None
