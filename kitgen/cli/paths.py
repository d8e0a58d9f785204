"""File names given on the command line, checked the same way for every FILE."""

from __future__ import annotations

from pathlib import Path

from kitgen.core.errors import KitgenError, not_a_dash
from kitgen.core.messages import _


def file_name(value: str | Path) -> Path:
    """A FILE argument or option as a path; an empty name is refused (``Path('')`` would
    mean the current folder), and ``-`` (:func:`kitgen.core.errors.not_a_dash`)."""
    if isinstance(value, Path):
        return value
    if not value:
        raise KitgenError(_("the file name is empty — give the path of a file"))
    return Path(not_a_dash(value))
