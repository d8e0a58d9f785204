"""A fresh interpreter, for tests of what a process loads and does at start-up."""

from __future__ import annotations

import subprocess
import sys


def fresh_python(code: str) -> subprocess.CompletedProcess[str]:
    """Run ``code`` in a new Python process (nothing imported yet); its output as text."""
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
