"""Fuzzing every parser that reads a user's text or file.

Whatever comes in, kitgen answers or raises its own ``KitgenError`` — never another exception —
and the CLI exits 0, 1 or 2 only. Valid files are mutated at random places (a value replaced
by any JSON value, a key removed or added) so that the fuzzing reaches the checks deep inside
a file rather than stopping at the first line. Example counts are kept small enough for the
whole file to run in well under a minute within ``make test``.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitgen.cli.app import run
from kitgen.core.errors import KitgenError

#: Examples per test; set KITGEN_FUZZ_EXAMPLES=5000 for a long hunt.
EXAMPLES = int(os.environ.get("KITGEN_FUZZ_EXAMPLES", "120"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
FEW = settings(FUZZ, max_examples=max(1, EXAMPLES // 3))


def only_kitgen_errors(call, *args: Any, **kwargs: Any) -> None:
    """Call; a ``KitgenError`` is a fine answer, any other exception fails the test."""
    with contextlib.suppress(KitgenError):
        call(*args, **kwargs)


def cli(*argv: str) -> int:
    """Run the CLI in-process with its output thrown away; return the exit code."""
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return run(list(argv))


# -- text strategies --------------------------------------------------------------------------


#: Anything, weighted towards the characters each parser knows.
def mixed(known: str, max_size: int = 40) -> st.SearchStrategy[str]:
    return st.one_of(
        st.text(alphabet=st.sampled_from(known), max_size=max_size),
        st.text(max_size=max_size),
        st.text(alphabet=st.sampled_from(known + "\x00\x07\ufffe\u200b(["), max_size=max_size),
    )


BINARY = "01 +-−x×*/:÷=()ANDORXTNandorxt&|^~[]?.1010"
STAEDA = "0123456789AJQKTajqkt +-−–*/:x×÷() "
CARDS = "0123456789AJQKTSHDCshdc♠♥♦♣ ,;"
CODES = "0123456789²٣ ,redpinkbrownvanillachocolate-"
FEEDBACK = "0123456789²٣,bB.-xo "
MOVES = "ABCDEFGHIJKLMNO0123456789 .=+-×10[]?ANDORNOT"
NUMBERS = st.one_of(st.integers(-(10**25), 10**25), st.integers(-5, 40))

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | NUMBERS | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)


def places(data: Any, path: tuple = ()) -> list[tuple]:
    """Every path into nested lists and dicts."""
    found = [path]
    if isinstance(data, dict):
        for key, value in data.items():
            found += places(value, (*path, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            found += places(value, (*path, i))
    return found


@st.composite
def mutated(draw: st.DrawFn, original: Any) -> Any:
    """``original`` with one to three places replaced, removed or given an extra key."""
    data = copy.deepcopy(original)
    for _ in range(draw(st.integers(1, 3))):
        spots = places(data)
        path = draw(st.sampled_from(spots))
        if not path:
            data = draw(JSON_VALUES)
            continue
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        action = draw(st.sampled_from(["replace", "replace", "remove", "add"]))
        if action == "remove" and isinstance(parent, dict):
            del parent[path[-1]]
        elif action == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=8))] = draw(JSON_VALUES)
        else:
            parent[path[-1]] = draw(JSON_VALUES)
    return data


# -- expressions, cards, codes, moves ---------------------------------------------------------


@FUZZ
@given(text=mixed(BINARY, 60))
def test_binary_expressions(text: str) -> None:
    from kitgen.games.binary import judge

    only_kitgen_errors(judge, text)


@FUZZ
@given(text=mixed(STAEDA), hand=mixed(CARDS, 16), table=mixed(CARDS, 16))
def test_staeda_claims_and_cards(text: str, hand: str, table: str) -> None:
    from kitgen.games.staeda.cards import parse_cards
    from kitgen.games.staeda.claims import check_claim
    from kitgen.games.staeda.rules import Rules

    def claim() -> None:
        check_claim(text, 24, parse_cards(hand, "hand"), parse_cards(table, "table"), Rules())

    only_kitgen_errors(claim)


@FUZZ
@given(secret=mixed(CODES, 20), guess=mixed(CODES, 20), pegs=mixed(FEEDBACK, 12))
def test_icecream_codes_and_feedback(secret: str, guess: str, pegs: str) -> None:
    from kitgen.games.icecream.board import parse_row
    from kitgen.games.icecream.codes import check_code, parse_code
    from kitgen.games.icecream.feedback import parse_feedback, score
    from kitgen.games.icecream.rules import CodeRules, mode_rules

    def both() -> None:
        rules = CodeRules()
        a, b = parse_code(secret), parse_code(guess)
        if check_code(a, rules).ok and check_code(b, rules).ok:
            score(a, b, rules)

    only_kitgen_errors(both)
    for mode in ("easy", "medium", "hard"):
        only_kitgen_errors(parse_feedback, pegs, mode_rules(mode))
        only_kitgen_errors(parse_row, f"{guess}={pegs}", mode_rules(mode), 1)


@pytest.fixture(scope="module")
def game_record(tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("fuzz") / "g.json"
    assert cli("game", "new", str(path), "--players", "Ann,Bob") == 0
    assert cli("game", "play", str(path), "8H 1+1=10") == 0
    assert cli("game", "pass", str(path)) == 0
    return json.loads(path.read_text(encoding="utf-8"))


@FUZZ
@given(move=mixed(MOVES, 30), left=mixed(MOVES + ";=,", 30))
def test_game_moves_and_leftovers(game_record: dict, move: str, left: str) -> None:
    from kitgen.games.binary.game import Game, parse_leftover

    game = Game.from_mapping(game_record)
    only_kitgen_errors(game.judge_text, move)
    only_kitgen_errors(parse_leftover, left)


# -- files ------------------------------------------------------------------------------------


@FUZZ
@given(data=st.data())
def test_game_files(game_record: dict, data: st.DataObject) -> None:
    from kitgen.games.binary.game import Game

    only_kitgen_errors(Game.from_mapping, data.draw(mutated(game_record)))


@pytest.fixture(scope="module")
def match_record(tmp_path_factory) -> dict:
    path = tmp_path_factory.mktemp("fuzz") / "m.json"
    assert cli("code", "match", "new", str(path), "--players", "Ann,Bo", "--mode", "easy") == 0
    assert cli("code", "match", "round", str(path), "--cracked-on", "3") == 0
    assert cli("code", "match", "round", str(path), "--not-cracked") == 0
    return json.loads(path.read_text(encoding="utf-8"))


@FUZZ
@given(data=st.data())
def test_match_files(match_record: dict, data: st.DataObject) -> None:
    from kitgen.games.icecream.match import from_dict

    only_kitgen_errors(from_dict, data.draw(mutated(match_record)))


ROUND = {
    "target": 24,
    "table": "7 2 5",
    "whole_numbers": False,
    "players": {
        "Ann": {"hand": "3 A K", "points": 2, "claim": "K*2+A+3"},
        "Bob": {"hand": "4 6 8", "claim": "4*6"},
    },
}


@FEW
@given(data=st.data())
def test_staeda_round_files(tmp_path_factory, data: st.DataObject) -> None:
    path = tmp_path_factory.mktemp("round") / "round.json"
    path.write_text(json.dumps(data.draw(mutated(ROUND))), encoding="utf-8")
    assert cli("staeda", "round", str(path)) in (0, 1, 2)


TILES = json.loads(json.dumps(__import__("tomllib").loads(
    (Path(__file__).parents[2] / "templates" / "binary" / "tiles.toml").read_text("utf-8")
)))  # fmt: skip
ICECREAM = __import__("tomllib").loads(
    (Path(__file__).parents[2] / "templates" / "icecream" / "kit.toml").read_text("utf-8")
)
BOARD = __import__("tomllib").loads(
    (Path(__file__).parents[2] / "templates" / "binary" / "board.toml").read_text("utf-8")
)


@FUZZ
@given(data=st.data())
def test_kit_specs(data: st.DataObject) -> None:
    from kitgen.maker.specs.icecream import IcecreamSpec
    from kitgen.maker.specs.spec import parse_spec
    from kitgen.maker.specs.tiles import TileSpec

    only_kitgen_errors(parse_spec, TileSpec, data.draw(mutated(TILES)), "tiles.toml")
    only_kitgen_errors(parse_spec, IcecreamSpec, data.draw(mutated(ICECREAM)), "kit.toml")


@FUZZ
@given(data=st.data())
def test_board_specs(tmp_path_factory, data: st.DataObject) -> None:
    from kitgen.maker.specs.board import load_premium_board

    board = data.draw(mutated(BOARD))
    if not isinstance(board, dict):
        board = {"name": board}
    path = tmp_path_factory.mktemp("board") / "board.toml"
    path.write_text(toml_text(board), encoding="utf-8")
    only_kitgen_errors(load_premium_board, path)


def toml_text(data: dict) -> str:
    """A small TOML writer for the fuzzed tables (inline tables; no nulls in TOML)."""

    def value(v: Any) -> str:
        if v is None:
            return '""'
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, int | float):
            return repr(v) if v == v and v not in (float("inf"), float("-inf")) else "nan"
        if isinstance(v, str):
            return json.dumps(v)
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return "{" + ", ".join(f"{json.dumps(str(k))} = {value(x)}" for k, x in v.items()) + "}"

    return "".join(f"{json.dumps(str(k))} = {value(v)}\n" for k, v in data.items())


@FUZZ
@given(text=st.text(max_size=200))
def test_any_text_as_a_toml_or_json_file(tmp_path_factory, text: str) -> None:
    from kitgen.files import read_json_file, read_toml_file

    path = tmp_path_factory.mktemp("text") / "file"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    only_kitgen_errors(read_toml_file, path, "spec file")
    only_kitgen_errors(read_json_file, path, "game file")


# -- the command line: exit codes 0, 1, 2 only ------------------------------------------------


@FEW
@given(
    command=st.sampled_from(
        [
            ["check"],
            ["staeda", "check", "--target", "24", "--hand", "3 A K", "--table", "7 2 5"],
            ["code", "feedback", "1234"],
            ["code", "validate"],
            ["staeda", "targets"],
        ]
    ),
    text=mixed(BINARY + STAEDA + CODES, 30),
)
def test_referee_commands_exit_0_1_or_2(command: list[str], text: str) -> None:
    assert cli(*command, "--", text) in (0, 1, 2)
