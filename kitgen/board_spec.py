"""Loading a premium-board spec (``templates/binary/board.toml``) with clear errors.

Kept free of pydantic so the referee commands load it at interpreter speed.
"""

from __future__ import annotations

from pathlib import Path

from kitgen.errors import KitgenError
from kitgen.files import read_toml_file
from kitgen.games.binary.premiums import COLUMNS, Premium, PremiumBoard
from kitgen.paths import template

PREMIUM_KEYS = {"name", "word", "letter", "colour"}
TOP_KEYS = {"name", "size", "centre", "rows", "premiums"}


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
    kinds: dict[str, Premium] = {}
    for code, entry in (data.get("premiums") or {}).items():
        if not isinstance(entry, dict) or set(entry) - PREMIUM_KEYS:
            raise fail(f"premiums.{code}", f"a table with keys {', '.join(sorted(PREMIUM_KEYS))}")
        word, letter = entry.get("word", 1), entry.get("letter", 1)
        if not (isinstance(word, int) and isinstance(letter, int) and word >= 1 and letter >= 1):
            raise fail(f"premiums.{code}", "word and letter multipliers as whole numbers >= 1")
        kinds[code] = Premium(
            code, str(entry.get("name", code)), word, letter, str(entry.get("colour", "#FFFFFF"))
        )
    rows = data.get("rows")
    if not isinstance(rows, list) or len(rows) != size:
        raise fail("rows", f"a list of {size} strings, one per row")
    premiums: dict[tuple[int, int], Premium] = {}
    for r, line in enumerate(rows):
        tokens = str(line).split()
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
    centre_text = str(data.get("centre", ""))
    try:
        centre = (COLUMNS.index(centre_text[0].upper()), int(centre_text[1:]) - 1)
    except (ValueError, IndexError):
        raise fail("centre", 'a square such as "H8"') from None
    if not (0 <= centre[0] < size and 0 <= centre[1] < size):
        raise fail("centre", f"a square on the {size} x {size} board")
    return PremiumBoard(size=size, centre=centre, premiums=premiums, kinds=kinds)
