"""``cards icecream``: the ice cream code rule card, with the mode and switches in force."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kitgen.games.icecream.rules import HouseRules, RulesFile, rules_from
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.games.icecream.rules import CodeRules
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts


@dataclass(frozen=True)
class IcecreamCardOptions(CardOptions, TextsOption, QrOption, HouseRules, RulesFile):
    """``kitgen cards icecream``: the house rules of ``kitgen code``, and how to print."""


def icecream_card(
    _options: Any, words: Texts, rules: CodeRules, card: CardSize, qr: QrMark | None
) -> CardLayout:
    from kitgen.maker.cards.documents import icecream_layout

    return icecream_layout(words, rules, card, qr)


OPTIONS = IcecreamCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = "The ice cream code rule card, with the mode and switches in force."
build = RuleCard("icecream", HouseRules, rules_from, icecream_card).build
