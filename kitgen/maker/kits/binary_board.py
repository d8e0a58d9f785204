"""The binary board as outputs: a poster across pages, one reference page, a laser file.

All three draw the same component (``kitgen.maker.components.board_binary``); only the square size
and the roles (print or laser) change.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.maker.components.board_binary import board_geometry, board_shapes, square_for
from kitgen.maker.kits.board_joints import DOWEL, Joinery, frame_pieces, joinery, part_pieces
from kitgen.maker.kits.board_split import board_parts, choose_split
from kitgen.maker.laser import (
    CUT_PAINT,
    DEFAULT_GAP,
    DEFAULT_MARGIN,
    NO_TABS,
    Bed,
    LaserJob,
    Outline,
    Piece,
    Tabs,
    largest_part,
    layout_sheets,
)
from kitgen.maker.laser.settings import DEFAULT_FIT
from kitgen.maker.layout import Paper, page_furniture
from kitgen.maker.poster import content_area, poster_pages
from kitgen.maker.scene import Group, Page, Rect, Text

MIN_SQUARE = 8.0
MAX_SQUARE = 60.0
LASER_CORNER = 3.0  # mm: the laser-cut board gets rounded corners
TITLE = "Binary number tiles — game board"
SAW_KERF = 1.0  # mm lost per saw cut when cutting dowels
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


BOARD_THICKNESS = 3.0  # mm of plywood, unless --thickness says otherwise


@dataclass(frozen=True)
class BoardLaser:
    """The laser job of the board, and how the board was cut to fit the bed; a split board
    also has its backing frame's job and its joinery (dowels)."""

    job: LaserJob
    side: float  # the board's width and height, mm
    across: int  # columns of parts (1 when the board is one part)
    down: int
    frame: LaserJob | None = None
    join: Joinery | None = None

    @property
    def parts(self) -> int:
        return self.across * self.down


def board_laser(
    board: PremiumBoard,
    square: float,
    bed: Bed,
    kerf: float,
    margin: float = DEFAULT_MARGIN,
    thickness: float = BOARD_THICKNESS,
    fit: float = DEFAULT_FIT,
    gap: float = DEFAULT_GAP,
    tabs: Tabs = NO_TABS,
) -> BoardLaser:
    """The board for the laser: grid scored, names and labels engraved, outline cut.

    A board larger than the bed is cut into the fewest parts that fit, along grid lines
    (``kitgen.maker.kits.board_split``), joined by dowels on the seams and a backing frame whose
    seams are one square away (``kitgen.maker.kits.board_joints``); a bed too small even for one
    row of squares is refused.
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
        job = layout_sheets(
            pieces, bed, kerf, shared_edges=False, title=f"{TITLE} — laser, {bed.key}",
            margin=margin, gap=gap, tabs=tabs,
        )  # fmt: skip
        return BoardLaser(job, side, across, down)
    parts = board_parts(geo, across, down)
    join = joinery(geo, parts, room, thickness, fit)
    pieces = part_pieces(art, geo, parts, LASER_CORNER, join)
    job = layout_sheets(
        pieces, bed, kerf, shared_edges=False, title=f"{TITLE} — laser, {bed.key}",
        margin=margin, gap=gap, tabs=tabs,
    )  # fmt: skip
    frame = layout_sheets(
        frame_pieces(geo, join, LASER_CORNER), bed, kerf, shared_edges=False,
        title=f"{TITLE} — backing frame, {bed.key}", margin=margin, gap=gap, tabs=tabs,
    )  # fmt: skip
    return BoardLaser(job, side, across, down, frame, join)


def board_cut_list(result: BoardLaser, kerf: float) -> str:
    """The dowels, the board's parts and the frame's, and how to put them together."""
    join = result.join
    assert join is not None and result.frame is not None
    t, n = join.thickness, len(join.dowels)
    lines = [
        f"# {TITLE} — cut list (laser, {result.across} × {result.down} parts)",
        "",
        f"## Dowels: {n}, cut from {DOWEL:g} mm round dowel",
        "",
        f"Each dowel is **{join.dowel_length:g} mm** long: through the board and the frame "
        f"(2 × {t:g} mm), flush with both faces. {n} × ({join.dowel_length:g} + "
        f"{SAW_KERF:g} mm saw cut) = {n * (join.dowel_length + SAW_KERF):g} mm of dowel.",
        "",
        f"Material thickness **{t:g} mm** (`--thickness`), fit **{join.fit:g} mm** (`--fit`): "
        f"the dowel holes are {join.hole:g} mm across (dowel + fit); the laser files draw "
        f"them {kerf:g} mm smaller (the kerf), so they come out at size.",
        "",
        "| dowel | at (mm from the board's top-left corner) |",
        "|---:|---|",
    ]
    lines += [f"| {i} | {x:g}, {y:g} |" for i, (x, y) in enumerate(join.dowels, start=1)]
    lines += ["", "## Parts", "", "| part | size (mm) |", "|---|---|"]
    for placed in (p for sheet in result.job.placements for p in sheet):
        if placed.piece.name and placed.piece.name.startswith("board part"):
            lines.append(f"| {placed.piece.name} | {placed.piece.width:g} × "
                         f"{placed.piece.height:g} |")  # fmt: skip
    for placed in (p for sheet in result.frame.placements for p in sheet):
        if placed.piece.name and placed.piece.name.startswith("backing frame"):
            lines.append(f"| {placed.piece.name} | {placed.piece.width:g} × "
                         f"{placed.piece.height:g} |")  # fmt: skip
    lines += [
        "",
        "## Assembly",
        "",
        "1. Lay the frame parts out, engraved face up, as the marks say (frame 1 top-left, "
        "in reading order). Their seams lie one square away from the board's.",
        "2. Push a dowel into every hole of the frame (a drop of glue in each).",
        "3. Spread glue on the frame and lay the board parts on it, engraved face up, each "
        "part's half and quarter holes around its dowels: the dowels line the parts up.",
        "4. Weigh it down flat until the glue sets; sand the dowel ends flush.",
    ]
    return "\n".join(lines) + "\n"
