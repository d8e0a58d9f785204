"""Writing the print-and-play impositions (gutterfold, print-then-cut) for the print commands.

Each print command builds its pieces (``kitgen.imposition.pieces``) and calls
:func:`write_pieces`; the file names and ``--json`` kinds are decided here once.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.outputs import WrittenFile

if TYPE_CHECKING:
    from kitgen.cards.card import CardLayout
    from kitgen.imposition.pieces import PieceSet
    from kitgen.imposition.settings import PrintAndPlay
    from kitgen.layout import Paper
    from kitgen.scene import Page


def write_pieces(
    pieces: PieceSet, pnp: PrintAndPlay, sheet: Paper, margin: float, stem: Path
) -> tuple[list[WrittenFile], tuple[Page, ...]]:
    """Write ``stem-gutterfold-PAPER.pdf``; return the files and the pages (for previews)."""
    from kitgen.imposition.gutterfold import gutterfold_pages
    from kitgen.render.pdf import save_pdf
    from kitgen.scene import Document

    pages = gutterfold_pages(pieces, sheet, margin)
    path = stem.with_name(f"{stem.name}-gutterfold-{sheet.key}.pdf")
    written = save_pdf(Document(f"{pieces.title} — gutterfold", pages), path, "gutterfold")
    return [written], pages


def card_copies(layout: CardLayout, sheet: Paper, margin: float) -> int:
    """How many copies of a card fill one gutterfold sheet (at least one)."""
    from kitgen.imposition.gutterfold import plan
    from kitgen.imposition.pieces import card_pieces

    capacity = plan(card_pieces([layout], "card", ""), sheet, margin).packing.capacity
    return max(1, capacity // len(layout.cards))
