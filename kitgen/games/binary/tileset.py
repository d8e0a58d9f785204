"""The tile set a game is played with: faces, counts, points, rack size (plain data).

A game file records its tile set with this shape, so ``kitgen game play`` never needs the
pydantic spec models: ``{"name": ..., "rack": 9, "faces": [{"label": "0", "count": 28,
"points": 1}, ..., {"label": "blank", "blank": true, "count": 3, "points": 0}]}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kitgen.errors import KitgenError

#: Points added when a player lays a whole rack in one move.
BINGO_BONUS = 50


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

        def fail(key: str, expected: str) -> KitgenError:
            return KitgenError(f"{where}.{key}: expected {expected}")

        if not isinstance(data, Mapping):
            raise KitgenError(f"{where}: expected a table with name, rack and faces")
        unknown = set(data) - {"name", "rack", "faces"}
        if unknown:
            raise fail(sorted(unknown)[0], "only name, rack and faces (unknown key)")
        name = data.get("name", "tiles")
        rack = data.get("rack")
        if not isinstance(name, str):
            raise fail("name", "a string")
        if not _whole(rack) or rack < 1:
            raise fail("rack", "a whole number of at least 1")
        entries = data.get("faces")
        if not isinstance(entries, list) or not entries:
            raise fail("faces", "a non-empty list of faces")
        counts: dict[str, int] = {}
        points: dict[str, int] = {}
        order: list[str] = []
        blanks = blank_points = 0
        for i, entry in enumerate(entries, 1):
            key = f"faces[{i}]"
            if not isinstance(entry, Mapping) or set(entry) - {"label", "count", "points", "blank"}:
                raise fail(key, "a table with label, count, points and optionally blank")
            label, count, worth = entry.get("label"), entry.get("count"), entry.get("points")
            if not _whole(count) or count < 0 or not _whole(worth) or worth < 0:
                raise fail(key, "count and points as whole numbers >= 0")
            if entry.get("blank", False) is True:
                blanks += count
                blank_points = worth
                continue
            if not isinstance(label, str) or not label:
                raise fail(key, "a label naming the face")
            if label in counts:
                raise fail(key, f"each face once ({label!r} is listed twice)")
            counts[label], points[label] = count, worth
            order.append(label)
        return cls(name, rack, counts, points, blanks, blank_points, tuple(order))


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def tileset_from_spec(spec: Any) -> TileSet:
    """Build from a ``kitgen.spec.TileSpec`` (duck-typed, so this module stays light)."""
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
