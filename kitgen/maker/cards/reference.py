"""The binary game's quick reference card: operators in both orders, NOT, padding, bonus.

The worked values are computed here with plain Python integers from the written binary
numbers (the rules page's arithmetic), so the card cannot disagree with its own examples.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kitgen.core import games
from kitgen.core.messages import _, p_
from kitgen.maker.cards.card import CardContent, CardLayout, CardSize, layout_card
from kitgen.maker.cards.content import continued
from kitgen.maker.cards.flow import Block, Bullets, Heading, Paragraph, Table
from kitgen.maker.cards.texts import Texts

if TYPE_CHECKING:
    from kitgen.maker.cards.qr import QrMark

#: (operator faces, key of its meaning, level in the maths order)
OPERATORS = (
    ("NOT", "not", 1),
    ("× ÷", "times", 2),
    ("+ −", "plus", 3),
    ("AND", "and", 4),
    ("XOR", "xor", 5),
    ("OR", "or", 6),
)

NOT_EXAMPLES = ("1", "0", "10", "101", "011", "1000")
PAD_EXAMPLES = (
    ("101", "AND", "1"),
    ("100", "OR", "1"),
    ("1010", "AND", "110"),
    ("110", "XOR", "11"),
)
BONUS_BITS = 8  # 1 … 10000000, that is 1 … 128 points


def not_value(written: str) -> str:
    """NOT at the written width: every digit flipped, leading zeros dropped."""
    flipped = "".join("1" if d == "0" else "0" for d in written)
    return bin(int(flipped, 2))[2:]


def bitwise(left: str, op: str, right: str) -> tuple[str, str, str]:
    """The operands padded to one width, and the result in binary."""
    width = max(len(left), len(right))
    a, b = int(left, 2), int(right, 2)
    value = {"AND": a & b, "OR": a | b, "XOR": a ^ b}[op]
    return left.zfill(width), right.zfill(width), bin(value)[2:]


def bonus_rows() -> list[tuple[str, str]]:
    """(values in binary, bonus points): ``0 → 0``, ``1 → 1``, ``10–11 → 2`` … ``→ 128``."""
    rows = [("0", "0")]
    for bit in range(BONUS_BITS):
        low = "1" + "0" * bit
        high = "1" * (bit + 1)
        shown = low if bit == 0 else f"{low}–{high}"
        rows.append((shown, str(2**bit)))
    return rows


def reference_card(texts: Texts) -> CardContent:
    t = texts.text
    w = texts.face  # a logic tile in the card's words (EN, ИЛИ, or AND)
    # Both orders: the maths levels, and left to right, where NOT still binds first and
    # every other operator shares one level.
    ops = Table(
        (
            t("reference.op"),
            t("reference.meaning"),
            t("reference.level"),
            t("reference.level_left"),
        ),
        tuple(
            (
                f"**{w(face)}**",
                t(f"reference.meanings.{key}"),
                str(level),
                "1" if level == 1 else "2",
            )
            for face, key, level in OPERATORS
        ),
        align=("l", "l", "r", "r"),
        name=p_("card box", "operator table"),
    )
    nots = Table(
        (t("reference.written"), t("reference.flipped"), t("reference.value")),
        tuple(
            (
                f"{w('NOT')} {written}",
                "".join("1" if d == "0" else "0" for d in written),
                f"**{not_value(written)}**",
            )
            for written in NOT_EXAMPLES
        ),
        align=("l", "l", "r"),
        name=p_("card box", "NOT table"),
    )
    pads = Table(
        (t("reference.written"), t("reference.padded"), t("reference.value")),
        tuple(
            (f"{a} {w(op)} {b}", f"{pa} {w(op)} {pb}", f"**{value}**")
            for (a, op, b) in PAD_EXAMPLES
            for pa, pb, value in [bitwise(a, op, b)]
        ),
        align=("l", "l", "r"),
        name=p_("card box", "padding table"),
    )
    rows = bonus_rows()
    half = -(-len(rows) // 2)
    left, right = rows[:half], rows[half:]
    right = [*right, ("", "")] if len(right) < len(left) else right
    bonus_head = (t("reference.bonus_value"), t("reference.bonus_points"))
    bonus = Table(
        (*bonus_head, *bonus_head),
        tuple((*a, *b) for a, b in zip(left, right, strict=True)),
        align=("l", "r", "l", "r"),
        name=p_("card box", "bonus table"),
        halves=True,
    )
    blocks: list[Block] = [
        Heading(t("reference.operators"), name=p_("card box", "operators")),
        ops,
        Bullets(
            (
                t("reference.order_math"),
                t("reference.order_left"),
                t("reference.order_example"),
            ),
            name=p_("card box", "order of operations"),
        ),
        Heading(t("reference.not"), name=p_("card box", "NOT")),
        Paragraph(t("reference.not_text"), name=p_("card box", "NOT"), keep=True),
        nots,
        Heading(t("reference.padding"), name=p_("card box", "padding")),
        Paragraph(t("reference.padding_text"), name=p_("card box", "padding"), keep=True),
        pads,
        Heading(t("reference.bonus"), name=p_("card box", "bonus")),
        Paragraph(t("reference.bonus_text"), name=p_("card box", "bonus"), keep=True),
        bonus,
    ]
    return CardContent(
        name=f"binary quick reference ({texts.lang})",
        label=_("binary quick reference ({texts})", texts=texts.lang),
        title=t("reference.title"),
        footer=t("reference.footer"),
        blocks=tuple(blocks),
        accent=games.find_game("binary").colour,
        continued=continued(texts),
    )


def reference_layout(texts: Texts, size: CardSize, qr: QrMark | None = None) -> CardLayout:
    return layout_card(reference_card(texts), size, qr)
