"""Reading a user's file: bounded in size and nesting, never hanging on a FIFO or device,
with errors that name the file and the fix."""

from __future__ import annotations

import codecs
import math
import os
import re
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from kitgen.core.errors import KitgenError, display_name, shown
from kitgen.core.messages import N_, _, number
from kitgen.files.targets import command_word, kind, os_reason

T = TypeVar("T")

#: The largest user file kitgen reads (spec, rules, game, match, round files), in bytes.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The deepest nesting of lists and tables read from a user's JSON or TOML file.
MAX_NESTING = 64
#: The most digits of a whole number read from a user's JSON file.
MAX_JSON_DIGITS = 100
#: The end of the sentence when a file is not there (the callers may give their own).
NOT_FOUND = N_("not found — check the path")
#: The names the callers give their files (``what``), for the catalogues: each is shown
#: translated (``_(what)``).
FILE_NOUNS = (
    N_("game file"),
    N_("match file"),
    N_("round file"),
    N_("rules file"),
    N_("spec file"),
    N_("board spec"),
    N_("build file"),
    N_("card text file"),
    N_("materials file"),
    N_("lab result"),
    N_("table settings"),
)


def read_bytes_file(path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND) -> bytes:
    """The bytes of a user's regular file of at most :data:`MAX_FILE_BYTES`.

    A FIFO, device or folder is refused without opening it for a blocking read, so
    ``/dev/zero``, ``/dev/urandom`` or a named pipe never hang kitgen or fill its memory.
    """
    source = Path(path)
    noun = _(what)
    if not os.fspath(path):
        raise KitgenError(
            _("{what} '': the file name is empty — give the path of a file", what=noun)
        )
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
        fd = os.open(source, flags)
    except FileNotFoundError:
        raise KitgenError(
            _("{what} {file} {missing}", what=noun, file=display_name(source), missing=_(missing))
        ) from None
    except IsADirectoryError:
        raise KitgenError(_folder(noun, source)) from None
    except (OSError, ValueError) as err:
        reason = os_reason(err) if isinstance(err, OSError) else str(err)
        raise KitgenError(_cannot_read(noun, source, reason)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise KitgenError(_folder(noun, source))
        if not stat.S_ISREG(info.st_mode):
            raise KitgenError(
                _(
                    "cannot read {what} {file}: it is {kind} — give the path of a regular file",
                    what=noun,
                    file=display_name(source),
                    kind=kind(info.st_mode),
                )
            )
        if info.st_size > MAX_FILE_BYTES:
            raise KitgenError(_too_big(what, source))
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_FILE_BYTES:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_FILE_BYTES:
            raise KitgenError(_too_big(what, source))
        return b"".join(chunks)
    except OSError as err:
        raise KitgenError(_cannot_read(noun, source, os_reason(err))) from None
    finally:
        os.close(fd)


def _folder(noun: str, source: Path) -> str:
    return _(
        "{what} {file} is a folder — give the path of a file", what=noun, file=display_name(source)
    )


def _cannot_read(noun: str, source: Path, reason: object) -> str:
    return _(
        "cannot read {what} {file}: {reason}", what=noun, file=display_name(source), reason=reason
    )


def _too_big(what: str, source: Path) -> str:
    return _(
        "{what} {file} is larger than {size} MB, the most kitgen reads — is it the right file?",
        what=_(what),
        file=display_name(source),
        size=MAX_FILE_BYTES // (1024 * 1024),
    )


def read_text_file(path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND) -> str:
    """The UTF-8 text of a user's file; a ``KitgenError`` naming ``what`` and the fix if not.

    ``what`` names the file for the user ("rules file", "game file"); ``missing`` finishes
    the sentence when the file is not there ("not found — start one with ...").
    A UTF-8 byte order mark (which Windows Notepad may write) is skipped; a file in UTF-16 or
    another encoding is refused with the fix: save it as UTF-8.
    """
    data = read_bytes_file(path, what, missing)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = None
    if text is None or (_utf16(data) and "\x00" in text):
        if _utf16(data):
            said = N_("cannot read {what} {file}: it is UTF-16 text — save it as UTF-8")
        else:
            said = N_("cannot read {what} {file}: it is not UTF-8 text — save it as UTF-8")
        raise KitgenError(_(said, what=_(what), file=display_name(path)))
    return text


def _utf16(data: bytes) -> bool:
    """Whether ``data`` looks like UTF-16: its byte order mark, or a NUL beside every other
    byte of its start (Latin text without a mark)."""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return True
    start = data[: min(64, len(data) // 2 * 2)]
    half = len(start) // 2
    return half >= 2 and half in (start[1::2].count(0), start[0::2].count(0))


def nesting(data: Any) -> int:
    """How deeply lists and dicts nest in ``data`` (0 for a plain value), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        deepest = max(deepest, depth)
        if deepest > MAX_NESTING:
            break
        stack.extend((child, depth + 1) for child in children)
    return deepest


def _check_nesting(data: Any, what: str, path: str | os.PathLike[str]) -> Any:
    if nesting(data) > MAX_NESTING:
        raise KitgenError(_too_deep(what, path))
    return data


def _too_deep(what: str, path: str | os.PathLike[str]) -> str:
    return _(
        "{what} {file} nests lists or tables more than {depth} deep — is it the right file?",
        what=_(what),
        file=display_name(path),
        depth=MAX_NESTING,
    )


def read_toml_file(
    path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND
) -> dict[str, Any]:
    """A user's TOML file as a dict, with the errors of ``read_text_file`` and bad TOML."""
    import tomllib

    text = read_text_file(path, what, missing)
    try:
        data: dict[str, Any] = _check_nesting(tomllib.loads(text), what, path)
        return data
    except tomllib.TOMLDecodeError as err:
        raise KitgenError(_bad_toml(str(err), _(what), display_name(path))) from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None


#: The TOML parser's reasons (Python's ``tomllib``) kitgen says in the players' language, by
#: the parser's English; ``{key}`` and ``{character}`` are filled from the parser's words.
TOML_REASONS = {
    re.compile(
        re.escape(english)
        .replace(r"\{key\}", "(?P<key>.+)")
        .replace(r"\{character\}", "(?P<character>.+)")
    ): english
    for english in (
        N_("Invalid value"),
        N_("Invalid statement"),
        N_("Invalid initial character for a key part"),
        N_("Invalid date or datetime"),
        N_("Invalid hex value"),
        N_("Cannot overwrite a value"),
        N_("Cannot declare {key} twice"),
        N_("Cannot mutate immutable namespace {key}"),
        N_("Cannot redefine namespace {key}"),
        N_("Duplicate inline table key {key}"),
        N_("Unclosed array"),
        N_("Unclosed inline table"),
        N_("Unterminated string"),
        N_("Unescaped '\\' in a string"),
        N_("Escaped character is not a Unicode scalar value"),
        N_("Expected '=' after a key in a key/value pair"),
        N_("Expected ']' at the end of a table declaration"),
        N_("Expected ']]' at the end of an array declaration"),
        N_("Expected newline or end of document after a statement"),
        N_("Found invalid character {character}"),
        N_("Illegal character {character}"),
    )
}
_TOML_WHERE = re.compile(
    r"(?P<reason>.*) \(at (?:line (?P<line>\d+), column (?P<column>\d+)|end of document)\)"
)


def _toml_key(text: str) -> str:
    """A key as the TOML parser writes it (``('a', 'b')`` or ``'a'``), as a file writes it."""
    import ast

    try:
        key = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return shown(text)
    parts = key if isinstance(key, tuple) else (key,)
    return "'" + shown(".".join(str(part) for part in parts)) + "'"


def _bad_toml(said: str, noun: str, file: str) -> str:
    """The message for a TOML file the parser refused with ``said`` (its English words): the
    reason and the place in the players' language when kitgen knows the parser's words."""
    where = _TOML_WHERE.fullmatch(said)
    reason = where.group("reason") if where else said
    for pattern, english in TOML_REASONS.items():
        found = pattern.fullmatch(reason)
        if found is not None:
            values = found.groupdict()
            if "key" in values:
                values["key"] = _toml_key(values["key"])
            if "character" in values:
                values["character"] = shown(values["character"])
            reason = _(english, **values)
            break
    else:
        reason = shown(reason)
    if where is None:
        return _(
            "{what} {file} cannot be read: it is not valid TOML ({reason})",
            what=noun,
            file=file,
            reason=reason,
        )
    if where.group("line") is None:
        return _(
            "{what} {file} is not valid TOML: {reason} at the end of the file",
            what=noun,
            file=file,
            reason=reason,
        )
    return _(
        "{what} {file} is not valid TOML: {reason} at line {line}, column {column}",
        what=noun,
        file=file,
        reason=reason,
        line=where.group("line"),
        column=where.group("column"),
    )


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_JSON_DIGITS:
        digits = len(text.lstrip("-"))
        raise KitgenError(
            _(
                "a number of {digits} digits (at most {most})",
                digits=number(digits),
                most=MAX_JSON_DIGITS,
            )
        )
    return int(text)


def _json_constant(name: str) -> Any:
    raise KitgenError(_("{name} is not a number kitgen reads (JSON has no {name})", name=name))


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise KitgenError(
            _("the number {text} is too large for kitgen (no number is infinite)", text=shown(text))
        )
    return value


#: The JSON parser's reasons kitgen says in the players' language (in English as the parser
#: says them; any other reason as the parser says it).
JSON_REASONS = frozenset(
    (
        N_("Expecting value"),
        N_("Expecting ',' delimiter"),
        N_("Expecting ':' delimiter"),
        N_("Expecting property name enclosed in double quotes"),
        N_("Extra data"),
        N_("Unterminated string starting at"),
        N_("Invalid control character at"),
        N_("Invalid \\escape"),
        N_("Illegal trailing comma before end of object"),
        N_("Illegal trailing comma before end of array"),
    )
)


def loads_json(text: str, what: str, path: str | os.PathLike[str]) -> Any:
    """Parse a user's JSON text: bounded nesting and numbers, errors naming the file."""
    import json

    if not text.strip():
        raise KitgenError(
            _(
                "{what} {file} is empty — is it the right file?",
                what=_(what),
                file=display_name(path),
            )
        )
    try:
        return _check_nesting(
            json.loads(
                text, parse_int=_json_int, parse_float=_json_float, parse_constant=_json_constant
            ),
            what,
            path,
        )
    except json.JSONDecodeError as err:
        raise KitgenError(
            _(
                "{what} {file} is not valid JSON: {reason} at line {line}, column {column}",
                what=_(what),
                file=display_name(path),
                reason=_(err.msg) if err.msg in JSON_REASONS else err.msg,
                line=err.lineno,
                column=err.colno,
            )
        ) from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None
    except KitgenError as err:
        raise KitgenError(
            _(
                "{what} {file} cannot be read: {reason}",
                what=_(what),
                file=display_name(path),
                reason=err,
            )
        ) from None


def read_json_file(path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND) -> Any:
    """A user's JSON file, with the errors of ``read_text_file`` and bad JSON."""
    return loads_json(read_text_file(path, what, missing), what, path)


def read_record(
    path: str | os.PathLike[str],
    what: str,
    load: Callable[[Any], T],
    start: str,
    corrupt: str,
    name: str | os.PathLike[str] | None = None,
) -> T:
    """A file kitgen keeps (a game, a match, a tournament): :func:`read_json_file`, then
    ``load``. ``name`` is the file as the user gave it (else ``path``); ``start`` (marked
    with ``N_``) says how to start one when there is none, its ``{file}`` the command line's
    word for ``name``; what ``load`` refuses is said by ``corrupt`` (marked with ``N_``),
    its ``{file}`` and ``{reason}`` filled."""
    shown = path if name is None else name
    data = read_json_file(path, what, _(start, file=command_word(shown)))
    try:
        return load(data)
    except KitgenError as err:
        raise KitgenError(_(corrupt, file=display_name(shown), reason=err)) from None
