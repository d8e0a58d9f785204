"""Text a user gives kitgen (spec labels, names, file names) that ends up in SVG and PDF.

XML forbids most control characters (U+0000-U+001F but tab, newline and carriage return)
and U+FFFE/U+FFFF; an SVG holding one is rejected by XML parsers and Inkscape. A spec may not
hold any control character at all (:func:`check_text`), and the SVG writer drops whatever XML
forbids (:func:`xml_safe`) as the last guard.
"""

from __future__ import annotations

import contextlib
import re
import sys
from collections.abc import Iterator
from typing import Any

#: Characters XML 1.0 forbids in a document.
XML_FORBIDDEN = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
#: Characters refused in a spec's text: every control character and noncharacter.
UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufffe\uffff]")


def unprintable(text: str) -> str | None:
    """The first character of ``text`` a spec may not hold, written U+XXXX, or None."""
    found = UNPRINTABLE.search(text)
    return None if found is None else f"U+{ord(found.group()):04X}"


def check_text(text: str) -> str:
    """``text`` unchanged; ``ValueError`` naming the first control character it holds."""
    bad = unprintable(text)
    if bad is not None:
        raise ValueError(f"holds the control character {bad} — write plain text")
    return text


def first_unprintable(data: Any, allowed: str = "") -> tuple[str, str] | None:
    """The first text inside nested ``data`` holding a control character not in ``allowed``:
    ``(key path, "U+XXXX")``, or None. Walks without recursion."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, item = stack.pop()
        if isinstance(item, str):
            bad = next((ch for ch in UNPRINTABLE.findall(item) if ch not in allowed), None)
            if bad is not None:
                return path or "(top)", f"U+{ord(bad):04X}"
        elif isinstance(item, dict):
            stack.extend((f"{path}.{k}" if path else str(k), v) for k, v in item.items())
        elif isinstance(item, list):
            stack.extend((f"{path}[{i + 1}]", v) for i, v in enumerate(item))
    return None


def xml_safe(text: str) -> str:
    """``text`` without the characters XML forbids."""
    return XML_FORBIDDEN.sub("", text)


@contextlib.contextmanager
def numbers_in_full() -> Iterator[None]:
    """Let ``str`` and ``json`` write whole numbers of any length inside the block.

    Python refuses to turn an int of more than 4,300 decimal digits into text; a value of
    up to 100,000 binary digits (``kitgen check``'s limit, 30,103 decimal digits) is written
    in full.
    """
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)
    try:
        yield
    finally:
        sys.set_int_max_str_digits(limit)
