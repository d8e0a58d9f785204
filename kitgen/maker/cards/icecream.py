"""The ice cream code's printed parts: its rule card's blocks (the rules in force, the modes,
the worked example drawn) and its score sheet, named by the registry's record
(:mod:`kitgen.core.games`); the tokens' inks, which the puzzles draw too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from kitgen.core import games
from kitgen.core.errors import cited
from kitgen.core.messages import N_, _, p_
from kitgen.core.wording import decimal
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.content import rule_card
from kitgen.maker.cards.flow import Block, Bullets, Graphic, Overflow, Paragraph, Placed, Table
from kitgen.maker.cards.scoresheet import Column, Form, Group
from kitgen.maker.cards.texts import Texts
from kitgen.maker.layout import Box
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Circle, Paint, Shape, Text

if TYPE_CHECKING:
    from kitgen.games.icecream.feedback import Feedback
    from kitgen.games.icecream.rules import CodeRules
    from kitgen.maker.cards.qr import QrMark


FLAVOUR_INK = {
    1: "#D7263D",  # strawberry, red
    2: "#F49AC2",  # bubblegum, pink
    3: "#6B3E26",  # chocolate, brown
    4: "#F3E5AB",  # vanilla, cream
    5: "#93C572",  # pistachio, green
    6: "#4F6DB8",  # blueberry, blue
    7: "#F5D547",  # lemon, yellow
    8: "#222222",  # liquorice, black
}
PEG_INK = {"brown": "#6B3E26", "beige": "#E3CBA0"}


def flavour_name(texts: Texts, number: int) -> str:
    return texts.text(f"flavours.f{number}")


def icecream_rules_lines(texts: Texts, rules: CodeRules) -> list[str]:
    """The rules in force: mode, code, feedback, rows, repeats — in the card's language."""
    mode = rules.mode.split(" ")[0]
    mode_name = texts.text(f"modes.{mode}")
    if rules.mode.endswith("(custom)"):
        mode_name = texts.text("rules.custom", mode=mode_name)
    return [
        f"**{texts.text('rules.mode')}:** {mode_name}",
        f"**{texts.text('rules.code')}:** "
        + texts.text("rules.code_value", length=rules.length, flavours=rules.flavours),
        f"**{texts.text('rules.feedback')}:** " + texts.text(f"rules.feedback_{rules.feedback}"),
        f"**{texts.text('rules.rows')}:** {rules.rows}",
        f"**{texts.text('switches.repeats.label')}:** "
        + texts.text(f"switches.repeats.{rules.repeats}"),
    ]


def modes_table(texts: Texts, modes: dict[str, CodeRules], current: str) -> Table:
    head = tuple(
        texts.text(f"modes_table.{k}") for k in ("mode", "length", "flavours", "feedback", "rows")
    )
    rows = []
    for key, m in modes.items():
        name = texts.text(f"modes.{key}")
        if current.split(" ")[0] == key:
            name = f"**{name} ◂**"
        rows.append(
            (
                name,
                str(m.length),
                str(m.flavours),
                texts.text(f"modes_table.{m.feedback}"),
                str(m.rows),
            )
        )
    return Table(
        head, tuple(rows), align=("l", "r", "r", "l", "r"), name=p_("card box", "modes table")
    )


def flavour_items(texts: Texts, rules: CodeRules, count: int) -> list[str]:
    names = [f"{n} {flavour_name(texts, n)}" for n in range(1, count + 1)]
    lines = [", ".join(names[: rules.flavours])]
    if rules.flavours < count:
        aside = ", ".join(names[rules.flavours :])
        lines.append(texts.text("card.set_aside", flavours=aside))
    return lines


def feedback_graphic(
    texts: Texts, code: tuple[int, ...], guess: tuple[int, ...], pegs: tuple[str | None, ...]
) -> Graphic:
    """The worked example drawn: the code, the guess, and the pegs (one per hole)."""
    labels = (texts.text("example.code"), texts.text("example.guess"), texts.text("example.pegs"))

    def paint(x: float, top: float, width: float, size: float) -> tuple[list[Placed], list[Shape]]:
        placed: list[Placed] = []
        shapes: list[Shape] = []
        label_w = max(text_width(t, size, "bold") for t in labels) + size
        r = size * 0.95
        pitch = r * 2.6
        row_h = r * 2.5
        names = ("code", "guess", "pegs")
        needed = label_w + (len(code) - 1) * pitch + 2 * r
        if needed > width + 1e-9:
            named = cited(p_("card box", "feedback example"))
            raise Overflow(
                _(
                    "box {box}: the drawing needs {needed} mm, the box is "
                    "{width} mm wide (shorten the labels)",
                    box=named,
                    needed=decimal(needed, 1),
                    width=decimal(width, 1),
                )
            )
        for row, (label, values) in enumerate(zip(labels, (code, guess, pegs), strict=True)):
            cy = top + row * row_h + row_h / 2
            box = Box(x, cy - row_h / 2, label_w, row_h)
            baseline = cy + 0.36 * size
            placed.append(
                Placed(Text(x, baseline, label, size, font="bold"), box, f"example {names[row]}")
            )
            for i, v in enumerate(values):
                cx = x + label_w + r + i * pitch
                if row < 2:
                    assert isinstance(v, int)
                    ink = FLAVOUR_INK[v]
                    shapes.append(
                        Circle(cx, cy, r, Paint(fill=ink, stroke="#444444", stroke_width=0.15))
                    )
                    digit_fill = "#FFFFFF" if v in (1, 3, 6, 8) else "#000000"
                    dw = text_width(str(v), size, "bold")
                    placed.append(
                        Placed(
                            Text(cx - dw / 2, baseline, str(v), size, fill=digit_fill, font="bold"),
                            Box(cx - r, cy - r, 2 * r, 2 * r),
                            "example token",
                        )
                    )
                else:
                    hole = r * 0.55
                    fill = PEG_INK[v] if isinstance(v, str) else "#FFFFFF"
                    shapes.append(
                        Circle(cx, cy, hole, Paint(fill=fill, stroke="#444444", stroke_width=0.2))
                    )
        return placed, shapes

    return Graphic(
        height_em=3 * 0.95 * 2.5, painter=paint, name=p_("card box", "feedback example"), keep=True
    )


def example_round(rules: CodeRules) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """The worked example's code and guess under ``rules``, or ``None`` when they have fewer
    than 3 spots or 3 flavours (the example needs both).

    The code is ``1 2 3 4 …`` (from 3 on again when it is longer than the flavours in play,
    which the rules then allow), the guess ``2 2 1 1 …``: the second spot is exact, the third
    holds a flavour the code has elsewhere, and every other spot repeats a flavour already
    used up — whatever the length, the explanation on the card stays true.
    """
    if rules.length < 3 or rules.flavours < 3:
        return None
    extra = [3 + i % (rules.flavours - 2) for i in range(max(0, rules.length - rules.flavours))]
    code = (*range(1, min(rules.length, rules.flavours) + 1), *extra)
    return code, (2, 2, *(1,) * (rules.length - 2))


def icecream_card(
    texts: Texts,
    rules: CodeRules,
    modes: dict[str, CodeRules],
    flavour_count: int,
    score: Callable[[tuple[int, ...], tuple[int, ...], CodeRules], Feedback],
) -> CardContent:
    """The rule card; ``score`` is the referee's feedback function, so the worked example
    gets the pegs the mode in force owes (by position, or counts only)."""
    inserts: dict[str, list[Block]] = {
        "house-rules": [
            Bullets(
                tuple(icecream_rules_lines(texts, rules)), name=p_("card box", "rules in force")
            )
        ],
        "modes": [modes_table(texts, modes, rules.mode)],
        "flavours": [
            Paragraph(line, name=p_("card box", "flavours"))
            for line in flavour_items(texts, rules, flavour_count)
        ],
        "example": [],
    }
    example = example_round(rules)
    if example is not None:
        code, guess = example
        feedback = score(code, guess, rules)
        values = {"code": " ".join(map(str, code)), "guess": " ".join(map(str, guess))}
        if feedback.pegs is not None:
            shown = feedback.pegs
            words = ", ".join(texts.text(f"example.{p or 'empty'}") for p in shown)
            result = texts.text("example.result", pegs=words, **values)
        else:
            # Counts only: the setter puts the pegs in any holes; drawn browns first.
            shown = (
                ("brown",) * feedback.brown
                + ("beige",) * feedback.beige
                + (None,) * (len(code) - feedback.brown - feedback.beige)
            )
            words = texts.text("example.counts", brown=feedback.brown, beige=feedback.beige)
            result = texts.text("example.result_counts", pegs=words, **values)
        inserts["example"] = [
            feedback_graphic(texts, code, guess, shown),
            Paragraph(result, name=p_("card box", "feedback example")),
        ]
    return rule_card(texts, "icecream", N_("ice cream code rule card ({texts})"), inserts)


def icecream_layout(
    texts: Texts, rules: CodeRules, size: CardSize, qr: QrMark | None = None
) -> CardLayout:
    from kitgen.games.icecream.feedback import score
    from kitgen.games.icecream.flavours import FLAVOURS
    from kitgen.games.icecream.rules import MODES

    return layout_card(icecream_card(texts, rules, MODES, len(FLAVOURS), score), size, qr)


def icecream_form(texts: Texts, players: int) -> Form:
    t = texts.text
    return Form(
        name=_("ice cream code score sheet ({texts})", texts=texts.lang),
        title=t("sheet.title"),
        fields=(t("sheet.player_a"), t("sheet.player_b"), t("sheet.mode")),
        groups=(
            Group(
                "",
                (
                    Column(t("sheet.round"), 0.6),
                    Column(t("sheet.setter"), 1.5),
                    Column(t("sheet.guesses"), 1.0),
                    Column(t("sheet.points"), 0.9),
                    Column(t("sheet.total_a"), 1.0),
                    Column(t("sheet.total_b"), 1.0),
                ),
            ),
        ),
        row_labels=tuple(str(n) for n in range(1, 11)),
        extra_rows=(),
        note=t("sheet.note"),
        accent=games.find_game("icecream").colour,
    )
