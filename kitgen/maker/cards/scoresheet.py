"""Score sheets to fill in with a pencil: ruled forms, several games to a page.

Each game's form is its own (the registry's ``sheet``: ``binary_form`` in
:mod:`kitgen.maker.cards.binary`, a column group per player; the ice cream code's a match of
up to 10 rounds; Stæða's the target, and per round and player the cards kept and points).

Headers are measured like card text: a header that does not fit its column even at the
smallest size is a :class:`KitgenError` naming the sheet and the column.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core import games
from kitgen.core.errors import KitgenError, cited, unknown_choice
from kitgen.core.messages import N_, _, n_
from kitgen.core.wording import decimal
from kitgen.core.wording import short as short_number
from kitgen.maker.cards.flow import LEADING, Overflow, Placed, wrap
from kitgen.maker.cards.texts import Texts, print_words
from kitgen.maker.layout import Box, Paper, page_furniture, printable_area
from kitgen.maker.render.fonts import ASCENT, DESCENT, text_width
from kitgen.maker.scene import Document, FontName, Line, Page, Paint, Rect, Shape, Text

HEADER_SIZES = (2.8, 2.65, 2.5)  # tried largest first; 2.5 mm is 7.1 pt
ROW_H = 5.0
GROUP_H = 6.5
TITLE_SIZE = 4.2
FIELD_SIZE = 3.0
BLOCK_GAP = 9.0


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class Column:
    header: str
    weight: float


@dataclass(frozen=True)
class Group:
    """Columns under one group header (a player's name line, or nothing)."""

    header: str
    columns: tuple[Column, ...]


@dataclass(frozen=True)
class Form:
    name: str  # for messages, in the language of the answer: binary score sheet (en)
    title: str
    fields: tuple[str, ...]  # "Date", "Target"... printed with a line to write on
    groups: tuple[Group, ...]
    row_labels: tuple[str, ...]
    extra_rows: tuple[str, ...]  # bold rows at the foot ("Final")
    note: str
    accent: str


@dataclass(frozen=True)
class DrawnForm:
    shapes: tuple[Shape, ...]
    placed: tuple[Placed, ...]
    height: float


def _fit_line(text: str, box: Box, size: float, font: FontName, where: str, align: str) -> Placed:
    width = text_width(text, size, font)
    if width > box.width + 1e-9:
        raise Overflow(
            _(
                "{where}: {text} is {wide} mm wide, the box {width} mm",
                where=where,
                text=cited(text),
                wide=decimal(width, 1),
                width=decimal(box.width, 1),
            )
        )
    baseline = box.y + box.height / 2 + (ASCENT - DESCENT) * size / 2
    x = box.x if align == "l" else box.x + (box.width - width) / 2
    return Placed(Text(x, baseline, text, size, font=font), box, where)


def two_line_width(header: str, size: float) -> float:
    """The narrowest width (mm) that sets ``header`` in bold on at most two lines."""
    found = header.split()
    if len(found) < 2:
        return text_width(header, size, "bold")
    return min(
        max(
            text_width(" ".join(found[:k]), size, "bold"),
            text_width(" ".join(found[k:]), size, "bold"),
        )
        for k in range(1, len(found))
    )


def column_widths(
    form: Form, columns: list[Column], first: float, width: float, size: float
) -> list[float]:
    """Widths of the columns (the first holds the row labels): shared by weight, but each at
    least as wide as its header needs on two lines at ``size``."""
    need = [two_line_width(c.header, size) + 1.6 + 1e-6 for c in columns]
    widths = [max(first, need[0])]
    rest = range(1, len(columns))
    fixed: dict[int, float] = {}
    while True:
        free = [i for i in rest if i not in fixed]
        room = width - widths[0] - sum(fixed.values())
        weights = sum(columns[i].weight for i in free)
        share = {i: room * columns[i].weight / weights for i in free} if free else {}
        short = [i for i in free if share[i] < need[i]]
        if not short:
            break
        fixed.update({i: need[i] for i in short})
    if not free:
        if room < -1e-9:
            raise Overflow(
                _(
                    "{form}: the column headers need {need} mm at {size} mm type, the sheet "
                    "has {width} mm",
                    form=form.name,
                    need=decimal(sum(need), 0),
                    size=short_number(size),
                    width=decimal(width, 0),
                )
            )
        # Every column at its need: the room left goes to them by weight.
        weights = sum(columns[i].weight for i in rest)
        fixed = {i: need[i] + room * columns[i].weight / weights for i in rest}
    return [*widths, *(fixed[i] if i in fixed else share[i] for i in rest)]


def draw_form(form: Form, x: float, y: float, width: float) -> DrawnForm:
    """The form with its top-left corner at ``(x, y)``, ``width`` mm wide."""
    shapes: list[Shape] = []
    placed: list[Placed] = []
    thin = Paint(stroke="#888888", stroke_width=0.15)
    bold = Paint(stroke="#333333", stroke_width=0.3)
    # Title and the fields to fill in.
    title_box = Box(x, y, width, TITLE_SIZE * 1.5)
    placed.append(_fit_line(form.title, title_box, TITLE_SIZE, "bold", _part(form, "title"), "l"))
    shapes.append(
        Line(
            x,
            title_box.bottom,
            x + width,
            title_box.bottom,
            Paint(stroke=form.accent, stroke_width=0.6),
        )
    )
    fy = title_box.bottom + 1.5
    field_h = FIELD_SIZE * 2.2
    if form.fields:
        slot = width / len(form.fields)
        for i, field in enumerate(form.fields):
            box = Box(x + i * slot, fy, slot - 3.0, field_h)
            label = f"{field}:"
            placed.append(_fit_line(label, box, FIELD_SIZE, "regular", _part(form, "field"), "l"))
            lw = text_width(label, FIELD_SIZE) + 1.5
            shapes.append(Line(box.x + lw, box.bottom - 1.0, box.right, box.bottom - 1.0, thin))
        fy += field_h + 1.5
    # Column geometry.
    columns = [c for g in form.groups for c in g.columns]
    # The first column holds the row labels: as wide as the widest label needs.
    labels = [*form.row_labels, *form.extra_rows]
    first = max(10.0, max(text_width(lab, FIELD_SIZE, "bold") for lab in labels) + 2.4)
    has_groups = any(g.header for g in form.groups)
    top = fy
    # Header rows, one size for all so the row looks even; each column at least as wide as
    # its header needs on two lines.
    header_size = None
    last_error: Overflow | None = None
    for size in HEADER_SIZES:
        try:
            widths = column_widths(form, columns, first, width, size)
            lines = [
                wrap(c.header, w - 1.6, size, _column(form.name, c.header), "bold")
                for c, w in zip(columns, widths, strict=True)
            ]
        except Overflow as err:
            last_error = err
            continue
        header_size = size
        break
    if header_size is None:
        assert last_error is not None
        raise KitgenError(_("{last_error} — shorten the header text", last_error=last_error))
    lefts = [x + sum(widths[:i]) for i in range(len(widths))]
    group_h = GROUP_H if has_groups else 0.0
    head_h = header_size * LEADING * 2 + 1.6
    if has_groups:
        col = 0
        for g in form.groups:
            n = len(g.columns)
            gx, gw = lefts[col], sum(widths[col : col + n])
            if g.header:
                box = Box(gx + 0.8, top, gw - 1.6, group_h)
                placed.append(
                    _fit_line(g.header, box, FIELD_SIZE, "bold", _part(form, "group"), "l")
                )
                shapes.append(Rect(gx, top, gw, group_h, Paint(stroke="#333333", stroke_width=0.3)))
            col += n
    hy = top + group_h
    for c, (line_runs, w, left) in enumerate(zip(lines, widths, lefts, strict=True)):
        start = hy + (head_h - len(line_runs) * header_size * LEADING) / 2
        for i, runs in enumerate(line_runs):
            text = "".join(t for t, _ in runs)
            box = Box(left + 0.8, start + i * header_size * LEADING, w - 1.6, header_size * LEADING)
            placed.append(
                _fit_line(
                    text,
                    box,
                    header_size,
                    "bold",
                    _column(form.name, columns[c].header),
                    "c",
                )
            )
    shapes.append(Rect(x, hy, width, head_h, Paint(fill="#EFEFEF")))
    # Move the fill under the header text: draw it first.
    shapes.insert(0, shapes.pop())
    ry = hy + head_h
    for r, label in enumerate(labels):
        extra = r >= len(form.row_labels)
        box = Box(lefts[0] + 0.8, ry, widths[0] - 1.6, ROW_H)
        placed.append(
            _fit_line(
                label, box, FIELD_SIZE, "bold" if extra else "regular", _part(form, "row"), "c"
            )
        )
        ry += ROW_H
        shapes.append(Line(x, ry, x + width, ry, thin))
    bottom = ry
    # Column rules: heavy at the edges of groups, thin inside.
    col = 0
    group_edges = {0}
    for g in form.groups:
        col += len(g.columns)
        group_edges.add(col)
    for c in range(len(columns) + 1):
        cx = x + sum(widths[:c])
        shapes.append(Line(cx, hy, cx, bottom, bold if c in group_edges else thin))
    shapes.append(Rect(x, hy, width, bottom - hy, Paint(stroke="#333333", stroke_width=0.3)))
    if form.extra_rows:
        fy2 = hy + head_h + len(form.row_labels) * ROW_H
        shapes.append(Line(x, fy2, x + width, fy2, bold))
    ny = bottom + 1.0
    note_lines = wrap(form.note, width, FIELD_SIZE * 0.85, _part(form, "note"))
    for runs in note_lines:
        box = Box(x, ny, width, FIELD_SIZE * 0.85 * LEADING)
        cx = x
        baseline = ny + FIELD_SIZE * 0.85 * ASCENT
        for text, font in runs:
            placed.append(
                Placed(
                    Text(cx, baseline, text, FIELD_SIZE * 0.85, fill="#444444", font=font),
                    box,
                    _part(form, "note"),
                )
            )
            cx += text_width(text, FIELD_SIZE * 0.85, font)
        ny += FIELD_SIZE * 0.85 * LEADING
    return DrawnForm(tuple(shapes), tuple(placed), ny - y)


#: The parts of a form an error names, each a whole message ("{form}: title").
PARTS = {
    "title": N_("{form}: title"),
    "field": N_("{form}: field"),
    "group": N_("{form}: group"),
    "row": N_("{form}: row"),
    "note": N_("{form}: note"),
}


def _part(form: Form, part: str) -> str:
    """A part of ``form`` as an error names it: ``binary score sheet (en): title``."""
    return _(PARTS[part], form=form.name)


def _column(form: str, header: str) -> str:
    """The column of a form, as an error names it."""
    return _("{form}: column {column}", form=form, column=cited(header))


def player_count(game: str, players: int | None) -> int:
    low, high, default = games.find_game(game).players
    if players is None:
        return default
    if not low <= players <= high:
        if low == high:
            raise KitgenError(
                n_(
                    "the {game} score sheet is for {n} player — leave out --columns",
                    "the {game} score sheet is for {n} players — leave out --columns",
                    low,
                    game=game,
                )
            )
        raise KitgenError(
            _(
                "--columns {players} is out of range — give {low} to {high} (players on "
                "the {game} score sheet)",
                players=players,
                low=low,
                high=high,
                game=game,
            )
        )
    return players


def sheet_pages(
    game: str, texts: Texts, paper: Paper, margin: float, players: int | None, pages: int
) -> tuple[list[Page], list[DrawnForm]]:
    """Pages holding as many forms as fit, and the forms as drawn (for tests)."""
    record = games.find_game(game)
    if record.sheet is None:
        raise unknown_choice("game", game, [g.name for g in games.with_sheet()])
    form = record.load(record.sheet)(texts, player_count(game, players))
    area = printable_area(paper.width, paper.height, margin).inset(4.0)
    probe = draw_form(form, area.x, area.y, area.width)
    per_page = int((area.height + BLOCK_GAP) // (probe.height + BLOCK_GAP))
    if per_page < 1:
        raise KitgenError(
            _(
                "{name}: one game needs {height} mm but the page has {height2} mm — use "
                "a smaller --margin",
                name=form.name,
                height=f"{probe.height:.0f}",
                height2=f"{area.height:.0f}",
            )
        )
    result: list[Page] = []
    drawn: list[DrawnForm] = []
    title = f"{form.title} — kitgen"
    words = print_words(texts).page
    for p in range(pages):
        items: list[Shape] = []
        for i in range(per_page):
            d = draw_form(form, area.x, area.y + i * (probe.height + BLOCK_GAP), area.width)
            drawn.append(d)
            items.extend(d.shapes)
            items.extend(pl.text for pl in d.placed)
        items.extend(page_furniture(paper.width, paper.height, margin, title, p + 1, pages, words))
        result.append(Page(paper.width, paper.height, tuple(items), label=f"score sheet {p + 1}"))
    return result, drawn


def score_sheet_document(
    game: str, texts: Texts, paper: Paper, margin: float, players: int | None, pages: int
) -> Document:
    """The score sheets of ``game``: ``pages`` pages of as many forms as fit."""
    try:
        result, _drawn = sheet_pages(game, texts, paper, margin, players, pages)
    except Overflow as err:
        raise KitgenError(_("{err} — shorten the text", err=err)) from None
    return Document(texts.text("sheet.title"), tuple(result))
