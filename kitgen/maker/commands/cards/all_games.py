"""``cards all``: every game's rule card with its default rules, one PDF per game (the games
with a card in :mod:`kitgen.core.games`)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kitgen.core import games
from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.core.messages import N_, _
from kitgen.maker.commands.cards import (
    CardOptions,
    QrOption,
    RuleCard,
    card_print,
    card_qr,
    write_cards,
)
from kitgen.maker.options import PIECE_CONFLICTS, with_games

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts
    from kitgen.maker.output import Made, Output


# Alike in shape to other commands' options on purpose (``duplicates`` pairs the last names
# imported and this class line with board binary's): a command's options are one dataclass
# of the groups it takes, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class AllCardsOptions(CardOptions, QrOption):
    """``kitgen cards all``: how to print every game's rule card."""


def __getattr__(name: str) -> type:
    """``OPTIONS``: :class:`AllCardsOptions` with the options of the registered games'
    cards it takes too (their records' ``card_options``: the binary card's
    ``--tile-words``), asked for each time."""
    if name == "OPTIONS":
        return with_games(AllCardsOptions, (o for g in games.with_card() for o in g.card_options))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CONFLICTS = PIECE_CONFLICTS
HELP = N_("Every game's rule card with its default rules, one PDF per game.")


def languages(lang: str) -> tuple[dict[str, str], str | None]:
    """Each game's language: ``lang`` where its texts exist, English where they do not, and
    the remark that says so; a language no game has is refused."""
    from kitgen.maker.cards.texts import available_languages

    carded = [game.name for game in games.with_card()]
    langs = {game: lang if lang in available_languages(game) else "en" for game in carded}
    if all(chosen != lang for chosen in langs.values()):
        shipped = sorted({code for game in carded for code in available_languages(game)})
        raise unknown_choice("language", lang, shipped)
    fallback = [_(games.find_game(game).title) for game in carded if langs[game] != lang]
    if not fallback:
        return langs, None
    cards = "that card is" if len(fallback) == 1 else "those cards are"
    return langs, f"no '{lang}' texts for {' and '.join(fallback)} — {cards} in English"


def default_card(game: str, words: Texts, card: CardSize, qr: QrMark | None = None) -> CardLayout:
    """The rule card of ``game`` with the rules page's rules (its card command's ``CARD``)."""
    record = games.find_game(game)
    assert record.card is not None  # only the games with a card are asked
    rule_card: RuleCard = record.load(record.card).CARD
    return rule_card.default(words, card, qr)


def _spoken() -> str:
    from kitgen.core.messages import language

    return language()


def build(options: AllCardsOptions, out: Output) -> Made:
    from kitgen.maker.cards.texts import load_texts

    how = card_print(options)
    langs, remark = languages(_spoken())
    tile_words = getattr(options, "tile_words", "local")  # a worded game's card's option
    words = {game: load_texts(game, lang, tile_words=tile_words)
             for game, lang in langs.items()}  # fmt: skip
    layouts = {
        game: default_card(game, words[game], how.card, card_qr(options, words[game].lang))
        for game in langs
    }
    one_sided = [game for game, layout in layouts.items() if len(layout.sides) == 1]
    if not how.pnp.back_offset.is_zero and one_sided:
        raise KitgenError(
            _(
                "--back-offset moves the backs, and the {value} card has none at --size "
                "{key} — print that game's card on its own, without --back-offset",
                value=", ".join(one_sided),
                key=how.card.key,
            )
        )
    for game, layout in layouts.items():
        write_cards(layout, words[game], f"{game}-rule-card", how, out)
    made = out.made()
    return replace(made, remarks=(remark,)) if remark else made
