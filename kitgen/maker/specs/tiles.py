"""Kit specs: models for the TOML files under ``templates/`` and loading with clear errors.

A spec names *what* a kit holds (faces, counts, points, sizes, colours). Validation errors
become a ``KitgenError`` naming the file, the key and what is expected.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, ClassVar, Literal, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    field_validator,
    model_validator,
)

from kitgen.core.errors import KitgenError
from kitgen.core.text import check_text
from kitgen.files import read_toml_file
from kitgen.files.templates import TILE_SPEC, spec_file, template
from kitgen.games.binary.tileset import MAX_BLANKS, MAX_RACK

Colour = Annotated[str, Field(pattern=r"^#[0-9A-Fa-f]{6}$", description="a colour as #RRGGBB")]
Millimetres = Annotated[float, Field(gt=0, le=2000)]


#: The most pieces one kit spec may ask for (a tile set, a flavour's pegs): about 30 pages.
MAX_PIECES = 2000
#: The longest text a spec holds (a label, a name).
MAX_TEXT = 200


class SpecModel(BaseModel):
    """Every number finite (``inf`` and ``nan`` refused), every text free of control
    characters and at most :data:`MAX_TEXT` characters, no unknown key."""

    model_config = ConfigDict(
        extra="forbid", frozen=True, allow_inf_nan=False, str_max_length=MAX_TEXT
    )

    @field_validator("*", mode="after")
    @classmethod
    def _plain_text(cls, value: object) -> object:
        if isinstance(value, str):
            check_text(value)
        return value


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
            raise ValueError("a face needs a label (use blank = true for blank tiles)")
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

    kind_key: ClassVar[str] = "faces"  # the table only a tile spec has (see SPEC_KINDS)

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
                raise ValueError(f"the face {face.label!r} is listed twice")
            seen.add(face.label)
        return faces

    @model_validator(mode="after")
    def _fits(self) -> TileSpec:
        if self.total > MAX_PIECES:
            raise ValueError(
                f"faces: {self.total:,} tiles in all — a set holds at most {MAX_PIECES:,}"
            )
        blanks = sum(face.count for face in self.faces if face.blank)
        if blanks > MAX_BLANKS:
            raise ValueError(
                f"faces: {blanks:,} blanks — a set holds at most {MAX_BLANKS} (each blank on a "
                "rack multiplies its moves); give fewer blank tiles"
            )
        half = min(self.tile.width, self.tile.height) / 2
        if self.tile.corner_radius > half:
            raise ValueError(
                f"tile.corner_radius: {self.tile.corner_radius:g} mm is more than half the tile "
                f"({half:g} mm) — give 0 to {half:g} mm"
            )
        return self

    @property
    def total(self) -> int:
        return sum(face.count for face in self.faces)


Model = TypeVar("Model", bound=SpecModel)


def _describe_error(error: Mapping[str, Any]) -> str:
    loc = ".".join(
        str(part) if not isinstance(part, int) else f"[{part + 1}]" for part in error["loc"]
    ).replace(".[", "[")
    kind = error["type"]
    if kind == "extra_forbidden":
        return f"{loc}: unknown key (check its spelling, or remove it)"
    if kind == "missing":
        return f"{loc}: missing (this key is required)"
    message = error["msg"].removeprefix("Value error, ")
    if kind == "string_pattern_mismatch" and "#" in str(error.get("ctx", {}).get("pattern", "")):
        message = "expected a colour written #RRGGBB"
    given = error.get("input")
    if not loc:  # a check of the whole spec: the message names its keys
        return message
    if kind != "missing" and not isinstance(given, dict | list):
        return f"{loc}: {message} (found {given!r})"
    return f"{loc}: {message}"


def parse_spec(model: type[Model], data: dict, source: str) -> Model:
    """Validate ``data`` against ``model``; errors name ``source``, the key and the fix."""
    try:
        return model.model_validate(data)
    except ValidationError as err:
        problems = [_describe_error(e) for e in err.errors()]
        raise KitgenError(
            f"{source}: "
            + "; ".join(problems[:3])
            + ("" if len(problems) <= 3 else f" (and {len(problems) - 3} more)")
        ) from None


def read_toml(path: str | Path) -> dict:
    return read_toml_file(path, "spec file")


#: The table that tells one kind of spec from another: what it is, and the commands it is for.
SPEC_KINDS = {
    "faces": ("a tile spec", "kitgen tiles (and kitgen game new --spec)"),
    "flavours": ("an ice cream kit spec", "kitgen tokens and kitgen board icecream"),
}


def load_spec(model: type[Model], path: str | Path) -> Model:
    """Read and validate one TOML spec file; a spec of another kind is named as such."""
    data = read_toml(path)
    wanted: str = getattr(model, "kind_key", "")
    if wanted in SPEC_KINDS and wanted not in data:
        for key, (kind, commands) in SPEC_KINDS.items():
            if key != wanted and key in data:
                raise KitgenError(
                    f"{path} is {kind}, for {commands} — this command needs "
                    f"{SPEC_KINDS[wanted][0]}, for {SPEC_KINDS[wanted][1]}"
                )
    return parse_spec(model, data, str(path))


def load_tile_spec(path: str | Path | None = None) -> TileSpec:
    """The tile spec at ``path`` (a file or a shipped template's name), or the shipped
    binary tile set."""
    if path is None:
        return load_spec(TileSpec, template("binary", "tiles.toml"))
    return load_spec(TileSpec, spec_file(path, TILE_SPEC))
