"""Cards on paper: several per sheet, butted, crop marks outside, mirrored duplex backs.

Cards carry no colour to their edges, so they sit edge to edge (a cut serves two cards) and
need no bleed. Crop marks run in line with every card edge outside the block of cards.
When any card on a sheet has a back, the next page holds the backs, mirrored left to right
so that long-edge duplex puts each back behind its own front; the backs carry no crop marks
(the cards are cut from the front, and a back lands a little off its front).

A card is turned a quarter turn on the sheet when that fits more cards a sheet (A6: one
upright, two turned on A4 or Letter); otherwise it stays upright. A turned front is drawn
``rotate=270`` (its top edge towards the sheet's left edge, read by turning the sheet a
quarter turn clockwise). Its back is turned the other way, ``rotate=90``: flipping the sheet
on its long edge carries the front's left side to the right, so the back's top edge must face
right to lie behind the front's top edge. Then a point ``(u, v)`` of the back lies behind the
front's point ``(w - u, v)`` — exactly as for an upright card, whose back is only mirrored:
turn the card over sideways and both sides read upright.
"""

from __future__ import annotations

from collections.abc import Sequence

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.maker.cards.card import CardLayout, SideLayout
from kitgen.maker.cards.texts import ENGLISH_PRINT, PrintWords
from kitgen.maker.layout import (
    CARD_MARK_LENGTH,
    MARK_CLEARANCE,
    Grid,
    Paper,
    crop_marks,
    fit_grid,
    page_furniture,
    printable_area,
)
from kitgen.maker.scene import Group, Page, Shape
from kitgen.maker.sheets import mirrored_trim

MARK_ZONE = MARK_CLEARANCE + CARD_MARK_LENGTH  # round the cards, kept for their crop marks


def card_grid(width: float, height: float, paper: Paper, margin: float, what: str) -> Grid:
    """The largest block of butted ``width`` x ``height`` cards a page holds."""
    area = printable_area(paper.width, paper.height, margin).inset(MARK_ZONE)
    return fit_grid(area, width, height, 0.0, what)


def card_placement(
    width: float, height: float, paper: Paper, margin: float, what: str
) -> tuple[Grid, bool]:
    """The grid of cards for a sheet and whether the cards are turned a quarter turn.

    Turned only when that fits strictly more cards: the same count stays upright.
    """
    try:
        upright = card_grid(width, height, paper, margin, what)
    except KitgenError:
        try:
            return card_grid(height, width, paper, margin, what), True
        except KitgenError:
            pass
        raise  # the upright card's message: the size the user asked for, as given
    try:
        turned = card_grid(height, width, paper, margin, what)
    except KitgenError:
        return upright, False
    if turned.capacity > upright.capacity:
        return turned, True
    return upright, False


def _used(grid: Grid, count: int) -> Grid:
    """The grid cut down to the rows and columns ``count`` cards fill (for the marks)."""
    cols = min(grid.cols, count)
    rows = -(-count // grid.cols)
    return Grid(grid.x, grid.y, grid.cell_w, grid.cell_h, grid.gap, cols, rows)


def front_group(side: SideLayout, x: float, y: float, turned: bool, name: str) -> Group:
    """A card's front with its trim box's top-left corner on the sheet at ``(x, y)``."""
    if not turned:
        return Group(side.items, dx=x, dy=y, name=name)
    # rotate=270 takes card (u, v) to (dx + v, dy - u): the w x h card covers dx .. dx + h
    # across and dy - w .. dy down, so dy is the cell's bottom edge.
    return Group(side.items, dx=x, dy=y + side.trim.width, name=name, rotate=270)


def back_group(
    side: SideLayout, x: float, y: float, turned: bool, paper_width: float, name: str
) -> Group:
    """The back of the card whose front's trim box starts at ``(x, y)``, for long-edge duplex.

    Flipping the sheet on its long edge takes the front's sheet point ``(X, Y)`` to
    ``(paper_width - X, Y)`` on the back page.
    """
    if not turned:
        return Group(side.items, dx=paper_width - x - side.trim.width, dy=y, name=name)
    # rotate=90 takes card (u, v) to (dx - v, dy + u): the card covers dx - h .. dx across,
    # i.e. the mirrored cell paper_width - x - h .. paper_width - x, and y .. y + w down.
    return Group(side.items, dx=paper_width - x, dy=y, name=name, rotate=90)


def impose(
    layouts: Sequence[CardLayout],
    paper: Paper,
    margin: float,
    title: str,
    words: PrintWords = ENGLISH_PRINT,
) -> tuple[list[Page], list[tuple[int, float, float]]]:
    """Pages for the physical cards of ``layouts`` (all one size), fronts then backs.

    ``words``: the print instructions (scale bar, page number, backs) in the cards' language.

    Also returns, for tests, every card front's position: ``(page index, x, y)`` in mm, the
    top-left corner of the cell it fills on the sheet (turned or not).
    """
    size = layouts[0].size
    what = _("the {size} card", size=size.name)
    grid, turned = card_placement(size.width, size.height, paper, margin, what)
    cards: list[tuple[str, SideLayout, SideLayout | None]] = [
        (layout.content.name, front, back) for layout in layouts for front, back in layout.cards
    ]
    batches = [cards[i : i + grid.capacity] for i in range(0, len(cards), grid.capacity)]
    duplex = [any(back is not None for _, _, back in batch) for batch in batches]
    total = sum(2 if d else 1 for d in duplex)
    pages: list[Page] = []
    positions: list[tuple[int, float, float]] = []
    for batch, has_backs in zip(batches, duplex, strict=True):
        used = _used(grid, len(batch))
        marks = crop_marks(used, MARK_CLEARANCE, CARD_MARK_LENGTH)
        fronts: list[Shape] = []
        backs: list[Shape] = []
        for i, (name, front, back) in enumerate(batch):
            x, y = grid.cell(i)
            positions.append((len(pages), x, y))
            fronts.append(front_group(front, x, y, turned, f"{name} front"))
            if back is not None:
                # Long-edge duplex turns the sheet over left to right: mirror x.
                backs.append(back_group(back, x, y, turned, paper.width, f"{name} back"))
        page_no = len(pages) + 1
        pages.append(
            Page(
                paper.width,
                paper.height,
                (
                    *fronts,
                    *marks,
                    *page_furniture(
                        paper.width, paper.height, margin, title, page_no, total, words.page
                    ),
                ),
                label=f"cards {page_no}",
                trim=used.box,
            )
        )
        if has_backs:
            pages.append(
                Page(
                    paper.width,
                    paper.height,
                    (
                        *backs,  # no crop marks: cards are cut from the front
                        *page_furniture(
                            paper.width,
                            paper.height,
                            margin,
                            f"{title} — {words.backs}",
                            page_no + 1,
                            total,
                            words.page,
                        ),
                    ),
                    label=f"backs {page_no}",
                    trim=mirrored_trim(used.box, paper.width),
                )
            )
    return pages, positions
