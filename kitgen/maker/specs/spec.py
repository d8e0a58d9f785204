"""Kit specs: the shared part of the models for the TOML files under ``templates/``, and
loading with clear errors (each kit's model is its own: ``tiles.py``, ``icecream.py``).

A spec names *what* a kit holds (faces, counts, points, sizes, colours). Validation errors
become a ``KitgenError`` naming the file, the key and what is expected.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _, n_, number
from kitgen.core.text import check_text
from kitgen.files import read_toml_file
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
    #: A kit spec's kind (its game's record lists it in ``specs``): the table only a spec
    #: of this kind has, what it is (marked for translation) and the commands it is for; a
    #: spec of another kind given to a command is named as such. ``kind_template``: the
    #: kind its shipped templates have (``kitgen templates list``), so that a mistyped
    #: template name is answered with those only.
    kind_key: ClassVar[str] = ""
    kind_name: ClassVar[str] = ""
    kind_commands: ClassVar[str] = ""
    kind_template: ClassVar[str] = ""

    @field_validator("*", mode="after")
    @classmethod
    def _plain_text(cls, value: object) -> object:
        if isinstance(value, str):
            check_text(value)
        return value


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
        return _("{key}: {problem} (found {value})", key=loc, problem=message, value=cited(given))
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


def spec_kinds() -> dict[str, type[SpecModel]]:
    """The kit specs of every registered game (its record's ``specs``) by their kind's key."""
    from kitgen.core import games

    found: dict[str, type[SpecModel]] = {}
    for game in games.games():
        for name in game.specs:
            spec: type[SpecModel] = game.load(name)
            found[spec.kind_key] = spec
    return found


def load_spec(model: type[Model], path: str | Path) -> Model:
    """Read and validate one TOML spec file; a spec of another kind is named as such."""
    data = read_toml(path)
    wanted = model.kind_key
    if wanted and wanted not in data:
        for key, other in spec_kinds().items():
            if key != wanted and key in data:
                raise KitgenError(
                    _(
                        "{path} is {kind}, for {commands} — this command needs {wanted}, for "
                        "{wanted_commands}",
                        path=path,
                        kind=_(other.kind_name),
                        commands=other.kind_commands,
                        wanted=_(model.kind_name),
                        wanted_commands=model.kind_commands,
                    )
                )
    spec = parse_spec(model, data, str(path))
    kit = getattr(spec, "kit", None)
    if isinstance(kit, str):  # the shipped kits' names in the language in use
        spec = spec.model_copy(update={"kit": _(kit)})
    return spec
