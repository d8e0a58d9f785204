"""``cards icecream``: the ice cream code rule card, with the mode and switches in force."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_
from kitgen.games.icecream.rules import HouseRules, RulesFile, rules_from
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS


@dataclass(frozen=True)
class IcecreamCardOptions(CardOptions, TextsOption, QrOption, HouseRules, RulesFile):
    """``kitgen cards icecream``: the house rules of ``kitgen code``, and how to print."""


OPTIONS = IcecreamCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The ice cream code rule card, with the mode and switches in force.")
CARD = RuleCard("icecream", HouseRules, rules_from, "kitgen.maker.cards.icecream:icecream_layout")
build = CARD.build
