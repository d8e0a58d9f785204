"""Loading a premium-board spec (``templates/binary/board.toml``) with clear errors.

The layout is checked by the same rules as a game file's (``premiums_from_mapping`` in
``kitgen.games.binary.board``); the spec adds its name. Kept free of pydantic so the referee
commands load it at interpreter speed.
"""

from __future__ import annotations

from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.text import unprintable
from kitgen.files import read_toml_file
from kitgen.files.templates import spec_file, template
from kitgen.games.binary.board import LAYOUT_KEYS, premiums_from_mapping
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.games.binary.templates import BOARD_SPEC

TOP_KEYS = {"name", *LAYOUT_KEYS}


def load_premium_board(path: str | Path | None = None) -> PremiumBoard:
    """Load a board spec; the shipped binary board when ``path`` is None."""
    source = spec_file(path, BOARD_SPEC) if path is not None else template("binary", "board.toml")
    data = read_toml_file(source, "board spec")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise KitgenError(
            _(
                "{source}: {key}: expected one of {keys} (unknown key)",
                source=source,
                key=sorted(unknown)[0],
                keys=", ".join(sorted(TOP_KEYS)),
            )
        )
    name = data.pop("name", "")
    if not isinstance(name, str) or unprintable(name):
        raise KitgenError(
            _("{source}: name: expected plain text (no control characters)", source=source)
        )
    return premiums_from_mapping(data, str(source), ": ")
