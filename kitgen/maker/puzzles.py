"""Puzzle decks on paper: cards (the rule cards' sizes, the answer on the back or on key
pages) or worksheets (A4 or Letter, the answer key on pages of its own).

A puzzle is said in the language in use: the instructions are messages, the cards' and
tiles' words the game's (``AND`` is ``EN`` in Dutch), numbers written the language's way. A
code puzzle's rows are drawn with the flavours' colours and numbers and the feedback pegs.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.core.messages import _, n_, number
from kitgen.core.wording import decimal
from kitgen.games.puzzles.puzzle import Puzzle
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.flow import Block, Graphic, Heading, Overflow, Paragraph, Placed, Style
from kitgen.maker.cards.icecream import FLAVOUR_INK, PEG_INK
from kitgen.maker.cards.paginate import flow
from kitgen.maker.layout import Box, Paper, page_furniture, printable_area
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Circle, Document, Page, Paint, Rect, Shape, Text

#: Each kind's colour (the title band of its cards and the headings of its sheets).
ACCENTS = {"staeda": "#2E6F40", "24": "#8C3B12", "code": "#7A3E9D", "binary": "#1F4E79"}


def kind_name(kind: str) -> str:
    """The kind as a title says it."""
    return {
        "staeda": _("Stæða"),
        "24": _("24"),
        "code": _("Crack the code"),
        "binary": _("Binary"),
    }[kind]


def _words(text: str) -> str:
    """A binary line with its logic tiles in the language's words."""
    from kitgen.games.binary.tokens import words

    return words(text)


def question_blocks(puzzle: Puzzle) -> list[Block]:
    """What the pupil reads: the task, and the puzzle itself."""
    q = puzzle.question
    if puzzle.kind == "staeda":
        return [
            Paragraph(
                _(
                    "Make **{target}** with cards from your hand and the table, each card at "
                    "most once.",
                    target=number(q["target"]),
                )
            ),
            card_faces(_("Hand"), q["hand"].split()),
            card_faces(_("Table"), q["table"].split()),
        ]
    if puzzle.kind == "24":
        return [
            Paragraph(_("Make **24** with all four cards, each once, using + − × ÷ and brackets.")),
            card_faces("", [number(c) for c in q["cards"]]),
        ]
    if puzzle.kind == "code":
        return [
            Paragraph(_("Which code gives every row its pegs? Exactly one does.")),
            code_rows(puzzle),
        ]
    task = q["task"]
    if task == "write":
        return [Paragraph(_("Write **{number}** in binary.", number=number(q["number"])))]
    if task == "best":
        return [
            Paragraph(
                _(
                    "Lay a correct line with some or all of these tiles that scores as much as "
                    "possible: the points on its tiles plus its bonus (its value's leading 1 "
                    "with zeros after it, in points: a value of 101 earns 4). No premium "
                    "squares. Only one set of tiles gives the highest score; any correct order "
                    "of those tiles is right."
                )
            ),
            rack_tiles(q["rack"], puzzle.extra["points"]),
        ]
    ask = {
        "value": _("Work out the value of ?:"),
        "tile": _("Which tile goes where the ? is? Exactly one fits."),
        "fix": _("This line is wrong. Correct the number after =:"),
    }[task]
    return [Paragraph(ask), Paragraph(f"**{_words(q['expr'])}**")]


def answer_text(puzzle: Puzzle) -> str:
    """The key's line for ``puzzle``."""
    q = puzzle.question
    if puzzle.kind == "staeda":
        return _(
            "{best} = {target}; fewest cards: {shortest}",
            best=puzzle.answer,
            target=number(q["target"]),
            shortest=puzzle.extra["shortest"],
        )
    if puzzle.kind == "24":
        return _("{expression} = 24", expression=puzzle.answer)
    if puzzle.kind == "code":
        from kitgen.games.icecream.codes import spoken

        return _(
            "{code} ({flavours})",
            code=puzzle.answer,
            flavours=spoken(tuple(int(d) for d in puzzle.answer)),
        )
    if puzzle.question["task"] == "best":
        bonus = puzzle.extra["bonus"]
        return _(
            "{line} — {points} for the tiles + {bonus} bonus = {score} points",
            line=_words(puzzle.answer),
            points=number(puzzle.extra["score"] - bonus),
            bonus=number(bonus),
            score=number(puzzle.extra["score"]),
        )
    return _words(puzzle.answer)


def card_faces(label: str, faces: Sequence[str]) -> Graphic:
    """Playing cards drawn in a row (their ranks or numbers), after ``label``."""

    def paint(x: float, top: float, width: float, size: float) -> tuple[list[Placed], list[Shape]]:
        placed: list[Placed] = []
        shapes: list[Shape] = []
        w, h = size * 3.0, size * 4.0
        left = x
        if label:
            lw = text_width(label, size, "bold")
            baseline = top + h / 2 + 0.36 * size
            placed.append(
                Placed(
                    Text(x, baseline, label, size, font="bold"), Box(x, top, lw, h), "cards label"
                )
            )
            left = x + max(lw + size, size * 5.5)
        big = size * 1.7
        for i, face in enumerate(faces):
            cx = left + i * (w + size * 0.8)
            if cx + w > x + width + 1e-9:
                raise Overflow(
                    n_(
                        "box 'cards': {count} card needs {needed} mm",
                        "box 'cards': {count} cards need {needed} mm",
                        len(faces),
                        count=len(faces),
                        needed=decimal(cx + w - x, 1),
                    )
                )
            shapes.append(
                Rect(
                    cx,
                    top,
                    w,
                    h,
                    Paint(fill="#FFFFFF", stroke="#444444", stroke_width=0.25),
                    radius=size * 0.4,
                )
            )
            fw = text_width(face, big, "bold")
            red = face in ("A", "J", "Q", "K")
            placed.append(
                Placed(
                    Text(
                        cx + (w - fw) / 2,
                        top + h / 2 + 0.36 * big,
                        face,
                        big,
                        fill="#8C1C13" if red else "#000000",
                        font="bold",
                    ),
                    Box(cx, top, w, h),
                    "card face",
                )
            )
        return placed, shapes

    return Graphic(height_em=4.0, painter=paint, name="cards")


#: The smallest a rack's tiles are drawn, as a share of their size in the body text.
RACK_LEAST = 0.6


def rack_tiles(faces: Sequence[str], points: dict[str, int]) -> Graphic:
    """A rack's tiles drawn in a row: each face (the logic tiles in the language's words,
    their tiles as wide as the word) with its points small in the corner, as on the printed
    tiles; a row too wide for its box drawn smaller, down to :data:`RACK_LEAST`."""
    shown = [_words(face) for face in faces]

    def paint(x: float, top: float, width: float, size: float) -> tuple[list[Placed], list[Shape]]:
        def widths(scale: float) -> list[float]:
            big = size * 1.2 * scale
            least = size * 2.4 * scale
            return [max(least, text_width(w, big, "bold") + size * 1.6 * scale) for w in shown]

        gap = size * 0.4
        needed = sum(widths(1.0)) + gap * (len(faces) - 1)
        scale = min(1.0, (width - gap * (len(faces) - 1)) / (needed - gap * (len(faces) - 1)))
        if scale < RACK_LEAST:
            raise Overflow(
                _(
                    "box 'rack': {count} tiles need {needed} mm",
                    count=len(faces),
                    needed=decimal(needed * RACK_LEAST, 1),
                )
            )
        placed: list[Placed] = []
        shapes: list[Shape] = []
        big, small, side = size * 1.2 * scale, size * 0.6 * scale, size * 2.4 * scale
        left = x
        for face, word, wide in zip(faces, shown, widths(scale), strict=True):
            box = Box(left, top, wide, side)
            paint = Paint(fill="#F4ECD8", stroke="#444444", stroke_width=0.25)
            shapes.append(Rect(left, top, wide, side, paint, radius=size * 0.3 * scale))
            fw = text_width(word, big, "bold")
            text = Text(left + (wide - fw) / 2, top + side / 2 + 0.36 * big, word, big, font="bold")
            placed.append(Placed(text, box, "rack tile"))
            worth = number(points[face])
            pw = text_width(worth, small)
            inset = size * 0.2 * scale
            corner = Text(left + wide - pw - inset, top + side - inset, worth, small)
            placed.append(Placed(corner, box, "rack points"))
            left += wide + gap
        return placed, shapes

    return Graphic(height_em=2.6, painter=paint, name="rack")


def code_rows(puzzle: Puzzle) -> Graphic:
    """The board's rows drawn: each guess's flavours, then its pegs."""
    rows = puzzle.question["played"]
    by_position = puzzle.extra["rules"]["feedback"] == "position"

    def paint(x: float, top: float, width: float, size: float) -> tuple[list[Placed], list[Shape]]:
        placed: list[Placed] = []
        shapes: list[Shape] = []
        r = size * 0.9
        pitch = r * 2.4
        row_h = r * 2.5
        for n, row in enumerate(rows):
            guess, _sep, feedback = row.partition("=")
            cy = top + n * row_h + row_h / 2
            baseline = cy + 0.36 * size
            for i, digit in enumerate(guess):
                v = int(digit)
                cx = x + r + i * pitch
                shapes.append(
                    Circle(
                        cx, cy, r, Paint(fill=FLAVOUR_INK[v], stroke="#444444", stroke_width=0.15)
                    )
                )
                dw = text_width(digit, size, "bold")
                ink = "#FFFFFF" if v in (1, 3, 6, 8) else "#000000"
                placed.append(
                    Placed(
                        Text(cx - dw / 2, baseline, digit, size, fill=ink, font="bold"),
                        Box(cx - r, cy - r, 2 * r, 2 * r),
                        "code token",
                    )
                )
            pegs = _pegs(feedback, by_position, len(guess))
            hole = r * 0.5
            px = x + len(guess) * pitch + r
            for j, peg in enumerate(pegs):
                fill = PEG_INK[peg] if peg else "#FFFFFF"
                shapes.append(
                    Circle(
                        px + j * hole * 2.6,
                        cy,
                        hole,
                        Paint(fill=fill, stroke="#444444", stroke_width=0.2),
                    )
                )
            label = feedback
            lx = px + len(pegs) * hole * 2.6 + r * 0.6
            lw = text_width(label, size)
            if lx + lw > x + width + 1e-9:
                raise Overflow(
                    _(
                        "box 'code rows': a row needs {needed} mm",
                        needed=decimal(lx + lw - x, 1),
                    )
                )
            placed.append(
                Placed(Text(lx, baseline, label, size), Box(lx, cy - r, lw, 2 * r), "code feedback")
            )
        return placed, shapes

    return Graphic(height_em=len(rows) * 0.9 * 2.5, painter=paint, name="code rows")


def _pegs(feedback: str, by_position: bool, length: int) -> list[str | None]:
    """The pegs of a row as drawn: one per spot by position, else brown, beige, then empty."""
    if by_position:
        return [{"2": "brown", "1": "beige"}.get(d) for d in feedback]
    brown, beige = (int(n) for n in feedback.split(","))
    return ["brown"] * brown + ["beige"] * beige + [None] * (length - brown - beige)


def level_words(puzzle: Puzzle) -> str:
    return _("level {level}", level=puzzle.level)


# -- cards ------------------------------------------------------------------------------------


def puzzle_card(puzzle: Puzzle, n: int, size: CardSize, backs: bool) -> CardLayout:
    """Puzzle ``n`` on one card: the question on the front, the answer on the back."""
    title = _("{kind} — puzzle {n}", kind=kind_name(puzzle.kind), n=number(n))
    footer = f"{level_words(puzzle)} · kitgen"
    accent = ACCENTS[puzzle.kind]
    name = f"{puzzle.kind} puzzle {n}"
    front = layout_card(
        CardContent(name, title, footer, tuple(question_blocks(puzzle)), accent), size
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
        (Paragraph(answer_text(puzzle), name="answer"),),
        accent,
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
    accent = ACCENTS[kind]
    title = _("{kind} — worksheet", kind=kind_name(kind))
    blocks: list[Block] = [Heading(title, name="title")]
    blocks.append(Paragraph(_("Name: ______________________   Date: __________"), name="name"))
    if rules:
        blocks.append(Paragraph(rules, name="rules"))
    for n, puzzle in enumerate(puzzles, start=1):
        blocks.append(
            Heading(_("{n}. ({level})", n=number(n), level=level_words(puzzle)), name="puzzle")
        )
        blocks.extend(question_blocks(puzzle))
    try:
        pages = _pages(blocks, paper, margin, title, accent, "worksheet")
        keys: list[Page] = []
        if key:
            key_title = _("{kind} — answers", kind=kind_name(kind))
            lines: list[Block] = [Heading(key_title, name="title")]
            lines += [
                Paragraph(f"**{number(n)}.** {answer_text(p)}", name="answer")
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
