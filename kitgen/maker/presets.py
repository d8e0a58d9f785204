"""A machine named by its preset or by its size: ``--bed glowforge`` or ``--bed 300x200``
(the laser's bed), ``--printer mk4`` or ``--printer 220x220`` (the 3D printer's)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TypeVar

P = TypeVar("P")


def preset_or_size(
    text: str,
    presets: Mapping[str, P],
    sides: Callable[[P], tuple[float, float]],
    make: Callable[[str, float, float], P],
    limits: tuple[float, float],
    flag: str,
    wrong: str,
    give: str,
) -> P:
    """The preset ``text`` names (any case), or ``WIDTHxHEIGHT`` in mm: the preset of that
    size (``sides``: a preset's) if there is one, else one ``make`` makes of its key
    (``300x200``) and the two sides, each within ``limits``. ``wrong``: the message for a
    text that is neither; ``give``: the limits as the out-of-range message gives them, a
    message (``N_``) with ``{low}`` and ``{high}``."""
    from kitgen.core.errors import KitgenError, out_of_range
    from kitgen.core.messages import _

    key = text.strip().lower()
    if key in presets:
        return presets[key]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)\s*[x×*]\s*(\d+(?:\.\d+)?)", key)
    if not match:
        raise KitgenError(wrong)
    width, height = float(match.group(1)), float(match.group(2))
    low, high = limits
    if not (low <= width <= high and low <= height <= high):
        raise out_of_range(flag, text, _(give, low=f"{low:g}", high=f"{high:g}"))
    for preset in presets.values():
        if sides(preset) == (width, height):
            return preset
    return make(f"{width:g}x{height:g}", width, height)
