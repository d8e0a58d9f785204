"""The --help examples run as written: each one that needs no earlier file ends 0 or 1.

Kit commands get ``--out`` into a temporary folder added; the examples that continue a game,
a match or a round file made by another example, and the slow whole-kit ones (tiles, boards,
build) are left to ``test_cli_vocabulary``, which checks that they parse.
"""

from __future__ import annotations

import shlex

import pytest

from kitgen.core.examples import command_examples
from tests.lab.conftest import small_spec_text

EXAMPLES = command_examples()  # the shared commands' and the shipped games'

#: Commands whose examples write files into --out.
KIT = ("tokens", "cards ", "calibrate ")
#: Commands that read a file an earlier example wrote, or take long, or run until stopped
#: (serve: tests/web runs it): not run here.
SKIP = ("tiles", "board ", "build", "game ", "code match ", "lab ", "serve", "tournament ")

RUNNABLE = [
    (path, line)
    for path, lines in sorted(EXAMPLES.items())
    for line in lines
    if not path.startswith(SKIP)
]


@pytest.mark.parametrize(("path", "line"), RUNNABLE)
def test_example_runs_as_written(kitgen, tmp_path, monkeypatch, path, line) -> None:
    monkeypatch.chdir(tmp_path)  # kitgen templates copy writes into the current folder
    args = shlex.split(line)[1:]
    if path.startswith(KIT):
        args += ["--out", str(tmp_path)]
    result = kitgen(*args)
    assert result.code in (0, 1), f"{line}\n{result.err or result.out}"
    assert "error:" not in result.err


def _game_examples(path: str) -> list[list[str]]:
    return [shlex.split(line)[1:] for line in EXAMPLES[path]]


@pytest.mark.parametrize(
    "path", ["game play", "game score", "game show", "game undo", "game pass", "game end"]
)
def test_game_examples_run_in_the_game_the_earlier_examples_made(
    kitgen, tmp_path, monkeypatch, path
) -> None:
    """`game new` then both `game play` examples, as the help shows them; then each example of
    ``path`` in turn, as typed, on that game (a fresh copy for each). `game end`'s examples
    end a game whose bag is empty, as a player goes out only then: its tile set holds the 8
    tiles the two moves lay (1+1=10, 1=) and the 3 left on Ann's rack (1, 0, a blank)."""
    monkeypatch.chdir(tmp_path)
    made = [_game_examples("game new")[0], *_game_examples("game play")]
    if path == "game end":
        spec = tmp_path / "eleven.toml"
        spec.write_text(small_spec_text({"0": 2, "1": 5, "=": 2, "+": 1, "blank": 1}), "utf-8")
        made[0] = [*made[0], "--spec", str(spec)]
    for args in made:
        assert kitgen(*args).code == 0, args
    played = (tmp_path / "night.json").read_bytes()
    for args in _game_examples(path):
        (tmp_path / "night.json").write_bytes(played)
        result = kitgen(*args)
        assert result.code in (0, 1), f"{args}\n{result.err}"


def test_match_examples_run_in_order_on_the_match_the_first_one_made(
    kitgen, tmp_path, monkeypatch
) -> None:
    """`code match new` (its first example), then every `round` and `show` example as typed:
    each is accepted (exit 0), so the help's `--guesser` names the right player."""
    monkeypatch.chdir(tmp_path)
    lines = [
        EXAMPLES["code match new"][0],
        *EXAMPLES["code match round"],
        *EXAMPLES["code match show"],
    ]
    for line in lines:
        result = kitgen(*shlex.split(line)[1:])
        assert result.code == 0, f"{line}\n{result.out}{result.err}"


def test_tournament_examples_run_in_order_on_the_tournament_the_first_one_made(
    kitgen, tmp_path, monkeypatch
) -> None:
    """`tournament new` (its first example), then every `round` and `show` example as typed."""
    monkeypatch.chdir(tmp_path)
    lines = [
        EXAMPLES["tournament new"][0],
        *EXAMPLES["tournament round"],
        *EXAMPLES["tournament show"],
    ]
    for line in lines:
        result = kitgen(*shlex.split(line)[1:])
        assert result.code == 0, f"{line}\n{result.out}{result.err}"
    assert (tmp_path / "wall.pdf").exists()
