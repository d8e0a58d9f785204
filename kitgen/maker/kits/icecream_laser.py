"""The ice cream code kit cut from plywood: tokens, a two-layer board, a slot-together pedestal,
and the cut list for the dowel pegs.

All sizes are nominal: ``kitgen.maker.laser`` moves every cut line half the kerf away from the part
(outlines out, holes in), so a token comes out at its diameter ``d`` and its hole at
``d + clearance``; the line drawn for the hole is ``d + clearance - kerf`` across.

The board lies landscape on the bed: guess rows run left to right as columns (row 1 on the
left), each with its flavour holes above its peg holes, in the same order.

- **top plate**: the token holes (cut through, so with the base plate under it each becomes a
  recess a token drops into) and the peg holes; row numbers engraved, brown rows engraved.
- **base plate**: the same outline with the peg holes only.
- **pedestal**: a recess plate with the code's token holes, a bottom plate, an upright screen
  and two braces, held together by tabs in slots. A slot is the plywood's thickness plus
  ``fit`` wide and its tab's length plus ``fit`` long (nominal sizes: the kerf is compensated
  on top), so real plywood, which varies, still slides in.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from kitgen.core.messages import _, p_, pN_
from kitgen.maker.components.icecream import fit_text, symbol_shapes, token_art
from kitgen.maker.fits import FitHole
from kitgen.maker.kits.icecream_tokens import flavour_name, peg_name
from kitgen.maker.laser import (
    CUT_PAINT,
    ENGRAVE_PAINT,
    MIN_TEXT,
    LaserJob,
    Outline,
    Piece,
    engraved,
    laser_text,
)
from kitgen.maker.laser.settings import DEFAULT_FIT, LaserSettings
from kitgen.maker.layout import short_number
from kitgen.maker.render.fonts import CAP_HEIGHT, DESCENT
from kitgen.maker.scene import BLACK, Circle, Polyline, Rect, Shape, Text
from kitgen.maker.specs.icecream import IcecreamSpec

BORDER = 6.0  # plywood left around the holes
NUMBER_STRIP = 9.0  # the engraved row numbers above the columns
HOLE_PAD = 4.0  # plywood between neighbouring token holes
PEG_PITCH = 10.0
CORNER = 3.0
SAW_KERF = 1.0  # mm lost per saw cut when cutting pegs from a dowel

# pedestal
SCREEN_HEIGHT = 50.0
TAB_LENGTH = 20.0
BRACE_HEIGHT = 36.0
BRACE_DEPTH = 22.0
BRACE_TAB = 14.0


def _circle(cx: float, cy: float, r: float) -> Circle:
    return Circle(cx, cy, r, CUT_PAINT, role="cut")


def _rect(x: float, y: float, w: float, h: float, radius: float = 0.0) -> Rect:
    return Rect(x, y, w, h, CUT_PAINT, radius=radius, role="cut")


# --- tokens -----------------------------------------------------------------------------------


NAME_SIZE = 3.0  # mm: a flavour name on a laser token, or smaller down to MIN_TEXT
EDGE = 0.6  # mm of plain wood between the engraving and a token's rim


def laser_token_art(letter: str, name: str, symbol: str, diameter: float) -> list[Shape]:
    """A laser token's engraving, centred on the origin: the name across the middle (the
    only chord long enough for it at the least legible size), the flavour's shape above it,
    the letter below. A name that does not fit even at ``MIN_TEXT`` is left off, and the
    token is engraved as a printed one without its name (shape above, letter in the
    middle)."""
    r = diameter / 2
    cap = CAP_HEIGHT * MIN_TEXT
    low = cap / 2 + DESCENT * MIN_TEXT  # the name's lowest point below the centre
    chord = 2 * math.sqrt(max(r * r - low * low, 0.0)) - 2 * EDGE
    size = fit_text(name, NAME_SIZE, chord, "bold")
    if size < MIN_TEXT:
        return token_art(letter, None, symbol, diameter, BLACK)
    cap = CAP_HEIGHT * size
    paint = ENGRAVE_PAINT
    sr = min(0.34 * r, (r - 2 * EDGE - cap / 2) / 2)
    shapes: list[Shape] = symbol_shapes(symbol, 0.0, -(cap / 2 + EDGE + sr), sr, paint)
    shapes.append(Text(0.0, cap / 2, name, size, BLACK, "bold", "middle"))
    top = cap / 2 + DESCENT * size + EDGE  # the letter's capital starts below the name
    letter_cap = min(0.42 * r, r - EDGE - top)
    letter_size = fit_text(letter, letter_cap / CAP_HEIGHT, r, "bold")
    shapes.append(Text(0.0, top + CAP_HEIGHT * letter_size, letter, letter_size, BLACK, "bold",
                       "middle"))  # fmt: skip
    return shapes


def token_pieces(spec: IcecreamSpec) -> list[Piece]:
    """One round part per token; each flavour's engraving (shape, name, letter) defined once."""
    d = spec.token.diameter
    r = d / 2
    pieces: list[Piece] = []
    for f in spec.flavours:
        art = engraved(
            [_moved(s, r, r) for s in laser_token_art(f.letter, flavour_name(f.name), f.symbol, d)]
        )
        piece = Piece(
            d,
            d,
            (Outline(_circle(r, r, r)),),
            art,
            face=f.name,
            symbol=f"token:{f.name}",
            name=f"token {f.name}",
        )
        pieces.extend([piece] * spec.token.per_flavour)
    return pieces


def _moved(shape: Shape, dx: float, dy: float) -> Shape:
    from dataclasses import replace

    if isinstance(shape, Text):
        return replace(shape, x=shape.x + dx, y=shape.y + dy)
    if isinstance(shape, Circle):
        return replace(shape, cx=shape.cx + dx, cy=shape.cy + dy)
    if isinstance(shape, Polyline):
        return replace(shape, points=tuple((x + dx, y + dy) for x, y in shape.points))
    raise TypeError(f"cannot move {shape!r}")


def with_thickness(spec: IcecreamSpec, thickness: float | None) -> IcecreamSpec:
    """The kit for plywood ``thickness`` mm thick (``None``: the spec's own)."""
    if thickness is None:
        return spec
    from kitgen.maker.specs.spec import with_changes

    return with_changes(spec, {"material": {"thickness": thickness}}, "--thickness")


def _job(pieces: list[Piece], settings: LaserSettings, title: str) -> LaserJob:
    return settings.job(pieces, f"{title}, {settings.bed.key}")


def token_job(spec: IcecreamSpec, settings: LaserSettings) -> LaserJob:
    return _job(token_pieces(spec), settings, _("{kit} — tokens", kit=spec.kit))


# --- the board ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class LaserBoardGeometry:
    """Hole centres on the plates, in plate millimetres (origin top-left)."""

    width: float
    height: float
    token_hole: float  # nominal diameter: token + clearance
    peg_hole: float  # nominal diameter: dowel + clearance
    columns_x: tuple[float, ...]  # one per guess row, row 1 first
    spots_y: tuple[float, ...]
    pegs_y: tuple[float, ...]
    pitch: float


def laser_geometry(spec: IcecreamSpec) -> LaserBoardGeometry:
    c = spec.material.clearance
    token_hole = spec.token.diameter + c
    peg_hole = spec.pegs.diameter + c
    pitch = token_hole + HOLE_PAD
    rows, n = spec.board.rows, spec.board.spots
    columns_x = tuple(BORDER + (i + 0.5) * pitch for i in range(rows))
    top = BORDER + NUMBER_STRIP
    spots_y = tuple(top + (i + 0.5) * pitch for i in range(n))
    peg_pitch = max(PEG_PITCH, peg_hole + 3.0)
    peg_top = top + n * pitch + 1.0
    pegs_y = tuple(peg_top + (i + 0.5) * peg_pitch for i in range(n))
    width = 2 * BORDER + rows * pitch
    height = peg_top + n * peg_pitch + BORDER
    return LaserBoardGeometry(
        width, height, token_hole, peg_hole, columns_x, spots_y, pegs_y, pitch
    )


ARC_STEPS = 48  # straight segments per half circle around a hole in an engraved fill
CORNER_STEPS = 6  # per rounded corner of an engraved fill


def _arc(
    cx: float, cy: float, r: float, start: float, stop: float, steps: int
) -> list[tuple[float, float]]:
    """Points on an arc from ``start`` to ``stop`` degrees (y down: 90 is the bottom). Around a
    hole (``r`` > 0) the points sit just outside the circle, so the chords between them stay
    clear of it."""
    reach = r / math.cos(math.radians(abs(stop - start) / steps / 2)) if r > 0 else 0.0
    points = []
    for k in range(steps + 1):
        a = math.radians(start + (stop - start) * k / steps)
        radius = r if k in (0, steps) else reach
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    return points


def column_fill(
    left: float,
    top: float,
    right: float,
    bottom: float,
    corner: float,
    cx: float,
    holes: list[tuple[float, float]],
) -> Polyline:
    """An engraved rounded rectangle with round holes (``(cy, r)`` centred on ``cx``, each
    clear of the rectangle's edges) left out: the holes are cut through, so engraving them
    would burn what drops out.

    One closed outline: the rectangle clockwise from the middle of its top edge, then a
    straight line down the middle that runs once round each hole the other way; the polygon
    closes back up that line. Each stretch of the middle line is run down and back up, so it
    encloses nothing, and every hole is left unfilled under both SVG fill rules."""
    c = corner
    points = [(cx, top)]
    points += _arc(right - c, top + c, c, 270, 360, CORNER_STEPS)
    points += _arc(right - c, bottom - c, c, 0, 90, CORNER_STEPS)
    points += _arc(left + c, bottom - c, c, 90, 180, CORNER_STEPS)
    points += _arc(left + c, top + c, c, 180, 270, CORNER_STEPS)
    points.append((cx, top))
    for cy, r in sorted(holes):
        points += _arc(cx, cy, r, -90, -450, 2 * ARC_STEPS)
    return Polyline(tuple(points), ENGRAVE_PAINT, closed=True, role="engrave")


def board_pieces(spec: IcecreamSpec) -> list[Piece]:
    """The top plate (token and peg holes) and the base plate (peg holes)."""
    geo = laser_geometry(spec)
    outer = Outline(_rect(0.0, 0.0, geo.width, geo.height, CORNER))
    token_holes = tuple(
        Outline(_circle(x, y, geo.token_hole / 2), hole=True)
        for x in geo.columns_x
        for y in geo.spots_y
    )
    peg_holes = tuple(
        Outline(_circle(x, y, geo.peg_hole / 2), hole=True)
        for x in geo.columns_x
        for y in geo.pegs_y
    )
    art: list[Shape] = []
    for row, x in enumerate(geo.columns_x, start=1):
        brown = row > spec.board.white_rows
        if brown:
            left, right = x - geo.pitch / 2 + 1.0, x + geo.pitch / 2 - 1.0
            top = BORDER + NUMBER_STRIP - 1.0
            bottom = top + geo.height - BORDER - NUMBER_STRIP - BORDER / 2
            holes = [(y, geo.token_hole / 2) for y in geo.spots_y]
            holes += [(y, geo.peg_hole / 2) for y in geo.pegs_y]
            art.append(column_fill(left, top, right, bottom, 1.5, x, holes))
        art.append(Text(x, BORDER + 6.0, str(row), 5.5, BLACK, "bold", "middle", "engrave"))
    top_plate = Piece(
        geo.width, geo.height, (outer, *token_holes, *peg_holes), tuple(art),
        face="top plate", name="top plate",
    )  # fmt: skip
    base_name = _("{kit} — base plate", kit=spec.kit)
    label = laser_text(geo.width / 2, geo.height - 2.0, base_name, 3.0)
    base = Piece(
        geo.width, geo.height, (outer, *peg_holes), (label,), face="base plate", name="base plate"
    )
    return [top_plate, base]


def board_job(spec: IcecreamSpec, settings: LaserSettings) -> LaserJob:
    return _job(board_pieces(spec), settings, _("{kit} — board", kit=spec.kit))


def board_and_pedestal_job(spec: IcecreamSpec, settings: LaserSettings) -> LaserJob:
    """The board's plates and the pedestal's parts packed together, so that the pedestal
    fills the room the plates leave instead of taking a sheet of its own."""
    pieces = board_pieces(spec) + pedestal_pieces(spec, settings.fit)
    return _job(pieces, settings, _("{kit} — board and pedestal", kit=spec.kit))


# --- the pedestal -----------------------------------------------------------------------------


@dataclass(frozen=True)
class PedestalGeometry:
    """The pedestal plates, in plate millimetres: the guesser's side at the top (braces), the
    screen, then the code's token holes nearest the setter (the bottom edge), spot 1 on the
    setter's right, which is the guesser's left."""

    width: float
    depth: float
    token_hole: float
    spots_x: tuple[float, ...]  # spot 1 first
    spot_y: float
    screen_y: float  # the screen's back face (towards the guesser)
    screen_tabs_x: tuple[float, float]  # centres of the screen's tabs
    braces_x: tuple[float, float]  # centre lines of the braces
    thickness: float


def pedestal_geometry(spec: IcecreamSpec) -> PedestalGeometry:
    t = spec.material.thickness
    token_hole = spec.token.diameter + spec.material.clearance
    pitch = token_hole + HOLE_PAD
    n = spec.board.spots
    width = n * pitch + 2 * BORDER
    spots_x = tuple(width - BORDER - (i + 0.5) * pitch for i in range(n))
    screen_y = BORDER + BRACE_DEPTH
    depth = screen_y + t + pitch + BORDER
    return PedestalGeometry(
        width, depth, token_hole, spots_x, screen_y + t + pitch / 2, screen_y,
        (0.3 * width, 0.7 * width), (BORDER + t, width - BORDER - t), t,
    )  # fmt: skip


def _slots(geo: PedestalGeometry, fit: float) -> tuple[Outline, ...]:
    """Slots (holes) for the screen's tabs and the braces' tabs: the plywood's thickness plus
    ``fit`` wide, the tab's length plus ``fit`` long, centred on where the tab stands."""
    w = geo.thickness + fit
    slots = [
        Outline(
            _rect(x - (TAB_LENGTH + fit) / 2, geo.screen_y - fit / 2, TAB_LENGTH + fit, w),
            hole=True,
        )
        for x in geo.screen_tabs_x
    ]
    start = geo.screen_y - (BRACE_DEPTH - BRACE_TAB) / 2 - BRACE_TAB - fit / 2
    slots += [Outline(_rect(x - w / 2, start, w, BRACE_TAB + fit), hole=True) for x in geo.braces_x]
    return tuple(slots)


def _label(text: str, x: float, y: float, size: float = 3.0) -> Text:
    return laser_text(x, y, text, size)


def pedestal_pieces(spec: IcecreamSpec, fit: float = DEFAULT_FIT) -> list[Piece]:
    """Recess plate, bottom plate, screen and two braces: five parts that slot together."""
    geo = pedestal_geometry(spec)
    t = geo.thickness
    outer = Outline(_rect(0.0, 0.0, geo.width, geo.depth, 2.0))
    holes = tuple(
        Outline(_circle(x, geo.spot_y, geo.token_hole / 2), hole=True) for x in geo.spots_x
    )
    numbers = tuple(
        _label(str(i), x, geo.spot_y + geo.token_hole / 2 + 3.2, MIN_TEXT)
        for i, x in enumerate(geo.spots_x, start=1)
    )
    recess = Piece(
        geo.width, geo.depth, (outer, *holes, *_slots(geo, fit)), numbers,
        face="pedestal recess plate", name="pedestal recess plate",
    )  # fmt: skip
    bottom = Piece(
        geo.width, geo.depth, (outer, *_slots(geo, fit)),
        (_label(p_("engraved", "pedestal bottom"), geo.width / 2, geo.depth - 2.0),),
        face="pedestal bottom plate", name="pedestal bottom plate",
    )  # fmt: skip
    # the screen: a rectangle with two tabs below, 2 t deep, through both plates
    w, h, dt = geo.width, SCREEN_HEIGHT, 2 * t
    points: list[tuple[float, float]] = [(0.0, 0.0), (w, 0.0), (w, h)]
    for x in sorted(geo.screen_tabs_x, reverse=True):
        a, b = x + TAB_LENGTH / 2, x - TAB_LENGTH / 2
        points += [(a, h), (a, h + dt), (b, h + dt), (b, h)]
    points.append((0.0, h))
    screen = Piece(
        w, h + dt, (Outline(Polyline(tuple(points), CUT_PAINT, closed=True, role="cut")),),
        (Text(w / 2, h / 2 + 2.0, spec.kit, 6.0, BLACK, "bold", "middle", "engrave"),),
        face="pedestal screen", name="pedestal screen",
    )  # fmt: skip
    # a brace: a right triangle standing behind the screen, its tab through both plates
    bh, bd = BRACE_HEIGHT, BRACE_DEPTH
    a = (bd - BRACE_TAB) / 2
    tri = ((0.0, 0.0), (0.0, bh), (a, bh), (a, bh + dt), (a + BRACE_TAB, bh + dt),
           (a + BRACE_TAB, bh), (bd, bh))  # fmt: skip
    brace = Piece(
        bd, bh + dt, (Outline(Polyline(tri, CUT_PAINT, closed=True, role="cut")),),
        face="pedestal brace", name="pedestal brace",
    )  # fmt: skip
    return [recess, bottom, screen, brace, brace]


def pedestal_job(spec: IcecreamSpec, settings: LaserSettings) -> LaserJob:
    title = _("{kit} — pedestal", kit=spec.kit)
    return _job(pedestal_pieces(spec, settings.fit), settings, title)


# --- the cut list for the pegs ------------------------------------------------------------------


def peg_length(spec: IcecreamSpec) -> float:
    """A peg goes through both plates and stands ``pegs.height`` above the top one."""
    return 2 * spec.material.thickness + spec.pegs.height


#: The shapes a flavour may have (``Symbol`` of the spec), named in the cut list.
SHAPE_NAMES = (
    pN_("shape", "circle"),
    pN_("shape", "square"),
    pN_("shape", "triangle"),
    pN_("shape", "diamond"),
    pN_("shape", "star"),
    pN_("shape", "hexagon"),
    pN_("shape", "heart"),
    pN_("shape", "cross"),
    pN_("shape", "drop"),
)


def cut_list(spec: IcecreamSpec, kerf: float, fit: float = DEFAULT_FIT) -> str:
    """The dowel pegs and the plywood parts, as Markdown, in the language in use."""
    g = short_number
    length = peg_length(spec)
    d = spec.pegs.diameter
    c = spec.material.clearance
    t = spec.material.thickness
    board = laser_geometry(spec)
    holes = spec.board.rows * spec.board.spots
    lines = [
        "# " + _("{kit} — cut list", kit=spec.kit),
        "",
        "## " + _("Pegs: {n}, cut from {d} mm round dowel", n=spec.pegs.total, d=g(d)),
        "",
        _(
            "Each peg is **{length} mm** long: through the top and base plates (2 × {t} mm) "
            "and {height} mm standing out.",
            length=g(length),
            t=g(t),
            height=g(spec.pegs.height),
        ),
        "",
        _(
            "| colour | pegs | diameter | length each | dowel needed (with a {saw} mm saw cut "
            "per peg) |",
            saw=g(SAW_KERF),
        ),
        "|---|---:|---:|---:|---:|",
    ]
    total = 0.0
    for colour in spec.pegs.colours:
        need = colour.count * (length + SAW_KERF)
        total += need
        mm = [_("{length} mm", length=g(v)) for v in (d, length, need)]
        lines.append(f"| {peg_name(colour.name)} | {colour.count} | {' | '.join(mm)} |")
    lines.append(
        _("| **total** | **{n}** | | | **{length} mm** |", n=spec.pegs.total, length=g(total))
    )
    lines += [
        "",
        _(
            "Buy at least {metres} m of dowel. Colour each set as its name says (wood stain or "
            "acrylic paint for the brown ones; natural or a light stain for the beige). Sand "
            "the ends so the pegs slide into their holes.",
            metres=g(math.ceil(total / 100) / 10),
        ),
        "",
        "## " + _("Plywood parts ({t} mm)", t=g(t)),
        "",
        _(
            "Material thickness **{t} mm** (`--thickness`), slot fit **{fit} mm** (`--fit`): "
            "every slot is {slot} mm wide and its tab's length + {fit} mm long. Measure your "
            "plywood first: if it is thicker or thinner than {t} mm, run again with "
            "`--thickness` (`kitgen calibrate laser` cuts a comb to find `--fit`).",
            t=g(t),
            fit=g(fit),
            slot=g(t + fit),
        ),
        "",
        _("| part | count | size (mm) | holes |"),
        "|---|---:|---|---|",
        _(
            "| board top plate | 1 | {width} × {height} | {n} token holes ⌀{token}, {n} peg "
            "holes ⌀{peg} |",
            width=g(board.width),
            height=g(board.height),
            n=holes,
            token=g(board.token_hole),
            peg=g(board.peg_hole),
        ),
        _(
            "| board base plate | 1 | {width} × {height} | {n} peg holes ⌀{peg} |",
            width=g(board.width),
            height=g(board.height),
            n=holes,
            peg=g(board.peg_hole),
        ),
    ]
    ped = pedestal_geometry(spec)
    lines += [
        _(
            "| pedestal recess plate | 1 | {width} × {depth} | {n} token holes ⌀{token}, 4 "
            "slots {slot} mm wide |",
            width=g(ped.width),
            depth=g(ped.depth),
            n=spec.board.spots,
            token=g(ped.token_hole),
            slot=g(t + fit),
        ),
        _(
            "| pedestal bottom plate | 1 | {width} × {depth} | 4 slots {slot} mm wide |",
            width=g(ped.width),
            depth=g(ped.depth),
            slot=g(t + fit),
        ),
        _(
            "| pedestal screen | 1 | {width} × {height} + 2 tabs | |",
            width=g(ped.width),
            height=g(SCREEN_HEIGHT),
        ),
        _(
            "| pedestal brace | 2 | {depth} × {height} + 1 tab | |",
            depth=g(BRACE_DEPTH),
            height=g(BRACE_HEIGHT),
        ),
        # the read-me's lines, messages with their own sizes (``duplicates`` pairs the shape
        # with other messages'): one sentence each for the translators
        _(
            "| tokens | {n} | ⌀{d} | {each} of each of {flavours} flavours "
            "(`kitgen tokens --laser`) |",
            n=spec.total_tokens,
            d=g(spec.token.diameter),
            each=spec.token.per_flavour,
            flavours=len(spec.flavours),
        ),
        "",
        _(
            "Hole and slot sizes are nominal (token + {c} mm clearance, dowel + {c} mm, "
            "plywood + {fit} mm fit); the laser files draw them {kerf} mm smaller (the kerf), "
            "so they come out at size.",
            c=g(c),
            fit=g(fit),
            kerf=g(kerf),
        ),
        "",
        "## " + _("Assembly"),
        "",
        _(
            "1. Glue the top plate on the base plate, peg holes lined up (push two pegs "
            "through to align them while the glue sets). Each token hole becomes a recess."
        ),
        _(
            "2. Pedestal: lay the recess plate on the bottom plate, push the screen's tabs "
            "through both slots, then the braces' tabs behind it. Glue if it is loose."
        ),
        _(
            "3. Paint or stain the tokens in their flavours' colours; the engraved shape, "
            "letter and name tell them apart without colour."
        ),
        "",
        _("| # | flavour | letter | shape | colour |"),
        "|---:|---|---|---|---|",
    ]
    for i, f in enumerate(spec.flavours, start=1):
        shape = p_("shape", f.symbol)
        lines.append(f"| {i} | {flavour_name(f.name)} | {f.letter} | {shape} | {f.colour} |")
    return "\n".join(lines) + "\n"


# The laser fit test's holes (the game's record's ``fits``): the kit's token and peg, each
# with the spec's clearance (``None``: the shipped kit), in the kit's stock.
def token_hole(spec: Path | None, fit: float) -> FitHole:
    """The token's hole: its diameter + the spec's clearance."""
    return _kit_hole(spec, "token")


def peg_hole(spec: Path | None, fit: float) -> FitHole:
    """The peg's hole: its diameter + the spec's clearance."""
    return _kit_hole(spec, "pegs")


def _kit_hole(spec: Path | None, part: str) -> FitHole:
    from kitgen.maker.specs.icecream import load_icecream_spec

    kit = load_icecream_spec(spec)
    diameter = kit.token.diameter if part == "token" else kit.pegs.diameter
    return FitHole(round(diameter + kit.material.clearance, 2), kit.material.thickness)
