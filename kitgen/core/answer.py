"""Answers as objects: what every referee and kit command returns, and every front end shows.

An :class:`Answer` is a frozen dataclass. Its fields, in order, are the JSON object that
``--json`` prints and the web API returns (:meth:`Answer.as_json`): ``ok`` (the command's
question answered yes: the claim holds, the move is legal, the game is over), ``reason``
(text a person can read aloud, or ``None``), then the command's own keys, and last ``lang``
(the language of its texts; the keys never change with it). ``text`` is what
the command line prints without ``--json``; it is not part of the JSON. One concept, one key
across commands: ``points`` for points, ``players`` for totals as ``[{"name", "points"}]``.

Exit codes follow ``ok``: 0 yes, 1 no; input that cannot be read raises
:class:`~kitgen.core.errors.KitgenError` instead (exit 2, HTTP 400).
"""

from __future__ import annotations

import contextvars
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from typing import TYPE_CHECKING, Any

from kitgen.core.messages import _, language

if TYPE_CHECKING:
    import json

#: The release that removes the deprecated spellings (CHANGELOG.md, "Deprecated").
REMOVED_IN = "0.2.0"


def deprecation(old: str, new: str) -> str:
    """The warning that option, key or form ``old`` is on its way out in favour of ``new``
    (the command line's ``warning:`` line, the web API's ``x-kitgen-warning`` header); the
    changelog's "Deprecated" table lists each with the release that removes it."""
    return _(
        "{old} is deprecated and will be removed in kitgen {release} — use {new} (see "
        "CHANGELOG.md, 'Deprecated')",
        old=old,
        release=REMOVED_IN,
        new=new,
    )


#: Field metadata that keeps a field out of the JSON answer.
NOT_JSON = {"json": False}

_text_wanted: contextvars.ContextVar[bool] = contextvars.ContextVar(
    "kitgen_answer_text", default=True
)


def text_wanted() -> bool:
    """Whether the answer being made needs its printed :attr:`Answer.text` (not inside
    :func:`json_only`): a command may leave it empty when only the JSON object is sent."""
    return _text_wanted.get()


class json_only:
    """``with json_only():`` only the answers' JSON objects are used inside the block (the
    web API's): a command may skip writing the printed text, which the JSON does not carry
    (``kitgen check``'s echo with its caret and its value line, a sixth of a check's time).
    A class, not a generator: entered on every API request, where ``contextlib``'s wrapper
    cost a microsecond more."""

    __slots__ = ("token",)

    def __enter__(self) -> None:
        self.token = _text_wanted.set(False)

    def __exit__(self, *exc: object) -> None:
        _text_wanted.reset(self.token)


@dataclass(frozen=True, kw_only=True)
class Answer:
    """A referee's answer: ``ok``, ``reason``, the command's own fields, and its text."""

    ok: bool
    reason: str | None
    text: str = field(default="", repr=False, compare=False, metadata=NOT_JSON)
    #: The language of the answer's texts (``reason``, ``text``...): the one in use when it
    #: was made (``kitgen.core.messages``).
    lang: str = field(default_factory=language, compare=False, metadata=NOT_JSON)

    def as_json(self) -> dict[str, Any]:
        """The answer as ``--json`` prints it: ``ok``, ``reason``, the own fields, ``lang``."""
        data = {name: getattr(self, name) for name in _json_names(type(self))}
        data["lang"] = self.lang
        return data

    @property
    def exit_code(self) -> int:
        """0 when the answer is yes, 1 when it is no."""
        return 0 if self.ok else 1

    def __str__(self) -> str:
        return self.text


_JSON_NAMES: dict[type, tuple[str, ...]] = {}


def _json_names(kind: type) -> tuple[str, ...]:
    """The fields of an answer class that are in its JSON object, in order (read once)."""
    found = _JSON_NAMES.get(kind)
    if found is None:
        found = _JSON_NAMES[kind] = tuple(
            f.name for f in fields(kind) if f.metadata.get("json", True)
        )
    return found


def players(totals: Iterable[tuple[str, int]]) -> list[dict[str, Any]]:
    """Player totals as every answer gives them: ``[{"name": ..., "points": ...}, ...]``."""
    return [{"name": name, "points": points} for name, points in totals]


@cache
def _encoder() -> json.JSONEncoder:
    import json  # here: a referee's plain-text answer never pays for it

    return json.JSONEncoder(ensure_ascii=False)  # made once: json.dumps makes one a call


def dumps(data: Mapping[str, Any]) -> str:
    """``data`` as kitgen writes JSON: one line, UTF-8, keys in order; whole numbers of any
    length in full (a ``kitgen check`` bonus may have 30,000 digits)."""
    try:
        return _encoder().encode(data)
    except ValueError:  # a number past Python's limit of digits: written in full
        from kitgen.core.text import numbers_in_full

        with numbers_in_full():
            return _encoder().encode(data)


def error_json(message: str, code: int = 2) -> dict[str, Any]:
    """The answer to input that cannot be read: ``{"ok": false, "error": {...}, "lang": ...}``."""
    return {"ok": False, "error": {"code": code, "message": message}, "lang": language()}
