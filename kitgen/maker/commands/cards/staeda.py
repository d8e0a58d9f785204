"""``cards staeda``: the Stæða rule card, with the house rules in force and the card values."""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.messages import N_
from kitgen.games.staeda.rules import Rules, RulesFile, rules_from
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS


@dataclass(frozen=True)
class StaedaCardOptions(CardOptions, TextsOption, QrOption, Rules, RulesFile):
    """``kitgen cards staeda``: the house rules of ``kitgen staeda``, and how to print."""


OPTIONS = StaedaCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The Stæða rule card, with the house rules in force and the card values.")
CARD = RuleCard("staeda", Rules, rules_from, "staeda_layout")
build = CARD.build
