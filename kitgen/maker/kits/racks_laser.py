"""The racks cut from sheet material: for each rack two side plates, a shelf and a back board.

The shelf (the tiles stand on it) and the back board (they lean on it) run between the side
plates at the rack's reading angle, the back board standing on the shelf's back edge; a tab
at each end of both goes through a slot in each side plate, flush with its outside. A slot
is the sheet's thickness plus ``fit`` across and its tab plus ``fit`` along (nominal sizes:
the kerf is compensated on top), as the pedestal's are. The shelf slopes down towards the
back board, so the tiles' feet stay in the corner without a lip.

Coordinates of the side view: ``u`` across the shelf from the tiles' front (back is
positive), ``v`` up the back board from the shelf's top (``racks.Rack.along``).
"""

from __future__ import annotations

from dataclasses import dataclass

from kitgen.core.units import round_mm
from kitgen.maker.kits.racks import LIP_DEPTH, Point, Rack
from kitgen.maker.laser import CUT_PAINT, LaserJob, Outline, Piece
from kitgen.maker.laser.settings import LaserSettings
from kitgen.maker.scene import Polyline

#: mm of shelf or back board kept each side of a tab (the shoulders that stop the part)
SHOULDER = 2.5
#: mm of side plate round its slots
PLATE_MARGIN = 4.0


@dataclass(frozen=True)
class LaserRack:
    """A rack of ``thickness`` mm sheet, its slots ``fit`` mm larger than their tabs."""

    rack: Rack
    thickness: float
    fit: float

    @property
    def shelf_width(self) -> float:
        """Across the shelf: ``LIP_DEPTH`` in front of the tiles, their groove, and the back
        board standing on its back edge."""
        return round_mm(LIP_DEPTH + self.rack.slot + self.thickness)

    @property
    def back_height(self) -> float:
        return round_mm(self.rack.back + self.thickness)

    @property
    def length(self) -> float:
        """A shelf's or back board's length, tabs included: the groove and two plates."""
        return round_mm(self.rack.inner + 2 * self.thickness)

    def _box(self, u0: float, u1: float, v0: float, v1: float) -> tuple[Point, ...]:
        corners = ((u0, v0), (u1, v0), (u1, v1), (u0, v1))
        return tuple(self.rack.along((0.0, 0.0), u, v) for u, v in corners)

    def slots(self) -> tuple[tuple[Point, ...], tuple[Point, ...]]:
        """The shelf's slot and the back board's, in the side view (``y``, ``z``) about the
        tiles' front foot."""
        t, f, s, g = self.thickness, LIP_DEPTH, self.rack.slot, self.fit / 2
        shelf = self._box(-f + SHOULDER - g, s + t - SHOULDER + g, -t - g, g)
        back = self._box(s - g, s + t + g, SHOULDER - g, self.back_height - SHOULDER + g)
        return shelf, back

    def plate(self) -> tuple[Point, ...]:
        """The side plate's outline in the side view: the ends of the shelf and the back
        board with ``PLATE_MARGIN`` round them (an L, turned to the reading angle), its foot
        flat on the table under them."""
        t, f, s, m = self.thickness, LIP_DEPTH, self.rack.slot, PLATE_MARGIN
        o = (0.0, 0.0)
        low_front = self.rack.along(o, -f - m, -t - m)
        low_back = self.rack.along(o, s + t + m, -t - m)
        high_back = self.rack.along(o, s + t + m, self.back_height + m)
        high_front = self.rack.along(o, s - m, self.back_height + m)
        step_back = self.rack.along(o, s - m, m)
        step_front = self.rack.along(o, -f - m, m)
        table = low_back[1]
        return (
            (low_front[0], table),
            (high_back[0], table),
            high_back,
            high_front,
            step_back,
            step_front,
            low_front,
        )


def _closed(points: tuple[Point, ...] | list[Point], hole: bool = False) -> Outline:
    return Outline(Polyline(tuple(points), CUT_PAINT, closed=True, role="cut"), hole=hole)


def side_plate(laser: LaserRack) -> Piece:
    """The side plate with its two slots, in part coordinates (``x`` = ``y``, y down)."""
    outline = laser.plate()
    x0 = min(p[0] for p in outline)
    z0 = min(p[1] for p in outline)
    width = round_mm(max(p[0] for p in outline) - x0)
    height = round_mm(max(p[1] for p in outline) - z0)

    def placed(points: tuple[Point, ...]) -> list[Point]:
        return [(round_mm(y - x0), round_mm(height - (z - z0))) for y, z in points]

    shelf, back = laser.slots()
    outlines = (_closed(placed(outline)), _closed(placed(shelf), True), _closed(placed(back), True))
    return Piece(width, height, outlines, face="rack side plate", name="rack side plate")


def board(laser: LaserRack, width: float, name: str) -> Piece:
    """A shelf or back board, ``width`` across, a tab ``thickness`` long at each end."""
    t, length = laser.thickness, laser.length
    a, b = t, round_mm(length - t)
    low, high = SHOULDER, round_mm(width - SHOULDER)
    points = [
        (a, 0.0), (b, 0.0), (b, low), (length, low), (length, high), (b, high), (b, width),
        (a, width), (a, high), (0.0, high), (0.0, low), (a, low),
    ]  # fmt: skip
    return Piece(length, width, (_closed(points),), face=name, name=name)


def rack_pieces(laser: LaserRack) -> list[Piece]:
    plate = side_plate(laser)
    return [
        plate,
        plate,
        board(laser, laser.shelf_width, "rack shelf"),
        board(laser, laser.back_height, "rack back board"),
    ]


def rack_job(laser: LaserRack, players: int, settings: LaserSettings, title: str) -> LaserJob:
    """Every rack's parts packed on as few sheets as hold them."""
    pieces = [piece for _ in range(players) for piece in rack_pieces(laser)]
    return settings.job(pieces, f"{title}, {settings.bed.key}")
