"""The one error type the CLI turns into a clear message and exit code 2."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeVar

from kitgen.core.speech import _, escaped, quoted

T = TypeVar("T")


class KitgenError(ValueError):
    """Bad input from the user: a message that names the problem and the fix.

    Raised anywhere in the library; the CLI prints it as ``error: ...`` and exits 2,
    with no traceback.
    """

    def __reduce__(self) -> tuple[Any, ...]:
        # pickled as its message and attributes, whatever a subclass's __init__ takes: a
        # process pool sends an error back pickled, and one that cannot be rebuilt kills the
        # pool's result thread (the run then waits for ever)
        return _rebuilt, (type(self), self.args, self.__dict__)


def _rebuilt(cls: type[KitgenError], args: tuple[Any, ...], state: dict[str, Any]) -> KitgenError:
    err = cls.__new__(cls, *args)
    err.args = args
    err.__dict__.update(state)
    return err


def unknown_choice(what: str, value: object, allowed: Iterable[str]) -> KitgenError:
    """The one message for a value outside a fixed set of choices, with a "did you mean".

    ``unknown_choice("paper", "a5", ["a4", "letter"])`` reads
    ``unknown paper 'a5' — choose one of: a4, letter (did you mean 'a4'?)``.
    """
    from difflib import get_close_matches

    choices = [str(choice) for choice in allowed]
    close = get_close_matches(str(value).lower(), choices, n=1, cutoff=0.5)
    if close:
        return KitgenError(
            _(
                "unknown {what} {value} — choose one of: {choices} (did you mean {close}?)",
                what=_(what),
                value=cited(value),
                choices=", ".join(choices),
                close=cited(close[0]),
            )
        )
    return KitgenError(
        _(
            "unknown {what} {value} — choose one of: {choices}",
            what=_(what),
            value=cited(value),
            choices=", ".join(choices),
        )
    )


#: The most characters of a value a message quotes: a longer one is cut in the middle
#: (``abc…xyz``), its start and its end kept (a path's file name stays).
SHOWN_MOST = 100


def shown(value: object, most: int = SHOWN_MOST) -> str:
    """``value`` as text to quote in a message: a newline, control or invisible character is
    written as its escape (``a4\\n``, :func:`~kitgen.core.speech.escaped`), so a message stays
    one line and prints nothing raw; past ``most`` characters it is cut in the middle, so a
    100,000-character value gives a short message."""
    text = escaped(str(value))
    if len(text) > most:
        tail = most // 3
        text = text[: most - tail - 1] + "…" + text[-tail:]
    return text


def cited(value: object, most: int = SHOWN_MOST) -> str:
    """What the user gave, as a message quotes it: a text (or a path) as :func:`shown`
    writes it, in the quotation marks of the language in use (``'H'``, ``«H»``, ``„H“``);
    anything else read from a file (a number, ``true``, ``null``, a list) as JSON and TOML
    spell it, without marks. Never Python's ``repr``: ``'H'`` is English's marks only."""
    if isinstance(value, (str, os.PathLike)):
        return quoted(shown(os.fspath(value), most))
    return shown_json(value, most)


#: The most characters of a path a message quotes (the system's limit is 4,096 bytes).
PATH_SHOWN = 1000


def display_name(path: str | os.PathLike[str]) -> str:
    """``path`` as a message names it: a control character written as its escape (a file
    name may hold a line break; the message stays one line), a path longer than
    :data:`PATH_SHOWN` cut in the middle."""
    return shown(os.fspath(path), PATH_SHOWN) or "''"


def not_a_dash(value: str) -> str:
    """``value``, a file or folder name from the command line, unless it is ``-``: standard
    input or output to many programs, where kitgen reads and writes files only (a game file
    is written and read back). Refused where the command line is read, where ``./-`` is
    still told apart: ``Path`` makes both ``-``."""
    if value == "-":
        raise KitgenError(
            _(
                "{name} is standard input or output to many programs, but kitgen reads and "
                "writes files only — give a path (./- for a file or folder named -)",
                name=cited("-"),
            )
        )
    return value


def already_exists(path: str | os.PathLike[str]) -> KitgenError:
    """The refusal of a file a command would replace without ``--force`` (a game, a match,
    a tournament)."""
    return KitgenError(
        _(
            "{file} already exists — choose another name, or add --force",
            file=display_name(path),
        )
    )


def shown_json(value: object, most: int = SHOWN_MOST) -> str:
    """A value read from a JSON file as the file spells it (``null``, ``true``, ``"x"``), to
    quote in a message as :func:`shown` does: ``None`` is never what the user wrote."""
    import json

    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = str(value)
    return shown(text, most)


def out_of_range(flag: str, value: str, give: str) -> KitgenError:
    """The one message for a value outside its limits: ``--kerf 2 mm is out of range —
    give the width your beam burns away, from 0 to 1 mm``."""
    return KitgenError(
        _("{flag} {value} is out of range — give {give}", flag=flag, value=shown(value), give=give)
    )


def one_of(what: str, word: str, choices: Sequence[str]) -> str:
    """``word`` when it is one of ``choices`` (as written), or the :func:`unknown_choice`
    error: ``one_of("level", "greedy", LEVELS)``."""
    if word not in choices:
        raise unknown_choice(what, word, choices)
    return word


def chosen(what: str, key: str, table: Mapping[str, T]) -> T:
    """``table``'s entry for ``key`` in any case (keys are lower case), or the
    :func:`unknown_choice` error: ``chosen("paper", "A4", PAPERS)``."""
    try:
        return table[key.lower()]
    except KeyError:
        raise unknown_choice(what, key, table) from None


def check_keys(data: Mapping[str, Any], keys: Iterable[str], message: str, **values: Any) -> None:
    """Refuse the first key of ``data`` (in sorted order) that is not one of ``keys``:
    ``message`` (marked with ``N_``), its ``{key}`` and ``{keys}`` filled, and ``values``."""
    allowed = tuple(keys)
    unknown = sorted(set(data) - set(allowed))
    if unknown:
        raise KitgenError(_(message, key=cited(unknown[0]), keys=", ".join(allowed), **values))


def expected(key: str, what: str) -> KitgenError:
    """The one message for a value of the wrong kind in a file or a table read back:
    ``expected("board.size", "a whole number from 1 to 26")`` reads
    ``board.size: expected a whole number from 1 to 26``."""
    return KitgenError(_("{key}: expected {expected}", key=key, expected=what))


def table_of(
    data: Any, where: str, keys: Iterable[str], table: str, unknown: str, sep: str = "."
) -> Mapping[str, Any]:
    """``data`` when it is a table holding none but ``keys``; else the :func:`expected` error
    for ``where`` (``table``: what it should be) or for its first unknown key, named
    ``{where}{sep}{key}`` (``unknown``: which keys it may hold)."""
    if not isinstance(data, Mapping):
        raise expected(where, table)
    extra = set(data) - set(keys)
    if extra:
        raise expected(f"{where}{sep}{sorted(extra)[0]}", unknown)
    return data
