"""Whole documents: cards laid out and imposed (each game's card is laid out by its module,
``kitgen.maker.cards.GAME``).

The card commands (``kitgen.maker.commands.cards``) call these and hand the documents to
:class:`kitgen.maker.output.Output`, which names and writes the files; tests call them too, to
check the layout (every placed line inside its box) without going through a PDF.
"""

from __future__ import annotations

from kitgen.core.messages import _
from kitgen.maker.cards.card import CardLayout
from kitgen.maker.cards.sheet import card_placement, impose
from kitgen.maker.cards.texts import PrintWords
from kitgen.maker.imposition.duplex import NO_OFFSET, BackOffset, offset_card_backs
from kitgen.maker.layout import Paper
from kitgen.maker.scene import Document


def full_sheet_copies(layout: CardLayout, paper: Paper, margin: float) -> int:
    """How many copies of ``layout`` fill one sheet (at least one)."""
    size = layout.size
    what = _("the {size} card", size=size.name)
    grid, _turned = card_placement(size.width, size.height, paper, margin, what)
    return max(1, grid.capacity // len(layout.cards))


def card_document(
    layouts: list[CardLayout],
    paper: Paper,
    margin: float,
    title: str,
    words: PrintWords,
    back_offset: BackOffset = NO_OFFSET,
) -> Document:
    """The cards imposed on sheets (fronts, mirrored backs moved by ``back_offset``);
    ``words`` are the print instructions in the cards' language."""
    pages, _positions = impose(layouts, paper, margin, title, words)
    return Document(title, tuple(offset_card_backs(pages, back_offset)))
