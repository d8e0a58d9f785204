"""Reading and writing tournament files: JSON, written atomically, under a lock — as the
game and match files are (``kitgen.files``)."""

from __future__ import annotations

import json
import os

from kitgen.core.messages import N_
from kitgen.files import changing, read_record, write_text
from kitgen.games.tournament.event import Tournament, from_dict

#: How to start a file when there is none, and what a corrupt one is told ({file}, {reason}).
START = N_("not found — start one with: kitgen tournament new {file} --players Ann,Bob,Cy")
CORRUPT = N_("tournament file {file} is corrupt: {reason}")

#: ``with locked(FILE, wait) as real:`` read and write ``real`` (``kitgen.files.changing``).
locked = changing


def read_tournament(
    path: str | os.PathLike[str], shown: str | os.PathLike[str] | None = None
) -> Tournament:
    name = path if shown is None else shown
    return read_record(path, N_("tournament file"), from_dict, START, CORRUPT, name)


def write_tournament(path: str | os.PathLike[str], event: Tournament) -> None:
    write_text(path, json.dumps(event.to_dict(), indent=2, ensure_ascii=False) + "\n")
