"""The binary board as outputs: a poster across pages, one reference page, a laser file.

All three draw the same component (``kitgen.maker.components.board_binary``); only the square size
and the roles (print or laser) change.
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, language
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.maker.components.board_binary import board_geometry, board_shapes, square_for
from kitgen.maker.kits.board_joints import DOWEL, Joinery, frame_pieces, joinery, part_pieces
from kitgen.maker.kits.board_split import board_parts, choose_split
from kitgen.maker.laser import CUT_PAINT, LaserJob, Outline, Piece, largest_part
from kitgen.maker.laser.settings import LaserSettings
from kitgen.maker.layout import Paper, fit_size, page_furniture, short_number
from kitgen.maker.poster import content_area, poster_pages
from kitgen.maker.scene import Group, Page, Rect, Text

MIN_SQUARE = 8.0
MAX_SQUARE = 60.0
LASER_CORNER = 3.0  # mm: the laser-cut board gets rounded corners
TITLE = N_("Binary number tiles — game board")
SAW_KERF = 1.0  # mm lost per saw cut when cutting dowels
CALL_OUT = N_("Call moves row first to play across (8H), column first to play down (H8).")


def check_square(square: float) -> float:
    if not MIN_SQUARE <= square <= MAX_SQUARE:
        raise KitgenError(
            _(
                "--square {square} mm is out of range — give {low} to {high} mm (20 mm takes "
                "the standard 19 mm tiles)",
                square=short_number(square),
                low=short_number(MIN_SQUARE),
                high=short_number(MAX_SQUARE),
            )
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
        _("Binary game board, {square} mm squares", square=short_number(square)),
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
    title = _(TITLE)
    note = _(
        "{call_out} Squares {square} mm: reference only, not for play with full-size tiles.",
        call_out=_(CALL_OUT),
        square=short_number(round(square, 1)) if language() != "en" else f"{square:.1f}",
    )
    items = (
        Text(area.x, area.y + 6.0, title, fit_size(title, 5.0, area.width, "bold"), font="bold"),
        Text(area.x, area.y + 11.0, note, fit_size(note, 2.8, area.width)),
        Group(board_shapes(board, square), x, area.y + heading, name="board"),
        *page_furniture(
            paper.width, paper.height, margin, _("{title}, one page", title=title), 1, 1
        ),
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
    #: The names of the board's parts and the frame's, as the cut list lists them.
    part_names: tuple[str | None, ...] = ()

    @property
    def parts(self) -> int:
        return self.across * self.down


def board_laser(board: PremiumBoard, square: float, settings: LaserSettings) -> BoardLaser:
    """The board for the laser: grid scored, names and labels engraved, outline cut.

    A board larger than the bed is cut into the fewest parts that fit, along grid lines
    (``kitgen.maker.kits.board_split``), joined by dowels on the seams and a backing frame whose
    seams are one square away (``kitgen.maker.kits.board_joints``); a bed too small even for one
    row of squares is refused. The dowels' holes are sized for the settings' ``thickness``
    (``BOARD_THICKNESS`` when it is ``None``) and ``fit``.
    """
    check_square(square)
    bed = settings.bed
    geo = board_geometry(board, square)
    side = geo.total
    room = largest_part(bed, settings.kerf, settings.margin)
    split = choose_split(geo, room)
    if split is None:
        (w1, h1), (w2, h2) = room
        corner = geo.band + square
        raise KitgenError(
            _(
                "the board at --square {square} mm is {side} × {side} mm and does not fit the "
                "{bed_width} × {bed_height} mm bed ({bed}) even cut along every grid line: a "
                "corner part is {corner} × {corner} mm, and the bed takes parts up to {w1} × "
                "{h1} mm or {w2} × {h2} mm — use a smaller --square or a bigger --bed",
                square=short_number(square),
                side=_one_place(side),
                bed_width=short_number(bed.width),
                bed_height=short_number(bed.height),
                bed=bed.key,
                corner=_one_place(corner),
                w1=_one_place(w1),
                h1=_one_place(h1),
                w2=_one_place(w2),
                h2=_one_place(h2),
            )
        )
    across, down = split
    art = board_shapes(board, square, laser=True)
    if split == (1, 1):
        outline = Outline(Rect(0.0, 0.0, side, side, CUT_PAINT, radius=LASER_CORNER, role="cut"))
        pieces = [Piece(side, side, (outline,), art, name="binary board")]
        return BoardLaser(settings.job(pieces, _laser_title(bed.key)), side, across, down)
    parts = board_parts(geo, across, down)
    thickness = settings.thickness or BOARD_THICKNESS
    join = joinery(geo, parts, room, thickness, settings.fit)
    pieces = part_pieces(art, geo, parts, LASER_CORNER, join)
    job = settings.job(pieces, _laser_title(bed.key))
    framing = frame_pieces(geo, join, LASER_CORNER)
    frame_title = _("{title} — backing frame, {bed}", title=_(TITLE), bed=bed.key)
    frame = settings.job(framing, frame_title)
    names = tuple(p.name for p in (*pieces, *framing))
    return BoardLaser(job, side, across, down, frame, join, names)


def _one_place(value: float) -> str:
    """``value`` to one decimal place, with the decimal mark of the language in use."""
    return f"{value:.1f}".replace(".", short_number(0.5)[1])


def _laser_title(bed: str) -> str:
    return _("{title} — laser, {bed}", title=_(TITLE), bed=bed)


def board_cut_list(result: BoardLaser, kerf: float) -> str:
    """The dowels, the board's parts and the frame's, and how to put them together."""
    join = result.join
    assert join is not None and result.frame is not None
    t, n = join.thickness, len(join.dowels)
    g = short_number
    lines = [
        "# "
        + _(
            "{title} — cut list (laser, {across} × {down} parts)",
            title=_(TITLE),
            across=result.across,
            down=result.down,
        ),
        "",
        "## " + _("Dowels: {n}, cut from {dowel} mm round dowel", n=n, dowel=g(DOWEL)),
        "",
        _(
            "Each dowel is **{length} mm** long: through the board and the frame (2 × {t} mm), "
            "flush with both faces. {n} × ({length} + {saw} mm saw cut) = {total} mm of dowel.",
            length=g(join.dowel_length),
            t=g(t),
            n=n,
            saw=g(SAW_KERF),
            total=g(n * (join.dowel_length + SAW_KERF)),
        ),
        "",
        _(
            "Material thickness **{t} mm** (`--thickness`), fit **{fit} mm** (`--fit`): the "
            "dowel holes are {hole} mm across (dowel + fit); the laser files draw them {kerf} mm "
            "smaller (the kerf), so they come out at size.",
            t=g(t),
            fit=g(join.fit),
            hole=g(join.hole),
            kerf=g(kerf),
        ),
        "",
        "| " + _("dowel") + " | " + _("at (mm from the board's top-left corner)") + " |",
        "|---:|---|",
    ]
    lines += [f"| {i} | {g(x)}; {g(y)} |" if language() != "en" else f"| {i} | {x:g}, {y:g} |"
              for i, (x, y) in enumerate(join.dowels, start=1)]  # fmt: skip
    lines += [
        "",
        "## " + _("Parts"),
        "",
        "| " + _("part") + " | " + _("size (mm)") + " |",
        "|---|---|",
    ]
    parts = {n for n in result.part_names if n}
    for job in (result.job, result.frame):
        for placed in (p for sheet in job.placements for p in sheet):
            if placed.piece.name in parts:
                lines.append(f"| {placed.piece.name} | {g(placed.piece.width)} × "
                             f"{g(placed.piece.height)} |")  # fmt: skip
    lines += [
        "",
        "## " + _("Assembly"),
        "",
        _(
            "1. Lay the frame parts out, engraved face up, as the marks say (frame 1 top-left, "
            "in reading order). Their seams lie one square away from the board's."
        ),
        _("2. Push a dowel into every hole of the frame (a drop of glue in each)."),
        _(
            "3. Spread glue on the frame and lay the board parts on it, engraved face up, each "
            "part's half and quarter holes around its dowels: the dowels line the parts up."
        ),
        _("4. Weigh it down flat until the glue sets; sand the dowel ends flush."),
    ]
    return "\n".join(lines) + "\n"
