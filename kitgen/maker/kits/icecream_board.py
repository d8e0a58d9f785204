"""The ice cream code board and code pedestal on paper.

The board is drawn at 100 % in board millimetres (origin top-left). For the standard 19 mm
tokens it is 162 x 250 mm: one A4 or Letter page, centred. Bigger tokens make it larger; it
is then printed across pages (``kitgen.maker.poster``), with seams only between rows or between
columns of spots and peg holes, never through a text. Row 1 is at the bottom, nearest the
guesser; the white rows come first, then the brown ones. Each row has a number, its flavour
spots and, to their right, its peg holes in the same order as the spots (for feedback by
position).

The pedestal is a fold-up tent: a base with the code spots, then two walls that fold up into
a ridge and hide the code from the guesser, a floor strip, and a glue tab under the base.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _
from kitgen.maker.components.icecream import fit_text, symbol_shapes
from kitgen.maker.kits.icecream_tokens import peg_name
from kitgen.maker.layout import Paper, break_lines, fit_size, page_furniture, short_number
from kitgen.maker.poster import content_area, extent, poster_pages
from kitgen.maker.render.fonts import CAP_HEIGHT, text_width
from kitgen.maker.scene import (
    BLACK,
    Circle,
    FontName,
    Group,
    Line,
    Page,
    Paint,
    Polyline,
    Rect,
    Shape,
    Text,
)
from kitgen.maker.specs.icecream import IcecreamSpec

FRAME = 4.0  # coloured border around the board
NUMBER_COL = 12.0  # the row numbers
TITLE_BAND = 11.0  # the title and the spot numbers
LEGEND_BAND = 11.0
SPOT_PAD = 4.0  # across, between neighbouring token spots
ROW_PAD = 3.0  # down: a row is one token and this much tall
PEG_PAD = 2.0
SEPARATOR = 4.0
SPOT_NUMBER = 2.6  # mm (7.4 pt): the spot numbers above the columns
SPOT_STROKE = Paint(fill="#FFFFFF", stroke="#7A7A7A", stroke_width=0.3)
GREY = "#555555"
CUT = Paint(stroke=BLACK, stroke_width=0.3)
# Folds as origami draws them, seen from the printed side: a valley fold (the crease sinks,
# fold towards you) dashed, a mountain fold (the crease rises, fold away) dash-dot.
VALLEY = Paint(stroke="#333333", stroke_width=0.3, dash=(3.0, 2.0))
MOUNTAIN = Paint(stroke="#333333", stroke_width=0.3, dash=(4.0, 1.5, 0.6, 1.5))


@dataclass(frozen=True)
class PaperBoardGeometry:
    """Where everything sits on the paper board, in board millimetres."""

    width: float
    height: float
    row_pitch: float  # row height
    spot_pitch: float  # between spot centres, across
    peg_pitch: float
    rows_top: float  # y of the top edge of the top row (row N)
    spots_x: tuple[float, ...]  # centres of the flavour spots
    pegs_x: tuple[float, ...]  # centres of the peg holes
    rows: int
    spot_r: float
    peg_r: float

    def row_centre(self, row: int) -> float:
        """Centre y of row ``row`` (1 = the bottom row, nearest the guesser)."""
        return self.rows_top + (self.rows - row + 0.5) * self.row_pitch

    @property
    def rows_bottom(self) -> float:
        return self.rows_top + self.rows * self.row_pitch

    def row_lines(self) -> list[float]:
        """y of every edge between rows, and of the top and bottom of the rows."""
        return [self.rows_top + k * self.row_pitch for k in range(self.rows + 1)]

    def column_lines(self) -> list[float]:
        """x of every edge between the columns of spots and of peg holes."""
        spots = self.spots_x[0] - self.spot_pitch / 2
        pegs = self.pegs_x[0] - self.peg_pitch / 2
        n = len(self.spots_x)
        return [spots + k * self.spot_pitch for k in range(n + 1)] + [
            pegs + k * self.peg_pitch for k in range(n + 1)
        ]


def paper_geometry(spec: IcecreamSpec) -> PaperBoardGeometry:
    d, disc, n = spec.token.diameter, spec.pegs.disc, spec.board.spots
    pitch = d + SPOT_PAD
    peg_pitch = disc + PEG_PAD
    x = FRAME + NUMBER_COL
    spots_x = tuple(x + (i + 0.5) * pitch for i in range(n))
    x += n * pitch + SEPARATOR
    pegs_x = tuple(x + (i + 0.5) * peg_pitch for i in range(n))
    width = x + n * peg_pitch + SEPARATOR + FRAME
    rows = spec.board.rows
    row_pitch = d + ROW_PAD
    height = FRAME + TITLE_BAND + rows * row_pitch + LEGEND_BAND + FRAME
    return PaperBoardGeometry(
        width,
        height,
        row_pitch,
        pitch,
        peg_pitch,
        FRAME + TITLE_BAND,
        spots_x,
        pegs_x,
        rows,
        d / 2 + 0.5,
        disc / 2 + 0.3,
    )


def board_shapes(spec: IcecreamSpec) -> list[Shape]:
    """The paper board: frame, rows in white and brown, numbers, spots, peg holes, legend."""
    geo = paper_geometry(spec)
    board = spec.board
    inner_w = geo.width - 2 * FRAME
    title = _("{kit} — the setter's pedestal stands here", kit=spec.kit)
    items: list[Shape] = [
        Rect(0, 0, geo.width, geo.height, Paint(fill=board.frame), radius=3.0),
        Rect(FRAME, FRAME, inner_w, geo.height - 2 * FRAME, Paint(fill="#FFFFFF"), radius=1.5),
        Text(
            geo.width / 2,
            FRAME + 5.8,
            title,
            fit_text(title, 4.2, inner_w - 4.0, "bold"),
            "#333333",
            "bold",
            "middle",
        ),
    ]
    for row in range(1, geo.rows + 1):
        cy = geo.row_centre(row)
        brown = row > board.white_rows
        fill = board.brown if brown else board.white
        items.append(
            Rect(
                FRAME,
                cy - geo.row_pitch / 2,
                inner_w,
                geo.row_pitch,
                Paint(fill=fill, stroke="#9A9A9A", stroke_width=0.2),
            )
        )
        ink = "#FFFFFF" if brown else "#333333"
        size = min(7.0, 0.34 * geo.row_pitch)
        items.append(
            Text(
                FRAME + NUMBER_COL / 2,
                cy + CAP_HEIGHT * size / 2,
                str(row),
                size,
                ink,
                "bold",
                "middle",
            )
        )
        for x in geo.spots_x:
            items.append(Circle(x, cy, geo.spot_r, SPOT_STROKE))
        for x in geo.pegs_x:
            items.append(Circle(x, cy, geo.peg_r, SPOT_STROKE))
            items.append(Circle(x, cy, 0.8, Paint(fill="#9A9A9A")))
    legend_y = geo.rows_bottom
    spots_mid = (geo.spots_x[0] + geo.spots_x[-1]) / 2
    pegs_mid = (geo.pegs_x[0] + geo.pegs_x[-1]) / 2
    spots_room = geo.spots_x[-1] - geo.spots_x[0] + 2 * geo.spot_r
    pegs_room = geo.pegs_x[-1] - geo.pegs_x[0] + 2 * geo.peg_r + 4.0
    for mid, word, room in (
        (spots_mid, _("flavours (guess)"), spots_room),
        (pegs_mid, _("pegs"), pegs_room),
    ):
        size = fit_size(word, 3.2, room, "bold")
        items.append(Text(mid, legend_y + 4.3, word, size, "#333333", "bold", "middle"))
    peg_names = [peg_name(c.name) for c in spec.pegs.colours]
    legend = (
        _(
            "{right} = right flavour, right spot; {other} = in the code, another spot",
            right=peg_names[-1],
            other=peg_names[0],
        )
        if len(peg_names) == 2
        else _("pegs: feedback")
    )
    size = fit_text(legend, 2.8, inner_w - 4.0, "regular")
    items.append(Text(geo.width / 2, legend_y + 8.6, legend, size, "#333333", "regular", "middle"))
    for i, x in enumerate((*geo.spots_x, *geo.pegs_x)):
        number = str(i % len(geo.spots_x) + 1)
        items.append(Text(x, geo.rows_top - 1.0, number, SPOT_NUMBER, "#666666", anchor="middle"))
    return items


def board_pages(
    spec: IcecreamSpec, paper: Paper, margin: float, overlap: float
) -> tuple[Page, ...]:
    """The board at 100 %: one page, centred, when it fits; else a poster whose seams run
    between rows or columns and never through a text."""
    geo = paper_geometry(spec)
    shapes = tuple(board_shapes(spec))
    spans = [extent([s])[::2] for s in shapes if isinstance(s, Text)]
    lines_x = [x for x in geo.column_lines() if not any(a - 1 < x < b + 1 for a, b in spans)]
    return poster_pages(
        shapes,
        geo.width,
        geo.height,
        paper,
        margin,
        _(
            "{kit} — board, {size} mm tokens",
            kit=spec.kit,
            size=short_number(spec.token.diameter),
        ),
        overlap,
        lines_x=lines_x,
        lines_y=geo.row_lines(),
    )


# --- the pedestal: a fold-up screen ---------------------------------------------------------

WALL = 45.0  # each wall of the tent
FLOOR = 20.0  # the strip under the tent: its depth
TAB = 12.0


@dataclass(frozen=True)
class PedestalNet:
    """Panels of the tent from the top of the net down, in net millimetres.

    Glue tab, floor, the guesser's wall, the setter's wall, then the base with the code spots
    at the bottom, nearest the setter: the setter reads the base and their wall upright.
    """

    width: float
    folds: tuple[float, ...]  # y of the tab's edge and of the three folds, top to bottom
    height: float
    spots_x: tuple[float, ...]  # spot 1 first: on the setter's right, the guesser's left
    spot_y: float

    def fold_lines(self) -> list[tuple[float, Paint, str]]:
        """Where the net folds, how, and the word for it (the tab's edge stays flat).

        Standing, the base lies printed side up; the setter's wall rises from it (a valley
        fold: the printed sides turn towards each other), meets the guesser's wall in the
        ridge (printed sides outside: a mountain fold), and the guesser's wall turns at its
        foot into the floor, which lies under the tent, printed side down (a mountain fold).
        The floor runs on under the base as the glue tab, flat.
        """
        _, floor, ridge, base = self.folds
        return [
            (floor, MOUNTAIN, N_("mountain")),
            (ridge, MOUNTAIN, N_("mountain")),
            (base, VALLEY, N_("valley")),
        ]

    @property
    def standing_height(self) -> float:
        """How tall the tent stands: an isosceles triangle of two walls over the floor."""
        return math.sqrt(WALL**2 - (FLOOR / 2) ** 2)


def pedestal_net(spec: IcecreamSpec) -> PedestalNet:
    d, n = spec.token.diameter, spec.board.spots
    pitch = d + SPOT_PAD
    width = n * pitch + 8.0
    base = d + 16.0
    folds = (TAB, TAB + FLOOR, TAB + FLOOR + WALL, TAB + FLOOR + 2 * WALL)
    spots_x = tuple(width - 4.0 - (i + 0.5) * pitch for i in range(n))
    height = folds[-1] + base
    return PedestalNet(width, folds, height, spots_x, folds[-1] + base / 2 + 2.0)


def _wall_labels(spec: IcecreamSpec, width: float, side: str) -> list[Shape]:
    """The words on a wall, upright in wall coordinates: the ridge at y 0, the floor at WALL."""
    kit = fit_size(spec.kit, 6.0, width - 4.0, "bold")
    items: list[Shape] = [
        Text(width / 2, WALL / 2 - 1.0, spec.kit, kit, "#FFFFFF", "bold", "middle")
    ]
    lines = break_lines(side.split(), 3.0, width - 4.0)
    size = 3.0 if len(lines) <= 2 else fit_size(side, 3.0, 2 * (width - 4.0) - 10.0)
    lines = break_lines(side.split(), size, width - 4.0)
    top = WALL / 2 + (7.0 if len(lines) == 1 else 5.6)
    for i, line in enumerate(lines[:2]):
        items.append(Text(width / 2, top + 3.6 * i, line, size, "#FFFFFF", anchor="middle"))
    return items


def guesser_wall(spec: IcecreamSpec, width: float, ridge: float) -> Group:
    """The guesser's wall: the setter's labels and the flavours, turned half a turn.

    In the net this wall hangs from the ridge fold (``ridge``) towards the floor, so standing
    it is the other way up from the page: drawn upright in wall coordinates and turned
    ``rotate=180`` about ``(width, ridge)``, wall point ``(x, y)`` lands at
    ``(width - x, ridge - y)`` and reads upright from the guesser's side once folded.
    """
    items = _wall_labels(spec, width, _("guesser's side: the code is behind this wall"))
    count = len(spec.flavours)
    for k, flavour in enumerate(spec.flavours):
        x = width / 2 + (k - (count - 1) / 2) * 9.5
        items += symbol_shapes(flavour.symbol, x, WALL / 2 + 14.0, 3.0, Paint(fill=flavour.colour))
    return Group(tuple(items), dx=width, dy=ridge, name="guesser's wall", rotate=180)


def pedestal_shapes(spec: IcecreamSpec) -> list[Shape]:
    """The tent's net: cut outline (solid), valley folds (dashed), mountain folds (dash-dot),
    each named beside the net, spots, glue tab, wording."""
    net = pedestal_net(spec)
    w = net.width
    f0, f1, f2, f3 = net.folds
    inset = 6.0
    outline = (
        (inset, 0.0), (w - inset, 0.0), (w, f0), (w, net.height), (0.0, net.height), (0.0, f0),
    )  # fmt: skip
    items: list[Shape] = [
        Polyline(outline, Paint(fill="#FFF8EC"), closed=True),
        Rect(0.0, f1, w, f3 - f1, Paint(fill=spec.board.brown)),
        Polyline(
            ((inset, 0.0), (w - inset, 0.0), (w, f0), (0.0, f0)), Paint(fill="#DDDDDD"), closed=True
        ),
        _centred_fit(_("glue — under the base"), w / 2, f0 / 2 + 1.2, 3.0, w - 14.0, "bold"),
        _centred_fit(_("floor: under the tent"), w / 2, f0 + FLOOR / 2 + 1.0, 2.8, w - 4.0),
    ]
    # the guesser's wall (f1..f2) stands with its ridge at f2: drawn turned half a turn
    items.append(guesser_wall(spec, w, f2))
    # the setter's wall (f2..f3) stands with its ridge at f2: it reads upright here
    items.append(
        Group(
            tuple(_wall_labels(spec, w, _("setter's side: the guesser cannot see the code"))),
            dy=f2,
            name="setter's wall",
        )
    )
    code = _("the code: spot 1 on your right (the guesser's left)")
    items.append(_centred_fit(code, w / 2, f3 + 5.0, 2.8, w - 4.0))
    for i, x in enumerate(net.spots_x, start=1):
        items.append(Circle(x, net.spot_y, spec.token.diameter / 2 + 0.5, SPOT_STROKE))
        items.append(Text(x, net.spot_y + 1.2, str(i), 3.4, "#BBBBBB", "bold", "middle"))
    for y, paint, word in net.fold_lines():
        items.append(Line(0.0, y, w, y, paint))
        items.append(Text(w + 2.0, y + 0.9, _(word), FOLD_WORD, GREY))
    items.append(Polyline(outline, CUT, closed=True))
    return items


FOLD_WORD = 2.6  # mm (7.4 pt)
PEDESTAL_HEAD = 30.0  # the steps and the fold legend above the net
SAMPLE = 14.0  # length of a legend's line sample


def _centred_fit(
    text: str, x: float, y: float, size: float, width: float, font: FontName = "regular"
) -> Text:
    """Grey words centred on ``x``, set smaller (never under 6 pt) to stay ``width`` wide."""
    return Text(x, y, text, fit_size(text, size, width, font), GREY, font, "middle")


def fold_legend(x: float, y: float, width: float | None = None) -> list[Shape]:
    """A sample of each fold line with what it means, on one line from ``(x, y)``; when the
    two do not fit ``width`` mm side by side, one under the other."""
    items: list[Shape] = []
    legends = (
        (VALLEY, _("valley fold: the crease sinks, fold it towards you")),
        (MOUNTAIN, _("mountain fold: the crease rises, fold it away from you")),
    )
    wide = sum(SAMPLE + 2.0 + text_width(words, 3.0) + 8.0 for _paint, words in legends) - 8.0
    stacked = width is not None and wide > width
    for paint, words in legends:
        items.append(Line(x, y - 1.0, x + SAMPLE, y - 1.0, paint))
        items.append(Text(x + SAMPLE + 2.0, y, words, 3.0))
        if stacked:
            y += 4.0
        else:
            x += SAMPLE + 2.0 + text_width(words, 3.0) + 8.0
    return items


def pedestal_page(spec: IcecreamSpec, paper: Paper, margin: float) -> Page:
    """The tent's net centred on one page, with how to cut and fold it."""
    net = pedestal_net(spec)
    area = content_area(paper, margin)
    steps = [
        _("1. Cut along the solid line."),
        _(
            "2. Printed side up, fold each dashed line towards you (valley fold) and each "
            "dash-dot line away from you (mountain fold)."
        ),
        _(
            "3. Stand the brown walls up into a ridge with the floor under the tent; glue the "
            "grey tab under the base. It stands {height} mm tall.",
            height=f"{net.standing_height:.0f}",
        ),
    ]
    heading = _("{kit} — code pedestal (fold-up screen)", kit=spec.kit)
    items: list[Shape] = [
        Text(
            area.x, area.y + 5.0, heading, fit_size(heading, 4.4, area.width, "bold"), font="bold"
        ),
    ]
    y = area.y + 10.5
    for step in steps:  # each step on its line; a long one goes on over the next
        for k, line in enumerate(break_lines(step.split(), 3.0, area.width)):
            y += 3.6 if k else 0.0
            items.append(Text(area.x, y, line, 3.0))
        y += 4.4
    legend = fold_legend(area.x, max(y + 1.8, area.y + 25.5), area.width)
    head = max(PEDESTAL_HEAD, extent(legend)[3] - area.y + 3.5)
    if net.width > area.width or net.height + head > area.height:
        raise KitgenError(
            _(
                "the pedestal ({width} × {height} mm) does not fit the page — use a smaller "
                "--token-size or a larger paper",
                width=short_number(net.width),
                height=short_number(net.height),
            )
        )
    x0 = area.x + (area.width - net.width) / 2
    y0 = area.y + head + (area.height - head - net.height) / 2
    items += [
        *legend,
        Group(tuple(pedestal_shapes(spec)), x0, y0, name="pedestal"),
        *page_furniture(
            paper.width, paper.height, margin, _("{kit} — pedestal", kit=spec.kit), 1, 1
        ),
    ]
    return Page(paper.width, paper.height, tuple(items), label="pedestal")
