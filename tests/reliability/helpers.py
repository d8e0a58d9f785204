"""Running kitgen as a separate process, as a user's shell does."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any


def kitgen_args(*args: Any) -> list[str]:
    return [sys.executable, "-m", "kitgen", *(str(a) for a in args)]


def kitgen_proc(*args: Any, **kwargs: Any) -> subprocess.CompletedProcess[str]:
    """Run ``kitgen args...`` to the end; stdout and stderr captured as text."""
    kwargs.setdefault("capture_output", True)
    return subprocess.run(kitgen_args(*args), text=True, timeout=120, check=False, **kwargs)


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def refused(result: Any, *words: str) -> str:
    """A run refused as the project refuses bad input: exit 2, one ``error:`` line holding
    each of ``words``; its text."""
    assert result.code == 2, (result.out, result.err)
    assert result.err.startswith("error: ") and result.err.count("\n") == 1, result.err
    for word in words:
        assert word in result.err, result.err
    return result.err
