"""Loading a premium-board spec (``templates/binary/board.toml``) with clear errors.

Kept free of pydantic so the referee commands load it at interpreter speed.
"""

from __future__ import annotations

import re
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.text import unprintable
from kitgen.files import read_toml_file
from kitgen.files.templates import template
from kitgen.games.binary.premiums import COLUMNS, Premium, PremiumBoard

PREMIUM_KEYS = {"name", "word", "letter", "colour"}
TOP_KEYS = {"name", "size", "centre", "rows", "premiums"}
COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")
CODE = re.compile(r"[!-~]{1,4}")  # printable ASCII, no space
MAX_KINDS = 20
MAX_MULTIPLIER = 10


def load_premium_board(path: str | Path | None = None) -> PremiumBoard:
    """Load a board spec; the shipped binary board when ``path`` is None."""
    source = Path(path) if path is not None else template("binary", "board.toml")
    data = read_toml_file(source, "board spec")

    def fail(key: str, expected: str) -> KitgenError:
        return KitgenError(f"{source}: {key}: expected {expected}")

    unknown = set(data) - TOP_KEYS
    if unknown:
        raise fail(sorted(unknown)[0], f"one of {', '.join(sorted(TOP_KEYS))} (unknown key)")
    size = data.get("size")
    if not isinstance(size, int) or not 1 <= size <= len(COLUMNS):
        raise fail("size", f"a whole number from 1 to {len(COLUMNS)}")
    if not isinstance(data.get("name", ""), str) or unprintable(data.get("name", "")):
        raise fail("name", "plain text (no control characters)")
    kinds: dict[str, Premium] = {}
    table = data.get("premiums", {})
    if not isinstance(table, dict):
        raise fail("premiums", "a table of premium kinds, e.g. [premiums.tw]")
    if len(table) > MAX_KINDS:
        raise fail("premiums", f"at most {MAX_KINDS} premium kinds")
    for code, entry in table.items():
        where = f"premiums.{code}"
        if not CODE.fullmatch(code) or code == "..":
            raise fail(where, "a code of 1 to 4 letters, digits or signs (not '..'), e.g. TW")
        if not isinstance(entry, dict) or set(entry) - PREMIUM_KEYS:
            raise fail(where, f"a table with keys {', '.join(sorted(PREMIUM_KEYS))}")
        word, letter = entry.get("word", 1), entry.get("letter", 1)
        if not all(type(m) is int and 1 <= m <= MAX_MULTIPLIER for m in (word, letter)):
            raise fail(where, f"word and letter multipliers as whole numbers from 1 to "
                       f"{MAX_MULTIPLIER}")  # fmt: skip
        name = entry.get("name", code)
        if not isinstance(name, str) or not 1 <= len(name) <= 40 or unprintable(name):
            raise fail(f"{where}.name", "plain text of 1 to 40 characters")
        colour = entry.get("colour", "#FFFFFF")
        if not isinstance(colour, str) or not COLOUR.fullmatch(colour):
            raise fail(f"{where}.colour", f"a colour written #RRGGBB (found {colour!r})")
        kinds[code] = Premium(code, name, word, letter, colour)
    rows = data.get("rows")
    if not isinstance(rows, list) or len(rows) != size or not all(isinstance(r, str) for r in rows):
        raise fail("rows", f"a list of {size} strings, one per row")
    premiums: dict[tuple[int, int], Premium] = {}
    for r, line in enumerate(rows):
        tokens = line.split()
        if len(tokens) != size:
            raise fail(f"rows[{r + 1}]", f"{size} squares separated by spaces, found {len(tokens)}")
        for c, token in enumerate(tokens):
            if token == "..":
                continue
            if token not in kinds:
                raise fail(
                    f"rows[{r + 1}]",
                    f"'..' or a premium code ({', '.join(kinds)}), found {token!r}",
                )
            premiums[(c, r)] = kinds[token]
    centre_text = data.get("centre", "")
    if not isinstance(centre_text, str):
        raise fail("centre", 'a square such as "H8"')
    try:
        centre = (COLUMNS.index(centre_text[0].upper()), int(centre_text[1:]) - 1)
    except (ValueError, IndexError):
        raise fail("centre", 'a square such as "H8"') from None
    if not (0 <= centre[0] < size and 0 <= centre[1] < size):
        raise fail("centre", f"a square on the {size} x {size} board")
    return PremiumBoard(size=size, centre=centre, premiums=premiums, kinds=kinds)
