"""``kitgen code``: exit codes, JSON shapes, and what a person reads."""

import json
import subprocess
import sys

from kitgen.cli.app import run


def code(capsys, *args):
    rc = run(["code", *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def code_json(capsys, *args):
    rc, out, _ = code(capsys, *args, "--json")
    return rc, json.loads(out)


def test_feedback_rules_page_example(capsys):
    rc, data = code_json(capsys, "feedback", "--mode", "easy", "1234", "2211")
    assert rc == 0
    assert data["brown"] == 1 and data["beige"] == 1
    assert data["pegs"] == [None, "brown", "beige", None]
    rc, data = code_json(capsys, "feedback", "--mode", "hard", "1234", "2211")
    assert (rc, data["brown"], data["beige"], data["pegs"]) == (0, 1, 1, None)


def test_feedback_by_names_and_colours(capsys):
    # red,pink,brown,cream = 1234; guess 4,3,2,1 by name: all four flavours, none in place.
    rc, data = code_json(
        capsys, "feedback", "red,pink,brown,cream", "vanilla,chocolate,bubblegum,strawberry"
    )
    assert (rc, data["brown"], data["beige"]) == (0, 0, 4)


def test_feedback_illegal_secret_is_1_unreadable_is_2(capsys):
    rc, out, _ = code(capsys, "feedback", "1123", "1234")
    assert rc == 1 and "repeats strawberry" in out
    rc, _, err = code(capsys, "feedback", "12x4", "1234")
    assert rc == 2 and "names no flavour" in err and "1234" in err


def test_validate(capsys):
    assert code_json(capsys, "validate", "--mode", "hard", "1234")[0] == 0
    rc, data = code_json(capsys, "validate", "--mode", "hard", "--repeats", "1133")
    assert rc == 1 and data["ok"] is False and "only one flavour" in data["reason"]
    assert data["code"] == "1133"
    rc, out, _ = code(capsys, "validate", "--mode", "medium", "128")
    assert rc == 1 and "set aside" in out
    # Classic sizes: flags override the mode.
    assert code(capsys, "validate", "--flavours", "6", "--any-repeats", "6666")[0] == 0


def test_audit_without_secret(capsys):
    # Hand check for candidate 3564 against 1234: spot 4 brown; 3 and 4 shared -> 1,1.
    # Against 5612: nothing in place; 5 and 6 shared -> 0,2. So 3564 must be listed.
    rc, data = code_json(capsys, "audit", "--mode", "hard", "-r", "1234=1,1", "-r", "5612=0,2")
    assert rc == 0
    assert data["ok"] is True and data["first_bad_row"] is None and data["secret"] is None
    assert "3564" in data["fitting_codes"] and data["candidates"] == len(data["fitting_codes"])


def test_audit_finds_first_impossible_row(capsys):
    # Row 1 says 1234 is the code; row 2 claims 4 brown for 1243, impossible after row 1.
    args = ["audit", "--mode", "hard", "-r", "1234=4,0", "-r", "1243=4,0", "-r", "5612=0,0"]
    rc, data = code_json(capsys, *args)
    assert rc == 1
    assert data == {
        "ok": False,
        "reason": "no code fits this board: row 2 (1243=4,0) cannot be right — rows 1–1 leave "
        "1 code, and none gives guess 1243 that feedback.",
        "secret": None,
        "candidates": 0,
        "fitting_codes": [],
        "first_bad_row": 2,
        "board_fits_some_code": False,
        "wrong_rows": [],
        "lang": "en",
    }
    rc, out, _ = code(capsys, *args)
    assert "row 2 (1243=4,0) cannot be right" in out


def test_audit_with_secret_lists_wrong_rows(capsys):
    # Secret 2516 vs 1234: nothing in place; shared 1 and 2 -> owed 0,2 (row says 1,1).
    # vs 5612: spots 2/5, 5/6, 1/1, 6/2 -> only spot 3 brown; all four flavours shared
    # -> 4 total, beige 3 -> owed 1,3 (row says 1,3: right).
    rc, data = code_json(
        capsys, "audit", "--mode", "hard", "--secret", "2516", "-r", "1234=1,1", "-r", "5612=1,3"
    )
    assert rc == 1
    assert data["ok"] is False and data["first_bad_row"] == 1
    assert data["wrong_rows"] == [{"row": 1, "guess": "1234", "given": "1,1", "should_be": "0,2"}]
    rc, data = code_json(capsys, "audit", "--secret", "2516", "-r", "1234=0,2", "-r", "5612=1,3")
    assert rc == 0 and data["ok"] is True and data["wrong_rows"] == []


def test_audit_easy_position_rows(capsys):
    # 1111=0001 is impossible by position: a beige goes to the leftmost free 1 first.
    rc, data = code_json(capsys, "audit", "--mode", "easy", "--any-repeats", "-r", "1111=0001")
    assert rc == 1 and data["first_bad_row"] == 1
    # The rules page example as an honest row: 1234 must survive.
    rc, data = code_json(capsys, "audit", "--mode", "easy", "-r", "2211=0210")
    assert rc == 0 and data["candidates"] > 0


def test_hint_classic_first_guess(capsys):
    rc, data = code_json(
        capsys, "hint", "--flavours", "6", "--length", "4", "--feedback", "counts", "--any-repeats"
    )
    assert rc == 0
    assert data == {
        "ok": True,
        "reason": "next guess 1122 (strawberry, strawberry, bubblegum, bubblegum): 1,296 codes "
        "fit the board; after its feedback at most 256 remain",
        "guess": "1122",
        "candidates": 1296,
        "worst_case_remaining": 256,
        "possible": True,
        "rows_left": 10,
        "first_bad_row": None,
        "strategy": "knuth",
        "lang": "en",
    }


def test_hint_two_left(capsys):
    # medium: 123=0,3 leaves 231 and 312 (the two derangements); guess the lower one.
    rc, data = code_json(capsys, "hint", "--mode", "medium", "-r", "123=0,3")
    assert rc == 0
    assert (data["guess"], data["candidates"], data["worst_case_remaining"]) == ("231", 2, 1)


def test_hint_on_impossible_board_is_1(capsys):
    rc, out, _ = code(capsys, "hint", "-r", "1234=4,0", "-r", "1243=4,0")
    assert rc == 1 and "row 2 cannot be right" in out


def test_score(capsys):
    assert code_json(capsys, "score", "--mode", "easy", "--cracked-on", "5")[1]["points"] == 3
    assert code_json(capsys, "score", "--mode", "medium", "--cracked-on", "4")[1]["points"] == 6
    assert code_json(capsys, "score", "--not-cracked")[1]["points"] == 0
    rc, _, err = code(capsys, "score", "--mode", "easy", "--cracked-on", "9")
    assert rc == 2 and "8 rows" in err
    assert code(capsys, "score")[0] == 2


def test_strategy_json_shape_medium(capsys):
    rc, data = code_json(capsys, "strategy", "--mode", "medium")
    assert rc == 0
    assert set(data) >= {"worst", "average", "all_cracked"}
    assert data["all_cracked"] is True
    assert sum(data["histogram"].values()) == 120  # 6*5*4 codes, each cracked once


def test_rows_beyond_rows_in_play_are_bad_input(capsys):
    rows = [x for _ in range(9) for x in ("-r", "1234=0,0")]
    rc, _, err = code(capsys, "audit", "--mode", "easy", *[r.replace("0,0", "0000") for r in rows])
    assert rc == 2 and "only 8 rows" in err


def test_feedback_and_validate_do_not_import_numpy():
    script = (
        "import sys\nfrom kitgen.cli.app import run\n"
        "run(['code', 'feedback', '1234', '2211'])\n"
        "run(['code', 'validate', '1234'])\n"
        "run(['code', 'score', '--cracked-on', '3'])\n"
        "print('NUMPY' if 'numpy' in sys.modules else 'LIGHT')\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.stdout.strip().endswith("LIGHT")


def test_the_bot_s_help_names_every_guesser_it_takes(capsys) -> None:
    """``kitgen code bot --help`` said the computer guesses as random, first or knuth; its
    --level takes parts and optimal too."""
    from kitgen.core.options import declarations
    from kitgen.games.icecream.bot_options import CodeBotOptions

    levels = next(d.option.choices for d in declarations(CodeBotOptions) if d.name == "level")
    assert run(["code", "bot", "--help"]) == 0
    page = " ".join(capsys.readouterr().out.split())
    summary = page[page.index("The computer plays a round") : page.index("Exit 0")]
    assert len(levels) == 5 and all(level in summary for level in levels), summary
