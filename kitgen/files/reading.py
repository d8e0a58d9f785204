"""Reading a user's file: bounded in size and nesting, never hanging on a FIFO or device,
with errors that name the file and the fix."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.messages import N_, _, number
from kitgen.files.targets import kind, os_reason

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
            _("{what} {file} {missing}", what=noun, file=source, missing=_(missing))
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
                    file=source,
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
    return _("{what} {file} is a folder — give the path of a file", what=noun, file=source)


def _cannot_read(noun: str, source: Path, reason: object) -> str:
    return _("cannot read {what} {file}: {reason}", what=noun, file=source, reason=reason)


def _too_big(what: str, source: Path) -> str:
    return _(
        "{what} {file} is larger than {size} MB, the most kitgen reads — is it the right file?",
        what=_(what),
        file=source,
        size=MAX_FILE_BYTES // (1024 * 1024),
    )


def read_text_file(path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND) -> str:
    """The UTF-8 text of a user's file; a ``KitgenError`` naming ``what`` and the fix if not.

    ``what`` names the file for the user ("rules file", "game file"); ``missing`` finishes
    the sentence when the file is not there ("not found — start one with ...").
    """
    data = read_bytes_file(path, what, missing)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise KitgenError(
            _("cannot read {what} {file}: it is not UTF-8 text", what=_(what), file=path)
        ) from None


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
        file=path,
        depth=MAX_NESTING,
    )


def read_toml_file(
    path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND
) -> dict[str, Any]:
    """A user's TOML file as a dict, with the errors of ``read_text_file`` and bad TOML."""
    import tomllib

    text = read_text_file(path, what, missing)
    try:
        return _check_nesting(tomllib.loads(text), what, path)
    except tomllib.TOMLDecodeError as err:
        raise KitgenError(
            _(
                "{what} {file} cannot be read: it is not valid TOML ({reason})",
                what=_(what),
                file=path,
                reason=err,
            )
        ) from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None


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

    try:
        return _check_nesting(
            json.loads(text, parse_int=_json_int, parse_constant=_json_constant), what, path
        )
    except json.JSONDecodeError as err:
        raise KitgenError(
            _(
                "{what} {file} is not valid JSON: {reason} at line {line}, column {column}",
                what=_(what),
                file=path,
                reason=_(err.msg) if err.msg in JSON_REASONS else err.msg,
                line=err.lineno,
                column=err.colno,
            )
        ) from None
    except RecursionError:
        raise KitgenError(_too_deep(what, path)) from None
    except KitgenError as err:
        raise KitgenError(
            _("{what} {file} cannot be read: {reason}", what=_(what), file=path, reason=err)
        ) from None


def read_json_file(path: str | os.PathLike[str], what: str, missing: str = NOT_FOUND) -> Any:
    """A user's JSON file, with the errors of ``read_text_file`` and bad JSON."""
    return loads_json(read_text_file(path, what, missing), what, path)
