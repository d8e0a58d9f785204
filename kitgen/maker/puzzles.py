"""Puzzle decks on paper: cards (the rule cards' sizes, the answer on the back or on key
pages) or worksheets (A4 or Letter, the answer key on pages of its own).

A puzzle is said in the language in use: the instructions are messages, the cards' and
tiles' words the game's (``AND`` is ``EN`` in Dutch), numbers written the language's way.
Each kind's question, answer, colour and title are its game's (:class:`PrintedKind`, named
by the record's ``puzzles``: ``kitgen/maker/puzzles_GAME.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import Any

from kitgen.core.messages import _, number, p_
from kitgen.games.puzzles.puzzle import Puzzle
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.flow import Block, Heading, Overflow, Paragraph, Style
from kitgen.maker.cards.paginate import flow
from kitgen.maker.layout import Paper, page_furniture, printable_area
from kitgen.maker.scene import Document, Page, Shape


@dataclass(frozen=True)
class PrintedKind:
    """How a kind of puzzle is printed (its game's record's ``puzzles``): its colour (the
    title band of its cards, the headings of its sheets), its title (marked for translation),
    its question and answer, the house rules it is made under as one line (from the deck's
    mode and tile words), the kit's tile set when its deck is drawn from one, and the
    words its pieces are printed in, given the deck's tile words (a binary line's logic
    tiles: the language's or English; none: nothing changes)."""

    accent: str
    title: str
    question: Callable[[Puzzle], list[Block]]
    answer: Callable[[Puzzle], str]
    rules: Callable[[str, str], str | None]
    tileset: Callable[[], Any] | None = None
    words: Callable[[str], AbstractContextManager[Any]] | None = None

    def worded(self, tile_words: str) -> AbstractContextManager[Any]:
        """The block its deck is written in, with its pieces in ``tile_words``."""
        return self.words(tile_words) if self.words is not None else nullcontext()


def printed(kind: str) -> PrintedKind:
    """The printing of puzzle kind ``kind``, from the record of its game."""
    from kitgen.core import games

    for game in games.games():
        if kind in game.puzzles:
            found: PrintedKind = game.load(game.puzzles[kind].printed)
            return found
    raise LookupError(kind)


def kind_name(kind: str) -> str:
    """The kind as a title says it."""
    return _(printed(kind).title)


def question_blocks(puzzle: Puzzle) -> list[Block]:
    """What the pupil reads: the task, and the puzzle itself."""
    return printed(puzzle.kind).question(puzzle)


def answer_text(puzzle: Puzzle) -> str:
    """The key's line for ``puzzle``."""
    return printed(puzzle.kind).answer(puzzle)


def level_words(puzzle: Puzzle) -> str:
    return _("level {level}", level=puzzle.level)


# -- cards ------------------------------------------------------------------------------------


def puzzle_card(puzzle: Puzzle, n: int, size: CardSize, backs: bool) -> CardLayout:
    """Puzzle ``n`` on one card: the question on the front, the answer on the back."""
    kind = kind_name(puzzle.kind)
    title = _("{kind} — puzzle {n}", kind=kind, n=number(n))
    footer = f"{level_words(puzzle)} · kitgen"
    accent = printed(puzzle.kind).accent
    name = f"{puzzle.kind} puzzle {n}"
    front = layout_card(
        CardContent(
            name,
            title,
            footer,
            tuple(question_blocks(puzzle)),
            accent,
            label=_("puzzle {n} ({kind})", n=number(n), kind=kind),
        ),
        size,
    )
    if len(front.sides) > 1:
        from kitgen.core.errors import KitgenError

        raise KitgenError(
            _(
                "puzzle {n} does not fit one {size} card — choose a larger --size",
                n=number(n),
                size=size.name,
            )
        )
    if not backs:
        return front
    key = CardContent(
        name + " answer",
        _("Answer {n}", n=number(n)),
        footer,
        (Paragraph(answer_text(puzzle), name=p_("card box", "answer")),),
        accent,
        label=_("answer to puzzle {n} ({kind})", n=number(n), kind=kind),
    )
    back = layout_card(key, size)
    return CardLayout(front.content, size, front.scale, (front.sides[0], back.sides[0]))


# -- sheets -----------------------------------------------------------------------------------

#: A sheet's type size, mm (about 11 pt).
SHEET_BODY = 3.9


@dataclass(frozen=True)
class Sheet:
    """A worksheet's pages and, apart, the pages of its key (empty without one)."""

    pages: tuple[Page, ...]
    key: tuple[Page, ...]


def _pages(
    blocks: Sequence[Block], paper: Paper, margin: float, title: str, accent: str, what: str
) -> list[Page]:
    area = printable_area(paper.width, paper.height, margin).inset(4.0)
    style = Style(SHEET_BODY, accent=accent)
    boxes = [area] * 60
    flowed = flow(blocks, boxes, style, what)
    pages = []
    for i, part in enumerate(flowed, start=1):
        items: list[Shape] = [*part.shapes, *(p.text for p in part.placed)]
        items += page_furniture(paper.width, paper.height, margin, title, i, len(flowed))
        pages.append(Page(paper.width, paper.height, tuple(items), label=f"{what} {i}"))
    return pages


def worksheet(
    puzzles: Sequence[Puzzle], paper: Paper, margin: float, key: bool, rules: str | None
) -> Sheet:
    """The puzzles numbered on sheets of ``paper``; with ``key``, the answers on pages of
    their own (the house rules in force, ``rules``, under the heading)."""
    kind = puzzles[0].kind
    accent = printed(kind).accent
    title = _("{kind} — worksheet", kind=kind_name(kind))
    blocks: list[Block] = [Heading(title, name=p_("card box", "title"))]
    blocks.append(
        Paragraph(_("Name: ______________________   Date: __________"), name=p_("card box", "name"))
    )
    if rules:
        blocks.append(Paragraph(rules, name=p_("card box", "rules")))
    for n, puzzle in enumerate(puzzles, start=1):
        blocks.append(
            Heading(
                _("{n}. ({level})", n=number(n), level=level_words(puzzle)),
                name=p_("card box", "puzzle"),
            )
        )
        blocks.extend(question_blocks(puzzle))
    try:
        pages = _pages(blocks, paper, margin, title, accent, "worksheet")
        keys: list[Page] = []
        if key:
            key_title = _("{kind} — answers", kind=kind_name(kind))
            lines: list[Block] = [Heading(key_title, name=p_("card box", "title"))]
            lines += [
                Paragraph(f"**{number(n)}.** {answer_text(p)}", name=p_("card box", "answer"))
                for n, p in enumerate(puzzles, start=1)
            ]
            keys = _pages(lines, paper, margin, key_title, accent, "answers")
    except Overflow as err:
        from kitgen.core.errors import KitgenError

        raise KitgenError(_("{err} — ask for fewer puzzles", err=err)) from None
    return Sheet(tuple(pages), tuple(keys))


def key_document(puzzles: Sequence[Puzzle], paper: Paper, margin: float) -> Document:
    """The answer key alone, on sheets (for a deck of cards printed without backs)."""
    sheet = worksheet(puzzles, paper, margin, True, None)
    return Document(_("{kind} — answers", kind=kind_name(puzzles[0].kind)), sheet.key)
