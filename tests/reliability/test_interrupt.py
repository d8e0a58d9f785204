"""Ctrl-C: exit 130 with one line on stderr, wherever it lands (PNG previews, build steps)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import kitgen as kitgen_package
from kitgen.cli import entry, exits
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
    (last,) = done.stderr.splitlines()[-1:]
    # what was made whole before cairo was interrupted (the PDFs before their previews) is
    # said to be: "2 files were written all the same (out/….pdf …)"
    made = re.fullmatch(
        r"interrupted \(Ctrl-C\): stopped; (\d+) files were written all the same \((.+) …\)", last
    )
    assert done.returncode == 130 and made is not None, last
    assert Path(made[2]).is_file() and made[2].endswith(".pdf")
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


def test_ctrl_c_in_the_first_moments_names_no_file_of_kitgen() -> None:
    """A Ctrl-C at a random moment of ``kitgen check``'s run (the first 0.4 s at most; on an
    idle machine the whole run is shorter, so the moments are drawn within the time one run
    takes here): never a traceback through kitgen's own files, its start-up imports included
    (#35). Python's own start-up (``site``) and its import system finding kitgen's first
    files are out of kitgen's reach. ``KITGEN_SIGINT_RUNS=200`` for the issue's count; 20
    here, seeded. On a busy machine more moments fall in Python's start-up, so the test
    draws until half the count has landed in kitgen (four times the count at most)."""
    import random
    import re
    import time

    package = str(Path(kitgen_package.__file__).resolve().parent)
    script = Path(sys.executable).with_name("kitgen")
    rng = random.Random(35)
    runs = int(os.environ.get("KITGEN_SIGINT_RUNS", "20"))
    started = time.perf_counter()
    subprocess.run([str(script), "check", "1+1=10"], capture_output=True, check=True)
    window = min(0.4, 0.9 * (time.perf_counter() - started))
    interrupted = tries = 0
    while (interrupted < runs // 2 and tries < 4 * runs) or tries < runs:
        tries += 1
        proc = subprocess.Popen(
            [str(script), "check", "1+1=10"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        time.sleep(rng.uniform(0, window))
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
        assert not re.search(r'File "' + re.escape(package), err), err
        if proc.returncode == 130:
            assert err.endswith(ONE_LINE) and err.count("\n") == 1, err
            interrupted += 1
    assert interrupted >= runs // 2  # enough landed in kitgen, not in Python's start-up


def test_a_ctrl_c_while_a_module_makes_its_classes_is_a_ctrl_c(kitgen, monkeypatch) -> None:
    """Python 3.11 wraps a ``KeyboardInterrupt`` that arrives during a field's
    ``__set_name__`` (a dataclass made while a command's module loads) in a ``RuntimeError``:
    found by the random-moment test above, a traceback through kitgen. It ends as any Ctrl-C;
    a ``RuntimeError`` of another cause is not taken for one."""
    from kitgen.cli import app

    class Field:
        def __set_name__(self, owner: type, name: str) -> None:
            raise KeyboardInterrupt

    def loading(argv: object) -> int:
        type("PlayersOptions", (), {"players": Field()})  # as a class statement makes it
        return 0

    monkeypatch.setattr(app, "_run", loading)
    result = kitgen("check", "1+1=10")
    assert (result.code, result.out) == (130, "")
    assert result.err == exits.ONE_LINE + "\n"

    def failing(argv: object) -> int:
        raise RuntimeError("another cause")

    monkeypatch.setattr(app, "_run", failing)
    with pytest.raises(RuntimeError, match="another cause"):
        app.run(["check", "1+1=10"])


def test_the_entry_point_s_own_line_is_the_one_line() -> None:
    """``kitgen.cli.entry`` writes the line itself when its first imports are interrupted."""
    import ast

    source = Path(entry.__file__).read_text(encoding="utf-8")
    written = [
        n.value for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.Constant) and isinstance(n.value, bytes)
    ]  # fmt: skip
    assert written == [ONE_LINE.encode()] and ONE_LINE.strip() == exits.ONE_LINE


# Ctrl-C arrives just after a file was written whole (the move is recorded).
CTRL_C_AFTER_WRITING = """
import contextlib, os, signal, sys
import kitgen.files.writing as writing
real = writing.atomic_writer
@contextlib.contextmanager
def writer(*args, **kwargs):
    with real(*args, **kwargs) as f:
        yield f
    os.kill(os.getpid(), signal.SIGINT)
writing.atomic_writer = writer
from kitgen.cli.app import run
sys.exit(run(sys.argv[1:]))
"""


def test_ctrl_c_after_the_move_was_recorded_says_so(tmp_path: Path, kitgen) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game, "--players", "Ann,Bob").code == 0
    done = subprocess.run(
        [sys.executable, "-c", CTRL_C_AFTER_WRITING, "game", "pass", str(game)],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert (done.returncode, done.stderr) == (
        130,
        f"interrupted (Ctrl-C): stopped; {game} was written all the same\n",
    )
    assert kitgen("game", "show", game, "--json").json()["to_play"] == "Bob"  # Ann passed
