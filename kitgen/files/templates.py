"""Where the shipped templates live: in a checkout ``templates/``, installed in the package."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]  # kitgen/


def templates_dir() -> Path:
    installed = _PACKAGE / "templates"
    return installed if installed.is_dir() else _PACKAGE.parent / "templates"


def template(*parts: str) -> Path:
    """The path of a shipped template, e.g. ``template("binary", "tiles.toml")``."""
    return templates_dir().joinpath(*parts)
