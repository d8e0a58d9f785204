"""``cards staeda``: the Stæða rule card, with the house rules in force and the card values."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kitgen.games.staeda.rules import Rules, RulesFile, rules_from
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts


@dataclass(frozen=True)
class StaedaCardOptions(CardOptions, TextsOption, QrOption, Rules, RulesFile):
    """``kitgen cards staeda``: the house rules of ``kitgen staeda``, and how to print."""


def staeda_card(
    _options: Any, words: Texts, rules: Rules, card: CardSize, qr: QrMark | None
) -> CardLayout:
    from kitgen.maker.cards.documents import staeda_layout

    return staeda_layout(words, rules, card, qr)


OPTIONS = StaedaCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = "The Stæða rule card, with the house rules in force and the card values."
build = RuleCard("staeda", Rules, rules_from, staeda_card).build
