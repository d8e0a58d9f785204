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
    sides in mm, the least and most a side given in mm may be, and the option that takes it
    (``--bed``)."""

    presets: Mapping[str, P]
    sides: Callable[[P], tuple[float, float]]
    low: float
    high: float
    flag: str


def preset_or_size(
    text: str, sizes: MachineSizes[P], wrong: str, give: str
) -> P | tuple[float, float]:
    """The preset ``text`` names (any case), or ``WIDTHxHEIGHT`` in mm: the preset of that
    size if there is one, else the two sides, each within the limits of ``sizes``.
    ``wrong``: the message for a text that is neither; ``give``: the limits as the
    out-of-range message gives them."""
    from kitgen.core.errors import KitgenError, out_of_range

    key = text.strip().lower()
    if key in sizes.presets:
        return sizes.presets[key]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)", key)
    if not match:
        raise KitgenError(wrong)
    width, height = float(match.group(1)), float(match.group(2))
    if not (sizes.low <= width <= sizes.high and sizes.low <= height <= sizes.high):
        raise out_of_range(sizes.flag, text, give)
    for preset in sizes.presets.values():
        if sizes.sides(preset) == (width, height):
            return preset
    return width, height
