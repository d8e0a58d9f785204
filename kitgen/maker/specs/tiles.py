"""The binary tile set's spec: the model of ``templates/binary/tiles.toml`` (its faces, counts,
points, tile size and colours), read through the shared spec loading (:mod:`.spec`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, ClassVar, Literal

from pydantic import Field, field_validator, model_validator

from kitgen.core.errors import cited
from kitgen.core.messages import N_, _, n_, number
from kitgen.files.templates import spec_file, template
from kitgen.games.binary.templates import TILE_SPEC
from kitgen.games.binary.tileset import MAX_BLANKS, MAX_RACK
from kitgen.maker.layout import short_number
from kitgen.maker.specs.spec import (
    MAX_PIECES,
    Colour,
    Millimetres,
    SpecModel,
    load_spec,
    parse_spec,
    with_changes,
)

__all__ = ["Face", "TileGeometry", "TileSpec", "load_tile_spec", "parse_spec", "with_tile_size"]


class Face(SpecModel):
    """One kind of tile: what it shows, how many the set holds, what it scores."""

    label: Annotated[str, Field(min_length=1, max_length=20)]
    count: Annotated[int, Field(ge=0, le=MAX_PIECES)]
    points: Annotated[int, Field(ge=0, le=1000)]
    background: Colour = "#FFFFFF"
    ink: Colour = "#1A1A1A"
    blank: bool = False

    @field_validator("label")
    @classmethod
    def _label_not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError(_("a face needs a label (use blank = true for blank tiles)"))
        return value


class TileGeometry(SpecModel):
    width: Millimetres = 19.0
    height: Millimetres = 19.0
    corner_radius: Annotated[float, Field(ge=0, le=50)] = 2.0
    face_font: Literal["regular", "bold"] = "bold"
    points_font: Literal["regular", "bold"] = "regular"
    outline: Colour = "#555555"
    back_colour: Colour = "#2E4A62"
    back_label: str = ""


class TileSpec(SpecModel):
    """A tile set (``templates/binary/tiles.toml``)."""

    kind_key: ClassVar[str] = "faces"  # the table only a tile spec has
    kind_name: ClassVar[str] = N_("a tile spec")
    kind_commands: ClassVar[str] = "kitgen tiles (and kitgen game new --spec)"
    kind_template: ClassVar[str] = TILE_SPEC

    kit: Annotated[str, Field(min_length=1)]
    name: Annotated[str, Field(min_length=1, pattern=r"^[A-Za-z0-9_-]+$")]
    rack: Annotated[int, Field(ge=1, le=MAX_RACK)] = 9
    tile: TileGeometry = TileGeometry()
    faces: Annotated[list[Face], Field(min_length=1)]

    @field_validator("faces")
    @classmethod
    def _unique_labels(cls, faces: list[Face]) -> list[Face]:
        seen: set[str] = set()
        for face in faces:
            if face.label in seen:
                raise ValueError(_("the face {label} is listed twice", label=cited(face.label)))
            seen.add(face.label)
        return faces

    # Each spec checks its own count with its own message (``duplicates`` pairs the shape with
    # the ice cream spec's pegs).
    @model_validator(mode="after")
    def _fits(self) -> TileSpec:
        if self.total > MAX_PIECES:
            raise ValueError(
                n_(
                    "faces: {n} tile in all — a set holds at most {most}",
                    "faces: {n} tiles in all — a set holds at most {most}",
                    self.total,
                    most=number(MAX_PIECES),
                )
            )
        blanks = sum(face.count for face in self.faces if face.blank)
        if blanks > MAX_BLANKS:
            raise ValueError(
                n_(
                    "faces: {n} blank — a set holds at most {most} (each blank on a "
                    "rack multiplies its moves); give fewer blank tiles",
                    "faces: {n} blanks — a set holds at most {most} (each blank on a "
                    "rack multiplies its moves); give fewer blank tiles",
                    blanks,
                    most=MAX_BLANKS,
                )
            )
        half = min(self.tile.width, self.tile.height) / 2
        if self.tile.corner_radius > half:
            raise ValueError(
                _(
                    "tile.corner_radius: {radius} mm is more than half the tile ({half} mm) — "
                    "give 0 to {half} mm",
                    radius=short_number(self.tile.corner_radius),
                    half=short_number(half),
                )
            )
        return self

    @property
    def total(self) -> int:
        return sum(face.count for face in self.faces)


def with_tile_size(spec: TileSpec, size: float | None) -> TileSpec:
    """``spec`` with square tiles of ``size`` mm (``--tile-size``; None: as it is), checked
    like the spec's own (``tiles``, ``racks``)."""
    if size is None:
        return spec
    changes = {"tile": {"width": size, "height": size}}
    return with_changes(spec, changes, f"--tile-size {size:g} mm")


#: The shipped specs' kit names (``kit = ...``), translated where printed.
KIT_NAMES = (
    N_("Binary number tiles"),
    N_("Binary number tiles with XOR"),
)


def load_tile_spec(path: str | Path | None = None) -> TileSpec:
    """The tile spec at ``path`` (a file or a shipped template's name), or the shipped
    binary tile set."""
    if path is None:
        return load_spec(TileSpec, template("binary", "tiles.toml"))
    return load_spec(TileSpec, spec_file(path, TILE_SPEC))
