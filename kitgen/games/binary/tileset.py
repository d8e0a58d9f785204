"""The tile set a game is played with: faces, counts, points, rack size (plain data).

A game file records its tile set with this shape, so ``kitgen game play`` never needs the
pydantic spec models: ``{"name": ..., "rack": 9, "faces": [{"label": "0", "count": 28,
"points": 1}, ..., {"label": "blank", "blank": true, "count": 3, "points": 0}]}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeGuard

from kitgen.core.errors import KitgenError, cited, expected, table_of
from kitgen.core.messages import _
from kitgen.games.binary.move import canonical_face

#: Points added when a player lays a whole rack in one move.
BINGO_BONUS = 50


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class TileSet:
    """Counts and points of every face; blanks are counted apart (``blanks``)."""

    name: str
    rack: int
    counts: Mapping[str, int]
    points: Mapping[str, int]
    blanks: int = 0
    blank_points: int = 0
    faces: tuple[str, ...] = field(default=())

    @property
    def total(self) -> int:
        return sum(self.counts.values()) + self.blanks

    def to_mapping(self) -> dict[str, Any]:
        faces: list[dict[str, Any]] = [
            {"label": face, "count": self.counts[face], "points": self.points[face]}
            for face in self.faces
        ]
        faces.append(
            {"label": "blank", "blank": True, "count": self.blanks, "points": self.blank_points}
        )
        return {"name": self.name, "rack": self.rack, "faces": faces}

    @classmethod
    def from_mapping(cls, data: Any, where: str = "tiles") -> TileSet:
        """Read the recorded shape back; a ``KitgenError`` names the key that is wrong."""

        def fail(key: str, what: str) -> KitgenError:
            return expected(f"{where}.{key}", what)

        data = table_of(
            data,
            where,
            ("name", "rack", "faces"),
            _("a table with name, rack and faces"),
            _("only name, rack and faces (unknown key)"),
        )
        name = data.get("name", "tiles")
        rack = data.get("rack")
        if not isinstance(name, str):
            raise fail("name", _("a string"))
        if not _whole(rack) or not 1 <= rack <= MAX_RACK:
            raise fail("rack", _("a whole number from 1 to {most}", most=MAX_RACK))
        entries = data.get("faces")
        if not isinstance(entries, list) or not 1 <= len(entries) <= MAX_FACES:
            raise fail("faces", _("a list of 1 to {most} faces", most=MAX_FACES))
        counts: dict[str, int] = {}
        points: dict[str, int] = {}
        order: list[str] = []
        blanks = blank_points = 0
        for i, entry in enumerate(entries, 1):
            key = f"faces[{i}]"
            if not isinstance(entry, Mapping) or set(entry) - {"label", "count", "points", "blank"}:
                raise fail(key, _("a table with label, count, points and optionally blank"))
            label, count, worth = entry.get("label"), entry.get("count"), entry.get("points")
            if not (_whole(count) and 0 <= count <= MAX_TILES):
                raise fail(f"{key}.count", _("a whole number from 0 to {most}", most=MAX_TILES))
            if not (_whole(worth) and 0 <= worth <= MAX_POINTS):
                raise fail(f"{key}.points", _("a whole number from 0 to {most}", most=MAX_POINTS))
            if entry.get("blank", False) is True:
                blanks += count
                blank_points = worth
                continue
            if not isinstance(label, str) or not 1 <= len(label) <= 20:
                raise fail(key, _("a label naming the face (1 to 20 characters)"))
            label = canonical_face(label)
            if label in counts:
                raise fail(key, _("each face once ({label} is listed twice)", label=cited(label)))
            counts[label], points[label] = count, worth
            order.append(label)
        if sum(counts.values()) + blanks > MAX_TILES:
            raise fail("faces", _("at most {most} tiles in all", most=MAX_TILES))
        if blanks > MAX_BLANKS:
            raise fail(
                "faces", _("at most {most} blanks (found {found})", most=MAX_BLANKS, found=blanks)
            )
        return cls(name, rack, counts, points, blanks, blank_points, tuple(order))


#: Limits of a tile set read from a game file (a kit spec has the same).
MAX_TILES = 2000
MAX_FACES = 100
#: A move lays at most 15 tiles (the side of the largest board), so a bigger rack could never
#: be emptied in one move.
MAX_RACK = 15
#: Each blank multiplies a rack's moves (it may stand for any of 13 faces): a rack of 10 blanks
#: on the opening board is the most the move engine answers within its work limit
#: (docs/limits.md).
MAX_BLANKS = 10
MAX_POINTS = 1000


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def tileset_from_spec(spec: Any) -> TileSet:
    """Build from a ``kitgen.maker.specs.tiles.TileSpec`` (duck-typed: this module stays light)."""
    return TileSet.from_mapping(
        {
            "name": spec.name,
            "rack": spec.rack,
            "faces": [
                {"label": f.label, "count": f.count, "points": f.points, "blank": f.blank}
                for f in spec.faces
            ],
        }
    )
