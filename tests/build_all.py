"""``kitgen build all``, run once for the whole test run (the ``build_all`` fixture of
``tests/conftest.py``), with what each of its steps made.

The print checks (``tests/print/test_build.py``) read the build's files and its ``--json``
answer; the laser checks (``tests/laser``) its laser SVGs; the 3D checks (``tests/print3d``)
its plates. Every one of those was a step of the build run again by the tests that read it
(the laser steps once in each module that read them): the same command with the same
options, writing the same bytes, which the golden manifest of the build pins. The modules
that read the build run in one test process (``ONE_PROCESS`` in ``tests/conftest.py``), so
it is built once a run.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from kitgen.api.build import Step
from kitgen.maker.output import Made


@dataclass(frozen=True)
class BuildAll:
    """The ``--json`` answer of ``kitgen build all --out OUT``, OUT, and each step it ran
    with what the step made (its ``kitgen.make`` answer), in order."""

    answer: dict[str, Any]
    out: Path
    steps: tuple[tuple[Step, Made], ...]

    def made(self, kit: str, command: str, **options: Any) -> Made:
        """What the step of ``kit`` that is ``command`` with exactly ``options`` (the
        names of the Python API, as ``templates/build.toml`` writes them) made, its preview
        PNGs left out: the files are the step's plates or sheets, as a test reading them
        gets from ``kitgen.make`` without ``preview`` (the previews are
        ``tests/laser/test_png_previews.py``'s)."""
        found = [
            made
            for step, made in self.steps
            if (step.kit, step.command, dict(step.options)) == (kit, command, options)
        ]
        assert len(found) == 1, (kit, command, options, "is not one step of build all")
        (made,) = found
        return replace(made, files=tuple(f for f in made.files if f.kind != "preview"))


def build_all(out: Path) -> BuildAll:
    """Run ``kitgen build all --out OUT --json`` through the command line in-process,
    keeping what each step made on the way (``kitgen.api.build.run_step`` watched, not
    changed)."""
    import kitgen.api.build
    from kitgen.cli.app import run

    steps: list[tuple[Step, Made]] = []
    run_step = kitgen.api.build.run_step

    def watched(step: Step, out: str | Path = "output") -> Made:
        made = run_step(step, out)
        steps.append((step, made))
        return made

    buffer = io.StringIO()
    with pytest.MonkeyPatch.context() as patch, redirect_stdout(buffer):
        patch.setattr(kitgen.api.build, "run_step", watched)
        code = run(["build", "all", "--out", str(out), "--json"])
    assert code == 0
    return BuildAll(json.loads(buffer.getvalue()), out, tuple(steps))
