"""Playing cards for Stæða: ranks, optional suits, values, and the deck.

Values: number cards count their number, J, Q and K count 10, an ace counts 1 or 11. The
solver works with a card's *value key*: 1 for an ace (worth 1 or 11), otherwise its value.

The court cards are written the way each language's decks print them (the ``court_cards``
of ``kitgen/locale/<lang>/language.json``: Dutch H V B A, Russian К Д В Т …): every
language's letters are read, in any case (no letter means two ranks in two languages; ``T``
is a ten), and an answer writes the letters of its own language. A card inside kitgen and
in JSON keeps the English rank (``J`` ``Q`` ``K`` ``A``).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cache

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _, language, language_data, languages, n_, number

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

#: The court cards as ``language.json`` names them, and their English ranks.
COURT = {"jack": "J", "queen": "Q", "king": "K", "ace": "A"}
_NUMBER = re.compile(r"^(10|[2-9])$")
CARD_HELP = N_(
    "write cards as ranks 2–10, {jack}, {queen}, {king}, {ace} with an optional suit letter "
    "S H D C or symbol (e.g. {example}), separated by commas or spaces"
)


def court_letters(lang: str | None = None) -> dict[str, str]:
    """The letters of ``lang``'s court cards by English rank: ``{"J": "B", "Q": "V", ...}``."""
    court: dict[str, str] = language_data(lang or language())["court_cards"]
    return {rank: court[name] for name, rank in COURT.items()}


def letter_ranks() -> dict[str, str]:
    """Every letter any language writes a card with -> its English rank (``T`` a ten)."""
    return _letter_ranks(languages())


@cache
def _letter_ranks(codes: tuple[str, ...]) -> dict[str, str]:
    found = {"T": "10"}
    for code in codes:
        found.update({letter.upper(): rank for rank, letter in court_letters(code).items()})
    return found


def rank_shown(rank: str, lang: str | None = None) -> str:
    """``rank`` as the language writes it: ``K`` is ``H`` in Dutch, ``К`` in Russian."""
    return court_letters(lang).get(rank, rank)


def card_help() -> str:
    """:data:`CARD_HELP` in the language in use, with its court letters."""
    letters = court_letters()
    return _(
        CARD_HELP,
        jack=letters["J"],
        queen=letters["Q"],
        king=letters["K"],
        ace=letters["A"],
        example=cited(f"{letters['K']}H 10s {letters['A']} 7"),
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

    def shown(self) -> str:
        """The card as the answer's language writes it (``HH``: the Dutch king of hearts)."""
        return rank_shown(self.rank) + (self.suit or "")


def _rank(text: str) -> str | None:
    if _NUMBER.match(text):
        return text
    return letter_ranks().get(text) if len(text) == 1 else None


def parse_card(token: str) -> Card:
    """One card such as ``KH``, ``10s``, ``t``, ``A♥``, or in a language's letters: ``H``
    (a Dutch king), ``Д♥`` (a Russian queen of hearts)."""
    raw = token.strip()
    text = raw.upper()
    if text and text[-1] in _SUIT_SYMBOLS:
        text = text[:-1] + _SUIT_SYMBOLS[text[-1]]
    rank = _rank(text)  # a rank alone first: a Dutch H is a king, not a suit
    if rank is not None:
        return Card(rank)
    if len(text) > 1 and text[-1] in SUITS and (rank := _rank(text[:-1])) is not None:
        return Card(rank, text[-1])
    raise KitgenError(_("{card} is not a card — {how}", card=cited(raw), how=card_help()))


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
    # suits and ranks counted apart on purpose (``duplicates`` pairs them): each has its
    # own limit and message
    suited = Counter(c for c in cards if c.suit)
    for card, n in suited.items():
        if n > 1:
            raise KitgenError(
                n_(
                    "{what}: {card} is listed {n} time — a deck has one {card}",
                    "{what}: {card} is listed {n} times — a deck has one {card}",
                    n,
                    what=_(what),
                    card=card,
                )
            )
    ranks = Counter(c.rank for c in cards)
    for rank, n in ranks.items():
        if n > 4:
            raise KitgenError(
                n_(
                    "{what}: {n} card of rank {rank} — a deck has only four",
                    "{what}: {n} cards of rank {rank} — a deck has only four",
                    n,
                    what=_(what),
                    rank=rank,
                )
            )


def deck() -> list[Card]:
    """The 52-card deck."""
    return [Card(r, s) for s in SUITS for r in RANKS]


def format_cards(cards: list[Card]) -> str:
    """The cards as the answer's language writes them."""
    return " ".join(c.shown() for c in cards) if cards else _("(none)")
