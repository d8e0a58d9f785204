"""``cards staeda``: the Stæða rule card, with the house rules in force and the card values."""

from __future__ import annotations

from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.games.staeda.rules import Rules, RulesFile, rules_from
from kitgen.maker.cards.balance import balance_option
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class StaedaBalanceOption:
    balance: Path | None = balance_option(
        N_(
            "A kitgen lab staeda --json result of players of different skill, measured under "
            "these house rules: the card says how often the most skilled won a round."
        )
    )


@dataclass(frozen=True)
class StaedaCardOptions(CardOptions, TextsOption, QrOption, Rules, RulesFile, StaedaBalanceOption):
    """``kitgen cards staeda``: the house rules of ``kitgen staeda``, and how to print."""


OPTIONS = StaedaCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The Stæða rule card, with the house rules in force and the card values.")


def staeda_command_card(
    options: StaedaCardOptions | None,
    words: Texts,
    rules: Rules,
    card: CardSize,
    qr: QrMark | None,
) -> CardLayout:
    """The card of ``cards staeda``: with ``--balance``, the most skilled player's wins."""
    from kitgen.maker.cards.staeda import staeda_layout

    balance = None
    if options is not None and options.balance is not None:
        from kitgen.maker.cards.staeda import staeda_balance_line

        measured = {f.name: getattr(rules, f.name) for f in fields(rules)}
        balance = staeda_balance_line(options.balance, measured)
    return staeda_layout(words, rules, card, qr, balance)


CARD = RuleCard("staeda", Rules, rules_from, staeda_command_card)
build = CARD.build
