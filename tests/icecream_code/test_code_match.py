"""``kitgen code match``: a match file through new, round and show."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.cli.app import run


def match(capsys, path, verb, *args):
    rc = run(["code", "match", verb, str(path), *args])
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_a_short_match(tmp_path, capsys):
    path = tmp_path / "match.json"
    rc, _, _ = match(
        capsys, path, "new", "--player", "Ann", "--player", "Bo",
        "--mode", "medium", "--rounds", "3", "--first-setter", "Bo",
    )  # fmt: skip
    assert rc == 0
    # Round 1: Bo sets, Ann cracks on guess 4 -> 10 - 4 = 6 points to Ann.
    assert match(capsys, path, "round", "--cracked-on", "4")[0] == 0
    # Round 2: Ann sets, so Ann cannot be the guesser.
    rc, out, _ = match(capsys, path, "round", "--cracked-on", "2", "--guesser", "Ann")
    assert rc == 1 and "guessed by Bo" in out
    # Round 2: Bo cracks on guess 7 -> 3 points. Round 3: Bo sets, Ann not cracked -> 0.
    assert match(capsys, path, "round", "--cracked-on", "7", "--guesser", "bo")[0] == 0
    rc, out, _ = match(capsys, path, "round", "--not-cracked", "--json")
    data = json.loads(out)
    assert data["standings"] == [{"name": "Ann", "points": 6}, {"name": "Bo", "points": 3}]
    assert data["players"] == data["standings"]
    assert data["over"] is True and data["next_setter"] is None
    assert data["ok"] is True and data["reason"] == "Ann wins the match with 6 points to 3"
    assert [r["setter"] for r in data["rounds"]] == ["Bo", "Ann", "Bo"]
    # A 4th round in a 3-round match is refused; the file is unchanged.
    before = path.read_text()
    rc, _, err = match(capsys, path, "round", "--cracked-on", "1")
    assert rc == 2 and "match is over" in err
    assert path.read_text() == before


def test_show_says_who_sets_next(tmp_path, capsys):
    path = tmp_path / "m.json"
    match(capsys, path, "new", "--players", "Ann,Bo")
    rc, out, _ = match(capsys, path, "show")
    assert rc == 0 and "round 1: Ann sets, Bo guesses" in out
    rc, out, _ = match(capsys, path, "show", "--json")
    assert json.loads(out)["next_setter"] == "Ann"


def test_new_refuses_bad_matches(tmp_path, capsys):
    path = tmp_path / "m.json"
    assert match(capsys, path, "new", "--player", "Ann")[0] == 2
    assert match(capsys, path, "new", "--players", "Ann,Bo", "--rounds", "0")[0] == 2
    rc, _, err = match(capsys, path, "new", "--players", "Ann,Bo", "--first-setter", "Cy")
    assert rc == 2 and "not a player" in err
    assert not path.exists()
    assert match(capsys, path, "new", "--players", "Ann,Bo")[0] == 0
    rc, _, err = match(capsys, path, "new", "--players", "Ann,Bo")
    assert rc == 2 and "--force" in err


def test_corrupt_files_are_reported(tmp_path, capsys):
    path = tmp_path / "m.json"
    match(capsys, path, "new", "--players", "Ann,Bo", "--mode", "easy")
    match(capsys, path, "round", "--cracked-on", "5")
    good = json.loads(path.read_text())

    path.write_text(path.read_text()[:-20])
    rc, _, err = match(capsys, path, "show")
    assert rc == 2 and "not valid JSON" in err and "line" in err

    # Easy mode: cracked on 5 of 8 rows is 3 points, not 4.
    bad = json.loads(json.dumps(good))
    bad["rounds"][0]["points"] = 4
    path.write_text(json.dumps(bad))
    rc, _, err = match(capsys, path, "show")
    assert rc == 2 and "'points' is 4 but should be 3" in err

    bad = json.loads(json.dumps(good))
    bad["rounds"][0]["setter"] = "Bo"
    path.write_text(json.dumps(bad))
    rc, _, err = match(capsys, path, "show")
    assert rc == 2 and "'setter' is 'Bo' but should be 'Ann'" in err

    bad = json.loads(json.dumps(good))
    del bad["players"]
    path.write_text(json.dumps(bad))
    rc, _, err = match(capsys, path, "show")
    assert rc == 2 and "'players'" in err

    bad = json.loads(json.dumps(good))
    bad["rules"]["length"] = "4"
    path.write_text(json.dumps(bad))
    rc, _, err = match(capsys, path, "show")
    assert rc == 2 and "length must be a whole number" in err

    rc, _, err = match(capsys, tmp_path / "none.json", "show")
    assert rc == 2 and "none.json not found — start one with: kitgen code match new" in err


GOOD = {
    "format": "kitgen-icecream-match",
    "version": 1,
    "players": ["Ann", "Bo"],
    "rules": {
        "mode": "easy", "length": 4, "flavours": 8, "feedback": "position", "rows": 8,
        "repeats": "none",
    },
    "rounds_agreed": 5,
    "first_setter": "Ann",
    # Round 1: Ann sets, Bo cracks on 5 of 8 rows -> 3 points.
    "rounds": [{"round": 1, "setter": "Ann", "guesser": "Bo", "cracked_on": 5, "points": 3}],
}  # fmt: skip

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=5,
)


@settings(max_examples=80, deadline=None)
@given(
    path=st.sampled_from(
        [("players",), ("rules",), ("rules", "length"), ("rules", "repeats"), ("rounds",),
         ("rounds", 0), ("rounds", 0, "cracked_on"), ("rounds", 0, "round"),
         ("rounds_agreed",), ("first_setter",), ("version",), ("rules", "rows")]
    ),
    value=json_values,
)  # fmt: skip
def test_any_corruption_is_exit_0_or_2_never_a_crash(tmp_path_factory, path, value):
    data = json.loads(json.dumps(GOOD))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    file = tmp_path_factory.mktemp("m") / "m.json"
    file.write_text(json.dumps(data))
    assert run(["code", "match", "show", str(file)]) in (0, 2)


def test_the_good_file_reads(tmp_path, capsys):
    file = tmp_path / "m.json"
    file.write_text(json.dumps(GOOD))
    rc, out, _ = match(capsys, file, "show")
    assert rc == 0 and "Bo leads 3 to 0" in out and "round 2: Bo sets, Ann guesses" in out


def test_refused_round_is_ok_false_with_the_match(tmp_path, capsys):
    path = tmp_path / "m.json"
    match(capsys, path, "new", "--players", "Ann,Bo")
    before = path.read_text()
    # Round 1: Ann sets (first given), so Bo guesses; Ann is refused.
    rc, out, _ = match(capsys, path, "round", "--cracked-on", "3", "--guesser", "Ann", "--json")
    data = json.loads(out)
    assert rc == 1 and data["ok"] is False and data["reason"] == "round 1 is guessed by Bo"
    assert data["rounds_played"] == 0 and data["next_guesser"] == "Bo"
    assert path.read_text() == before


def test_file_then_verb_still_works_with_a_warning(tmp_path, capsys):
    path = tmp_path / "m.json"
    assert run(["code", "match", str(path), "new", "--players", "Ann,Bo"]) == 0
    err = capsys.readouterr().err
    assert "warning: 'kitgen code match FILE new' is deprecated" in err
    assert "use 'kitgen code match new FILE'" in err
    assert run(["code", "match", str(path), "show"]) == 0
    assert "round 1: Ann sets, Bo guesses" in capsys.readouterr().out


def test_the_rounds_agreed_take_their_plural_form(tmp_path, capsys):
    """One round agreed is "1 round" (not "1 rounds"); in Russian 21 takes the singular
    "из 21 раунда", 5 the plural "из 5 раундов"."""
    one = tmp_path / "one.json"
    rc, out, _ = match(capsys, one, "new", "--player", "Ann", "--player", "Bob", "--rounds", "1")
    assert rc == 0 and "level after 0 of 1 round, 0 each\n" in out
    # hard mode, 10 rows: cracked on guess 3 leaves 7 empty rows, 7 points to Bob
    rc, out, _ = match(capsys, one, "round", "--cracked-on", "3")
    assert rc == 0 and "Bob wins the match with 7 points to 0\n" in out
    rc, _, err = match(capsys, one, "round", "--cracked-on", "3")
    assert rc == 2 and "the match is over (1 of 1 round played)" in err
    for rounds, said in (("21", "ничья после 0 из 21 раунда, по 0 у каждого\n"),
                         ("5", "ничья после 0 из 5 раундов, по 0 у каждого\n")):  # fmt: skip
        path = tmp_path / f"ru{rounds}.json"
        rc, out, _ = match(
            capsys, path, "new", "--player", "Ann", "--player", "Bob", "--rounds", rounds,
            "--lang", "ru",
        )  # fmt: skip
        assert rc == 0 and said in out, out
