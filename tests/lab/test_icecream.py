"""``kitgen code bot`` and ``kitgen lab icecream``: Knuth's guesses are ``code hint``'s, every
other guesser's guess fits the board so far, and the lab's rounds score as the rules say."""

from __future__ import annotations

import random

import pytest

from kitgen.api import code as code_api
from kitgen.api import lab as api
from kitgen.games.icecream.bot import Guesser
from kitgen.games.icecream.codes import format_code
from kitgen.games.icecream.feedback import score
from kitgen.games.icecream.rules import MODES


@pytest.mark.parametrize("mode", ["easy", "medium", "hard"])
def test_knuth_guesses_what_code_hint_advises(mode) -> None:
    rules = MODES[mode]
    guesser = Guesser(rules, "knuth")
    rng = random.Random(4)
    for secret in rng.sample(range(guesser.space.size), 4):
        played = guesser.play(secret, rng)
        rows: list[str] = []
        code = guesser.code(secret)
        for attempt in played.guesses:
            assert code_api.hint(rows, mode=mode).guess == format_code(attempt)
            rows.append(f"{format_code(attempt)}={score(code, attempt, rules).written()}")
        assert played.cracked_on == len(rows) and rows[-1].startswith(format_code(code))


@pytest.mark.parametrize("level", ["random", "first"])
def test_consistent_guessers_only_guess_codes_that_fit(level) -> None:
    rules = MODES["hard"]
    guesser = Guesser(rules, level)
    rng = random.Random(7)
    for secret in rng.sample(range(guesser.space.size), 5):
        played = guesser.play(secret, rng)
        code = guesser.code(secret)
        rows: list[str] = []
        for attempt in played.guesses:
            # the guess gives every earlier guess the feedback the secret gave it
            for row in rows:
                earlier, given = row.split("=")
                assert score(attempt, tuple(int(c) for c in earlier), rules).written() == given
            rows.append(f"{format_code(attempt)}={score(code, attempt, rules).written()}")
        assert code_api.audit(rows, secret=format_code(code)).ok


def test_code_bot_guesser_plays_a_whole_round(kitgen) -> None:
    result = kitgen("code", "bot", "--mode", "medium", "316", "--json")
    data = result.json()
    assert result.code == 0 and data["role"] == "guesser" and data["level"] == "knuth"
    assert data["secret"] == "316" and data["rows"][-1]["guess"] == "316"
    assert data["rows"][-1]["feedback"] == "3,0"
    assert data["points"] == 10 - data["cracked_on"] == 10 - len(data["rows"])
    assert data["rows"][0]["fitting"] == 120  # 6 × 5 × 4 codes without repeats
    for row in data["rows"]:
        assert code_api.feedback("316", row["guess"], mode="medium").written == row["feedback"]
    text = kitgen("code", "bot", "--mode", "medium", "316").out
    assert text.startswith("The computer (knuth) guesses 316 in medium mode:")
    assert f"Cracked on guess {data['cracked_on']} of 10" in text


def test_code_bot_setter_hides_the_secret_until_it_is_cracked(kitgen) -> None:
    first = kitgen("code", "bot", "--setter", "--seed", "4711", "--guess", "1234", "--json")
    data = first.json()
    assert first.code == 1 and data["role"] == "setter" and data["secret"] is None
    shown = kitgen("code", "bot", "--setter", "--seed", "4711", "--reveal", "--json").json()
    secret = shown["secret"]
    assert code_api.validate(secret).ok
    assert data["rows"] == [
        {"guess": "1234", "feedback": code_api.feedback(secret, "1234").written, "fitting": None}
    ]
    cracked = kitgen("code", "bot", "--setter", "--seed", "4711", "--guess", "1234",
                     "--guess", secret, "--json")  # fmt: skip
    answer = cracked.json()
    assert cracked.code == 0 and answer["secret"] == secret and answer["cracked_on"] == 2
    assert answer["points"] == 8
    again = kitgen(
        "code", "bot", "--setter", "--seed", "4711", "--guess", secret, "--guess", "1234"
    )
    assert again.code == 2 and "the code was cracked on guess 1" in again.err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "clever"], "unknown level 'clever'"),
        (["--setter", "1234"], "leave out SECRET"),
        (["--guess", "1234"], "--guess is for --setter"),
        (["--reveal"], "--reveal is for --setter"),
        (["1234", "--reveal"], "--reveal is for --setter"),
        (["1123"], "the secret 1123 is not a legal code"),
        (["--setter", "--guess", "12"], "guess 1: 12 has 2 flavours"),
    ],
)
def test_code_bot_bad_input(kitgen, args, message) -> None:
    result = kitgen("code", "bot", *args)
    assert result.code == 2 and message in result.err, result.err
    assert result.err.startswith("error: ") and result.err.count("\n") == 1, result.err


def test_lab_rounds_score_as_the_rules_say() -> None:
    result = api.icecream(games=40, seed=3, jobs=1, mode="medium")
    cells = result.figures["cells"]
    assert [c["level"] for c in cells] == ["random", "first", "knuth", "parts", "optimal"]
    for cell in cells:
        histogram = cell["guesses_histogram"]
        assert sum(histogram.values()) == 40
        # medium: 10 rows; a round cracked on guess k scores 10 - k
        total = sum((10 - int(k)) * n for k, n in histogram.items() if k != "not cracked")
        assert cell["points"]["value"] == pytest.approx(total / 40, abs=1e-3)
        assert cell["cracked"]["count"] == 40 - histogram["not cracked"]
    # the same secrets for every guesser: knuth never needs more than its worst case
    assert max(int(k) for k, n in cells[2]["guesses_histogram"].items()
               if n and k != "not cracked") <= code_api.strategy(mode="medium").worst  # fmt: skip


def test_lab_figures_do_not_depend_on_the_processes(kitgen) -> None:
    args = ["lab", "icecream", "--games", "30", "--levels", "random,knuth", "--seed", "9"]
    one = kitgen(*args, "--jobs", "1", "--json").json()
    two = kitgen(*args, "--jobs", "2", "--json").json()
    assert one == two
    assert [c["mode"] for c in one["figures"]["cells"]] == ["easy"] * 2 + ["medium"] * 2 + [
        "hard"
    ] * 2


def test_lab_versus_repeats(kitgen, tmp_path) -> None:
    plot = tmp_path / "hard.png"
    result = kitgen("lab", "icecream", "--mode", "hard", "--games", "40", "--levels", "knuth",
                    "--versus", "--repeats", "--plot", plot, "--json")  # fmt: skip
    data = result.json()
    assert result.code == 0
    assert data["rules"]["modes"][0]["repeats"] == "none"
    assert data["versus"]["rules"][0]["repeats"] == "one-pair"
    figures = [row["figure"] for row in data["versus"]["compared"]]
    assert figures == ["hard knuth points", "hard knuth cracked"]
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
