"""The ice cream code kit spec (``templates/icecream/kit.toml``): models and loading.

Flavours are listed in the referee's order (``kitgen code`` numbers them 1, 2, ... as here).
Every flavour must have its own letter and its own shape, so that players who cannot tell
the colours apart can still play; the loader refuses a spec where two flavours share either.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, ClassVar, Literal

from pydantic import Field, field_validator, model_validator

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import N_, _, n_, number
from kitgen.files.templates import spec_file, template
from kitgen.games.icecream.templates import KIT_SPEC
from kitgen.maker.layout import short_number
from kitgen.maker.specs.spec import MAX_PIECES, Colour, SpecModel, load_spec

Symbol = Literal[
    "circle", "square", "triangle", "diamond", "star", "hexagon", "heart", "cross", "drop"
]


#: The shipped spec's kit name (``kit = ...``), translated where printed.
KIT_NAMES = (N_("Ice cream code"),)


class Flavour(SpecModel):
    """One flavour: its name, colour, and a letter and shape that tell it apart without colour."""

    name: Annotated[str, Field(min_length=1, max_length=20)]
    colour: Colour
    letter: Annotated[str, Field(min_length=1, max_length=2)]
    symbol: Symbol
    ink: Colour | None = None

    @field_validator("name", "letter")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError(_("must not be blank"))
        return value.strip()


class TokenSpec(SpecModel):
    diameter: Annotated[float, Field(ge=10, le=30)] = 19.0
    per_flavour: Annotated[int, Field(ge=1, le=100)] = 18
    outline: Colour = "#555555"


class PegColour(SpecModel):
    name: Annotated[str, Field(min_length=1)]
    colour: Colour
    count: Annotated[int, Field(ge=0, le=500)]


class PegSpec(SpecModel):
    diameter: Annotated[float, Field(ge=2, le=12)] = 6.0
    height: Annotated[float, Field(ge=2, le=50)] = 10.0
    disc: Annotated[float, Field(ge=4, le=16)] = 9.5
    colours: Annotated[list[PegColour], Field(min_length=1, max_length=12)]

    @property
    def total(self) -> int:
        return sum(c.count for c in self.colours)

    # Each spec checks its own count with its own message (``duplicates`` pairs the shape with
    # the tile spec's).
    @model_validator(mode="after")
    def _not_too_many(self) -> PegSpec:
        if self.total > MAX_PIECES:
            raise ValueError(
                n_(
                    "{n} peg in all — a kit holds at most {most}",
                    "{n} pegs in all — a kit holds at most {most}",
                    self.total,
                    most=number(MAX_PIECES),
                )
            )
        return self


class BoardSpec(SpecModel):
    white_rows: Annotated[int, Field(ge=1, le=20)] = 8
    brown_rows: Annotated[int, Field(ge=0, le=10)] = 2
    spots: Annotated[int, Field(ge=2, le=6)] = 4
    white: Colour = "#FFFFFF"
    brown: Colour = "#A0694A"
    frame: Colour = "#5B3A29"

    @property
    def rows(self) -> int:
        return self.white_rows + self.brown_rows


class MaterialSpec(SpecModel):
    thickness: Annotated[float, Field(ge=1, le=10)] = 3.0
    clearance: Annotated[float, Field(ge=0, le=3)] = 0.4


class IcecreamSpec(SpecModel):
    """The whole kit: flavours, tokens, pegs, board and material."""

    kind_key: ClassVar[str] = "flavours"  # the table only an ice cream spec has
    kind_name: ClassVar[str] = N_("an ice cream kit spec")
    kind_commands: ClassVar[str] = "kitgen tokens and kitgen board icecream"
    kind_template: ClassVar[str] = KIT_SPEC

    kit: Annotated[str, Field(min_length=1)]
    name: Annotated[str, Field(min_length=1, pattern=r"^[A-Za-z0-9_-]+$")]
    token: TokenSpec = TokenSpec()
    pegs: PegSpec
    board: BoardSpec = BoardSpec()
    material: MaterialSpec = MaterialSpec()
    flavours: Annotated[list[Flavour], Field(min_length=2, max_length=9)]

    @field_validator("flavours")
    @classmethod
    def _distinct(cls, flavours: list[Flavour]) -> list[Flavour]:
        for key in ("name", "letter", "symbol"):
            seen: dict[str, str] = {}
            for f in flavours:
                value = getattr(f, key)
                norm = value.lower()
                if norm in seen:
                    raise ValueError(
                        _(
                            "{flavour} and {other} share the {key} {value} — give every "
                            "flavour its own {key}, so players who cannot tell the colours "
                            "apart can still play",
                            flavour=f.name,
                            other=seen[norm],
                            key=key,
                            value=cited(value),
                        )
                    )
                seen[norm] = f.name
        return flavours

    @property
    def total_tokens(self) -> int:
        return self.token.per_flavour * len(self.flavours)


def load_icecream_spec(path: str | Path | None = None) -> IcecreamSpec:
    """The kit spec at ``path`` (a file or a shipped template's name), or the shipped ice
    cream code kit."""
    if path is None:
        return local_letters(load_spec(IcecreamSpec, template("icecream", "kit.toml")))
    return local_letters(load_spec(IcecreamSpec, spec_file(path, KIT_SPEC)))


def local_letters(spec: IcecreamSpec) -> IcecreamSpec:
    """``spec`` with its tokens' letters in the language in use: a flavour of the game
    (``strawberry`` …) marked with its English initial (``S``, the shipped kit's) gets the
    initial of its name in the language (``A`` aardbei in Dutch, ``К`` клубника in Russian;
    the ``flavour_letters`` of its ``language.json``), which the code referee reads. A letter
    of your own stays."""
    from kitgen.core.messages import language

    if language() == "en":
        return spec
    from kitgen.games.icecream.flavours import FLAVOURS, letter

    numbers = {flavour: number for number, flavour in FLAVOURS}
    changed = []
    for f in spec.flavours:
        number = numbers.get(f.name.lower())
        if number is not None and f.letter == letter(number, "en"):
            f = f.model_copy(update={"letter": letter(number)})
        changed.append(f)
    return spec.model_copy(update={"flavours": changed})


def with_token_size(spec: IcecreamSpec, diameter: float | None) -> IcecreamSpec:
    """The spec with another token diameter (``--token-size``), checked like the spec's own."""
    if diameter is None:
        return spec
    if not 10.0 <= diameter <= 30.0:
        raise KitgenError(
            _(
                "--token-size {size} mm is out of range — give 10 to 30 mm (19 mm is a "
                "3/4-inch punch, 25.4 mm a 1-inch one)",
                size=short_number(diameter),
            )
        )
    from kitgen.maker.specs.spec import with_changes

    return with_changes(spec, {"token": {"diameter": diameter}}, "--token-size")
