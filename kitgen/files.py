"""Files: writing so that an interrupted or failed run never leaves half a file, and reading
a user's file with errors that say what is wrong and how to fix it."""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from kitgen.errors import KitgenError


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike[str], mode: str = "wb") -> Iterator[IO]:
    """Open a temporary file beside ``path``; rename it over ``path`` only on success.

    On any exception (or Ctrl-C) the temporary file is removed and ``path`` is untouched.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_bytes(path: str | os.PathLike[str], data: bytes) -> Path:
    """Write ``data`` to ``path`` atomically and return the path."""
    with atomic_writer(path, "wb") as handle:
        handle.write(data)
    return Path(path)


def write_text(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` atomically and return the path."""
    return write_bytes(path, text.encode("utf-8"))


def read_text_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> str:
    """The UTF-8 text of a user's file; a ``KitgenError`` naming ``what`` and the fix if not.

    ``what`` names the file for the user ("rules file", "game file"); ``missing`` finishes
    the sentence when the file is not there ("not found — start one with ...").
    """
    source = Path(path)
    try:
        return source.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise KitgenError(f"{what} {source} {missing}") from None
    except IsADirectoryError:
        raise KitgenError(f"{what} {source} is a folder — give the path of a file") from None
    except UnicodeDecodeError:
        raise KitgenError(f"cannot read {what} {source}: it is not UTF-8 text") from None
    except OSError as err:
        raise KitgenError(f"cannot read {what} {source}: {err.strerror}") from None


def read_toml_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> dict[str, Any]:
    """A user's TOML file as a dict, with the errors of ``read_text_file`` and bad TOML."""
    import tomllib

    text = read_text_file(path, what, missing)
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise KitgenError(f"{what} {path} cannot be read: it is not valid TOML ({err})") from None


def read_json_file(
    path: str | os.PathLike[str], what: str, missing: str = "not found — check the path"
) -> Any:
    """A user's JSON file, with the errors of ``read_text_file`` and bad JSON."""
    import json

    text = read_text_file(path, what, missing)
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise KitgenError(
            f"{what} {path} is not valid JSON: {err.msg} at line {err.lineno}, column {err.colno}"
        ) from None
