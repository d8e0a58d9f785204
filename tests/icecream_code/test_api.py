"""``kitgen.code``: the ice cream code referee called as a library.

Expected values are worked out by hand from the rules page: brown for the right flavour in
the right spot, beige for a right flavour in a wrong spot (each flavour counted at most as
often as the secret holds it); medium is 3 spots of 6 flavours, hard 4 of 6, both 10 rows
and counts; easy is 4 spots of 8 flavours, 8 rows, one peg hole per spot. Flavours 1-4 are
strawberry, bubblegum, chocolate, vanilla.
"""

from __future__ import annotations

import doctest
import json
import subprocess
import sys

import pytest

import kitgen
from kitgen.cli.app import run

code = kitgen.code


# -- feedback ------------------------------------------------------------------------------------
def test_feedback_hard_counts_pegs() -> None:
    # 1234 vs 2211: spot 2 is 2 in both (1 brown); flavours 1 and 2 are shared once each
    # (2 in common), so 1 beige.
    answer = code.feedback("1234", "2211")
    assert (answer.ok, answer.brown, answer.beige, answer.pegs) == (True, 1, 1, None)
    assert (answer.written, answer.reason) == ("1,1", "1 brown, 1 beige")
    assert answer.text == (
        "hard: 4 spots, 6 flavours (1–6), peg counts, 10 rows, no repeats\n"
        "secret 1234, guess 2211: the setter owes 1,1 — 1 brown, 1 beige"
    )
    assert answer.exit_code == 0
    # 4321: every flavour shared, none in place; the code itself: 4 brown.
    assert code.feedback("1234", "4321").written == "0,4"
    assert code.feedback("1234", "1234").written == "4,0"
    # Medium, 123 vs 321: spot 2 brown, 1 and 3 beige.
    assert code.feedback("123", "321", mode="medium").written == "1,2"


def test_feedback_easy_by_position() -> None:
    # 1234 vs 2211 by position: spot 2 brown; the 1 in spot 3 is beige (the leftmost
    # unmatched 1 takes the secret's one 1); spot 1's 2 is used up by spot 2; spot 4 empty.
    answer = code.feedback("1234", "2211", mode="easy")
    assert answer.pegs == [None, "brown", "beige", None]
    assert (answer.brown, answer.beige, answer.written) == (1, 1, "0210")
    assert answer.reason == "1 brown, 1 beige (empty, brown, beige, empty)"
    # 1243: spots 1, 2 brown, spots 3, 4 beige.
    assert code.feedback("1234", "1243", mode="easy").written == "2211"


def test_feedback_by_names_and_an_illegal_secret() -> None:
    assert code.feedback("strawberry,bubblegum,chocolate,vanilla", "4321").written == "0,4"
    # 1123 repeats strawberry: not a legal hidden code without --repeats (answer no, exit 1).
    answer = code.feedback("1123", "1234")
    assert answer.ok is False and answer.exit_code == 1
    assert answer.reason is not None
    assert answer.reason.startswith("the secret 1123 is not a legal code:")
    assert (answer.brown, answer.beige, answer.pegs, answer.written) == (None, None, None, None)
    # With one pair allowed it is legal: 1123 vs 1234 -> spot 1 brown; 1, 2, 3 shared -> 1,2.
    assert code.feedback("1123", "1234", repeats=True).written == "1,2"


def test_bad_input_raises_kitgen_error() -> None:
    with pytest.raises(kitgen.KitgenError, match="the guess cannot be placed"):
        code.feedback("1234", "123")  # hard codes have 4 spots
    with pytest.raises(ValueError, match="names no flavour"):
        code.feedback("12x4", "1234")
    with pytest.raises(kitgen.KitgenError, match=r"--length 9 is out of range — give 1 to 6"):
        code.validate("1234", length=9)
    with pytest.raises(kitgen.KitgenError, match=r"unknown option 'mdoe'.*did you mean 'mode'"):
        code.feedback("1234", "2211", mdoe="easy")
    with pytest.raises(kitgen.KitgenError, match="unknown mode 'hardd'"):
        code.validate("1234", mode="hardd")


# -- validate ------------------------------------------------------------------------------------
def test_validate_yes_and_no() -> None:
    yes = code.validate("1234")
    assert (yes.ok, yes.code, yes.exit_code) == (True, "1234", 0)
    assert yes.text == f"legal: {yes.reason}"
    # Two pairs are never legal, one pair only with --repeats.
    no = code.validate("1133", repeats=True)
    assert (no.ok, no.exit_code) == (False, 1) and no.text == f"not legal: {no.reason}"
    assert code.validate("1123", repeats=True).ok is True
    assert code.validate("1123").ok is False
    # Medium has 6 flavours: 8 is not in play.
    assert code.validate("128", mode="medium").ok is False
    # Classic Mastermind sizes: any repeats.
    assert code.validate("6666", flavours=6, any_repeats=True).ok is True
    assert code.validate("12345", length=5).ok is True  # hard with a fifth spot


# -- audit ---------------------------------------------------------------------------------------
def test_audit_of_a_consistent_board() -> None:
    # Medium, 123=0,3: all three flavours, none in place -> the derangements 231 and 312.
    answer = code.audit(["123=0,3"], mode="medium")
    assert (answer.ok, answer.candidates, answer.fitting_codes) == (True, 2, ["231", "312"])
    assert (answer.first_bad_row, answer.board_fits_some_code) == (None, True)
    assert answer.text == "consistent: 2 codes still fit the 1 row: 231 312"
    assert answer.reason == answer.text and answer.wrong_rows == [] and answer.secret is None


def test_audit_of_an_inconsistent_board() -> None:
    # Row 1 says the code is 123; 132 against 123 is 1 brown 2 beige, so row 2 is wrong.
    answer = code.audit(["123=3,0", "132=3,0"], mode="medium")
    assert (answer.ok, answer.candidates, answer.first_bad_row) == (False, 0, 2)
    assert answer.exit_code == 1 and answer.fitting_codes == []
    assert answer.reason == (
        "no code fits this board: row 2 (132=3,0) cannot be right — rows 1–1 leave 1 code, "
        "and none gives guess 132 that feedback."
    )


def test_audit_against_the_secret() -> None:
    # Secret 231: 123 -> 0,3 (right); 456 -> 0,0 (right); 132 -> spot 2 brown, all shared
    # -> 1,2 (the row says 1,1: wrong).
    answer = code.audit(["123=0,3", "456=0,0", "132=1,1"], "231", mode="medium")
    assert (answer.ok, answer.secret, answer.first_bad_row) == (False, "231", 3)
    assert answer.wrong_rows == [{"row": 3, "guess": "132", "given": "1,1", "should_be": "1,2"}]
    assert answer.text == (
        "row 3: guess 132 got 1,1 (1 brown, 1 beige) but is owed 1,2 (1 brown, 2 beige)\n"
        "1 of 3 rows carries wrong feedback for secret 231."
    )
    assert answer.reason == "1 of 3 rows carries wrong feedback for secret 231."
    # Of 231 and 312 (row 1), 312 gives 132 only 1 brown (spot 3) and 2 beige too: none fit.
    assert (answer.candidates, answer.board_fits_some_code) == (0, False)
    right = code.audit(["123=0,3", "456=0,0"], secret="231", mode="medium")
    assert right.ok is True and right.wrong_rows == [] and right.candidates == 2
    assert right.text == "all 2 rows carry the right feedback for secret 231."


def test_rows_in_play_is_the_house_rule_not_the_board() -> None:
    with pytest.raises(kitgen.KitgenError, match="give the board's rows first"):
        code.audit(rows=["123=0,3"], mode="medium")
    # rows=2 is the rows in play: a third row is one too many.
    with pytest.raises(kitgen.KitgenError, match="only 2 rows in play"):
        code.audit(["123=0,3", "456=0,0", "132=1,2"], mode="medium", rows=2)
    assert code.audit("123=0,3", mode="medium").candidates == 2  # one row as a string


# -- hint ----------------------------------------------------------------------------------------
def test_hint_on_a_small_board() -> None:
    # 231 and 312 fit 123=0,3. Guessing 231 answers 3,0 (it) or 0,3 (312): at most 1 left.
    answer = code.hint(["123=0,3"], mode="medium")
    assert (answer.ok, answer.guess, answer.candidates) == (True, "231", 2)
    assert (answer.worst_case_remaining, answer.possible, answer.rows_left) == (1, True, 9)
    assert answer.text == (
        "next guess 231 (bubblegum, chocolate, strawberry): 2 codes fit the board; after its "
        "feedback at most 1 remain"
    )
    # 231=0,3 as well leaves 312 alone (312 against 231: none in place, all shared).
    known = code.hint(["123=0,3", "231=0,3"], mode="medium")
    assert (known.guess, known.candidates, known.rows_left) == ("312", 1, 8)
    assert known.text == "the code must be 312 (chocolate, strawberry, bubblegum)"


def test_hint_on_an_impossible_board_is_no() -> None:
    answer = code.hint(["123=3,0", "132=3,0"], mode="medium")
    assert (answer.ok, answer.guess, answer.first_bad_row, answer.exit_code) == (False, None, 2, 1)
    assert answer.reason == (
        "no code fits this board (row 2 cannot be right) — check it with 'kitgen code audit'"
    )


# -- score and strategy ----------------------------------------------------------------------------
def test_score() -> None:
    medium = code.score(4, mode="medium")  # 10 rows - 4 = 6
    assert (medium.ok, medium.points) == (True, 6)
    assert medium.text == medium.reason == "cracked on guess 4 of 10 rows: 10 - 4 = 6 points"
    assert code.score(cracked_on=5, mode="easy").points == 3  # 8 rows - 5
    assert code.score(10).points == 0  # cracked on the last row
    missed = code.score(not_cracked=True)
    assert (missed.points, missed.reason) == (0, "not cracked within the 10 rows in play: 0 points")
    with pytest.raises(kitgen.KitgenError, match="8 rows in play"):
        code.score(9, mode="easy")
    for wrong in ({}, {"cracked_on": 3, "not_cracked": True}):
        with pytest.raises(kitgen.KitgenError, match="give exactly one of"):
            code.score(**wrong)


def test_strategy_of_tiny_games() -> None:
    # One spot, three flavours: any first guess (the lowest, 1) leaves 2 codes; the lowest
    # of those (2) is guessed next, then 3. Guesses needed: 1, 2, 3 -> 6 in all.
    one = code.strategy(length=1, flavours=3)
    assert (one.codes, one.worst, one.total_guesses, one.first_guess) == (3, 3, 6, "1")
    assert (one.histogram, one.average, one.average_exact) == ({"1": 1, "2": 1, "3": 1}, 2.0, "2/1")
    assert one.ok and one.all_cracked
    assert one.reason == "every code is cracked within the 10 rows in play"
    # Two spots, two flavours, no repeats: 12 and 21; guess 12 first, 21 second.
    two = code.strategy(length=2, flavours=2, rows=1)
    assert (two.codes, two.total_guesses, two.average_exact, two.histogram) == (
        2,
        3,
        "3/2",
        {"1": 1, "2": 1},
    )
    assert two.all_cracked is False  # 21 needs a second row, and there is one
    assert two.reason == "some codes need more than the 1 row in play"


# -- a match -------------------------------------------------------------------------------------
def test_a_match_of_three_rounds(tmp_path) -> None:
    match = code.Match(["Ann", "Bo"], rounds=3, first_setter="Bo", mode="medium")
    assert match.next_round == 1 and match.rules.rows == 10
    # Round 1: Bo sets, Ann guesses and cracks it on guess 4: 10 - 4 = 6 points to Ann.
    first = match.round(cracked_on=4)
    assert first.ok and first.rounds_played == 1 and first.next_setter == "Ann"
    assert first.text.splitlines()[0] == (
        "round 1: Bo set, Ann guessed, cracked on guess 4: 6 points to Ann"
    )
    # Round 2 is Ann's to set: Ann cannot be its guesser, and nothing is recorded.
    refused = match.round(cracked_on=2, guesser="Ann")
    assert (refused.ok, refused.reason, refused.rounds_played) == (
        False,
        "round 2 is guessed by Bo",
        1,
    )
    assert refused.text.startswith("not recorded: round 2 is guessed by Bo, since Ann sets it")
    # Round 2: Bo cracks it on guess 7 (3 points); round 3: Bo sets, Ann does not crack it.
    assert match.round(7, guesser="bo").players == [
        {"name": "Ann", "points": 6},
        {"name": "Bo", "points": 3},
    ]
    last = match.round(not_cracked=True)
    assert (last.over, last.next_round, last.next_setter, last.ok) == (True, None, None, True)
    assert last.reason == "Ann wins the match with 6 points to 3"
    assert [(r["setter"], r["guesser"], r["points"]) for r in last.rounds] == [
        ("Bo", "Ann", 6),
        ("Ann", "Bo", 3),
        ("Bo", "Ann", 0),
    ]
    assert match.standings() == [("Ann", 6), ("Bo", 3)]
    with pytest.raises(kitgen.KitgenError, match="the match is over"):
        match.round(1)
    # Saved and loaded, it is the same match.
    file = tmp_path / "m.json"
    match.save(file)
    assert code.Match.load(file).show().as_json() == match.show().as_json()
    assert json.loads(file.read_text())["rounds_agreed"] == 3


def test_match_files_under_their_lock(tmp_path) -> None:
    file = tmp_path / "m.json"
    new = code.match_new(file, "Ann,Bo", rounds=3, first_setter="Bo", mode="medium")
    assert new.text.splitlines()[0] == f"new match saved to {file}"
    assert new.text.splitlines()[-1] == "round 1: Bo sets, Ann guesses"
    assert (new.rounds_played, new.reason) == (0, "level after 0 of 3 rounds, 0 each")
    with pytest.raises(kitgen.KitgenError, match=r"already exists .* --force"):
        code.match_new(file, ["Ann", "Bo"])
    assert code.match_round(file, 4).standings[0] == {"name": "Ann", "points": 6}
    before = file.read_text()
    assert code.match_round(file, 2, guesser="Ann").ok is False
    assert file.read_text() == before  # a refused round is not written
    code.match_round(file, 7, guesser="Bo")
    done = code.match_round(file, not_cracked=True)
    assert done.over and done.reason == "Ann wins the match with 6 points to 3"
    assert code.match_show(file).as_json() == done.as_json()
    with pytest.raises(kitgen.KitgenError, match="the match is over"):
        code.match_round(file, 1)
    with pytest.raises(kitgen.KitgenError, match="not found — start one with"):
        code.match_show(tmp_path / "none.json")
    with pytest.raises(kitgen.KitgenError, match="two players"):
        code.match_new(tmp_path / "solo.json", ["Ann"])
    assert not (tmp_path / "solo.json").exists()


# -- the library answers what the command line prints ----------------------------------------------
SAME = [
    (("feedback", "1234", "2211"), lambda: code.feedback("1234", "2211")),
    (
        ("feedback", "-m", "easy", "1234", "2211"),
        lambda: code.feedback("1234", "2211", mode="easy"),
    ),
    (("feedback", "1123", "1234"), lambda: code.feedback("1123", "1234")),
    (("validate", "--repeats", "1123"), lambda: code.validate("1123", repeats=True)),
    (("validate", "--mode", "medium", "128"), lambda: code.validate("128", mode="medium")),
    (
        ("audit", "-m", "medium", "-r", "123=0,3"),
        lambda: code.audit(["123=0,3"], mode="medium"),
    ),
    (
        ("audit", "-m", "medium", "-r", "123=3,0", "-r", "132=3,0"),
        lambda: code.audit(["123=3,0", "132=3,0"], mode="medium"),
    ),
    (
        ("audit", "-m", "medium", "-s", "231", "-r", "123=0,3", "-r", "132=1,1"),
        lambda: code.audit(["123=0,3", "132=1,1"], "231", mode="medium"),
    ),
    (
        ("hint", "--flavours", "6", "--length", "4", "--any-repeats", "--rows", "8"),
        lambda: code.hint(flavours=6, length=4, any_repeats=True, rows=8),
    ),
    (("hint", "-m", "medium", "-r", "123=0,3"), lambda: code.hint(["123=0,3"], mode="medium")),
    (
        ("hint", "-m", "medium", "-r", "123=3,0", "-r", "132=3,0"),
        lambda: code.hint(["123=3,0", "132=3,0"], mode="medium"),
    ),
    (("score", "--cracked-on", "4", "-m", "medium"), lambda: code.score(4, mode="medium")),
    (("score", "--not-cracked"), lambda: code.score(not_cracked=True)),
    (("strategy", "--mode", "medium"), lambda: code.strategy(mode="medium")),
    (
        ("strategy", "--length", "2", "--flavours", "3", "--feedback", "position"),
        lambda: code.strategy(length=2, flavours=3, feedback="position"),
    ),
]


def _cli(capsys, *args: str) -> tuple[int, dict, str]:
    """Exit code, ``--json`` answer and plain text of ``kitgen code ARGS``."""
    capsys.readouterr()
    rc = run(["code", *args, "--json"])
    data = json.loads(capsys.readouterr().out)
    assert run(["code", *args]) == rc
    return rc, data, capsys.readouterr().out


@pytest.mark.parametrize(("args", "call"), SAME, ids=[" ".join(a) for a, _ in SAME])
def test_as_json_is_the_cli_json(capsys, args, call) -> None:
    rc, data, text = _cli(capsys, *args)
    answer = call()
    assert answer.as_json() == data
    assert list(answer.as_json()) == list(data)  # the keys in the same order
    assert (answer.text + "\n", answer.exit_code) == (text, rc)


def test_a_match_answers_what_the_cli_prints(tmp_path, monkeypatch, capsys) -> None:
    (tmp_path / "cli").mkdir()
    (tmp_path / "api").mkdir()
    steps = [
        (
            ("new", "m.json", "--players", "Ann,Bo", "--rounds", "3", "--first-setter", "Bo"),
            lambda: code.match_new("m.json", "Ann,Bo", rounds=3, first_setter="Bo"),
        ),
        (("round", "m.json", "--cracked-on", "4"), lambda: code.match_round("m.json", 4)),
        (
            ("round", "m.json", "--cracked-on", "2", "--guesser", "Ann"),
            lambda: code.match_round("m.json", 2, guesser="Ann"),
        ),
        (("round", "m.json", "--cracked-on", "7"), lambda: code.match_round("m.json", 7)),
        (("show", "m.json"), lambda: code.match_show("m.json")),
        (
            ("round", "m.json", "--not-cracked"),
            lambda: code.match_round("m.json", not_cracked=True),
        ),
    ]
    for args, call in steps:
        monkeypatch.chdir(tmp_path / "cli")
        capsys.readouterr()
        rc = run(["code", "match", *args])
        text = capsys.readouterr().out
        run(["code", "match", "show", "m.json", "--json"])
        shown = json.loads(capsys.readouterr().out)
        monkeypatch.chdir(tmp_path / "api")
        answer = call()
        assert (answer.text + "\n", answer.exit_code) == (text, rc)
        assert code.match_show("m.json").as_json() == shown
    # The files the two wrote are the same, and the last answers' JSON too.
    assert (tmp_path / "cli" / "m.json").read_text() == (tmp_path / "api" / "m.json").read_text()
    monkeypatch.chdir(tmp_path / "cli")
    capsys.readouterr()
    run(["code", "match", "round", "m.json", "--cracked-on", "1", "--json"])
    error = json.loads(capsys.readouterr().out)["error"]["message"]
    monkeypatch.chdir(tmp_path / "api")
    with pytest.raises(kitgen.KitgenError) as raised:
        code.match_round("m.json", 1)
    assert str(raised.value) == error


def test_the_answers_validate_against_the_shipped_schemas(tmp_path) -> None:
    import jsonschema

    from kitgen import schemas

    file = tmp_path / "m.json"
    answers = {
        "code feedback": code.feedback("1234", "2211", mode="easy"),
        "code validate": code.validate("1133"),
        "code audit": code.audit(["123=0,3"], "231", mode="medium"),
        "code hint": code.hint(["123=0,3"], mode="medium"),
        "code score": code.score(3),
        "code strategy": code.strategy(length=2, flavours=3),
        "code match new": code.match_new(file, ["Ann", "Bo"]),
        "code match round": code.match_round(file, 3),
        "code match show": code.match_show(file),
    }
    for name, answer in answers.items():
        jsonschema.validate(
            answer.as_json(), schemas.load(name), cls=jsonschema.Draft202012Validator
        )


def test_the_library_loads_the_solver_only_when_it_solves() -> None:
    script = (
        "import sys, kitgen\n"
        "kitgen.code.feedback('1234', '2211'); kitgen.code.validate('1234')\n"
        "kitgen.code.score(3)\n"
        "heavy = ('numpy', 'reportlab', 'cairosvg', 'svgwrite', 'PIL')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
        "kitgen.code.hint(['123=0,3'], mode='medium')\n"
        "print('numpy' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert result.stdout.split("\n")[:2] == ["[]", "True"], result.stderr


def test_the_examples_in_the_docstring_run_as_shown(tmp_path, monkeypatch) -> None:
    import kitgen.api.code

    monkeypatch.chdir(tmp_path)  # the example saves match.json
    result = doctest.testmod(kitgen.api.code, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted >= 10 and result.failed == 0
    assert (tmp_path / "match.json").exists()
