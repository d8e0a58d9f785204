"""Reading and writing tournament files: JSON, written atomically, under a lock — as the
game and match files are (``kitgen.files``)."""

from __future__ import annotations

import json
import os

from kitgen.core.messages import N_, _
from kitgen.files import changing, read_record, write_text
from kitgen.files.targets import command_word
from kitgen.games.tournament.event import Tournament, from_dict

#: ``with locked(FILE, wait) as real:`` read and write ``real`` (``kitgen.files.changing``).
locked = changing


def read_tournament(
    path: str | os.PathLike[str], shown: str | os.PathLike[str] | None = None
) -> Tournament:
    name = path if shown is None else shown
    return read_record(
        path,
        N_("tournament file"),
        _(
            "not found — start one with: kitgen tournament new {file} --players Ann,Bob,Cy "
            "--game binary",
            file=command_word(name),
        ),
        from_dict,
        N_("tournament file {file} is corrupt: {reason}"),
        name,
    )


def write_tournament(path: str | os.PathLike[str], event: Tournament) -> None:
    write_text(path, json.dumps(event.to_dict(), indent=2, ensure_ascii=False) + "\n")
