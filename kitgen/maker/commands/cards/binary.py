"""``cards binary``: the binary tiles rule card, with the house rules in force and the tiles."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.core.options import path
from kitgen.games.binary.rules import PANEL, Rules, rules_from
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
from kitgen.maker.options import PIECE_CONFLICTS, SpecOption

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts
    from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class RulesFileOption:
    rules_file: Path | None = path(
        None,
        flag="--rules",
        help=N_("TOML rules file with the house rules (flags given here override it)."),
        panel=PANEL,
    )


@dataclass(frozen=True)
class BalanceOption:
    balance: Path | None = path(
        None,
        help=N_(
            "A kitgen lab binary --json result, measured under these house rules: the card "
            "says how often the first player won."
        ),
        metavar="RESULT",
    )


@dataclass(frozen=True)
class BinaryCardOptions(
    CardOptions, TextsOption, QrOption, SpecOption, Rules, RulesFileOption, BalanceOption
):
    """``kitgen cards binary``: the house rules of ``kitgen check``, and how to print."""


OPTIONS = BinaryCardOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_(
    "The binary tiles rule card, with the house rules in force and the tile table.\n\n"
    "The tile table comes from --spec (default: the shipped set, or the shipped set with XOR "
    "tiles when --xor is on)."
)


def binary_card(
    words: Texts,
    rules: Rules,
    spec: Path | None,
    card: CardSize,
    qr: QrMark | None = None,
    balance: str | None = None,
) -> CardLayout:
    """The card laid out: the tiles of ``spec``, or with XOR in play and no spec of your
    own, the shipped set with the XOR tiles."""
    from kitgen.files.templates import template
    from kitgen.maker.cards.documents import binary_layout
    from kitgen.maker.specs.tiles import load_tile_spec

    if spec is None and rules.xor:
        spec = template("binary", "tiles-xor.toml")
    return binary_layout(words, rules, load_tile_spec(spec), card, qr=qr, balance=balance)


def build(options: BinaryCardOptions, out: Output) -> Made:
    from kitgen.maker.cards.texts import load_texts

    rules = rules_from(options.rules_file, given_rules(options, Rules), "kitgen cards binary")
    balance = None
    if options.balance is not None:
        from kitgen.maker.cards.balance import balance_line

        balance = balance_line(options.balance, rules.to_mapping())
    how = card_print(options)
    words = load_texts("binary", card_language("binary"), options.texts)
    qr = card_qr(options, words.lang)
    layout = binary_card(words, rules, options.spec, how.card, qr=qr, balance=balance)
    write_cards(layout, words, "binary-rule-card", how, out)
    return out.made()
