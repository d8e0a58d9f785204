"""A premium layout reads the same wherever it comes from: a board spec (``board.toml``, for
the printed board and a new game) or the layout a game file records (for the referee).

Both readers take the same rules: a layout one accepts, the other accepts as the same board;
a layout one refuses, the other refuses with the same words about the same key.
"""

from __future__ import annotations

import copy
import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary.board import premiums_from_mapping, premiums_to_mapping
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.maker.specs.board import load_premium_board

SHIPPED = Path(__file__).parents[2] / "templates" / "binary" / "board.toml"
LAYOUT = tomllib.loads(SHIPPED.read_text(encoding="utf-8"))


def toml_text(layout: dict[str, Any]) -> str:
    """The layout as a board spec: JSON strings, numbers and lists are TOML too."""
    lines = [f"{key} = {json.dumps(value)}" for key, value in layout.items() if key != "premiums"]
    for code, entry in layout.get("premiums", {}).items():
        lines.append(f"[premiums.{json.dumps(code)}]")
        lines += [f"{key} = {json.dumps(value)}" for key, value in entry.items()]
    return "\n".join(lines) + "\n"


def _one_square(layout: dict[str, Any]) -> None:
    layout.update(size=True, centre="A1", rows=[".."])


def _kinds(count: int) -> Callable[[dict[str, Any]], None]:
    def change(layout: dict[str, Any]) -> None:
        for i in range(count - len(layout["premiums"])):
            layout["premiums"][f"K{i}"] = {"word": 2}

    return change


CHANGES: dict[str, Callable[[dict[str, Any]], None]] = {
    "as shipped": lambda layout: None,
    "size true": _one_square,
    "code ..": lambda layout: layout["premiums"].__setitem__("..", {"word": 2}),
    "code of 5": lambda layout: layout["premiums"].__setitem__("LONGER", {"word": 2}),
    "code with a space": lambda layout: layout["premiums"].__setitem__("T W", {"word": 2}),
    "21 kinds": _kinds(21),
    "20 kinds": _kinds(20),
    "empty name": lambda layout: layout["premiums"]["TW"].__setitem__("name", ""),
    "name with a control character": (
        lambda layout: layout["premiums"]["TW"].__setitem__("name", "triple\u0007 word")
    ),
    "name of 41": lambda layout: layout["premiums"]["TW"].__setitem__("name", "w" * 41),
    "colour red": lambda layout: layout["premiums"]["TW"].__setitem__("colour", "red"),
    "word 11": lambda layout: layout["premiums"]["TW"].__setitem__("word", 11),
    "letter true": lambda layout: layout["premiums"]["DL"].__setitem__("letter", True),
    "a row not text": lambda layout: layout["rows"].__setitem__(3, 5),
    "a row short": lambda layout: layout["rows"].__setitem__(3, ".. .."),
    "unknown code in a row": lambda layout: layout["rows"].__setitem__(
        0, "XX" + layout["rows"][0][2:]
    ),
    "centre off the board": lambda layout: layout.__setitem__("centre", "P8"),
    "centre z": lambda layout: layout.__setitem__("centre", "Z"),
    "size 16": lambda layout: layout.__setitem__("size", 16),
}


def read_spec(layout: dict[str, Any], tmp_path: Path) -> PremiumBoard | str:
    path = tmp_path / "board.toml"
    path.write_text(toml_text(layout), encoding="utf-8")
    try:
        return load_premium_board(path)
    except KitgenError as error:
        message = str(error)
        assert message.startswith(f"{path}: "), message
        return message.removeprefix(f"{path}: ")


def read_recorded(layout: dict[str, Any]) -> PremiumBoard | str:
    recorded = {key: value for key, value in layout.items() if key != "name"}
    try:
        return premiums_from_mapping(recorded)
    except KitgenError as error:
        message = str(error)
        assert message.startswith("board."), message
        return message.removeprefix("board.")


@pytest.mark.parametrize("change", CHANGES)
def test_a_spec_and_a_game_file_read_a_layout_alike(change: str, tmp_path: Path) -> None:
    layout = copy.deepcopy(LAYOUT)
    CHANGES[change](layout)
    assert read_spec(layout, tmp_path) == read_recorded(layout)


def test_the_shipped_board_reads_as_the_rules_say() -> None:
    board = load_premium_board()
    assert (board.size, board.centre) == (15, (7, 7))
    assert sorted(board.kinds) == ["**", "DL", "DW", "TL", "TW"]
    counts = {code: 0 for code in board.kinds}
    for premium in board.premiums.values():
        counts[premium.code] += 1
    assert counts == {"TW": 8, "DW": 16, "TL": 12, "DL": 24, "**": 1}


def test_a_recorded_layout_reads_back_as_the_same_board() -> None:
    board = load_premium_board()
    assert premiums_from_mapping(premiums_to_mapping(board)) == board
