"""Every puzzle of a deck of 60 of each kind solved again by the independent checkers of
``checkers.py`` (never by the generator or kitgen's solvers), the levels ordered by their
measured figure, no puzzle twice, and the same seed giving the same deck in another process
with another hash seed."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from collections import Counter
from fractions import Fraction

import pytest

from kitgen.games.binary.puzzles import draw_best
from kitgen.games.binary.tileset import tileset_from_spec
from kitgen.games.puzzles.make import make_deck
from kitgen.games.puzzles.puzzle import deck
from kitgen.maker.specs.tiles import load_tile_spec
from tests.puzzles import checkers

DECK = 60
#: The kit's tile set, which a binary deck draws its racks from.
TILES = tileset_from_spec(load_tile_spec())


@pytest.fixture(scope="module")
def decks() -> dict[str, list]:
    found = {kind: make_deck(kind, DECK, None, 7, tileset=TILES) for kind in ("staeda", "24")}
    found["binary"] = make_deck("binary", DECK, None, 7, tileset=TILES)
    found["code-hard"] = make_deck("code", DECK, None, 7, "hard")
    for mode in ("easy", "medium"):  # smaller: easy's 1,680 codes make the checker slow
        found[f"code-{mode}"] = make_deck("code", 24, None, 7, mode)
    return found


def _ordered(puzzles: list, task: str | None = None, fewer_is_harder: bool = False) -> None:
    """Every level-1 figure is below every level-2 one, and those below level 3's (above,
    for a figure where fewer is harder: the 24 game's ways): a harder level never measures
    easier."""
    by_level: dict[int, list[int]] = {}
    for p in puzzles:
        if task is None or p.question.get("task") == task:
            value = p.measure["value"]
            by_level.setdefault(p.level, []).append(-value if fewer_is_harder else value)
    levels = sorted(by_level)
    for low, high in itertools.pairwise(levels):
        assert max(by_level[low]) < min(by_level[high]), (task, by_level)


def test_a_deck_is_a_third_at_each_level_easiest_first(decks) -> None:
    for puzzles in decks.values():
        third = len(puzzles) // 3
        assert [p.level for p in puzzles] == [1] * third + [2] * third + [3] * third


def test_no_puzzle_twice_in_a_deck(decks) -> None:
    for puzzles in decks.values():
        questions = [json.dumps(p.question, sort_keys=True) for p in puzzles]
        assert len(set(questions)) == len(puzzles)


def test_24_answers_make_24_with_the_four_cards_once_each(decks) -> None:
    for p in decks["24"]:
        value, numbers = checkers.evaluate(p.answer)
        assert value == 24 and sorted(numbers) == sorted(p.question["cards"]), p
        for way in p.extra["ways"]:
            value, numbers = checkers.evaluate(way)
            assert value == 24 and sorted(numbers) == sorted(p.question["cards"])
    _ordered(decks["24"], fewer_is_harder=True)
    # level 3 is one way only: the key lists exactly the one
    assert all(len(p.extra["ways"]) == 1 for p in decks["24"] if p.level == 3)


def test_staeda_keys_reach_the_target_with_available_cards(decks) -> None:
    for p in decks["staeda"]:
        q = p.question
        ranks = q["hand"].split() + q["table"].split()
        assert len(q["hand"].split()) == 3 and len(q["table"].split()) == 3
        for claim in (p.answer, p.extra["shortest"]):
            value, numbers = checkers.evaluate(claim)
            assert value == Fraction(q["target"]), p
            assert checkers.uses_available_cards(numbers, ranks), p
        _value, shortest = checkers.evaluate(p.extra["shortest"])
        fewest = p.measure["value"]
        assert p.measure["name"] == "fewest_cards" and len(shortest) == fewest
        # and no fewer cards make it: the figure is a true minimum
        assert not checkers.makes_with_at_most(ranks, q["target"], fewest - 1), p
    _ordered(decks["staeda"])


@pytest.mark.parametrize("mode", ["easy", "medium", "hard"])
def test_code_clues_admit_exactly_the_one_code(decks, mode) -> None:
    for p in decks[f"code-{mode}"]:
        assert p.question["mode"] == mode
        every, *without = checkers.codes_fitting(mode, p.question["played"])
        assert every == [p.answer], p
        assert p.measure == {"name": "rows", "value": len(p.question["played"])}
        # every row is needed: without any one of them more codes fit
        if len(without) > 1:
            assert all(len(codes) > 1 for codes in without), p
    _ordered(decks[f"code-{mode}"])


def test_binary_lines_have_their_one_answer(decks) -> None:
    tasks = set()
    for p in decks["binary"]:
        q = p.question
        tasks.add(q["task"])
        if q["task"] == "write":
            assert int(p.answer, 2) == q["number"] and p.answer[0] == "1"
            assert p.measure == {"name": "digits", "value": len(p.answer)}
            continue
        if q["task"] == "best":
            continue  # test_binary_best_lines_are_the_best
        if q["task"] == "value":
            line = q["expr"].replace("?", p.answer)
            assert checkers.binary_correct(line), p
        elif q["task"] == "tile":
            fitting = [
                f for f in checkers.FACES if checkers.binary_correct(checkers.fill(q["expr"], f))
            ]
            assert fitting == [p.answer], (p, fitting)
            line = checkers.fill(q["expr"], p.answer)
        else:
            assert not checkers.binary_correct(q["expr"]), p
            assert checkers.binary_correct(p.answer), p
            # only the number after = changed
            assert q["expr"].rpartition("=")[0] == p.answer.rpartition("=")[0]
            line = p.answer
        tiles = sum(len(t) if t[0] in "01" else 1 for t in line.split())
        assert p.measure == {"name": "tiles", "value": tiles}, p
    assert tasks == {"value", "tile", "fix", "write", "best"}
    for task in ("value", "tile", "fix", "write", "best"):
        _ordered(decks["binary"], task)


def _best_lines(puzzles: list) -> list:
    return [p for p in puzzles if p.question["task"] == "best"]


def test_binary_best_lines_are_the_best(decks) -> None:
    """The key's line is correct, made of the rack's tiles, scores what the key says, and no
    other set of tiles scores as much (every arrangement of the rack's tiles tried); the
    figure is the number of correct lines the rack makes."""
    best = deck(draw_best(TILES), DECK, None, 7, "binary")  # a deck of 60 best lines
    assert {p.level for p in _best_lines(decks["binary"])} == {1, 2, 3}
    for p in best + _best_lines(decks["binary"]):
        rack = p.question["rack"]
        assert 5 <= len(rack) <= 8 and rack.count("=") == 1, p
        assert set(rack) <= set(checkers.FACES), p  # the tile set's faces, no blank
        faces = checkers.faces_of(p.answer)
        assert not Counter(faces) - Counter(rack), p  # only the rack's tiles
        value = checkers.tiles_value(faces)
        assert value is not None, p
        score = checkers.line_score(faces, value)
        assert (p.extra["score"], p.extra["bonus"]) == (score, 1 << (value.bit_length() - 1))
        assert p.extra["points"] == {f: checkers.TILE_POINTS.get(f, 1) for f in set(rack)}
        every = checkers.lines_of(rack)
        assert faces in every and p.measure == {"name": "lines", "value": len(every)}, p
        scores = {line: checkers.line_score(line, v) for line, v in every.items()}
        top = [line for line, s in scores.items() if s == max(scores.values())]
        assert max(scores.values()) == score, (p, top)
        # one set of tiles: every best line is an order of the key's tiles, and every
        # correct order of those tiles scores the best
        same = [line for line in every if sorted(line) == sorted(faces)]
        assert sorted(top) == sorted(same), p
    _ordered(best, "best")


def test_a_best_line_is_accepted_by_kitgen_check(kitgen, decks) -> None:
    [p, *_rest] = _best_lines(decks["binary"])
    result = kitgen("check", p.answer, "--json")
    assert result.code == 0 and result.json()["ok"] is True, result.out


def test_the_same_seed_gives_the_same_deck_in_another_process() -> None:
    code = (
        "import json; from kitgen.games.puzzles.make import make_deck; "
        "from tests.puzzles.test_decks import TILES; "
        "print(json.dumps([[p.as_dict() for p in make_deck(k, 6, None, 3, tileset=TILES)] "
        "for k in ('staeda', '24', 'code', 'binary')]))"
    )
    env = {**os.environ, "PYTHONHASHSEED": "12345"}  # this process's differs (random or 0)
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    here = json.dumps(
        [
            [p.as_dict() for p in make_deck(k, 6, None, 3, tileset=TILES)]
            for k in ("staeda", "24", "code", "binary")
        ]
    )
    assert out.stdout.strip() == here
    # and another seed another deck
    assert make_deck("24", 9, None, 4) != make_deck("24", 9, None, 3)


def test_one_level_asked_for() -> None:
    assert {p.level for p in make_deck("24", 12, 3, 1)} == {3}
    for level in (1, 2, 3):  # the smallest kind still makes a deck of 60 at one level
        deck = make_deck("binary", 60, level, 1, tileset=TILES)
        assert {p.level for p in deck} == {level}
        assert len({json.dumps(p.question, sort_keys=True) for p in deck}) == 60
