"""Ctrl-C: exit 130 with one line on stderr, wherever it lands (PNG previews, build steps)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from kitgen.maker.render.png import interrupts_deferred

from .helpers import names

# Ctrl-C arrives while cairo draws a preview: deliver SIGINT just before cairo runs.
CTRL_C_IN_CAIRO = """
import os, signal, sys
import kitgen.maker.render.png as png
real = png._svg2png()
def svg2png(**kwargs):
    os.kill(os.getpid(), signal.SIGINT)
    return real(**kwargs)
png._svg2png = lambda: svg2png
from kitgen.cli.app import run
sys.exit(run(sys.argv[1:]))
"""

ONE_LINE = "interrupted (Ctrl-C): stopped; no file was left half-written\n"


@pytest.mark.parametrize("command", [["tiles", "--preview"], ["build", "icecream"]])
def test_ctrl_c_exits_130_with_one_line(tmp_path: Path, command: list[str]) -> None:
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-c", CTRL_C_IN_CAIRO, *command, "--out", str(out)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stderr.splitlines()[-1:]) == (130, [ONE_LINE.strip()])
    assert "Traceback" not in done.stderr and "step" not in done.stderr
    if out.exists():
        assert not [n for n in names(out) if n.startswith(".")]  # no temporary file left


def test_an_interrupt_inside_a_deferred_block_is_raised_after_it() -> None:
    finished = []
    with pytest.raises(KeyboardInterrupt), interrupts_deferred():
        os.kill(os.getpid(), signal.SIGINT)
        finished.append(True)
    assert finished == [True]
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
