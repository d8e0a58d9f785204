"""How numbers read in the answers kitgen gives: ``3rd``, ``1 point``, ``4,687 legal moves``.

One copy for every command, so a count reads the same everywhere (thousands separators in
text; JSON keeps plain integers).
"""

from __future__ import annotations


def ordinal(n: int) -> str:
    """``n`` as an English ordinal: 1st, 2nd, 3rd, 11th, 4,669th."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n:,}{suffix}"


def count(n: int, word: str) -> str:
    """``n`` of ``word``, plural unless one: 1 point, 18 points, 1,296 codes."""
    return f"{n:,} {word}{'' if n == 1 else 's'}"


def number(n: int) -> str:
    """A whole number as text answers write it: with thousands separators (4,687)."""
    return f"{n:,}"
