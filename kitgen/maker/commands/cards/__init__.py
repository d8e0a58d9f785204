"""``cards``: rule cards, score sheets and the binary quick reference, as print-ready PDFs.

One module per command (``cards binary``, ``cards icecream``, ``cards staeda``, ``cards
reference``, ``cards all``, ``cards score-sheets``). The rule cards take the house rules of
their game's referee (its ``Rules`` declaration and a ``--rules FILE``), so the card on the
table and the referee always agree. What they share is here: the card options, and
:func:`write_cards`, which imposes a card and hands it to :class:`Output`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.core.messages import N_
from kitgen.core.options import choice, given_names, names_of, path, text, whole
from kitgen.maker.cards.card import CARD_SIZES
from kitgen.maker.options import PaperOptions, PreviewOptions, PrintAndPlayOptions

if TYPE_CHECKING:
    from kitgen.maker.cards.card import CardLayout, CardSize
    from kitgen.maker.cards.qr import QrMark
    from kitgen.maker.cards.texts import Texts
    from kitgen.maker.imposition.settings import PrintAndPlay
    from kitgen.maker.layout import Paper
    from kitgen.maker.output import Made, Output

#: The ``kitgen cards`` group, as ``--help`` shows it.
HELP = N_(
    "Rule cards, score sheets and quick references, as print-ready PDFs.\n\n"
    "A rule card shows the house rules in force: give the same flags (or --rules FILE) "
    "as the referee commands. Cards come in four sizes, several to a sheet with crop "
    "marks; a card with a back is followed by a mirrored back page for long-edge duplex."
)


def card_language(game: str) -> str:
    """The language of a card: the one kitgen speaks (``--lang``, ``kitgen.make(...,
    lang=...)``); when the game has no texts in it, English if the language only came from
    the locale, and the language itself if it was asked for (loading it then names the
    languages there are)."""
    from kitgen.core.messages import language, language_asked
    from kitgen.maker.cards.texts import available_languages

    spoken = language()
    if spoken in available_languages(game) or language_asked():
        return spoken
    return "en"


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class TextsOption:
    texts: Path | None = path(
        None,
        help=N_(
            "Your own card text file (TOML; kitgen templates copy cards-GAME-LANG gives one "
            "to edit), or a shipped template's name (kitgen templates list)."
        ),
    )


@dataclass(frozen=True)
class QrOption:
    qr: str | None = text(
        None,
        help=N_(
            "Print this address's QR code on the card, with the address beside it (the LAN "
            "URL kitgen serve --lan prints), so a phone at the table opens the referee."
        ),
        metavar="URL",
        max_length=100,
    )


def card_qr(options: QrOption, lang: str) -> QrMark | None:
    """The QR code the card carries (``--qr URL``), its label in the card's language."""
    if options.qr is None:
        return None
    from kitgen.maker.cards.qr import qr_mark

    return qr_mark(options.qr, lang)


@dataclass(frozen=True)
class CardOptions(PreviewOptions, PrintAndPlayOptions, PaperOptions):
    """How a card is printed: its size, copies and language, the paper, print and play."""

    size: str = choice(
        "a6",
        tuple(CARD_SIZES),
        what="card size",
        help=N_(
            "Card size: a6 (105 × 148 mm), poker (63.5 × 88.9), tarot (70 × 120), a5 (148 × 210)."
        ),
        metavar="SIZE",
    )
    copies: int | None = whole(
        None,
        low=1,
        high=100,
        help=N_("How many copies of each card (default: as many as fill one sheet)."),
    )


def given_rules(options: object, rules: type) -> dict[str, object]:
    """The house rules of declaration ``rules`` given in ``options`` (by field name): they
    override the rules file; the others come from it (or from the rules page)."""
    given = given_names(options)
    return {name: getattr(options, name) for name in names_of(rules) if name in given}


@dataclass(frozen=True)
class RuleCard:
    """What a game's rule card command (``cards binary``, ``cards icecream``, ``cards
    staeda``) is made of: the game, its house rules (the ``Rules`` declaration and the
    game's ``rules_from``) and ``layout(options, words, rules, card, qr)``, which lays the
    card out (or the ``"module:function"`` that lays it out from ``words, rules, card,
    qr``). :meth:`build` is the command's ``build``."""

    game: str
    rules: type
    rules_from: Callable[[Path | None, dict[str, Any], str], Any]
    layout: Callable[[Any, Texts, Any, CardSize, QrMark | None], CardLayout] | str

    def build(self, options: Any, out: Output) -> Made:
        """The card with the house rules in force (the rules file, then the flags given),
        in the language spoken, imposed and written as ``GAME-rule-card-…``."""
        from kitgen.maker.cards.texts import load_texts

        given = given_rules(options, self.rules)
        rules = self.rules_from(options.rules_file, given, f"kitgen cards {self.game}")
        how = card_print(options)
        # a binary card prints the logic tiles in the table's words (--tile-words)
        tile_words = getattr(options, "tile_words", "local")
        words = load_texts(self.game, card_language(self.game), options.texts, tile_words)
        layout = self.lay_out(options, words, rules, how.card, card_qr(options, words.lang))
        write_cards(layout, words, f"{self.game}-rule-card", how, out)
        return out.made()

    def default(self, words: Texts, card: CardSize, qr: QrMark | None) -> CardLayout:
        """The card with the rules page's rules (what ``cards all`` prints)."""
        rules = self.rules_from(None, {}, f"kitgen cards {self.game}")
        return self.lay_out(None, words, rules, card, qr)

    def lay_out(
        self, options: Any, words: Texts, rules: Any, card: CardSize, qr: QrMark | None
    ) -> CardLayout:
        """The card laid out (``options``: the command's, ``None`` for the defaults)."""
        if isinstance(self.layout, str):
            import importlib

            module, _sep, name = self.layout.partition(":")
            lay_out = getattr(importlib.import_module(module), name)
            found: CardLayout = lay_out(words, rules, card, qr)
            return found
        return self.layout(options, words, rules, card, qr)


@dataclass(frozen=True)
class CardPrint:
    """How the card commands print: worked out once from the card options."""

    card: CardSize
    sheet: Paper
    copies: int | None
    margin: float
    pnp: PrintAndPlay


def card_print(options: CardOptions) -> CardPrint:
    from kitgen.maker.cards.card import card_size
    from kitgen.maker.imposition.settings import print_and_play
    from kitgen.maker.layout import paper

    # backs=None: whether a card has a back depends on its text, checked when it is laid out.
    pnp = print_and_play(
        options.layout,
        options.print_then_cut,
        options.back_offset,
        backs=None,
        mark_inset=options.mark_inset,
    )
    card = card_size(options.size)
    return CardPrint(card, paper(options.paper), options.copies, options.margin, pnp)


# Its parameters, each with its own type and default, are alike in shape to other parameter
# lists (``duplicates`` pairs them with ``kitgen.core.options.number``'s): nothing shared.
def write_cards(
    layout: CardLayout,
    words: Texts,
    stem: str,
    how: CardPrint,
    out: Output,
    kind: str = "cards",
    heading: str = "card",
) -> None:
    """Impose ``how.copies`` of ``layout`` (default: a full sheet) and write the PDF
    ``STEM-LANG-SIZE-PAPER.pdf`` (or the print-and-play files ``STEM-LANG-SIZE-…``)."""
    from kitgen.maker.cards.documents import card_document, full_sheet_copies
    from kitgen.maker.cards.texts import print_words

    pnp, sheet, margin = how.pnp, how.sheet, how.margin
    title = f"{words.text(heading + '.title')} — {words.text(heading + '.footer')}"
    if pnp.gutterfold or pnp.cutter:
        from kitgen.core.messages import language, languages, use_language
        from kitgen.maker.imposition.output import card_copies, write_pieces
        from kitgen.maker.imposition.pieceset import card_pieces

        count = how.copies or card_copies(layout, pnp, sheet, margin)
        pieces = card_pieces([layout] * count, stem, title, one_sided=pnp.cutter is not None)
        # The page around the card speaks the card's language (your own texts: the one in use).
        with use_language(words.lang if words.lang in languages() else language()):
            write_pieces(pieces, pnp, sheet, margin, out.stem(stem, words.lang, how.card.key), out)
        return
    count = how.copies or full_sheet_copies(layout, sheet, margin)
    instructions = print_words(words)  # the sheet's print instructions, in the card's language
    document = card_document([layout] * count, sheet, margin, title, instructions, pnp.back_offset)
    if not pnp.back_offset.is_zero:
        from kitgen.maker.imposition.duplex import margin_warning

        warning = margin_warning(document.pages, sheet, margin)
        if warning is not None:
            out.warnings.append(warning)
    out.pdf(out.path(stem, words.lang, how.card.key, sheet.key, ext="pdf"), document, kind)
