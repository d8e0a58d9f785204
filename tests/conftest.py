"""Shared test helpers: run the CLI in-process and read what it printed."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from kitgen.cli.app import run


def pytest_configure(config: pytest.Config) -> None:
    """Every SVG the tests produce goes through svgwrite's validator (its debug mode)."""
    import kitgen.render.svg

    kitgen.render.svg.VALIDATE = True


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> dict:
        return json.loads(self.out)


@pytest.fixture
def kitgen(capsys: pytest.CaptureFixture[str]):
    """Call as ``kitgen("tiles", "--json")``: runs the CLI, returns code, stdout, stderr."""

    def call(*args: str) -> Result:
        capsys.readouterr()
        code = run([str(a) for a in args])
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return call
