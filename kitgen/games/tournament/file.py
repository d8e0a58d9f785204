"""Reading and writing tournament files: JSON, written atomically, under a lock — as the
game and match files are (``kitgen.files``)."""

from __future__ import annotations

import json
import os

from kitgen.core.errors import KitgenError, display_name
from kitgen.core.messages import N_, _
from kitgen.files import changing, read_json_file, write_text
from kitgen.files.targets import command_word
from kitgen.games.tournament.event import Tournament, from_dict

#: ``with locked(FILE, wait) as real:`` read and write ``real`` (``kitgen.files.changing``).
locked = changing


def read_tournament(
    path: str | os.PathLike[str], shown: str | os.PathLike[str] | None = None
) -> Tournament:
    name = path if shown is None else shown
    data = read_json_file(
        path,
        N_("tournament file"),
        _(
            "not found — start one with: kitgen tournament new {file} --players Ann,Bob,Cy "
            "--game binary",
            file=command_word(name),
        ),
    )
    try:
        return from_dict(data)
    except KitgenError as err:
        raise KitgenError(
            _("tournament file {file} is corrupt: {reason}", file=display_name(name), reason=err)
        ) from None


def write_tournament(path: str | os.PathLike[str], event: Tournament) -> None:
    write_text(path, json.dumps(event.to_dict(), indent=2, ensure_ascii=False) + "\n")
