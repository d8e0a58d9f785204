"""The ice cream code's puzzles on paper (its record's ``puzzles``): rows of guesses drawn
with the flavours' colours and numbers and the feedback pegs; only one code fits them."""

from __future__ import annotations

from kitgen.core.errors import cited
from kitgen.core.messages import N_, _, p_
from kitgen.core.wording import decimal
from kitgen.games.puzzles.puzzle import Puzzle
from kitgen.maker.cards.flow import Block, Graphic, Overflow, Paragraph, Placed
from kitgen.maker.cards.icecream import FLAVOUR_INK, PEG_INK
from kitgen.maker.layout import Box
from kitgen.maker.puzzles import PrintedKind
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Circle, Paint, Shape, Text


def code_question(puzzle: Puzzle) -> list[Block]:
    return [
        Paragraph(_("Which code gives every row its pegs? Exactly one does.")),
        code_rows(puzzle),
    ]


def code_answer(puzzle: Puzzle) -> str:
    from kitgen.games.icecream.codes import spoken

    return _(
        "{code} ({flavours})",
        code=puzzle.answer,
        flavours=spoken(tuple(int(d) for d in puzzle.answer)),
    )


def code_rules(mode: str, tile_words: str) -> str | None:
    """The house rules of the deck's mode, as one line."""
    from kitgen.games.icecream.rules import MODES

    return MODES[mode].describe()


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
                named = cited(p_("card box", "code rows"))
                raise Overflow(
                    _(
                        "box {box}: a row needs {needed} mm",
                        box=named,
                        needed=decimal(lx + lw - x, 1),
                    )
                )
            placed.append(
                Placed(Text(lx, baseline, label, size), Box(lx, cy - r, lw, 2 * r), "code feedback")
            )
        return placed, shapes

    return Graphic(height_em=len(rows) * 0.9 * 2.5, painter=paint, name=p_("card box", "code rows"))


def _pegs(feedback: str, by_position: bool, length: int) -> list[str | None]:
    """The pegs of a row as drawn: one per spot by position, else brown, beige, then empty."""
    if by_position:
        return [{"2": "brown", "1": "beige"}.get(d) for d in feedback]
    brown, beige = (int(n) for n in feedback.split(","))
    return ["brown"] * brown + ["beige"] * beige + [None] * (length - brown - beige)


CODE = PrintedKind("#7A3E9D", N_("Crack the code"), code_question, code_answer, code_rules)
