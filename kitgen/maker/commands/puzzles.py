"""``puzzles``: graded puzzle decks with their answers, as cards or worksheets.

The puzzles come from ``kitgen.games.puzzles`` (made and checked with the referees); this
prints them: cards of the rule cards' sizes with the answer on the back (long-edge duplex)
or on key pages, or numbered worksheets on A4 or Letter with the key on pages of their own.
The answer (``--json``) lists every puzzle with its answer in the referee commands' words.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, pN_
from kitgen.core.options import choice, whole
from kitgen.games.puzzles.puzzle import (
    LEVELS,
    MAX_COUNT,
    DeckSettings,
    kind_game,
    kind_spellings,
    kinds,
)
from kitgen.maker.cards.card import CARD_SIZES
from kitgen.maker.options import PaperOptions, PreviewOptions, with_games

#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("answers", "on"),
    pN_("answers", "separate"),
    pN_("answers", "off"),
    pN_("size", "sheet"),
)


if TYPE_CHECKING:
    from kitgen.games.puzzles.puzzle import Puzzle
    from kitgen.maker.output import Made, Output

#: The kind's help: the registered games' kinds, each with its record's summary.
KIND_HELP = N_("{kinds}; or a game's name or alias, for its kind.")


class Kinds:
    """The registered kinds and what they are, in the language spoken, each time the help
    is written out (``filled`` keeps this, not the text of the games registered at
    import): ``staeda (make the target from hand and table), 24 (...)``."""

    def __format__(self, spec: str) -> str:
        from kitgen.core import games
        from kitgen.core.messages import _

        return ", ".join(
            f"{kind} ({_(found.summary)})" if found.summary else kind
            for game in games.games()
            for kind, found in game.puzzles.items()
        )


#: The most a seed may be (any whole number from 0 up to it gives its own deck).
MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class PuzzleDeck:
    """Which puzzles, how many, how hard, and how they are printed (the first fields of
    :class:`PuzzleOptions`: the kind comes first in the help and the web's form)."""

    kind: str = choice(
        kinds()[0],  # the first game's first kind (as tournament new --game)
        kinds,  # the registered games' kinds, when asked
        what="puzzle kind",
        argument=True,
        required=True,
        metavar="KIND",
        spellings=kind_spellings,  # a game's name or alias: its kind (icecream: code)
        help=filled(KIND_HELP, kinds=Kinds()),
    )
    count: int = whole(12, low=1, high=MAX_COUNT, help=N_("How many puzzles in the deck."))
    level: int | None = whole(
        None,
        low=min(LEVELS),
        high=max(LEVELS),
        help=N_(
            "1 (easy), 2 or 3 (hard), measured by the referee (see docs/guides/classroom.md); "
            "default: a third of each, easiest first."
        ),
        metavar="1|2|3",
    )
    seed: int = whole(
        1,
        low=0,
        high=MAX_SEED,
        help=N_("The deck's seed: the same seed gives the same deck on every machine."),
    )
    answers: str | None = choice(
        None,
        ("on", "separate", "off"),
        what="answers",
        help=N_(
            "'on': on the back of each card (print duplex) or on key pages after the sheets; "
            "'separate': the key in a file of its own; 'off': no key. Default: 'on'."
        ),
        metavar="ANSWERS",
    )
    size: str = choice(
        "poker",
        (*CARD_SIZES, "sheet"),
        what="size",
        help=N_(
            "Cards: poker (63.5 × 88.9 mm), tarot (70 × 120), a6 (105 × 148), a5 (148 × 210); "
            "or sheet: worksheets on --paper."
        ),
        metavar="SIZE",
    )


@dataclass(frozen=True)
class PuzzleOptions(PreviewOptions, PaperOptions, PuzzleDeck):
    """``kitgen puzzles KIND``: the deck (:class:`PuzzleDeck`), the paper and previews."""


#: The fields every deck has (the others are the kinds' own).
SHARED = frozenset(f.name for f in fields(PuzzleOptions))


def _kinds_options() -> Iterator[str]:
    from kitgen.core import games

    for game in games.games():
        yield from (kind.options for kind in game.puzzles.values() if kind.options)


def __getattr__(name: str) -> type:
    """``OPTIONS``: :class:`PuzzleOptions` with each registered kind's own (its record's
    ``PuzzleKind.options``: the ice cream mode of code boards, a binary deck's logic tiles
    in the language's words or in English), asked for each time."""
    if name == "OPTIONS":
        return with_games(PuzzleOptions, _kinds_options())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CONFLICTS = ()
HELP = N_(
    "Graded puzzles with an answer key, made and checked by the referees, as cards or "
    "A4/Letter sheets: each game's kinds."
)


def house_rules(kind: str, mode: str, tile_words: str = "local") -> str | None:
    """The house rules a deck is made under, as one line for the sheet (none for a kind
    that has none, as the 24 game); a binary deck's logic tiles in ``tile_words``."""
    from kitgen.maker.puzzles import printed

    return printed(kind).rules(mode, tile_words)


def build(options: PuzzleOptions, out: Output) -> Made:
    from dataclasses import replace

    from kitgen.games.puzzles.make import make_deck
    from kitgen.maker.puzzles import printed

    kit_tileset = printed(options.kind).tileset  # a deck drawn from the kit's tile set
    tileset = kit_tileset() if kit_tileset is not None else None
    mode = getattr(options, "mode", DeckSettings.mode)  # a kind's own options
    own = {f.name: getattr(options, f.name) for f in fields(options) if f.name not in SHARED}
    puzzles = make_deck(
        options.kind, options.count, options.level, options.seed, mode, tileset, own=own
    )
    with printed(options.kind).worded(getattr(options, "tile_words", "local")):
        write_deck(puzzles, replace(options, answers=options.answers or "on"), out)
    made = out.made()
    return replace(
        made,
        figures={
            "kind": options.kind,
            "seed": options.seed,
            "count": len(puzzles),
            "level": options.level,
            "puzzles": [p.as_dict() for p in puzzles],
        },
    )


def write_deck(puzzles: list[Puzzle], options: PuzzleOptions, out: Output) -> None:
    from kitgen.core.messages import language
    from kitgen.maker.layout import paper

    sheet = paper(options.paper)
    lang = language()
    stem = ["puzzles", options.kind.replace("24", "twentyfour"), f"seed{options.seed}"]
    level = [f"level{options.level}"] if options.level else []
    if options.size == "sheet":
        from kitgen.maker.puzzles import worksheet
        from kitgen.maker.scene import Document

        mode = getattr(options, "mode", DeckSettings.mode)
        rules = house_rules(options.kind, mode, getattr(options, "tile_words", "local"))
        made = worksheet(puzzles, sheet, options.margin, options.answers != "off", rules)
        title = f"kitgen puzzles {options.kind}"
        pages = made.pages + (made.key if options.answers == "on" else ())
        path = out.path(*stem, *level, lang, sheet.key, ext="pdf")
        out.pdf(path, Document(title, pages), "worksheet")
        if options.answers == "separate":
            key = out.path(*stem, *level, "answers", lang, sheet.key, ext="pdf")
            out.pdf(key, Document(title, made.key), "answers")
        return
    from kitgen.maker.cards.card import card_size
    from kitgen.maker.cards.documents import card_document
    from kitgen.maker.cards.texts import load_texts, print_words
    from kitgen.maker.commands.cards import card_language
    from kitgen.maker.puzzles import key_document, puzzle_card

    size = card_size(options.size)
    cards = [
        puzzle_card(p, n, size, options.answers == "on") for n, p in enumerate(puzzles, start=1)
    ]
    game = kind_game(options.kind)  # its card texts give the print instructions (scale bar…)
    words = print_words(load_texts(game, card_language(game)))
    title = f"kitgen puzzles {options.kind}"
    document = card_document(cards, sheet, options.margin, title, words)
    path = out.path(*stem, *level, lang, size.key, sheet.key, ext="pdf")
    out.pdf(path, document, "cards")
    if options.answers == "separate":
        key = out.path(*stem, *level, "answers", lang, sheet.key, ext="pdf")
        out.pdf(key, key_document(puzzles, sheet, options.margin), "answers")
