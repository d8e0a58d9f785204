"""``cards icecream``: the ice cream code rule card, with the mode and switches in force."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.core.options import path
from kitgen.games.icecream.rules import PANEL, HouseRules, rules_from
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
            "TOML rules file with the house rules (flags given here override it): mode, "
            "length, flavours, feedback, rows, repeats."
        ),
        panel=PANEL,
    )


@dataclass(frozen=True)
class IcecreamCardOptions(CardOptions, TextsOption, QrOption, HouseRules, RulesFileOption):
    """``kitgen cards icecream``: the house rules of ``kitgen code``, and how to print."""


OPTIONS = IcecreamCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The ice cream code rule card, with the mode and switches in force.")


def build(options: IcecreamCardOptions, out: Output) -> Made:
    from kitgen.maker.cards.documents import icecream_layout
    from kitgen.maker.cards.texts import load_texts

    house_rules = given_rules(options, HouseRules)
    rules = rules_from(options.rules_file, house_rules, "kitgen cards icecream")
    how = card_print(options)
    words = load_texts("icecream", card_language("icecream"), options.texts)
    layout = icecream_layout(words, rules, how.card, card_qr(options, words.lang))
    write_cards(layout, words, "icecream-rule-card", how, out)
    return out.made()
