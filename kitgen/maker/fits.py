"""The parts of the games' kits that the fit tests try (``kitgen calibrate 3d`` and
``calibrate laser``).

Each game's record lists its own (:class:`kitgen.core.games.FitPart`: the part, the test,
the ``"module:function"`` giving its size), and the tests lay out as many as the games
bring, in the registry's order: nothing here, nor in the tests' commands, names a game.
A part's ``size`` function gives a :class:`Fit3D` or a :class:`FitHole`; the ``--spec``
the user gives is passed to the parts whose kit spec is of its kind.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from kitgen.core import games
from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _

if TYPE_CHECKING:
    from kitgen.maker.solid.plates import Piece


#: ``--spec``'s help in both fit tests: which parts it sets depends on the games' records.
SPEC_HELP = N_(
    "Your own kit spec (a TOML file), or a shipped template's name (kitgen templates list): "
    "the parts of its kit take their sizes from it instead of the shipped kit's; a spec that "
    "no part of the test reads is refused."
)


@dataclass(frozen=True)
class Fit3D:
    """A part as the 3D fit test tries it: ``round`` (a peg: through holes of its diameter
    plus each clearance) or ``square`` (a tile: pockets of its size plus each clearance),
    ``size`` mm across (a square part ``depth`` mm deep, ``None``: as wide, its corners
    rounded to ``corner`` mm: a pocket's are that + half its clearance, so that the piece's
    corners go in as its sides do), and the test piece printed beside them to try in them."""

    shape: Literal["round", "square"]
    size: float
    piece: Piece
    depth: float | None = None
    corner: float = 0.0


@dataclass(frozen=True)
class FitHole:
    """A part as the laser fit test tries it: one hole ``diameter`` mm across (nominal, the
    clearance in: the kerf is the test's), and the stock its kit is cut from (``None``: any
    stock), the sheet's thickness when the user gives none."""

    diameter: float
    stock: float | None = None


Fit = TypeVar("Fit", Fit3D, FitHole)


@dataclass(frozen=True)
class Tried(Generic[Fit]):
    """One part in a fit test: its name (English, one word: the answer's ``part``), its
    name in the language in use, and what its ``size`` function gave."""

    name: str
    label: str
    fit: Fit


def spec_path(value: Path, kinds: Collection[str] = ()) -> Path:
    """The file ``--spec`` names: a file (or anything that looks like a path), else a
    shipped template's (an unknown name refused with the list of the templates of
    ``kinds``, the ones the test's parts read)."""
    from kitgen.files.templates import find_template, is_file_name

    return value if is_file_name(value) else find_template(str(value), kinds).path


def _specs(parts: Sequence[games.FitPart], value: Path | None) -> list[Path | None]:
    """The ``--spec`` each part takes: ``value``'s file for the parts whose kit spec is of
    its kind, ``None`` for the others. A spec that no part takes is refused, naming the
    kinds they take."""
    if value is None:
        return [None] * len(parts)
    from kitgen.maker.specs.spec import SpecModel, read_toml

    models: list[type[SpecModel] | None] = [
        games.load(p.spec) if p.spec is not None else None for p in parts
    ]
    path = spec_path(value, {m.kind_template for m in models if m and m.kind_template})
    data = read_toml(path)
    taken = [path if m is not None and m.kind_key in data else None for m in models]
    if not any(taken):
        kinds = dict.fromkeys(_(m.kind_name) for m in models if m is not None)
        raise KitgenError(
            _(
                "{path} is not a kit spec of any part this fit test tries — give one of "
                "these: {kinds}",
                path=value,
                kinds=", ".join(kinds),
            )
        )
    return taken


def tried(test: str, kind: type[Fit], spec: Path | None, *given: object) -> list[Tried[Fit]]:
    """Every registered part the fit test ``test`` (``3d``, ``laser``) tries, in order, with
    what its ``size`` function gives (a ``kind``) for ``spec`` (where it is of the part's
    kind) and ``given`` (the 3D test's print settings, the laser test's ``--fit``)."""
    parts = games.fit_parts(test)
    found = []
    for part, path in zip(parts, _specs(parts, spec), strict=True):
        size: Callable[..., object] = games.load(part.size)
        fit = size(path, *given)
        if not isinstance(fit, kind):  # a game's code, not the user's input
            raise TypeError(f"{part.size} gave a {type(fit).__name__}, not a {kind.__name__}")
        found.append(Tried(part.name, _(part.name), fit))
    return found
