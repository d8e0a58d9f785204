"""The ice cream code board and code pedestal as 3D prints (``kitgen board icecream --3d``).

The board is laid out as the laser board (``icecream_laser.laser_geometry``): guess rows run
left to right as columns (row 1 on the left), each with its token spots above its peg holes,
the row numbers above the columns. It is a slab ``PEG_SEAT + FLOOR`` mm thick (on whole
layers): a token spot is a recess ``RECESS`` deep and as wide as the printed token plus the
clearance; a peg hole is as deep as a printed peg's seat (``icecream_3d.PEG_SEAT``) and as
wide as the peg plus the clearance. The row numbers and a band round each brown row are
raised ``RELIEF`` on top, in the second colour (the board's brown on its white).

A board wider than the bed is cut between two columns into as few parts as fit, each joint
held by two dovetails (one above the token spots, one among the peg holes, where the
columns leave room): the tongue on the left part exactly on the board's outline, the
socket in the right part larger by the clearance, so the parts assemble to the board's
size.

The pedestal is one piece as thick as the board (so the two share plates and a filament
change): the code's token recesses in a row, spot 1 on the setter's right, their numbers
raised in front of them, and behind them a screen ``SCREEN_HEIGHT`` high braced by two
ribs on the guesser's side. Under the pedestal (and under each part of a cut board) the
kit's name and what the piece is are sunk ``LABEL_DEPTH`` into the bottom, mirrored so they
read from below, in the kit's language.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from manifold3d import JoinType

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, p_
from kitgen.core.wording import decimal, short
from kitgen.maker.components.icecream import fit_text
from kitgen.maker.kits.icecream_3d import PEG_SEAT
from kitgen.maker.kits.icecream_laser import (
    BORDER,
    CORNER,
    NUMBER_STRIP,
    LaserBoardGeometry,
    laser_geometry,
)
from kitgen.maker.render.fonts import CAP_HEIGHT
from kitgen.maker.solid.plates import Piece, Plate, pack, raised_piece
from kitgen.maker.solid.settings import EDGE, Print3D, check_stroke
from kitgen.maker.solid.shapes import (
    CrossSection,
    Manifold,
    circle,
    polygon,
    prism,
    rounded_rect,
    stroke,
    text_section,
    union,
    union2d,
)
from kitgen.maker.specs.icecream import IcecreamSpec

FLOOR = 1.0  # mm under a peg hole
RECESS = 1.6  # mm: a token spot's depth (a printed token is 3 mm)
RELIEF = 0.6  # mm: the raised row numbers, brown bands and spot numbers
NUMBER_SIZE = 5.5  # mm: the row numbers (bold), as on the laser board
BAND_MARGIN = 1.0  # mm: a brown row's band inside its column, and round its holes
TONGUE = 6.0  # mm: a dovetail's length, at most
MIN_TONGUE = 1.5  # mm: a shorter one would not hold: the board is not cut
LABEL_SIZE = 5.0  # mm: the text under a piece (bold), at most
LABEL_DEPTH = 0.4  # mm: how deep it is sunk
# the pedestal
SPOT_PAD = 4.0  # mm between the code's token recesses
NUMBER_BAND = 8.0  # mm in front of the recesses: their numbers
SCREEN = 3.0  # mm: the screen's thickness
SCREEN_HEIGHT = 40.0  # mm above the base: hides the code from the guesser across the table
RIB = 3.0  # mm: a rib's thickness
RIB_DEPTH = 15.0  # mm: how far a rib reaches behind the screen

__all__ = ["Board3D", "board_plates", "check_board"]


@dataclass(frozen=True)
class Board3D:
    """What ``board icecream --3d`` makes: its plates and the figures its answer names."""

    plates: list[Plate]
    parts: int
    board_mm: tuple[float, float, float]
    pedestal_mm: tuple[float, float, float]
    token_spot: float
    peg_hole: float
    peg_seat: float


def thickness(settings: Print3D) -> float:
    """The board's (and the pedestal base's) height on whole layers."""
    return settings.layers(PEG_SEAT + FLOOR)


def geometry(spec: IcecreamSpec, settings: Print3D) -> LaserBoardGeometry:
    """The laser board's layout with the holes at the printed pieces plus ``--clearance``."""
    from kitgen.maker.specs.spec import with_changes

    changed = with_changes(spec, {"material": {"clearance": settings.clearance}}, "--clearance")
    return laser_geometry(changed)


def tongue_length(geo: LaserBoardGeometry) -> float:
    """A dovetail's length: ``TONGUE``, or less when the peg holes of the column beyond
    the joint are closer (2 mm of wall left round the socket)."""
    return round(min(TONGUE, geo.pitch / 2 - geo.peg_hole / 2 - 2.0), 4)


def cuts(geo: LaserBoardGeometry, rows: int, room: float) -> list[tuple[float, float, int, int]]:
    """The board's parts, left to right: each one's left and right edge (x, mm) and first
    and last row; as few parts as fit ``room`` mm (a part that is not the last one is a
    tongue longer)."""
    tongue = tongue_length(geo)
    for count in range(1, rows + 1):
        sizes = [rows // count + (1 if k < rows % count else 0) for k in range(count)]
        left, first = 0.0, 1
        found: list[tuple[float, float, int, int]] = []
        for k, size in enumerate(sizes):
            last = first + size - 1
            right = geo.width if k == count - 1 else BORDER + last * geo.pitch
            found.append((left, right, first, last))
            left, first = right, last + 1
        widths = [r - left + (tongue if k < count - 1 else 0.0) for k, (left, r, *_) in
                  enumerate(found)]  # fmt: skip
        if max(widths) <= room + 1e-9 and (count == 1 or tongue >= MIN_TONGUE):
            return found
    return []


def dovetail(x: float, y: float, head: float, length: float) -> CrossSection:
    """A dovetail tongue standing right of the line ``x``, centred on ``y``: its neck on the
    line two thirds of its head."""
    neck = 2 * head / 3
    return polygon(
        [
            (x - 0.01, y - neck / 2),
            (x + length, y - head / 2),
            (x + length, y + head / 2),
            (x - 0.01, y + neck / 2),
        ]
    )


def joint(geo: LaserBoardGeometry, x: float, up: float) -> list[CrossSection]:
    """The two dovetails of the joint at ``x`` (y up from the board's front, ``up`` its
    depth): one in the strip above the token spots, one among the peg holes."""
    length = tongue_length(geo)
    strip = BORDER + NUMBER_STRIP
    pegs_top, pegs_bottom = geo.pegs_y[0] - 5.0, geo.pegs_y[-1] + 5.0
    top = dovetail(x, up - strip / 2, min(10.0, strip - 4.0), length)
    middle = dovetail(x, up - (pegs_top + pegs_bottom) / 2, 14.0, length)
    return [top, middle]


def socket(tongues: Sequence[CrossSection], clearance: float) -> CrossSection:
    """The room for ``tongues``: each larger by half the clearance all round."""
    grown = union2d(tongues)
    if clearance <= 0:
        return grown
    return grown.offset(clearance / 2, JoinType.Miter)


def bottom_label(
    lines: Sequence[str], cx: float, cy: float, room: float, nozzle: float
) -> CrossSection:
    """``lines`` centred on ``(cx, cy)``, mirrored to read from below, each at most
    ``LABEL_SIZE`` and ``room`` mm wide; a line too small to print is left off."""
    sizes = [fit_text(line, LABEL_SIZE, room, "bold") for line in lines]
    least = 2.0 * nozzle / stroke("bold")  # strokes two nozzles wide: a clean bottom layer
    shown = [(line, size) for line, size in zip(lines, sizes, strict=True) if size >= least]
    if not shown:
        return CrossSection()
    gap = 0.6 * max(size for _line, size in shown)
    total = sum(CAP_HEIGHT * size for _line, size in shown) + gap * (len(shown) - 1)
    y = cy + total / 2
    parts = []
    for line, size in shown:
        y -= CAP_HEIGHT * size
        parts.append(text_section(line, cx, y, size, "bold", "middle"))
        y -= gap
    return union2d(parts).mirror((1.0, 0.0)).translate((2 * cx, 0.0))


def sunk_label(section: CrossSection, settings: Print3D) -> Manifold:
    return prism(section, -1.0, 1.0 + settings.layers_up(LABEL_DEPTH))


def board_solids(
    spec: IcecreamSpec, settings: Print3D, geo: LaserBoardGeometry
) -> tuple[Manifold, Manifold]:
    """The whole board (the body, with its spots and holes) and its raised marks, y up."""
    up = geo.height
    top = thickness(settings)
    body = prism(rounded_rect(geo.width, up, CORNER), 0.0, top)
    spots = [circle(geo.token_hole, x, up - y) for x in geo.columns_x for y in geo.spots_y]
    holes = [circle(geo.peg_hole, x, up - y) for x in geo.columns_x for y in geo.pegs_y]
    recess = settings.layers(RECESS)
    body = body - prism(union2d(spots), top - recess, recess + 1.0)
    body = body - prism(union2d(holes), top - settings.layers(PEG_SEAT), PEG_SEAT + 1.0)
    marks: list[CrossSection] = []
    for row, x in enumerate(geo.columns_x, start=1):
        baseline = up - (BORDER + NUMBER_STRIP) / 2 - CAP_HEIGHT * NUMBER_SIZE / 2
        marks.append(text_section(str(row), x, baseline, NUMBER_SIZE, "bold", "middle"))
        if row > spec.board.white_rows:
            half = geo.pitch / 2 - BAND_MARGIN
            low = up - (geo.pegs_y[-1] + geo.peg_hole / 2 + BAND_MARGIN + 1.0)
            high = up - (geo.spots_y[0] - geo.token_hole / 2 - BAND_MARGIN - 1.0)
            band = rounded_rect(2 * half, high - low, 1.5).translate((x - half, low))
            around = [circle(geo.token_hole + 2 * BAND_MARGIN, x, up - y) for y in geo.spots_y]
            around += [circle(geo.peg_hole + 2 * BAND_MARGIN, x, up - y) for y in geo.pegs_y]
            marks.append(band - union2d(around))
    return body, prism(union2d(marks), top, settings.layers_up(RELIEF))


def board_pieces(spec: IcecreamSpec, settings: Print3D, geo: LaserBoardGeometry) -> list[Piece]:
    """The board, or its parts when the bed is too small for it, each at the origin."""
    room = settings.printer.width - 2 * EDGE
    parts = cuts(geo, spec.board.rows, room)
    body, marks = board_solids(spec, settings, geo)
    up, top = geo.height, thickness(settings)
    relief = settings.layers_up(RELIEF)
    pieces: list[Piece] = []
    for k, (left, right, first, last) in enumerate(parts):
        tongue = joint(geo, right, up) if k < len(parts) - 1 else []
        region = union2d([CrossSection.square((right - left, up + 2.0)).translate((left, -1.0)),
                          *tongue])  # fmt: skip
        if k > 0:
            region = region - socket(joint(geo, left, up), settings.clearance)
        outline = prism(region, -1.0, top + relief + 2.0)
        width = right - left + (tongue_length(geo) if tongue else 0.0)
        what = [spec.kit]
        if len(parts) > 1:
            what.append(p_("engraved", "rows {first}–{last}", first=first, last=last))
        room = right - left - 2 * BORDER
        label = bottom_label(what, (left + right) / 2, up / 2, room, settings.nozzle)
        part_body = (body ^ outline) - sunk_label(label, settings)
        raised = marks ^ outline
        name = "board" if len(parts) == 1 else f"board rows {first}-{last}"
        pieces.append(_piece(name, part_body, raised, -left, width, up, top, relief))
    return pieces


def pedestal_piece(spec: IcecreamSpec, settings: Print3D, token_spot: float) -> Piece:
    """The pedestal: its base (the code's recesses), the screen and two ribs, one solid."""
    n = spec.board.spots
    pitch = token_spot + SPOT_PAD
    width = n * pitch + 2 * BORDER
    spot_y = NUMBER_BAND + pitch / 2
    screen_y = NUMBER_BAND + pitch
    depth = screen_y + SCREEN + RIB_DEPTH
    top = thickness(settings)
    base = prism(rounded_rect(width, depth, 2.0), 0.0, top)
    spots_x = [width - BORDER - (i + 0.5) * pitch for i in range(n)]
    recess = settings.layers(RECESS)
    base = base - prism(union2d([circle(token_spot, x, spot_y) for x in spots_x]),
                        top - recess, recess + 1.0)  # fmt: skip
    height = settings.layers(top + SCREEN_HEIGHT)
    screen = prism(CrossSection.square((width, SCREEN)).translate((0.0, screen_y)), 0.0, height)
    rib = polygon([(screen_y, 0.0), (screen_y + SCREEN + RIB_DEPTH, 0.0), (screen_y, height)])
    ribs = []
    for x in (BORDER, width - BORDER - RIB):
        # the triangle drawn in (y, z) and stood up: x <- z', y <- x', z <- y'
        solid = Manifold.extrude(rib, RIB).transform([[0, 0, 1, x], [1, 0, 0, 0], [0, 1, 0, 0]])
        ribs.append(solid)
    lines = [spec.kit, p_("engraved", "code pedestal")]
    label = bottom_label(lines, width / 2, spot_y, width - 2 * BORDER, settings.nozzle)
    body = union([base, screen, *ribs]) - sunk_label(label, settings)
    size = min(NUMBER_SIZE, (NUMBER_BAND - 3.0) / CAP_HEIGHT)
    numbers = [
        text_section(str(i), x, (NUMBER_BAND - CAP_HEIGHT * size) / 2, size, "bold", "middle")
        for i, x in enumerate(spots_x, start=1)
    ]
    raised = prism(union2d(numbers), top, settings.layers_up(RELIEF))
    return _piece("pedestal", body, raised, 0.0, width, depth, top, settings.layers_up(RELIEF))


def _piece(
    name: str,
    body: Manifold,
    raised: Manifold,
    dx: float,
    width: float,
    depth: float,
    base: float,
    relief: float,
) -> Piece:
    body, raised = body.translate((dx, 0.0, 0.0)), raised.translate((dx, 0.0, 0.0))
    whole = union([body, raised])
    top = float(whole.bounding_box()[5])
    return raised_piece(
        name, body, raised, round(width, 4), round(depth, 4), round(top, 4), base, whole
    )


def check_board(spec: IcecreamSpec, settings: Print3D, what: str) -> None:
    """Refuse a board that no cut fits on the bed, or marks the nozzle cannot print, before
    any solid is made."""
    check_stroke(NUMBER_SIZE, "bold", settings.nozzle, what)
    geo = geometry(spec, settings)
    room_x, room_y = settings.printer.width - 2 * EDGE, settings.printer.depth - 2 * EDGE
    if geo.height > room_y or not cuts(geo, spec.board.rows, room_x):
        raise KitgenError(
            _(
                "{what} is {width} × {depth} mm and does not fit the {printer} bed ({room} mm "
                "inside its edge) even cut between its rows — give a bigger --printer (e.g. "
                "256x256) or smaller tokens (--token-size)",
                what=what,
                width=decimal(geo.width, 2),
                depth=decimal(geo.height, 2),
                printer=settings.printer.key,
                room=f"{short(room_x)} × {short(room_y)}",
            )
        )


def board_plates(spec: IcecreamSpec, settings: Print3D, title: str) -> Board3D:
    """The board (in parts when it must be) and the pedestal, packed on plates: white
    bodies, the raised marks brown."""
    geo = geometry(spec, settings)
    pieces = board_pieces(spec, settings, geo)
    token_spot = geo.token_hole
    pedestal = pedestal_piece(spec, settings, token_spot)
    plates = pack(
        [*pieces, pedestal],
        settings.printer,
        spec.board.white.upper(),
        spec.board.brown.upper(),
        title,
    )
    top = thickness(settings) + settings.layers_up(RELIEF)
    return Board3D(
        plates,
        len(pieces),
        (round(geo.width, 4), round(geo.height, 4), round(top, 4)),
        (pedestal.width, pedestal.depth, pedestal.height),
        round(geo.token_hole, 4),
        round(geo.peg_hole, 4),
        settings.layers(PEG_SEAT),
    )
