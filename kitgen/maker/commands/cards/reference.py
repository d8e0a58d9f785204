"""``cards reference``: the binary game's quick reference card."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.games.binary.vocabulary import TileWords
from kitgen.maker.commands.cards import (
    CardOptions,
    QrOption,
    TextsOption,
    card_language,
    card_print,
    card_qr,
    write_cards,
)
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class ReferenceOptions(CardOptions, TextsOption, QrOption, TileWords):
    """``kitgen cards reference``: how to print the quick reference."""


OPTIONS = ReferenceOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The binary game's quick reference: operators, NOT, AND/OR padding, bonus values.")


def build(options: ReferenceOptions, out: Output) -> Made:
    from kitgen.maker.cards.reference import reference_layout
    from kitgen.maker.cards.texts import load_texts

    how = card_print(options)
    words = load_texts("binary", card_language("binary"), options.texts, options.tile_words)
    layout = reference_layout(words, how.card, card_qr(options, words.lang))
    write_cards(layout, words, "binary-reference", how, out, kind="reference", heading="reference")
    return out.made()
