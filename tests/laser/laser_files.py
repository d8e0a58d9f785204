"""Every laser file the product makes: the laser steps of ``templates/build.toml``, as the
test run's one ``kitgen build all`` ran them."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest

from kitgen.api.build import Step, build_steps
from kitgen.cli.app import run


def laser_steps() -> list[Step]:
    """The build steps that write laser files."""
    return [
        step
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


@pytest.fixture(scope="session")
def laser_files(build_all) -> list[dict]:
    """The ``--json`` file entries of the SVGs the laser steps of ``kitgen build all`` wrote
    (the build run once: ``tests/build_all.py``)."""
    laser = laser_steps()
    return [
        f
        for step, made in build_all.steps
        if step in laser
        for f in made.as_json()["files"]
        if f["path"].endswith(".svg")
    ]
