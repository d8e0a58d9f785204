"""Reading and writing ``kitgen code match`` files: JSON, written atomically, under a lock.

Recording a round is read-record-write; every command that changes a match holds the file's
lock (``kitgen.files.changing``) for the whole cycle and uses the real file it yields.
"""

from __future__ import annotations

import json
import os

from kitgen.core.messages import N_
from kitgen.files import changing, read_record, write_text
from kitgen.games.icecream.match import Match, from_dict

#: How to start a file when there is none, and what a corrupt one is told ({file}, {reason}).
START = N_("not found — start one with: kitgen code match new {file} --players Ann,Bo")
CORRUPT = N_("match file {file} is corrupt: {reason}")

#: ``with locked(FILE, wait) as real:`` read and write ``real`` (see ``kitgen.files.changing``).
locked = changing


def read_match(path: str | os.PathLike[str], shown: str | os.PathLike[str] | None = None) -> Match:
    """Load a match file; a ``KitgenError`` names the file (as the user gave it) and the fault."""
    name = path if shown is None else shown
    return read_record(path, N_("match file"), from_dict, START, CORRUPT, name)


def write_match(path: str | os.PathLike[str], match: Match) -> None:
    write_text(path, json.dumps(match.to_dict(), indent=2, ensure_ascii=False) + "\n")
