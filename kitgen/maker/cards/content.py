"""What each game's rule card says: the language file's sections plus live data.

The live parts come from the same objects the referees use — the binary ``Rules`` and tile
spec, the ice cream ``CodeRules`` and modes, the Stæða ``Rules`` — so a card printed with
``--order left`` says "left to right" in the card's language, and a tile table follows the
spec it was built from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from kitgen.core import games
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import decimal
from kitgen.maker.cards.card import CardContent
from kitgen.maker.cards.flow import (
    Block,
    Bullets,
    Graphic,
    Heading,
    Overflow,
    Paragraph,
    Placed,
    Table,
)
from kitgen.maker.cards.texts import Texts, fill
from kitgen.maker.layout import Box
from kitgen.maker.render.fonts import text_width
from kitgen.maker.scene import Circle, Paint, Shape, Text

if TYPE_CHECKING:
    from kitgen.games.binary.rules import Rules as BinaryRules
    from kitgen.games.icecream.feedback import Feedback
    from kitgen.games.icecream.rules import CodeRules
    from kitgen.games.staeda.rules import Rules as StaedaRules
    from kitgen.maker.specs.tiles import TileSpec


def switch_value_key(value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    return str(value)


def switch_lines(
    texts: Texts, rules: BinaryRules | StaedaRules, quiet: tuple[str, ...] = ()
) -> list[str]:
    """One ``**label:** phrase`` line per switch of ``rules`` (a dataclass), translated; a
    switch named in ``quiet`` only when it is not at its default (the card's own text says
    what the default is)."""
    lines = []
    for f in fields(rules):
        value = getattr(rules, f.name)
        if f.name in quiet and value == f.default:
            continue
        label = texts.text(f"switches.{f.name}.label")
        if isinstance(value, int) and not isinstance(value, bool):  # a number of turns
            key = f"switches.{f.name}.{'turns' if value else 'never'}"
            phrase = texts.text(key, n=value)
        else:
            phrase = texts.text(f"switches.{f.name}.{switch_value_key(value)}")
        lines.append(f"**{label}:** {phrase}")
    return lines


def continued(texts: Texts) -> str:
    """How a section's heading reads again on the next side: ``"{heading} (continued)"``."""
    return texts.template("card.continued", heading="Setup")


def rule_card(
    texts: Texts,
    game: str,
    what: str,
    inserts: dict[str, list[Block]],
    values: Mapping[str, object] | None = None,
) -> CardContent:
    """A game's rule card: its language file's title, footer and sections (with ``inserts``
    and ``values`` put in), in the game's accent colour; ``what`` names it in messages."""
    return CardContent(
        name=f"{what} rule card ({texts.lang})",
        title=texts.text("card.title"),
        footer=texts.text("card.footer"),
        blocks=tuple(sections(texts, inserts, values or {})),
        accent=games.find_game(game).colour,
        continued=continued(texts),
    )


def sections(
    texts: Texts, inserts: dict[str, list[Block]], values: Mapping[str, object]
) -> list[Block]:
    """The card's sections in the language file's order, with live blocks inserted."""
    result: list[Block] = []
    raw = texts.get("card.sections")
    if not isinstance(raw, list):
        raise KitgenError(
            _("{source}: card.sections must be a list of [[card.sections]]", source=texts.source)
        )
    for n, section in enumerate(raw):
        if not isinstance(section, dict) or "heading" not in section:
            raise KitgenError(
                _(
                    "{source}: card section {value} needs a heading",
                    source=texts.source,
                    value=n + 1,
                )
            )
        heading = str(section["heading"])
        name = heading
        items = _as_list(section.get("items"), texts, n)
        insert = section.get("insert")
        paragraphs = _as_list(section.get("text"), texts, n)
        if not items and not paragraphs and insert is not None and inserts.get(insert) == []:
            continue  # nothing to show under this heading with these rules
        result.append(Heading(heading, name=name))
        for paragraph in paragraphs:
            # Text that introduces a table stays on the table's side.
            keep = insert is not None and not items
            result.append(Paragraph(fill(paragraph, texts.lang, values), name=name, keep=keep))
        if items:
            result.append(Bullets(tuple(fill(i, texts.lang, values) for i in items), name=name))
        if insert is not None:
            if insert not in inserts:
                raise KitgenError(
                    _(
                        "{source}: card section {value} inserts {insert} — this card offers: "
                        "{value2}",
                        source=texts.source,
                        value=n + 1,
                        insert=repr(insert),
                        value2=", ".join(inserts),
                    )
                )
            result.extend(inserts[insert])
    return result


def _as_list(value: object, texts: Texts, n: int) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return list(value)
    raise KitgenError(
        _(
            "{source}: card section {value}: text and items must be texts",
            source=texts.source,
            value=n + 1,
        )
    )


# -- binary ----------------------------------------------------------------------------------


def tile_rows(texts: Texts, spec: TileSpec) -> list[tuple[str, str, str]]:
    """(face, count, points) for every face of the tile spec, blanks named in the language."""
    return [
        (
            texts.text("tiles.blank") if face.blank else texts.face(face.label),
            str(face.count),
            str(face.points),
        )
        for face in spec.faces
    ]


def tile_table(texts: Texts, spec: TileSpec) -> Table:
    """The tile table in two halves side by side (it is long and narrow)."""
    rows = tile_rows(texts, spec)
    half = -(-len(rows) // 2)
    left, right = rows[:half], rows[half:]
    right = [*right, ("", "", "")] if len(right) < len(left) else right
    head = (texts.text("tiles.face"), texts.text("tiles.count"), texts.text("tiles.points"))
    name = texts.text("tiles.face")
    return Table(
        (*head, *head),
        tuple((*a, *b) for a, b in zip(left, right, strict=True)),
        align=("l", "r", "r", "l", "r", "r"),
        name=f"{name} table",
        halves=True,
    )


def binary_card(
    texts: Texts, rules: BinaryRules, spec: TileSpec, balance: str | None = None
) -> CardContent:
    """The binary card; ``balance``: the lab's sentence on the first player's wins, put
    after the house rules (``kitgen cards binary --balance``)."""
    values = {"rack": spec.rack, "total": spec.total}
    # the card's "who wins" section says the default tie-break already
    lines = switch_lines(texts, rules, quiet=("tie_break",))
    house: list[Block] = [Bullets(tuple(lines), name="house rules")]
    if balance is not None:
        house.append(Paragraph(balance, name="balance"))
    inserts: dict[str, list[Block]] = {"house-rules": house, "tiles": [tile_table(texts, spec)]}
    return rule_card(texts, "binary", "binary", inserts, values)


# -- ice cream code --------------------------------------------------------------------------

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
    return Table(head, tuple(rows), align=("l", "r", "r", "l", "r"), name="modes table")


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
            raise Overflow(
                _(
                    "box 'feedback example': the drawing needs {needed} mm, the box is "
                    "{width} mm wide (shorten the labels)",
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

    return Graphic(height_em=3 * 0.95 * 2.5, painter=paint, name="feedback example", keep=True)


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
        "house-rules": [Bullets(tuple(icecream_rules_lines(texts, rules)), name="rules in force")],
        "modes": [modes_table(texts, modes, rules.mode)],
        "flavours": [
            Paragraph(line, name="flavours") for line in flavour_items(texts, rules, flavour_count)
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
            Paragraph(result, name="feedback example"),
        ]
    return rule_card(texts, "icecream", "ice cream code", inserts)


# -- Stæða -----------------------------------------------------------------------------------


def card_values_table(texts: Texts) -> Table:
    rows = tuple(
        (texts.text(f"values.{k}"), texts.text(f"values.{k}_value"))
        for k in ("number", "court", "ace")
    )
    return Table(
        (texts.text("values.card"), texts.text("values.value")),
        rows,
        align=("l", "l"),
        name="card values table",
    )


def staeda_card(texts: Texts, rules: StaedaRules, balance: str | None = None) -> CardContent:
    """The Stæða card; ``balance``: the lab's sentence on the most skilled player's wins, put
    after the house rules (``kitgen cards staeda --balance``)."""
    # the card's "who wins" section says the default tie-break already
    lines = switch_lines(texts, rules, quiet=("tie_break",))
    house: list[Block] = [Bullets(tuple(lines), name="house rules")]
    if balance is not None:
        house.append(Paragraph(balance, name="balance"))
    inserts: dict[str, list[Block]] = {
        "house-rules": house,
        "values": [card_values_table(texts)],
    }
    return rule_card(texts, "staeda", "Stæða", inserts)
