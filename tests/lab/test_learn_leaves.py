"""``tools/learn_leaves.py``: the samples are the leaves kept and the next move's points, and
the fit finds values planted in made-up samples (worked out by hand, not by the fit)."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from kitgen.games.binary.bot import LeaveValues
from kitgen.simulation.binary import Record

TOOL = Path(__file__).resolve().parents[2] / "tools" / "learn_leaves.py"


@pytest.fixture(scope="module")
def tool():
    spec = importlib.util.spec_from_file_location("learn_leaves", TOOL)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def turn(player: str, points: int | None, kept: list[str], bag: int) -> dict:
    if points is None:
        return {"player": player, "pass": True, "rack": kept, "bag": bag}
    return {"player": player, "move": "8H 1=1", "points": points, "rack": [], "bag": bag,
            "kept": kept}  # fmt: skip


def test_samples_are_the_leave_and_the_same_players_next_move(tool) -> None:
    turns = (
        turn("A", 30, ["1", "?"], 20),  # A's next move: 12
        turn("B", 40, ["="], 14),  # B's next turn is a pass: 0
        turn("A", 12, ["0"], 8),  # A's next move: 5
        turn("B", None, ["=", "="], 8),
        turn("A", 5, [], 0),  # bag empty: no sample
    )
    record = Record(0, ("greedy", "greedy"), turns, None, (47, 40), 0, ("A", "B"))
    found = tool.samples([record])
    assert [(dict(kept), points) for kept, points, _controls, _game in found] == [
        ({"1": 1, "blank": 1}, 12),
        ({"=": 1}, 0),
        ({"0": 1}, 5),
    ]
    # the controls: the move's own points / 50, bag / 50, bag < 9, bag < 18, turn / 10
    assert found[2][2] == (12 / 50, 8 / 50, 1.0, 1.0, 2 / 10)
    assert found[0][2] == (30 / 50, 20 / 50, 0.0, 0.0, 0.0)


def test_the_fit_finds_values_planted_in_the_samples(tool) -> None:
    """Next points = 20 + 6 for a kept 1, −15 more for a second =, +4 for a blank, plus
    3 × bag / 50: with no ridge the fit gives back exactly those steps."""
    data = []
    leaves = [
        Counter(), Counter({"1": 1}), Counter({"=": 1}), Counter({"=": 2}), Counter({"blank": 1}),
        Counter({"1": 1, "=": 2}), Counter({"=": 2, "blank": 1}), Counter({"1": 2, "=": 1}),
    ]  # fmt: skip
    for game, bag in enumerate((10, 30, 50, 70)):
        for kept in leaves:
            points = 20 + 6 * (kept["1"] >= 1) - 15 * (kept["="] >= 2) + 4 * (kept["blank"] >= 1)
            controls = (0.5, bag / 50, float(bag < 9), float(bag < 18), game / 10)
            data.append((kept, points + 3 * bag / 50, controls, game))
    values, r2, _constant, _weights = tool.fit(data, 1e-9)
    assert values["1"][1:3] == [600, 600]
    assert values["="][1:3] == [0, -1500]
    assert values["blank"][1] == 400
    assert r2 == pytest.approx(1.0)
    # and the values make a file the bot reads
    table = LeaveValues(values, {"how": "test"})
    again = LeaveValues.from_mapping(json.loads(json.dumps(table.to_mapping())))
    assert again.value(Counter({"1": 1, "=": 2})) == 600 - 1500


def test_the_held_out_check_sees_what_the_leave_adds(tool) -> None:
    """Next points = 20 + 6 for a kept 1, −15 for a second =: on games left out the fit
    with the leave predicts them exactly (R² 1), the controls alone cannot (the leaves are
    the same in every game, so the controls explain nothing: R² at most 0)."""
    leaves = [Counter(), Counter({"1": 1}), Counter({"=": 2}), Counter({"1": 1, "=": 2})]
    data = []
    for game in range(10):
        for kept in leaves:
            points = 20 + 6 * (kept["1"] >= 1) - 15 * (kept["="] >= 2)
            data.append((kept, points, (0.5, 0.2, 0.0, 0.0, game / 10), game))
    assert tool.cross_validated(data, 1e-9) == pytest.approx(1.0)
    assert tool.cross_validated(data, 1e-9, leave=False) <= 1e-9
