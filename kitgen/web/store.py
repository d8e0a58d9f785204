"""The data folder of ``kitgen serve``: games, matches and tournaments by id, and the table's
settings.

A game is ``DATA/games/ID.json``, a match ``DATA/matches/ID.json``, a tournament
``DATA/tournaments/ID.json``, and a game's own kind of file in the folder its record names
(``stored``: a Stæða game ``DATA/staeda/ID.json``, the library's
:mod:`kitgen.api.staeda_game`), in the command line's
own file formats (``kitgen game show DATA/games/ID.json`` works on a web game), written by
the library under its lock with its atomic writes. An id is random (80 bits, 16 letters of
base32) and checked against :data:`ID_PATTERN` before it is joined to a folder: no request
ever names a path.
"""

from __future__ import annotations

import base64
import errno
import json
import os
import re
import secrets
import time
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, display_name, shown_json
from kitgen.core.messages import N_, _

#: What a game or match id looks like: 16 letters and digits of base32, lower case.
ID_PATTERN = re.compile(r"[a-z2-7]{16}")
#: The table's settings file and the longest one read.
TABLE_FILE = "table.json"
#: The table settings' key of the language the table picked.
LANGUAGE_KEY = "language"
MAX_TABLE_BYTES = 64_000


#: The messages of an id that is not one, and of one that names nothing, by kind (one
#: message each: the noun and its grammar are the language's).
NOT_AN_ID = {
    "game": N_(
        "game {ident} is not a game id — give the id the server gave out (16 letters and "
        "digits), or start a new game"
    ),
    "match": N_(
        "match {ident} is not a match id — give the id the server gave out (16 letters and "
        "digits), or start a new match"
    ),
    "tournament": N_(
        "tournament {ident} is not a tournament id — give the id the server gave out (16 "
        "letters and digits), or start a new tournament"
    ),
}
NO_SUCH = {
    "game": N_("there is no game {ident} on this server — start a new game"),
    "match": N_("there is no match {ident} on this server — start a new match"),
    "tournament": N_("there is no tournament {ident} on this server — start a new tournament"),
}
#: The folder of each kind of file any game may use; a game's own kinds (a Stæða game) are
#: its record's ``stored`` (:func:`folders`), an id of one a game id, named as one.
FOLDERS = {"game": "games", "match": "matches", "tournament": "tournaments"}


def folders() -> dict[str, str]:
    """The folder of each kind of file: the shared ones and every registered game's own."""
    from kitgen.core import games

    found = dict(FOLDERS)
    for game in games.games():
        found.update(game.stored)
    return found


def new_id() -> str:
    """A fresh random id (80 bits)."""
    return base64.b32encode(secrets.token_bytes(10)).decode("ascii").lower()


def default_data() -> Path:
    """The user's data folder for kitgen (platformdirs), where ``--data`` points by default."""
    import platformdirs

    return Path(platformdirs.user_data_dir("kitgen", appauthor=False)) / "serve"


#: How often (seconds) the table's language is looked for in the settings file another
#: server on the same data folder may have changed; this store's own change is seen at once.
LANGUAGE_LOOK = 0.5


class Store:
    """The folders under ``root`` where games and matches live."""

    def __init__(self, root: str | Path) -> None:
        self.root = Path(root)
        self._table_file = str(self.root / TABLE_FILE)
        self._language: tuple[tuple[int, int, int], str | None] | None = None
        #: When the settings file was last looked at for the table's language.
        self._looked = 0.0

    def prepare(self) -> None:
        """Make the folders (refused with one message when the data folder is unusable),
        and remove what a server killed while it wrote left there: temporary files no live
        process writes, lock files no live kitgen holds."""
        from kitgen.api.files import remove_leftovers_in, remove_stale_locks

        for kind in folders().values():
            try:
                (self.root / kind).mkdir(parents=True, exist_ok=True)
            except OSError as err:
                from kitgen.api.files import os_reason

                reason = os_reason(err)
                if err.errno == errno.ENOENT and self.root.is_dir():  # /proc: "no such file"
                    reason = _("no folder can be made in it")
                raise KitgenError(
                    _(
                        "cannot use the data folder {folder}: {reason} — give another with "
                        "--data DIR",
                        folder=display_name(self.root),
                        reason=reason,
                    )
                ) from None
        for folder in (self.root, *(self.root / kind for kind in folders().values())):
            remove_leftovers_in(folder)
            remove_stale_locks(folder)

    def path(self, kind: str, ident: object, *, exists: bool = True) -> Path:
        """The file of game, match, tournament (or a game's own kind: :func:`folders`)
        ``ident``; an id that does not match the pattern, or names nothing when ``exists``,
        is refused."""
        folder = self.root / folders()[kind]
        if not isinstance(ident, str) or ID_PATTERN.fullmatch(ident) is None:
            # quoted escaped (a lone surrogate as \ud800), so the message can be sent
            not_one = NOT_AN_ID.get(kind, NOT_AN_ID["game"])
            raise KitgenError(_(not_one, ident=shown_json(str(ident)[:40])))
        found = folder / f"{ident}.json"
        if exists and not found.is_file():
            raise KitgenError(_(NO_SUCH.get(kind, NO_SUCH["game"]), ident=ident))
        return found

    def new(self, kind: str) -> tuple[str, Path]:
        """A fresh id of ``kind`` and its (not yet existing) file."""
        while True:
            ident = new_id()
            found = self.path(kind, ident, exists=False)
            if not found.exists():
                return ident, found

    def games(self, kind: str = "game") -> list[str]:
        """The ids of the games (or the files of ``kind``), newest first."""
        folder = self.root / folders()[kind]
        found = [p for p in folder.glob("*.json") if ID_PATTERN.fullmatch(p.stem)]
        found.sort(key=lambda p: p.stat().st_mtime_ns, reverse=True)
        return [p.stem for p in found]

    # -- the table's settings: the house rules everyone at the table plays by ---------------

    def table(self) -> dict[str, dict[str, Any]]:
        """The table's settings: house rules by game (``check``, ``code``, ``staeda``)."""
        from kitgen.api.files import read_json_file

        path = self.root / TABLE_FILE
        if not path.is_file():
            return {}
        try:
            data = read_json_file(path, "table settings")
        except KitgenError:
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)}

    def set_table(self, game: str, values: dict[str, Any]) -> None:
        """Remember ``values`` as the table's house rules of ``game`` (under the lock)."""
        from kitgen.api.files import changing, write_text

        path = self.root / TABLE_FILE
        with changing(path) as real:
            table = self.table()
            table[game] = values
            text = json.dumps(table, ensure_ascii=False, indent=1)
            if len(text) > MAX_TABLE_BYTES:
                raise KitgenError(_("the house rules are too long to keep"))
            write_text(real, text)
        self._language = None  # the table's language looked at again at the next request

    def table_language(self) -> str | None:
        """The language the table picked (the pages' picker), or None: each phone's own.
        Asked on every request: the settings file is looked at at most every
        :data:`LANGUAGE_LOOK` seconds (at once after this store changed it) and read again
        only when it changed."""
        now = time.monotonic()
        if self._language is not None and now - self._looked < LANGUAGE_LOOK:
            return self._language[1]
        self._looked = now
        try:
            info = os.stat(self._table_file)
        except OSError:  # none (yet): each phone's own
            self._language = ((0, 0, 0), None)
            return None
        seen = (info.st_ino, info.st_mtime_ns, info.st_size)  # written anew, never in place
        if self._language is None or self._language[0] != seen:
            code = self.table().get(LANGUAGE_KEY, {}).get("lang")
            self._language = (seen, code if isinstance(code, str) else None)
        return self._language[1]

    def set_table_language(self, code: str | None) -> None:
        """Let the table read ``code`` (None: each phone its browser's language)."""
        self.set_table(LANGUAGE_KEY, {"lang": code} if code else {})
