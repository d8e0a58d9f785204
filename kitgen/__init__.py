"""kitgen: make tabletop game kits at home, and referee them at the table."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # The version lives in one place, pyproject.toml; read it from the installed metadata,
    # and only when asked (importing kitgen stays free of importlib.metadata).
    if name == "__version__":
        from importlib.metadata import version

        return version("kitgen")
    raise AttributeError(f"module 'kitgen' has no attribute {name!r}")
