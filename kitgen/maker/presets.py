"""A machine named by its preset or by its size: ``--bed glowforge`` or ``--bed 300x200``
(the laser's bed), ``--printer mk4`` or ``--printer 220x220`` (the 3D printer's)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Generic, TypeVar

P = TypeVar("P")


@dataclass(frozen=True)
class MachineSizes(Generic[P]):
    """What names a machine of one kind: its presets by name (lower case), a preset's two
    sides in mm, what makes the record of a size (``Bed``, ``Printer``: from its key
    ``300x200`` and the two sides), the least and most a side may be in mm, the option that
    takes it (``--bed``) and the limits as the out-of-range message gives them (a message,
    ``N_``, with ``{low}`` and ``{high}``)."""

    presets: Mapping[str, P]
    sides: Callable[[P], tuple[float, float]]
    make: Callable[[str, float, float], P]
    low: float
    high: float
    flag: str
    give: str


def preset_or_size(text: str, sizes: MachineSizes[P], wrong: str) -> P:
    """The preset ``text`` names (any case), or ``WIDTHxHEIGHT`` in mm: the preset of that
    size if there is one, else the one ``sizes.make`` makes, each side within the limits of
    ``sizes``. ``wrong``: the message for a text that is neither."""
    from kitgen.core.errors import KitgenError, out_of_range
    from kitgen.core.messages import _

    key = text.strip().lower()
    if key in sizes.presets:
        return sizes.presets[key]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)", key)
    if not match:
        raise KitgenError(wrong)
    width, height = float(match.group(1)), float(match.group(2))
    low, high = sizes.low, sizes.high
    if not (low <= width <= high and low <= height <= high):
        raise out_of_range(sizes.flag, text, _(sizes.give, low=f"{low:g}", high=f"{high:g}"))
    for preset in sizes.presets.values():
        if sizes.sides(preset) == (width, height):
            return preset
    return sizes.make(f"{width:g}x{height:g}", width, height)
