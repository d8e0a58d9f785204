"""The binary game's puzzles on paper (its record's ``puzzles``): worksheet lines, the
logic tiles in the language's words, a rack's tiles drawn with their points."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kitgen.core.errors import cited
from kitgen.core.messages import N_, _, number, p_
from kitgen.core.wording import decimal
from kitgen.games.binary.vocabulary import use_tile_words
from kitgen.games.puzzles.puzzle import Puzzle
from kitgen.maker.cards.flow import Block, Graphic, Overflow, Paragraph, Placed
from kitgen.maker.layout import Box
from kitgen.maker.puzzles import PrintedKind
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Paint, Rect, Shape, Text


def _words(text: str) -> str:
    """A binary line with its logic tiles in the language's words."""
    from kitgen.games.binary.tokens import words

    return words(text)


def binary_question(puzzle: Puzzle) -> list[Block]:
    q = puzzle.question
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


def binary_answer(puzzle: Puzzle) -> str:
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


def binary_rules(mode: str, tile_words: str) -> str | None:
    """The default house rules, as the rule card words them, its logic tiles in
    ``tile_words``."""
    from kitgen.games.binary.rules import Rules
    from kitgen.maker.cards.content import switch_lines
    from kitgen.maker.cards.texts import load_texts
    from kitgen.maker.commands.cards import card_language

    texts = load_texts("binary", card_language("binary"), tile_words=tile_words)
    return "; ".join(switch_lines(texts, Rules()))


def kit_tileset() -> Any:
    """The kit's tile set, whose racks a deck's best lines are drawn from."""
    from kitgen.games.binary.tileset import tileset_from_spec
    from kitgen.maker.specs.tiles import load_tile_spec

    return tileset_from_spec(load_tile_spec())


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
            named = cited(p_("card box", "rack"))
            raise Overflow(
                _(
                    "box {box}: {count} tiles need {needed} mm",
                    box=named,
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

    return Graphic(height_em=2.6, painter=paint, name=p_("card box", "rack"))


BINARY = PrintedKind(
    "#1F4E79",
    N_("Binary"),
    binary_question,
    binary_answer,
    binary_rules,
    kit_tileset,
    use_tile_words,
)
