"""The language a request of ``kitgen serve`` is answered in.

``?lang=`` on the request (a script's choice, for that request), else the phone's own
language (the pages' picker "for this phone only", kept in a cookie of that browser), else
the table's language (the picker "for the whole table"), else the first of
kitgen's languages that the browser's ``Accept-Language`` names (``nl-BE,nl;q=0.9,en;q=0.8``
is Dutch), else English. A language only from the browser is like one from the locale on the
command line: not asked for, so a card that has no text in it falls back to English.
"""

from __future__ import annotations

import functools

from kitgen.core.errors import KitgenError
from kitgen.core.messages import DEFAULT, check_language

#: The longest Accept-Language header read, and the most languages read from it.
MAX_ACCEPT = 500
MAX_RANGES = 20


def _known(code: str | None) -> str | None:
    if not code:
        return None
    try:
        return check_language(code[:20])
    except KitgenError:
        return None


def _quality(part: str) -> float:
    for param in part.split(";")[1:]:
        name, _eq, value = param.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                return max(0.0, min(1.0, float(value)))
            except ValueError:
                return 0.0
    return 1.0


def from_accept(header: str) -> str | None:
    """The first of kitgen's languages that an ``Accept-Language`` header names, by its
    weights (``q=0`` refuses a language; ``*`` names none in particular)."""
    ranges = [p.strip() for p in header[:MAX_ACCEPT].split(",") if p.strip()][:MAX_RANGES]
    weighted = sorted(enumerate(ranges), key=lambda item: (-_quality(item[1]), item[0]))
    for _place, part in weighted:
        code = _known(part.split(";")[0].strip())
        if code is not None and _quality(part) > 0:
            return code
    return None


@functools.lru_cache(maxsize=256)  # asked on every request; a phone sends the same header
def request_language(
    query: str | None, table: str | None, accept: str, own: str | None = None
) -> tuple[str, bool]:
    """The language of a request and whether it was asked for (see the module): ``own`` is
    the phone's own; only the first :data:`MAX_ACCEPT` characters of ``accept`` are read."""
    for asked in (query, own, table):
        code = _known(asked)
        if code is not None:
            return code, True
    code = from_accept(accept)
    return (code, False) if code is not None else (DEFAULT, False)
