"""The binary game's shipped templates (``templates/binary/``): the tile sets and the board,
their kinds and the commands that take them (the registry's record names them)."""

from __future__ import annotations

from kitgen.core.messages import N_
from kitgen.files.templates import Template

TILE_SPEC = N_("tile spec")
BOARD_SPEC = N_("board spec")
#: Where a file of each kind is taken.
TILES_TAKEN = (
    "kitgen tiles --spec, kitgen cards binary --spec, kitgen game new --spec, kitgen calibrate "
    "3d --spec"
)

TEMPLATES = (
    Template(
        "tiles",
        TILE_SPEC,
        N_("The binary number tile set: 100 tiles."),
        ("binary", "tiles.toml"),
        TILES_TAKEN,
    ),
    Template(
        "tiles-xor",
        TILE_SPEC,
        N_("The binary tile set with the XOR variant: 104 tiles."),
        ("binary", "tiles-xor.toml"),
        TILES_TAKEN,
    ),
    Template(
        "board",
        BOARD_SPEC,
        N_("The 15 × 15 premium board of the binary game."),
        ("binary", "board.toml"),
        "kitgen board binary --spec",
    ),
)
