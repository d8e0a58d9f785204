"""``cards binary``: the binary tiles rule card, with the house rules in force and the tiles."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.core.messages import N_
from kitgen.games.binary.rules import Rules, RulesFile, rules_from
from kitgen.games.binary.vocabulary import TileWords
from kitgen.maker.cards.balance import balance_option
from kitgen.maker.commands.cards import CardOptions, QrOption, RuleCard, TextsOption
from kitgen.maker.options import PIECE_CONFLICTS, SpecOption

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class BalanceOption:
    balance: Path | None = balance_option(
        N_(
            "A kitgen lab binary --json result, measured under these house rules: the card "
            "says how often the first player won."
        )
    )


@dataclass(frozen=True)
class BinaryCardOptions(
    CardOptions, TextsOption, QrOption, SpecOption, TileWords, Rules, RulesFile, BalanceOption
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
    from kitgen.maker.cards.binary import binary_layout
    from kitgen.maker.specs.tiles import load_tile_spec

    if spec is None and rules.xor:
        spec = template("binary", "tiles-xor.toml")
    return binary_layout(words, rules, load_tile_spec(spec), card, qr=qr, balance=balance)


def binary_command_card(
    options: BinaryCardOptions | None,
    words: Texts,
    rules: Rules,
    card: CardSize,
    qr: QrMark | None,
) -> CardLayout:
    """The card of ``cards binary`` (``options`` ``None``: the shipped tiles): with
    ``--balance``, the first player's win rate."""
    if options is None:
        return binary_card(words, rules, None, card, qr=qr)
    balance = None
    if options.balance is not None:
        from kitgen.maker.cards.binary import balance_line

        balance = balance_line(options.balance, rules.to_mapping())
    return binary_card(words, rules, options.spec, card, qr=qr, balance=balance)


CARD = RuleCard("binary", Rules, rules_from, binary_command_card)
build = CARD.build
