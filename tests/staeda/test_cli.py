"""``kitgen staeda``: text, --json shapes, exit codes 0 / 1 / 2."""

import json
import subprocess
import sys

import pytest

from kitgen.cli.app import run


def call(capsys, *args: str) -> tuple[int, str, str]:
    code = run(["staeda", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_targets_json(capsys) -> None:
    code, out, _ = call(capsys, "targets", "3", "4", "5", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["targets"] == [17, 19, 23, 27, 32, 35]
    assert data["ways"]["35"] == "(3+4)×5"
    assert data["ok"] is True and data["declared"] is None
    code, out, _ = call(capsys, "targets", "3", "4", "5", "--is", "24", "--json")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False and data["declared"] == 24
    assert data["reason"].startswith("24 is not allowed from 3 4 5")


def test_targets_is(capsys) -> None:
    assert call(capsys, "targets", "A,2,3", "--is", "55")[0] == 0
    code, out, _ = call(capsys, "targets", "A", "2", "3", "--is", "56")
    assert code == 1 and "56 is not allowed" in out


def test_targets_needs_three_cards(capsys) -> None:
    code, _, err = call(capsys, "targets", "3", "4")
    assert code == 2 and "exactly three cards" in err


def test_check_valid_json(capsys) -> None:
    code, out, _ = call(
        capsys,
        "check",
        "--target",
        "24",
        "--hand",
        "3 A K",
        "--table",
        "7 2 5",
        "K*2+A+3",
        "--json",
    )
    data = json.loads(out)
    assert code == 0
    assert list(data)[:2] == ["ok", "reason"]
    assert data == data | {
        "ok": True,
        "value": "24",
        "operations": 3,
        "cards_used": 4,
        "reason": None,
    }


def test_check_fraction_value_and_whole_numbers(capsys) -> None:
    args = ["check", "--target", "24", "--hand", "7 2 5", "--table", "3 4 6", "7/2", "--json"]
    code, out, _ = call(capsys, *args)
    assert code == 1 and json.loads(out)["value"] == "7/2"
    code, out, _ = call(capsys, *args, "--whole-numbers")
    data = json.loads(out)
    assert code == 1 and "not a whole number" in data["reason"]


def test_check_rules_file(capsys, tmp_path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text("whole_numbers = true\n")
    args = ["check", "--target", "24", "--hand", "3 9 2", "--table", "6 5 5", "(3-9)*(2-6)"]
    assert call(capsys, *args)[0] == 0
    assert call(capsys, *args, "--rules", str(rules))[0] == 1
    assert call(capsys, *args, "--rules", str(rules), "--fractions")[0] == 0


def test_check_bad_input_exits_2(capsys) -> None:
    code, _, err = call(capsys, "check", "--target", "24", "--hand", "3 Z", "--table", "", "3+4")
    assert code == 2 and "'Z' is not a card" in err
    code, _, err = call(capsys, "check", "--target", "24", "--hand", "3 4", "--table", "", "3+")
    assert code == 2 and "ends too soon" in err


def test_solve_json(capsys) -> None:
    code, out, _ = call(capsys, "solve", "--target", "9", "--hand", "A 2", "--table", "3", "--json")
    data = json.loads(out)
    # A 2 3 → 9: (1 + 2) × 3 (2 operations) and 11 − 2: two distinct stæður
    assert code == 0
    assert data == data | {"ok": True, "operations": 2, "closest": "9", "count": 2}
    assert data["best"] == "(2 + 1) × 3"


def test_solve_unsolvable(capsys) -> None:
    code, out, _ = call(capsys, "solve", "--target", "7", "--hand", "K Q", "--table", "J", "--json")
    data = json.loads(out)
    # 10 − 10 ÷ 10 = 9 is nearest (2 away)
    assert code == 1
    assert data == data | {"ok": False, "best": None, "closest": "9", "count": 0}


def test_round_flags(capsys) -> None:
    code, out, _ = call(
        capsys,
        "round",
        "--target",
        "24",
        "--table",
        "7 2 5",
        "--hand",
        "Ann=3 A K",
        "--hand",
        "Bob=4 4 9",
        "--claim",
        "Ann: K*2+A+3",
        "--claim",
        "Bob: 4*5+4",
        "--points",
        "Ann=3",
        "--json",
    )
    data = json.loads(out)
    # Ann 3 operations beats Bob's 2; Ann scores her 4 cards: 3 + 4 = 7
    assert code == 0 and data["winners"] == ["Ann"]
    assert data["players"] == [{"name": "Ann", "points": 7}, {"name": "Bob", "points": 0}]
    assert data["scored"] == [{"name": "Ann", "points": 4}, {"name": "Bob", "points": 0}]
    assert [(c["name"], c["ok"], c["operations"]) for c in data["claims"]] == [
        ("Ann", True, 3),
        ("Bob", True, 2),
    ]


def test_round_file(capsys, tmp_path) -> None:
    f = tmp_path / "round.toml"
    f.write_text(
        'target = 24\ntable = "7 2 5"\n'
        '[players.Ann]\nhand = "9 3 3"\nclaim = "9+7+5"\npoints = 1\n'
        '[players.Bob]\nhand = "4 4 8"\nclaim = "4*5+7"\n'
    )
    code, out, _ = call(capsys, "round", str(f))
    # both 3 away with 2 operations; Bob has fewer points (0 < 1) and scores 3
    assert code == 0 and "winner: Bob" in out
    j = tmp_path / "round.json"
    j.write_text(
        json.dumps(
            {"target": 24, "table": "7 2 5", "players": {"Ann": {"hand": "9 3 3", "claim": "9/0"}}}
        )
    )
    code, out, _ = call(capsys, "round", str(j))
    assert code == 1 and "nobody wins" in out


def test_round_bad_file(capsys, tmp_path) -> None:
    f = tmp_path / "round.toml"
    f.write_text("target = \n")
    code, _, err = call(capsys, "round", str(f))
    assert code == 2 and "is not valid TOML: Invalid value at line 1, column 10" in err


def test_over_json(capsys) -> None:
    code, out, _ = call(capsys, "over", "--target", "35", "--target-cards", "3 4 5", "--json")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False and data["in_play"] == 49
    assert sorted(data["cards"]) == ["5", "7"]


@pytest.mark.parametrize("cmd", ["targets", "check", "solve", "round", "over"])
def test_help(capsys, cmd) -> None:
    code, out, _ = call(capsys, cmd, "--help")
    assert code == 0 and "--whole-numbers" in out


def test_referee_path_imports_stay_light() -> None:
    # (pydantic is not checked: typer >= 0.29 itself imports it to coerce parameters)
    code = (
        "import sys; from kitgen.cli.app import run; "
        "run(['staeda', 'check', '--target', '7', '--hand', '3 4', '--table', '', '3+4']); "
        "heavy = [m for m in ('reportlab', 'cairosvg', 'fontTools', 'numpy') "
        "if m in sys.modules]; print(heavy)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip().endswith("[]")


@pytest.mark.parametrize(
    ("args", "what"),
    [
        (["solve", "--target", "24", "--hand", "A 2 3 4", "--table", "5"], "hand: 4 cards"),
        (["solve", "--target", "24", "--hand", "A", "--table", "2 3 4 5 6"], "table: 5 cards"),
        (["check", "2+3", "--target", "5", "--hand", "2 3 4 5", "--table", ""], "hand: 4 cards"),
        (["check", "2+3", "--target", "5", "--hand", "2", "--table", "3 4 5 6"], "table: 4"),
        (["round", "--target", "7", "--table", "", "--hand", "Ann=3 4 5 6"], "Ann's hand: 4"),
        (["round", "--target", "7", "--table", "2 3 5 6", "--hand", "Ann=4"], "table: 4"),
    ],
)
def test_hand_and_table_hold_at_most_three_cards(capsys, args: list[str], what: str) -> None:
    # the rules deal three cards to each hand and three to the table (a swap keeps both)
    code, out, err = call(capsys, *args)
    assert code == 2 and out == ""
    assert err.startswith(f"error: {what}") and "give at most 3" in err
    code, out, _ = call(capsys, *args, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == 2


def test_solver_library_refuses_seven_cards() -> None:
    from kitgen.core.errors import KitgenError
    from kitgen.games.staeda.solver import solve

    with pytest.raises(KitgenError, match="7 cards to solve with — a stæða uses at most 6"):
        solve(24, (1, 2, 3, 4, 5, 6, 7), whole=False)


@pytest.mark.parametrize("budget", [1, 400])
def test_count_stopped_at_its_limit_says_at_least(capsys, monkeypatch, budget: int) -> None:
    # A 2 3 5 7 K make 35 in 2,315 distinct ways (README); with the work limit lowered the
    # count stops early, says so, and is never "at least 0" under the stæða it printed
    from kitgen.games.staeda import solver

    monkeypatch.setattr(solver, "COUNT_BUDGET", budget)
    args = ["solve", "--target", "35", "--hand", "A 2 3", "--table", "5 7 K"]
    code, out, _ = call(capsys, *args)
    line = out.splitlines()[-1]
    assert code == 0 and out.splitlines()[1].startswith("best: ")
    assert line.startswith("distinct stæður: at least ")
    assert line.endswith(" (the count stopped at its work limit)")
    shown = int(line.split("at least ")[1].split(" ")[0].replace(",", ""))
    assert 1 <= shown < 2315
    code, out, _ = call(capsys, *args, "--json")
    data = json.loads(out)
    assert data["count_exact"] is False and data["count"] == shown
