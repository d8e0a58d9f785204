"""Stæða's puzzles on paper (its record's ``puzzles``): a deal (make the target from hand
and table) and a 24 hand (four cards make 24), the cards drawn in a row."""

from __future__ import annotations

from collections.abc import Sequence

from kitgen.core.errors import cited
from kitgen.core.messages import N_, _, n_, number, p_
from kitgen.core.wording import decimal
from kitgen.games.puzzles.puzzle import Puzzle
from kitgen.games.staeda.cards import rank_shown
from kitgen.maker.cards.flow import Block, Graphic, Overflow, Paragraph, Placed
from kitgen.maker.layout import Box
from kitgen.maker.puzzles import PrintedKind
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Paint, Rect, Shape, Text


def staeda_question(puzzle: Puzzle) -> list[Block]:
    q = puzzle.question
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


def staeda_answer(puzzle: Puzzle) -> str:
    return _(
        "{best} = {target}; fewest cards: {shortest}",
        best=puzzle.answer,
        target=number(puzzle.question["target"]),
        shortest=puzzle.extra["shortest"],
    )


def staeda_rules(mode: str, tile_words: str) -> str | None:
    """The default house rules a deal is made under, as one line."""
    from kitgen.games.staeda.rules import Rules

    return Rules().describe()


def twentyfour_question(puzzle: Puzzle) -> list[Block]:
    return [
        Paragraph(_("Make **24** with all four cards, each once, using + − × ÷ and brackets.")),
        card_faces("", [number(c) for c in puzzle.question["cards"]]),
    ]


def twentyfour_answer(puzzle: Puzzle) -> str:
    return _("{expression} = 24", expression=puzzle.answer)


def no_rules(mode: str, tile_words: str) -> str | None:
    """The 24 game has no house rule (fractions allowed, as always)."""
    return None


def card_faces(label: str, faces: Sequence[str]) -> Graphic:
    """Playing cards drawn in a row (their ranks or numbers), after ``label``; a court card
    or an ace with the letter the language's decks print (``D`` for a queen in German)."""

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
                named = cited(p_("card box", "cards"))
                raise Overflow(
                    n_(
                        "box {box}: {count} card needs {needed} mm",
                        "box {box}: {count} cards need {needed} mm",
                        len(faces),
                        box=named,
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
            shown = rank_shown(face)
            fw = text_width(shown, big, "bold")
            red = face in ("A", "J", "Q", "K")
            placed.append(
                Placed(
                    Text(
                        cx + (w - fw) / 2,
                        top + h / 2 + 0.36 * big,
                        shown,
                        big,
                        fill="#8C1C13" if red else "#000000",
                        font="bold",
                    ),
                    Box(cx, top, w, h),
                    "card face",
                )
            )
        return placed, shapes

    return Graphic(height_em=4.0, painter=paint, name=p_("card box", "cards"))


STAEDA = PrintedKind("#2E6F40", N_("Stæða"), staeda_question, staeda_answer, staeda_rules)
TWENTYFOUR = PrintedKind("#8C3B12", N_("24"), twentyfour_question, twentyfour_answer, no_rules)
