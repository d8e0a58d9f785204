"""Transitional: the pieces moved to where they belong, this module only re-exports them.

The generic part (``Piece``, ``PieceSet``, ``round_set``, ``card_pieces``) is in
``kitgen.make.imposition.pieceset``; each kit builds its own set: ``tile_pieces`` in
``kitgen.make.kits.binary_tiles``, ``token_pieces`` and ``peg_pieces`` in
``kitgen.make.kits.icecream_tokens``. Import them from there; this module goes once its last
caller has moved (``tests/test_architecture.py`` lists its imports of kits as expected
failures, so it says when).
"""

from __future__ import annotations

from typing import Any

from kitgen.make.imposition.pieceset import Piece as Piece
from kitgen.make.imposition.pieceset import PieceSet as PieceSet
from kitgen.make.imposition.pieceset import card_pieces as card_pieces
from kitgen.make.imposition.pieceset import round_set as round_set


def __getattr__(name: str) -> Any:
    """The kits' builders, loaded when asked for (as they were: no kit is loaded before)."""
    if name == "tile_pieces":
        from kitgen.make.kits.binary_tiles import tile_pieces

        return tile_pieces
    if name in ("token_pieces", "peg_pieces"):
        from kitgen.make.kits import icecream_tokens

        return getattr(icecream_tokens, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
