"""Whole documents: rule cards and the binary quick reference, laid out and imposed.

The card commands (``kitgen.maker.commands.cards``) call these and hand the documents to
:class:`kitgen.maker.output.Output`, which names and writes the files; tests call them too, to
check the layout (every placed line inside its box) without going through a PDF.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitgen.core.messages import _
from kitgen.maker.cards.card import CardLayout, CardSize, layout_card
from kitgen.maker.cards.sheet import card_placement, impose
from kitgen.maker.cards.texts import PrintWords, Texts
from kitgen.maker.imposition.duplex import NO_OFFSET, BackOffset, offset_card_backs
from kitgen.maker.layout import Paper
from kitgen.maker.scene import Document

if TYPE_CHECKING:
    from kitgen.games.binary.rules import Rules as BinaryRules
    from kitgen.games.icecream.rules import CodeRules
    from kitgen.games.staeda.rules import Rules as StaedaRules
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.specs.tiles import TileSpec


def binary_layout(
    texts: Texts,
    rules: BinaryRules,
    spec: TileSpec,
    size: CardSize,
    qr: QrMark | None = None,
    balance: str | None = None,
) -> CardLayout:
    from kitgen.maker.cards.content import binary_card

    return layout_card(binary_card(texts, rules, spec, balance), size, qr)


def icecream_layout(
    texts: Texts, rules: CodeRules, size: CardSize, qr: QrMark | None = None
) -> CardLayout:
    from kitgen.games.icecream.feedback import score
    from kitgen.games.icecream.flavours import FLAVOURS
    from kitgen.games.icecream.rules import MODES
    from kitgen.maker.cards.content import icecream_card

    return layout_card(icecream_card(texts, rules, MODES, len(FLAVOURS), score), size, qr)


def staeda_layout(
    texts: Texts,
    rules: StaedaRules,
    size: CardSize,
    qr: QrMark | None = None,
    balance: str | None = None,
) -> CardLayout:
    from kitgen.maker.cards.content import staeda_card

    return layout_card(staeda_card(texts, rules, balance), size, qr)


def reference_layout(texts: Texts, size: CardSize, qr: QrMark | None = None) -> CardLayout:
    from kitgen.maker.cards.reference import reference_card

    return layout_card(reference_card(texts), size, qr)


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
