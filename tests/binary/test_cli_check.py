"""`kitgen check`: output, exit codes, --json, --explain, switches."""

import json
from pathlib import Path

import pytest

from kitgen.cli.app import run
from tests.fresh import fresh_python


def check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = run(["check", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_correct(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "11x11=1001")
    assert code == 0
    assert out.splitlines() == [
        "Correct: 11x11=1001",
        "11 × 11 is 1001 (3 × 3 = 9). Both sides are 1001, so it is correct.",
        "Value: 1001 (9 in decimal). Bonus: 1000 = 8 points.",
    ]


def test_wrong_with_caret(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "100 AND 1 = 101")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == "Not correct: 100 AND 1 = 101"
    # the caret sits under AND (characters 4-6 of the expression)
    assert lines[1] == " " * len("Not correct: 100 ") + "^^^"
    assert lines[2] == "100 AND 1 is 0, not 101 (4 AND 1 = 0, not 5) — did you mean OR?"


def test_unquoted_words_are_joined(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "100", "OR", "1", "=", "101")
    assert code == 0 and out.startswith("Correct: 100 OR 1 = 101")


def test_json_correct(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "--json", "1000×11=11000")
    data = json.loads(out)
    assert code == 0
    assert list(data)[:2] == ["ok", "reason"]
    assert {k: data[k] for k in ("ok", "value", "points", "reason")} == {
        "ok": True,
        "value": "11000",
        "points": 16,
        "reason": None,
    }


def test_json_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "1001×11=11000", "--json")
    data = json.loads(out)
    assert code == 1
    assert data["ok"] is False and data["value"] is None and data["points"] == 0
    assert data["reason"].startswith("1001 × 11 is 11011, not 11000")


def test_json_fraction_value(capsys: pytest.CaptureFixture[str]) -> None:
    # 1 ÷ 11 = 1/3, written in binary as 1/11
    code, out, _err = check(capsys, "--json", "--fractions", "1÷11=1÷11")
    assert code == 0
    assert json.loads(out)["value"] == "1/11"


@pytest.mark.parametrize(
    ("expr", "words"),
    [("2", "'2' at position 1"), ("1+(1)=10", "'(' at position 3"), ("1@1", "'@'")],
)
def test_bad_character_exit_2(capsys: pytest.CaptureFixture[str], expr: str, words: str) -> None:
    code, out, err = check(capsys, expr)
    assert code == 2 and out == ""
    assert err.startswith("error: ") and words in err


def test_empty_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = check(capsys, "")
    assert code == 2 and "empty" in err


def test_unknown_option_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = check(capsys, "--bogus", "1=1")
    assert code == 2 and "--bogus" in err


def test_xor_not_in_play_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "110 XOR 11 = 101")
    assert code == 1 and "--xor" in out
    code, _out, _err = check(capsys, "--xor", "110 XOR 11 = 101")
    assert code == 0


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["--order", "left", "1+1×10=100"], 0),
        (["--order", "math", "1+1×10=100"], 1),
        (["--negatives", "final-only", "1-10+1=0"], 0),
        (["1-10+1=0"], 1),
        (["--leading-zeros", "always", "01+1=10"], 0),
        (["--leading-zeros", "never", "NOT 011=100"], 1),
        (["--no-times-one", "1+1=10×1"], 1),
        (["--no-plus-zero", "10+0=10"], 1),
        (["--no-and-one-or-zero", "10 OR 0=10"], 1),
        (["--no-padding", "1+1=10×1+0"], 1),
        (["--rotated-equals", "[=]+1=100"], 0),
        (["[=]+1=100"], 1),
        (["--fractions", "1÷10+1÷10=1"], 0),
    ],
)
def test_switches(capsys: pytest.CaptureFixture[str], args: list[str], code: int) -> None:
    assert check(capsys, *args)[0] == code


def test_rules_file_and_flag_override(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "house.toml"
    path.write_text('order = "left"\n', encoding="utf-8")
    assert check(capsys, "--rules", str(path), "1+1×10=100")[0] == 0
    assert check(capsys, "--rules", str(path), "--order", "math", "1+1×10=100")[0] == 1


def test_bad_rules_file_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _out, err = check(capsys, "--rules", str(tmp_path / "nope.toml"), "1=1")
    assert code == 2 and "not found" in err
    path = tmp_path / "bad.toml"
    path.write_text("colour = 1\n", encoding="utf-8")
    code, _out, err = check(capsys, "--rules", str(path), "1=1")
    assert code == 2 and "'colour'" in err


def test_explain_shows_each_step(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "--explain", "1+1×10=11")
    assert code == 0
    lines = out.splitlines()
    # math order: 1 × 10 first (1 × 2 = 2), then 1 + 10 (1 + 2 = 3)
    assert "Left side: 1 + 1 × 10" in lines
    assert "  1 × 10 = 10   (1 × 2 = 2)" in lines
    assert "  1 + 10 = 11   (1 + 2 = 3)" in lines
    assert lines[lines.index("  1 × 10 = 10   (1 × 2 = 2)") + 1].startswith("  1 + 10")
    assert "Both sides are 11, so it is correct." in lines
    assert lines[-1] == "Value: 11 (3 in decimal). Bonus: 10 = 2 points."


def test_explain_not_at_width(capsys: pytest.CaptureFixture[str]) -> None:
    _code, out, _err = check(capsys, "--explain", "NOT 011 = 100")
    assert "NOT 011 = 100   (every digit of 011 flipped: 3 becomes 4)" in out


def test_explain_stops_at_the_broken_rule(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "--explain", "1-10+1=0")
    assert code == 1
    assert "So it is not correct: 1 − 10 (1 − 2) would be negative (−1)" in out


def test_help_lists_switches(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _err = check(capsys, "--help")
    assert code == 0
    for flag in (
        "--order",
        "--fractions",
        "--negatives",
        "--leading-zeros",
        "--no-times-one",
        "--no-plus-zero",
        "--no-and-one-or-zero",
        "--no-padding",
        "--xor",
        "--rotated-equals",
        "--rules",
        "--json",
        "--explain",
    ):
        assert flag in out, flag


def test_whole_process_keeps_heavy_libraries_out() -> None:
    code = (
        "import sys\n"
        "from kitgen.cli.app import run\n"
        "rc = run(['check', '11x11=1001'])\n"
        "heavy = [m for m in ('reportlab', 'cairosvg', 'fontTools', 'pydantic', 'manifold3d', "
        "'kitgen.maker.specs.tiles', 'kitgen.files', 'tempfile') "
        "if m in sys.modules]\n"
        "print(rc, heavy)\n"
    )
    assert _last_line(code) == "0 []"


def _last_line(code: str) -> str:
    """The last line a fresh interpreter running ``code`` prints."""
    result = fresh_python(code)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()[-1]


def test_fractions_are_loaded_only_when_a_division_leaves_one() -> None:
    # fractions (and the decimal it imports) cost every start 1.5 ms: whole arithmetic,
    # whole divisions included, never loads it; 1 ÷ 11 under --fractions does.
    code = (
        "import sys\n"
        "from kitgen.cli.app import run\n"
        "codes = [run(['check', '11x11=1001']), run(['check', '110÷11=10'])]\n"
        "before = [m for m in ('fractions', 'decimal') if m in sys.modules]\n"
        "codes.append(run(['check', '--fractions', '1÷11×11=1']))\n"
        "print(codes, before, 'fractions' in sys.modules)\n"
    )
    assert _last_line(code) == "[0, 0, 0] [] True"


def test_huge_input_answers(capsys: pytest.CaptureFixture[str]) -> None:
    ones = "1" * 10_000
    code, out, _err = check(capsys, f"{ones}+1={ones}")
    assert code == 1
    assert "(10000 digits)" in out
    code, _out, err = check(capsys, f"{'1' * 60_000}×{'1' * 60_000}=1")
    assert code == 2 and "too large" in err


def test_json_input_error_is_json_on_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = check(capsys, "--json", "--order", "sideways", "1=1")
    assert code == 2
    assert err == ""
    data = json.loads(out)
    assert list(data) == ["ok", "error", "lang"] and data["ok"] is False
    assert data["error"]["code"] == 2 and "sideways" in data["error"]["message"]


def test_a_long_sum_is_explained_in_a_few_lines(capsys: pytest.CaptureFixture[str]) -> None:
    # 5 000 ones add up to 5000 = 1001110001000: both the binary and the decimal working are
    # cut to their first and last 28 characters, so the answer stays readable aloud.
    code, out, _err = check(capsys, "+".join(["1"] * 5000) + "=1001110001000")
    assert code == 0
    middle = "1 + 1 + 1 + 1 + 1 + 1 + 1 +  …  + 1 + 1 + 1 + 1 + 1 + 1 + 1"
    assert out.splitlines()[1] == (
        f"{middle} is 1001110001000 ({middle} = 5000). "
        "Both sides are 1001110001000, so it is correct."
    )
    assert len(out) < 400
