"""The binary board as outputs: a poster across pages, one reference page, a laser file.

All three draw the same component (``kitgen.components.board_binary``); only the square size
and the roles (print or laser) change.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.components.board_binary import board_geometry, board_shapes, square_for
from kitgen.errors import KitgenError
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.kits.board_split import board_parts, choose_split, part_pieces
from kitgen.laser import (
    CUT_PAINT,
    DEFAULT_MARGIN,
    Bed,
    LaserJob,
    Outline,
    Piece,
    largest_part,
    layout_sheets,
)
from kitgen.layout import Paper, page_furniture
from kitgen.poster import content_area, poster_pages
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
    lines = [geo.band + k * square for k in range(board.size + 1)]
    return poster_pages(
        board_shapes(board, square),
        geo.total,
        geo.total,
        paper,
        margin,
        f"Binary game board, {square:g} mm squares",
        overlap,
        lines_x=lines,  # seams along the lines between squares
        lines_y=lines,
    )


def board_single_page(board: PremiumBoard, paper: Paper, margin: float) -> Page:
    """The whole board scaled onto one page, with a title: for reference at the table."""
    area = content_area(paper, margin)
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


@dataclass(frozen=True)
class BoardLaser:
    """The laser job of the board, and how the board was cut to fit the bed."""

    job: LaserJob
    side: float  # the board's width and height, mm
    across: int  # columns of parts (1 when the board is one part)
    down: int

    @property
    def parts(self) -> int:
        return self.across * self.down


def board_laser(
    board: PremiumBoard, square: float, bed: Bed, kerf: float, margin: float = DEFAULT_MARGIN
) -> BoardLaser:
    """The board for the laser: grid scored, names and labels engraved, outline cut.

    A board larger than the bed is cut into the fewest parts that fit, along grid lines
    (``kitgen.kits.board_split``); a bed too small even for one row of squares is refused.
    """
    check_square(square)
    geo = board_geometry(board, square)
    side = geo.total
    room = largest_part(bed, kerf, margin)
    split = choose_split(geo, room)
    if split is None:
        (w1, h1), (w2, h2) = room
        corner = geo.band + square
        raise KitgenError(
            f"the board at --square {square:g} mm is {side:.1f} x {side:.1f} mm and does not fit "
            f"the {bed.width:g} x {bed.height:g} mm bed ({bed.key}) even cut along every grid "
            f"line: a corner part is {corner:.1f} x {corner:.1f} mm, and the bed takes parts up "
            f"to {w1:.1f} x {h1:.1f} mm or {w2:.1f} x {h2:.1f} mm — use a smaller --square or "
            "a bigger --bed"
        )
    across, down = split
    art = board_shapes(board, square, laser=True)
    if split == (1, 1):
        outline = Outline(Rect(0.0, 0.0, side, side, CUT_PAINT, radius=LASER_CORNER, role="cut"))
        pieces = [Piece(side, side, (outline,), art, name="binary board")]
    else:
        pieces = part_pieces(art, geo, board_parts(geo, across, down), LASER_CORNER)
    job = layout_sheets(
        pieces, bed, kerf, shared_edges=False, title=f"{TITLE} — laser, {bed.key}", margin=margin
    )
    return BoardLaser(job, side, across, down)
