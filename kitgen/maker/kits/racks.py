"""Tile racks: a player's tiles stand side by side in a groove, leaning back at a reading angle.

Pure geometry in millimetres, shared by the printed rack (``racks_3d``: this profile extruded
along the rack) and the laser rack (``racks_laser``: side plates cut to a profile, a shelf
and a back board slotted between them). Coordinates of a profile: ``y`` from the rack's
front (the player's side) to its back, ``z`` up from the table.

The tiles lean back ``TILT`` degrees from upright, so they show their faces to the player
and cannot fall forward; a tile stands on a floor at right angles to the face it leans on,
which slopes down towards the back. Every face of the printed profile is upright or faces
upwards, or (the lip's back, which the tile's foot rests against) overhangs by ``TILT``
only: the rack prints without supports.

- **groove**: the tile's thickness plus the clearance across (``slot``), ``rack`` tiles of
  width + clearance each along (``inner``), closed by an end wall at each end;
- **lip**: ``lip`` mm high in front of the tiles' feet (6 % of the tile: the points, which sit
  lower right on a tile, stay in view);
- **back**: the face the tiles lean on, half the tile's height.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from kitgen.core.units import round_mm

#: degrees from upright that the tiles lean back
TILT = 15.0
#: the printed tile's thickness (``binary_tiles_3d.THICKNESS``): the groove takes it
TILE_THICKNESS = 4.0
#: of the tile's height: the lip in front of its foot, and the back it leans on
LIP = 0.06
BACK = 0.5
#: mm: the printed rack's end walls, floor under the groove, back wall and lip
END_WALL = 3.0
FLOOR = 2.0
BACK_WALL = 3.0
LIP_DEPTH = 3.0
#: how far the back slopes out to the table, per mm of height
FOOT = 0.5

Point = tuple[float, float]


@dataclass(frozen=True)
class Rack:
    """One player's rack: ``tiles`` tiles of ``tile_width`` x ``tile_height`` mm, each with
    ``clearance`` mm of room along the groove and ``clearance`` across it."""

    tiles: int
    tile_width: float
    tile_height: float
    clearance: float
    thickness: float = TILE_THICKNESS
    tilt: float = TILT

    @property
    def slot(self) -> float:
        """The groove's width across: the tile's thickness and the clearance."""
        return round_mm(self.thickness + self.clearance)

    @property
    def inner(self) -> float:
        """The groove's length: each tile's width and clearance."""
        return round_mm(self.tiles * (self.tile_width + self.clearance))

    @property
    def length(self) -> float:
        return round_mm(self.inner + 2 * END_WALL)

    @property
    def lip(self) -> float:
        return round_mm(LIP * self.tile_height)

    @property
    def back(self) -> float:
        return round_mm(BACK * self.tile_height)

    def along(self, origin: Point, u: float, v: float) -> Point:
        """The point ``u`` mm back across the groove (along its floor) and ``v`` mm up the
        tile (along the face it leans on) from ``origin``."""
        a = math.radians(self.tilt)
        return (
            round_mm(origin[0] + u * math.cos(a) + v * math.sin(a)),
            round_mm(origin[1] - u * math.sin(a) + v * math.cos(a)),
        )

    @property
    def groove_corner(self) -> Point:
        """The front bottom corner of the printed groove (where the lip's back meets the
        floor): ``LIP_DEPTH`` from the front, ``FLOOR`` above the table at the floor's back."""
        a = math.radians(self.tilt)
        return (LIP_DEPTH, round_mm(FLOOR + self.slot * math.sin(a)))

    def outline(self) -> tuple[Point, ...]:
        """The rack's end, counter-clockwise (``y`` right, ``z`` up): the table from the front
        to the foot of the back, up the back to the back wall's top, forward over the groove
        at the height of the back's top and down to the height of the lip's top, forward
        over the lip, down the front. Between the end walls the groove is cut out of it:
        what stays is the back's top (``lean_top``) and the lip's (``lip_top``); the end's
        own corners lie off the groove's sides, so no corner of the cut falls on another."""
        front = self.groove_corner
        lean_top = self.lean_top
        wall_top = self.along(lean_top, BACK_WALL, 0.0)
        foot = (round_mm(wall_top[0] + FOOT * wall_top[1]), 0.0)
        lip_top = self.lip_top
        over = self.along(lean_top, -self.slot / 2, 0.0)
        down = (round_mm(front[0] + self.slot / 2), lip_top[1])
        return ((0.0, 0.0), foot, wall_top, over, down, (0.0, lip_top[1]))

    @property
    def lean_top(self) -> Point:
        """The top of the face the tiles lean on, ``back`` up from the floor's back."""
        return self.along(self.along(self.groove_corner, self.slot, 0.0), 0.0, self.back)

    @property
    def lip_top(self) -> Point:
        return self.along(self.groove_corner, 0.0, self.lip)

    def groove(self) -> tuple[Point, ...]:
        """The groove's cross-section, counter-clockwise, reaching above the rack."""
        front = self.groove_corner
        floor_back = self.along(front, self.slot, 0.0)
        high = 2 * self.tile_height
        return (front, floor_back, self.along(floor_back, 0.0, high), self.along(front, 0.0, high))

    @property
    def depth(self) -> float:
        return max(y for y, _z in self.outline())

    @property
    def height(self) -> float:
        return max(z for _y, z in self.outline())
