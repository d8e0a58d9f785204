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
from kitgen.core.messages import N_, _, n_, number
from kitgen.core.text import check_text
from kitgen.files import read_toml_file
from kitgen.files.templates import TILE_SPEC, spec_file, template
from kitgen.games.binary.tileset import MAX_BLANKS, MAX_RACK
from kitgen.maker.layout import short_number

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
                raise ValueError(_("the face {label} is listed twice", label=repr(face.label)))
            seen.add(face.label)
        return faces

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


Model = TypeVar("Model", bound=SpecModel)


def _describe_error(error: Mapping[str, Any]) -> str:
    loc = ".".join(
        str(part) if not isinstance(part, int) else f"[{part + 1}]" for part in error["loc"]
    ).replace(".[", "[")
    kind = error["type"]
    if kind == "extra_forbidden":
        return _("{key}: unknown key (check its spelling, or remove it)", key=loc)
    if kind == "missing":
        return _("{key}: missing (this key is required)", key=loc)
    message = _pydantic_message(error)
    if kind == "string_pattern_mismatch" and "#" in str(error.get("ctx", {}).get("pattern", "")):
        message = _("expected a colour written #RRGGBB")
    given = error.get("input")
    if not loc:  # a check of the whole spec: the message names its keys
        return message
    if kind != "missing" and not isinstance(given, dict | list):
        return _("{key}: {problem} (found {value})", key=loc, problem=message, value=repr(given))
    return f"{loc}: {message}"


#: pydantic's own checks, said in kitgen's words (and so in the language in use); ``{limit}``
#: is the bound the check names.
_PYDANTIC = {
    "greater_than": N_("must be more than {limit}"),
    "greater_than_equal": N_("must be at least {limit}"),
    "less_than": N_("must be less than {limit}"),
    "less_than_equal": N_("must be at most {limit}"),
    "string_too_short": N_("must be at least {limit} characters long"),
    "string_too_long": N_("must be at most {limit} characters long"),
    "too_short": N_("must have at least {limit} entries"),
    "too_long": N_("must have at most {limit} entries"),
    "int_parsing": N_("expected a whole number"),
    "int_type": N_("expected a whole number"),
    "int_from_float": N_("expected a whole number"),
    "float_parsing": N_("expected a number"),
    "float_type": N_("expected a number"),
    "bool_parsing": N_("expected true or false"),
    "bool_type": N_("expected true or false"),
    "string_type": N_("expected text in quotes"),
    "list_type": N_("expected a list [...]"),
    "literal_error": N_("expected one of {limit}"),
    "string_pattern_mismatch": N_("expected text such as {limit}"),
    "finite_number": N_("expected a finite number (not nan or inf)"),
    "dict_type": N_("expected a table"),
    "model_type": N_("expected a table"),
    "model_attributes_type": N_("expected a table"),
}
_LIMIT_KEYS = ("gt", "ge", "lt", "le", "min_length", "max_length", "expected")


def _pydantic_message(error: Mapping[str, Any]) -> str:
    """The problem pydantic found, in kitgen's words (and so in the language in use) when it
    has them; a validator's own message is already kitgen's."""
    kind = error["type"]
    text = _PYDANTIC.get(kind)
    if text is None:
        return str(error["msg"]).removeprefix("Value error, ")
    ctx = error.get("ctx", {}) or {}
    limit = next((ctx[k] for k in _LIMIT_KEYS if k in ctx), "")
    if kind == "string_pattern_mismatch":
        limit = "my-kit_2"
    if isinstance(limit, float):
        limit = short_number(limit)
    elif isinstance(limit, int) and not isinstance(limit, bool):
        limit = number(limit)
    return _(text, limit=limit) if "{limit}" in text else _(text)


def with_changes(spec: Model, changes: Mapping[str, Any], source: str) -> Model:
    """``spec`` with ``changes`` (``{"tile": {"width": 13}}``: nested tables merged), built
    anew through every check of the spec — the one way an option overrides a spec
    (``--tile-size``, ``--token-size``, ``--thickness``): a value that breaks a check is
    refused naming ``source`` (the option) as a spec file's would be."""
    data = spec.model_dump()

    def merged(into: dict[str, Any], given: Mapping[str, Any]) -> None:
        for key, value in given.items():
            if isinstance(value, Mapping):
                merged(into.setdefault(key, {}), value)
            else:
                into[key] = value

    merged(data, changes)
    return parse_spec(type(spec), data, source)


def with_tile_size(spec: TileSpec, size: float | None) -> TileSpec:
    """``spec`` with square tiles of ``size`` mm (``--tile-size``; None: as it is), checked
    like the spec's own (``tiles``, ``racks``)."""
    if size is None:
        return spec
    changes = {"tile": {"width": size, "height": size}}
    return with_changes(spec, changes, f"--tile-size {size:g} mm")


def parse_spec(model: type[Model], data: dict[str, Any], source: str) -> Model:
    """Validate ``data`` against ``model``; errors name ``source``, the key and the fix."""
    try:
        return model.model_validate(data)
    except ValidationError as err:
        problems = [_describe_error(e) for e in err.errors()]
        shown = "; ".join(problems[:3])
        if len(problems) <= 3:
            raise KitgenError(f"{source}: {shown}") from None  # no words of its own
        raise KitgenError(
            n_(
                "{source}: {problems} (and {n} more)",
                "{source}: {problems} (and {n} more)",
                len(problems) - 3,
                source=source,
                problems=shown,
            )
        ) from None


def read_toml(path: str | Path) -> dict[str, Any]:
    return read_toml_file(path, "spec file")


#: The table that tells one kind of spec from another: what it is, and the commands it is for.
SPEC_KINDS = {
    "faces": (N_("a tile spec"), "kitgen tiles (and kitgen game new --spec)"),
    "flavours": (N_("an ice cream kit spec"), "kitgen tokens and kitgen board icecream"),
}


def load_spec(model: type[Model], path: str | Path) -> Model:
    """Read and validate one TOML spec file; a spec of another kind is named as such."""
    data = read_toml(path)
    wanted: str = getattr(model, "kind_key", "")
    if wanted in SPEC_KINDS and wanted not in data:
        for key, (kind, commands) in SPEC_KINDS.items():
            if key != wanted and key in data:
                raise KitgenError(
                    _(
                        "{path} is {kind}, for {commands} — this command needs {wanted}, for "
                        "{wanted_commands}",
                        path=path,
                        kind=_(kind),
                        commands=commands,
                        wanted=_(SPEC_KINDS[wanted][0]),
                        wanted_commands=SPEC_KINDS[wanted][1],
                    )
                )
    spec = parse_spec(model, data, str(path))
    kit = getattr(spec, "kit", None)
    if isinstance(kit, str):  # the shipped kits' names in the language in use
        spec = spec.model_copy(update={"kit": _(kit)})
    return spec


#: The shipped specs' kit names (``kit = ...``), translated where printed.
KIT_NAMES = (
    N_("Binary number tiles"),
    N_("Binary number tiles with XOR"),
    N_("Ice cream code"),
)


def load_tile_spec(path: str | Path | None = None) -> TileSpec:
    """The tile spec at ``path`` (a file or a shipped template's name), or the shipped
    binary tile set."""
    if path is None:
        return load_spec(TileSpec, template("binary", "tiles.toml"))
    return load_spec(TileSpec, spec_file(path, TILE_SPEC))
