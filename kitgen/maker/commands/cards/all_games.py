"""``cards all``: the three rule cards with each game's default rules, one PDF per game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kitgen.core.errors import KitgenError, unknown_choice
from kitgen.core.messages import N_, _
from kitgen.maker.cards.texts import GAMES
from kitgen.maker.commands.cards import CardOptions, QrOption, card_print, card_qr, write_cards
from kitgen.maker.options import PIECE_CONFLICTS

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts
    from kitgen.maker.output import Made, Output


@dataclass(frozen=True)
class AllCardsOptions(CardOptions, QrOption):
    """``kitgen cards all``: how to print the three rule cards."""


OPTIONS = AllCardsOptions
CONFLICTS = PIECE_CONFLICTS
HELP = N_("The three rule cards with each game's default rules, one PDF per game.")


def languages(lang: str) -> tuple[dict[str, str], str | None]:
    """Each game's language: ``lang`` where its texts exist, English where they do not, and
    the remark that says so; a language no game has is refused."""
    from kitgen.maker.cards.texts import GAME_NAMES, available_languages

    langs = {game: lang if lang in available_languages(game) else "en" for game in GAMES}
    if all(chosen != lang for chosen in langs.values()):
        shipped = sorted({code for game in GAMES for code in available_languages(game)})
        raise unknown_choice("language", lang, shipped)
    fallback = [GAME_NAMES[game] for game in GAMES if langs[game] != lang]
    if not fallback:
        return langs, None
    cards = "that card is" if len(fallback) == 1 else "those cards are"
    return langs, f"no '{lang}' texts for {' and '.join(fallback)} — {cards} in English"


def default_card(game: str, words: Texts, card: CardSize, qr: QrMark | None = None) -> CardLayout:
    """The rule card of ``game`` with the rules page's rules."""
    from kitgen.maker.cards.documents import icecream_layout, staeda_layout

    if game == "binary":
        from kitgen.games.binary.rules import Rules as BinaryRules
        from kitgen.maker.commands.cards.binary import binary_card

        return binary_card(words, BinaryRules(), None, card, qr)
    if game == "icecream":
        from kitgen.games.icecream.rules import make_rules

        return icecream_layout(words, make_rules(None), card, qr)
    from kitgen.games.staeda.rules import Rules as StaedaRules

    return staeda_layout(words, StaedaRules(), card, qr)


def _spoken() -> str:
    from kitgen.core.messages import language

    return language()


def build(options: AllCardsOptions, out: Output) -> Made:
    from kitgen.maker.cards.texts import load_texts

    how = card_print(options)
    langs, remark = languages(_spoken())
    words = {game: load_texts(game, langs[game]) for game in GAMES}
    layouts = {
        game: default_card(game, words[game], how.card, card_qr(options, words[game].lang))
        for game in GAMES
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
