"""The binary board as outputs: a poster across pages, one reference page, a laser file.

All three draw the same component (``kitgen.components.board_binary``); only the square size
and the roles (print or laser) change.
"""

from __future__ import annotations

from kitgen.components.board_binary import board_geometry, board_shapes, square_for
from kitgen.errors import KitgenError
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.laser import (
    CUT_PAINT,
    DEFAULT_MARGIN,
    Bed,
    LaserJob,
    Outline,
    Piece,
    largest_square_part,
    layout_sheets,
)
from kitgen.layout import Paper, page_furniture, poster_pages, printable_area
from kitgen.scene import Group, Page, Rect, Text

MIN_SQUARE = 8.0
MAX_SQUARE = 60.0
LASER_CORNER = 3.0  # mm: the laser-cut board gets rounded corners
TITLE = "Binary number tiles — game board"
CALL_OUT = "Call moves row first to play across (8H), column first to play down (H8)."


def check_square(square: float) -> float:
    if not MIN_SQUARE <= square <= MAX_SQUARE:
        raise KitgenError(
            f"--square {square:g} mm is out of range — give {MIN_SQUARE:g} to {MAX_SQUARE:g} mm "
            "(20 mm takes the standard 19 mm tiles)"
        )
    return square


def board_poster(
    board: PremiumBoard, square: float, paper: Paper, margin: float, overlap: float
) -> tuple[Page, ...]:
    """The board at ``square`` mm per square across as many pages as it needs."""
    check_square(square)
    geo = board_geometry(board, square)
    return poster_pages(
        board_shapes(board, square),
        geo.total,
        geo.total,
        paper,
        margin,
        f"Binary game board, {square:g} mm squares",
        overlap,
        snap=(geo.band, square),  # seams along the lines between squares
    )


def board_single_page(board: PremiumBoard, paper: Paper, margin: float) -> Page:
    """The whole board scaled onto one page, with a title: for reference at the table."""
    area = printable_area(paper.width, paper.height, margin)
    heading = 14.0
    square = square_for(board, area.width, area.height - heading)
    geo = board_geometry(board, square)
    x = area.x + (area.width - geo.total) / 2
    items = (
        Text(area.x, area.y + 6.0, TITLE, 5.0, font="bold"),
        Text(
            area.x,
            area.y + 11.0,
            f"{CALL_OUT} Squares {square:.1f} mm: reference only, "
            "not for play with full-size tiles.",
            2.8,
        ),
        Group(board_shapes(board, square), x, area.y + heading, name="board"),
        *page_furniture(paper.width, paper.height, margin, f"{TITLE}, one page", 1, 1),
    )
    return Page(paper.width, paper.height, items, label="board, one page")


def board_laser(
    board: PremiumBoard, square: float, bed: Bed, kerf: float, margin: float = DEFAULT_MARGIN
) -> LaserJob:
    """The board for the laser: grid scored, names and labels engraved, outline cut.

    A board larger than the bed is refused with the largest ``--square`` that fits.
    """
    check_square(square)
    geo = board_geometry(board, square)
    side = geo.total
    room = largest_square_part(bed, kerf, margin)
    if side > room + 1e-6:
        best = square_for(board, room, room)
        raise KitgenError(
            f"the board at --square {square:g} mm is {side:.1f} x {side:.1f} mm and does not fit "
            f"the {bed.width:g} x {bed.height:g} mm bed ({bed.key}): it takes a square part of "
            f"at most {room:.1f} mm, so the board is {side - room:.1f} mm too big — use "
            f"--square {int(best * 10) / 10:g} or less, or a bigger --bed "
            "(e.g. xtool-d1 or lightburn-600x400 take the 20 mm board)"
        )
    outline = Outline(Rect(0.0, 0.0, side, side, CUT_PAINT, radius=LASER_CORNER, role="cut"))
    piece = Piece(
        side, side, (outline,), board_shapes(board, square, laser=True), name="binary board"
    )
    return layout_sheets(
        [piece], bed, kerf, shared_edges=False, title=f"{TITLE} — laser, {bed.key}", margin=margin
    )
