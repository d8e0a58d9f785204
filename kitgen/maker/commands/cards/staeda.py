"""``cards staeda``: the Stæða rule card, with the house rules in force and the card values."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.core.options import path
from kitgen.games.staeda.rules import PANEL, Rules, rules_from
from kitgen.maker.commands.cards import (
    CardOptions,
    QrOption,
    TextsOption,
    card_language,
    card_print,
    card_qr,
    given_rules,
    write_cards,
)
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class RulesFileOption:
    rules_file: Path | None = path(
        None,
        flag="--rules",
        help=N_(
            "TOML rules file with the house rules (flags given here override it): "
            "whole_numbers = true."
        ),
        panel=PANEL,
    )


@dataclass(frozen=True)
class StaedaCardOptions(CardOptions, TextsOption, QrOption, Rules, RulesFileOption):
    """``kitgen cards staeda``: the house rules of ``kitgen staeda``, and how to print."""


OPTIONS = StaedaCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The Stæða rule card, with the house rules in force and the card values.")


def build(options: StaedaCardOptions, out: Output) -> Made:
    from kitgen.maker.cards.documents import staeda_layout
    from kitgen.maker.cards.texts import load_texts

    rules = rules_from(options.rules_file, given_rules(options, Rules), "kitgen cards staeda")
    how = card_print(options)
    words = load_texts("staeda", card_language("staeda"), options.texts)
    layout = staeda_layout(words, rules, how.card, card_qr(options, words.lang))
    write_cards(layout, words, "staeda-rule-card", how, out)
    return out.made()
