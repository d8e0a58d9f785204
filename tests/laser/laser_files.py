"""Every laser file the product makes: the laser steps of ``templates/build.toml``, run once."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from kitgen.cli.app import run
from kitgen.cli.build import load_steps


def laser_steps() -> list[list[str]]:
    """The build steps that write laser files (previews left out: they are PNG copies)."""
    return [
        [arg for arg in step if arg != "--preview"]
        for steps in load_steps().values()
        for step in steps
        if "--laser" in step or step[0] == "calibrate"
    ]


def run_json(args: list[str]) -> dict:
    """Run ``kitgen args... --json`` in-process; its JSON answer."""
    buffer = io.StringIO()
    with redirect_stdout(buffer):
        code = run([*args, "--json"])
    assert code == 0, args
    return json.loads(buffer.getvalue())


def build_laser_files(out: Path) -> list[dict]:
    """Run every laser step into ``out``; the ``--json`` file entries of the SVGs written."""
    files: list[dict] = []
    for step in laser_steps():
        data = run_json([*step, "--out", str(out)])
        files += [f for f in data["files"] if f["path"].endswith(".svg")]
    return files


@pytest.fixture(scope="session")
def laser_files(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    return build_laser_files(tmp_path_factory.mktemp("laser-files"))
