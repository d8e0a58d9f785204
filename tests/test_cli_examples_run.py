"""The --help examples run as written: each one that needs no earlier file ends 0 or 1.

Kit commands get ``--out`` into a temporary folder added; the examples that continue a game,
a match or a round file made by another example, and the slow whole-kit ones (tiles, boards,
build) are left to ``test_cli_vocabulary``, which checks that they parse.
"""

from __future__ import annotations

import shlex

import pytest

from kitgen.cli.examples import EXAMPLES

#: Commands whose examples write files into --out.
KIT = ("tokens", "cards ", "calibrate ")
#: Commands that read a file an earlier example wrote, or take long: not run here.
SKIP = ("tiles", "board ", "build", "game ", "code match ")

RUNNABLE = [
    (path, line)
    for path, lines in sorted(EXAMPLES.items())
    for line in lines
    if not path.startswith(SKIP)
]


@pytest.mark.parametrize(("path", "line"), RUNNABLE)
def test_example_runs_as_written(kitgen, tmp_path, path, line) -> None:
    args = shlex.split(line)[1:]
    if path.startswith(KIT):
        args += ["--out", str(tmp_path)]
    result = kitgen(*args)
    assert result.code in (0, 1), f"{line}\n{result.err or result.out}"
    assert "error:" not in result.err
