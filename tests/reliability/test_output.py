"""Standard output that fails (a full disk: ``/dev/full``), and Ctrl-C while kitgen starts.

A failing stdout is an error said on stderr (exit 2), and it says whether the command's
change was made; Ctrl-C at any moment from kitgen's first line ends with exit 130 and one
line, never a traceback.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .helpers import kitgen_args

FULL = Path("/dev/full")
ONE_LINE = "interrupted (Ctrl-C): stopped; no file was left half-written"

needs_full = pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full")


def _to_full(*args: object) -> subprocess.CompletedProcess[str]:
    with FULL.open("w") as full:
        return subprocess.run(
            kitgen_args(*args), stdout=full, stderr=subprocess.PIPE, text=True, timeout=120,
            check=False,
        )  # fmt: skip


@needs_full
@pytest.mark.parametrize("args", [["check", "1+1=10"], ["check", "--json", "1=1"]])
def test_an_answer_to_a_full_disk_is_an_error_that_changed_nothing(args: list[str]) -> None:
    done = _to_full(*args)
    assert done.returncode == 2
    assert done.stderr.splitlines() == [
        "error: cannot print the answer: standard output failed (No space left on device) — "
        "nothing was changed; print to a terminal or a file on a disk with room"
    ]


@needs_full
def test_a_pass_whose_answer_cannot_be_printed_is_recorded_and_says_so(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    subprocess.run(kitgen_args("game", "new", game), check=True, capture_output=True)
    done = _to_full("game", "pass", game)
    assert done.returncode == 2
    assert f"{game} was written all the same" in done.stderr
    assert "Traceback" not in done.stderr
    entries = json.loads(game.read_text(encoding="utf-8"))["moves"]
    assert [("pass" in e, e["player"]) for e in entries] == [(True, "Player 1")]  # recorded


@needs_full
def test_a_kit_command_to_a_full_stdout_names_its_files(tmp_path: Path) -> None:
    done = _to_full("tiles", "--out", tmp_path, "--json")
    assert done.returncode == 2
    assert "2 files were written all the same" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "binary-count-sheet-a4.pdf",
        "binary-tiles-a4.pdf",
    ]


# Ctrl-C while the command line loads: raise it inside the import of typer, kitgen's
# slowest import, exactly as a signal arriving then would.
CTRL_C_WHILE_LOADING = """
import builtins, os, signal, sys
real = builtins.__import__
def importing(name, *args, **kwargs):
    if name == "typer":
        os.kill(os.getpid(), signal.SIGINT)
    return real(name, *args, **kwargs)
builtins.__import__ = importing
sys.argv = ["kitgen", "check", "1=1"]
from kitgen.cli.entry import main
main()
"""


def test_ctrl_c_while_the_command_line_loads_exits_130_with_one_line() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CTRL_C_WHILE_LOADING], capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stdout, done.stderr) == (130, "", ONE_LINE + "\n")


# Ctrl-C just after the answer is printed, while Python shuts down: the answer stands.
CTRL_C_AFTER_THE_ANSWER = """
import os, signal, sys
import kitgen.cli.app as app
real = app.main
def main():
    code = real()
    os.kill(os.getpid(), signal.SIGINT)
    return code
app.main = main
sys.argv = ["kitgen", "check", "1=1"]
from kitgen.cli.entry import main as entry
entry()
"""


def test_ctrl_c_after_the_answer_changes_nothing() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CTRL_C_AFTER_THE_ANSWER], capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0
    assert done.stdout.startswith("Correct: 1=1") and done.stderr == ""
