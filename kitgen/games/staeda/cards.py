"""Playing cards for Stæða: ranks, optional suits, values, and the deck.

Values: number cards count their number, J, Q and K count 10, an ace counts 1 or 11. The
solver works with a card's *value key*: 1 for an ace (worth 1 or 11), otherwise its value.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, number

RANKS: tuple[str, ...] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS: tuple[str, ...] = ("S", "H", "D", "C")
_SUIT_SYMBOLS = {"♠": "S", "♤": "S", "♥": "H", "♡": "H", "♦": "D", "♢": "D", "♣": "C", "♧": "C"}
TEN_RANKS: tuple[str, ...] = ("10", "J", "Q", "K")
#: value keys: 1 stands for an ace (1 or 11), 10 for any of 10, J, Q, K
KEYS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10)

#: The rules deal three cards to each player's hand and three face up on the table, and a
#: swap keeps both at three: so a hand, and the table, hold at most three cards.
HAND_CARDS = 3
TABLE_CARDS = 3

_CARD = re.compile(r"^(10|[2-9]|[TJQKA])([SHDC])?$")
CARD_HELP = N_(
    "write cards as ranks 2-10, T, J, Q, K, A with an optional suit letter S H D C or symbol "
    "(e.g. 'KH 10s A 7'), separated by commas or spaces"
)


@dataclass(frozen=True, order=True)
class Card:
    """One playing card; ``suit`` is ``None`` when the player did not say."""

    rank: str
    suit: str | None = None

    @property
    def key(self) -> int:
        """1 for an ace, 10 for 10/J/Q/K, else the number."""
        if self.rank == "A":
            return 1
        if self.rank in TEN_RANKS:
            return 10
        return int(self.rank)

    @property
    def values(self) -> tuple[int, ...]:
        """The values the card may count: (1, 11) for an ace, else one value."""
        return (1, 11) if self.rank == "A" else (self.key,)

    def __str__(self) -> str:
        return self.rank + (self.suit or "")


def parse_card(token: str) -> Card:
    """One card such as ``KH``, ``10s``, ``t``, ``A♥``."""
    raw = token.strip()
    text = raw.upper()
    if text and text[-1] in _SUIT_SYMBOLS:
        text = text[:-1] + _SUIT_SYMBOLS[text[-1]]
    match = _CARD.match(text)
    if not match:
        raise KitgenError(_("{card} is not a card — {how}", card=repr(raw), how=_(CARD_HELP)))
    rank = "10" if match.group(1) == "T" else match.group(1)
    return Card(rank, match.group(2))


def parse_cards(text: str, what: str = "cards", most: int | None = None) -> list[Card]:
    """Cards separated by commas or spaces (case-insensitive). Empty text is no cards.

    ``most``: the most cards allowed (a hand or the table: three), checked before any card
    is read.
    """
    tokens = [t for t in re.split(r"[,\s;]+", text.strip()) if t]
    if most is not None and len(tokens) > most:
        raise KitgenError(
            _(
                "{what}: {count} cards — the rules deal three cards to each player and three to "
                "the table; give at most {most}",
                what=_(what),
                count=number(len(tokens)),
                most=most,
            )
        )
    cards = [parse_card(t) for t in tokens]
    check_distinct(cards, what)
    return cards


def check_distinct(cards: list[Card], what: str = "cards") -> None:
    """A deck has each suited card once and each rank four times."""
    suited = Counter(c for c in cards if c.suit)
    for card, n in suited.items():
        if n > 1:
            raise KitgenError(
                _(
                    "{what}: {card} is listed {times} times — a deck has one {card}",
                    what=_(what),
                    card=card,
                    times=n,
                )
            )
    ranks = Counter(c.rank for c in cards)
    for rank, n in ranks.items():
        if n > 4:
            raise KitgenError(
                _(
                    "{what}: {count} cards of rank {rank} — a deck has only four",
                    what=_(what),
                    count=n,
                    rank=rank,
                )
            )


def deck() -> list[Card]:
    """The 52-card deck."""
    return [Card(r, s) for s in SUITS for r in RANKS]


def format_cards(cards: list[Card]) -> str:
    return " ".join(str(c) for c in cards) if cards else "(none)"
