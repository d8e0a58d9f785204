"""Hostile environments and names: completion variables, HOME, schema names, long file names.

Each must end with one ``error:`` line and exit 2 (never a traceback), or work. What the
environment of a process changes runs in a kitgen process; schema and file names run in
this one, through the CLI's runner.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from .helpers import kitgen_args


def _run(*args: object, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {k: v for k, v in os.environ.items() if not k.startswith(("COMP_", "_KITGEN"))}
    full.update(env or {})
    return subprocess.run(
        kitgen_args(*args), capture_output=True, text=True, timeout=120, env=full, check=False
    )


def _one_error(done: Any, *needles: str) -> None:
    """One ``error:`` line holding ``needles``, exit 2: of a kitgen process
    (``subprocess.CompletedProcess``) or of one run in this one (the ``kitgen`` fixture)."""
    code, err = (done.returncode, done.stderr) if hasattr(done, "stderr") else (done.code, done.err)
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    for needle in needles:
        assert needle in lines[0]


@pytest.mark.parametrize(
    ("env", "needle"),
    [
        ({"_KITGEN_COMPLETE": "complete_bash"}, "no COMP_WORDS"),
        ({"_KITGEN_COMPLETE": "complete_bash", "COMP_WORDS": "kitgen ch"}, "no COMP_CWORD"),
        (
            {"_KITGEN_COMPLETE": "complete_bash", "COMP_WORDS": "kitgen", "COMP_CWORD": "x"},
            "COMP_CWORD='x'",
        ),
        ({"_KITGEN_COMPLETE": "complete_zsh"}, "no _TYPER_COMPLETE_ARGS"),
    ],
)
def test_a_broken_completion_request_is_one_error(env: dict[str, str], needle: str) -> None:
    _one_error(_run(env=env), needle)


def test_a_good_completion_request_completes() -> None:
    env = {"_KITGEN_COMPLETE": "complete_bash", "COMP_WORDS": "kitgen ch", "COMP_CWORD": "1"}
    done = _run(env=env)
    assert (done.returncode, done.stdout.split()) == (0, ["check"])


@pytest.mark.parametrize("home", ["", "file"])
def test_install_completion_needs_a_home_folder(tmp_path: Path, home: str) -> None:
    if home == "file":
        home = str(tmp_path / "not-a-folder")
        Path(home).write_text("x", encoding="utf-8")
    done = _run("--install-completion", "bash", env={"HOME": home, "SHELL": "/bin/bash"})
    _one_error(done, "not a folder", "--show-completion")


def test_install_completion_where_its_folder_is_a_file(tmp_path: Path) -> None:
    (tmp_path / ".bash_completions").write_text("mine", encoding="utf-8")
    # the shell from the command line, as tests/test_completion.py takes it (Typer's own
    # detection reads the process tree, which differs from run to run of the suite)
    env = {"HOME": str(tmp_path), "SHELL": "/bin/bash",
           "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}  # fmt: skip
    done = _run("--install-completion", "bash", env=env)
    _one_error(done, ".bash_completions")
    assert (tmp_path / ".bash_completions").read_text(encoding="utf-8") == "mine"


@pytest.mark.parametrize(
    "name",
    [
        "../../etc/passwd",
        "../schemas/check",
        "check.json",
        "x" * 5000,
        "/" + "a/" * 2000 + "b",
    ],
)
def test_a_schema_is_named_not_a_path(kitgen, name: str) -> None:
    done = kitgen("schema", name)
    _one_error(done, "unknown command", "choose one of: check,")
    assert done.out == ""
    assert len(done.err) < 2000


def test_a_schema_with_a_typo_gets_a_did_you_mean(kitgen) -> None:
    _one_error(kitgen("schema", "gme", "play"), "(did you mean 'game play'?)")


def test_a_game_file_name_at_the_file_system_limit_is_written(kitgen, tmp_path: Path) -> None:
    """A 250-byte name is legal; its temporary file must not be too long to create."""
    for length in (241, 250, 255):
        game = tmp_path / ("g" * (length - 5) + ".json")
        done = kitgen("game", "new", game)
        assert done.code == 0, done.err
        assert game.is_file()
        assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]
        done = kitgen("game", "pass", game)
        assert done.code == 0, done.err


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["tiles"], "error: the current folder no longer exists (deleted or moved) — change to a "
         "folder that exists, then run it again\n"),
        (["game", "new", "g.json"], "error: cannot write g.json: the current folder no longer "
         "exists (it was deleted or moved; change to one that does) — nothing was written"),
        (["tiles", "--lang", "nl"], "error: de huidige map bestaat niet meer"),
    ],
)  # fmt: skip
def test_a_current_folder_deleted_since_is_named(tmp_path: Path, args, needle: str) -> None:
    """Run in a folder deleted since (a shell left in it): ``kitgen tiles`` said "cannot use:
    No such file or directory" (no name at all), ``game new g.json`` "No such file"."""
    gone = tmp_path / "gone"
    gone.mkdir()
    argv = kitgen_args(*args)
    code = (
        f"import os, sys; os.chdir({str(gone)!r}); os.rmdir({str(gone)!r}); "
        f"os.execv(sys.executable, {argv!r})"
    )
    done = subprocess.run(
        [argv[0], "-c", code], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 2 and done.stderr.startswith(needle), done.stderr
    assert done.stderr.count("\n") == 1 and done.stdout == ""
