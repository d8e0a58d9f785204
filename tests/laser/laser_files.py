"""Every laser file the product makes: the laser steps of ``templates/build.toml``, run once."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from kitgen.api.build import Step, build_steps
from kitgen.api.make import make
from kitgen.cli.app import run


def laser_steps() -> list[Step]:
    """The build steps that write laser files (previews left out: they are PNG copies)."""
    return [
        Step(step.command, {k: v for k, v in step.options.items() if k != "preview"})
        for step in build_steps("all")
        if step.options.get("laser") or step.command.startswith("calibrate")
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
        made = make(step.command, out, **step.options)
        files += [f for f in made.as_json()["files"] if f["path"].endswith(".svg")]
    return files


@pytest.fixture(scope="session")
def laser_files(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    return build_laser_files(tmp_path_factory.mktemp("laser-files"))
