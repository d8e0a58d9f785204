"""The move generator (issue 17): exactly the moves an exhaustive brute force finds, each one
accepted by the referee with the same points, ranked best first; a perft table of fixed
positions whose counts were worked out once by the brute force."""

from __future__ import annotations

from typing import Any

import pytest

from kitgen.files.templates import template
from kitgen.games.binary import Rules
from kitgen.games.binary.game import Game
from kitgen.games.binary.movegen import generate
from kitgen.games.binary.tileset import tileset_from_spec
from kitgen.maker.specs.board import load_premium_board
from kitgen.maker.specs.tiles import load_tile_spec
from tests.binary_game.brute_force import brute_force

MID = ["8H 1+1=10", "H6 1=."]
#: A board from a self-played game (the first 8 moves of one of the benchmark's games).
CROWD = [
    "H2 0+10=[1]0",
    "H1 1.......0=100÷1",
    "5D 10=1. AND 10",
    "11D 0+0 OR .=1−0",
    "D3 10.− NOT 0=1.[0]",
    "3B 1=.+0",
    "1A 0×1 OR 10=.0",
    "8A 0+ NOT .=1−",
]

#: name -> (moves played, rule switches, rack); the rack is small so the brute force is quick.
POSITIONS: dict[str, tuple[list[str], dict[str, Any], str]] = {
    "first": ([], {}, "1 = 1 +"),
    "first blank": ([], {}, "1 0 = ?"),
    "mid": (MID, {}, "1 0 = ×"),
    "mid NOT": (MID, {}, "NOT 0 = 1"),
    "mid blank": (MID, {}, "1 = ?"),
    "xor": (["8H 11=11"], {"xor": True}, "XOR 1 = 0"),
    "fractions": (["8H 1+1=10"], {"fractions": True}, "÷ 1 = 1"),
    "order left": (["8H 1+1=10"], {"order": "left"}, "+ × 1 ="),
    "no padding": (MID, {"padding": False, "times_one": False}, "× 1 0 ="),
    "no plus zero": (MID, {"plus_zero": False}, "+ 0 1 ="),
    "final-only": (MID, {"negatives": "final-only"}, "− 1 0 ="),
    "zeros always": (MID, {"leading_zeros": "always"}, "0 1 = 1"),
    "rotated": (["8H 1+1=10"], {"rotated_equals": True}, "= 1 ×"),
    "crowd": (CROWD, {}, "1 0 ="),
    "no move": (MID, {}, "+ ×"),
}


@pytest.fixture(scope="module")
def premiums():
    return load_premium_board()


def position(premiums, moves: list[str], switches: dict[str, Any]) -> Game:
    rules = Rules(**switches)
    path = template("binary", "tiles-xor.toml") if rules.xor else None
    game = Game(rules, tileset_from_spec(load_tile_spec(path)), premiums, ["Ann", "Bob"])
    for move in moves:
        verdict = game.play(move)
        assert verdict.legal, (move, verdict.reason)
    return game


def rack_of(text: str) -> list[str]:
    return ["blank" if face == "?" else face for face in text.split()]


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_exactly_the_moves_of_the_brute_force(premiums, name: str) -> None:
    moves, switches, rack = POSITIONS[name]
    game = position(premiums, moves, switches)
    found = generate(game.board, rack_of(rack), game.tileset, game.rules)
    expected = brute_force(game.board, rack_of(rack), game.tileset, game.rules)
    assert found.placements() == expected  # the same placements, the same points
    if name == "no move":
        assert expected == {}
    else:
        assert len(expected) > 0


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_every_move_is_played_by_the_referee_with_the_same_points(premiums, name: str) -> None:
    moves, switches, rack = POSITIONS[name]
    game = position(premiums, moves, switches)
    found = generate(game.board, rack_of(rack), game.tileset, game.rules)
    listed = found.all()
    assert len(listed) == found.count
    for item in listed:
        # the notation as printed, read back by the referee as a player's move
        verdict = game.judge_text(str(item.move))
        assert verdict.legal, (str(item.move), verdict.reason)
        assert verdict.score == item.points
        assert sorted(verdict.placed.items()) == sorted(item.verdict.placed.items())


def test_opening_rack_1_equals_1_worked_by_hand(premiums) -> None:
    """1=1 can only be laid as 1=1; covering H8 across (F, G, H start) or down: 6 moves.
    Each: tiles 1+1+1 = 3, + bonus 1 = 4, × 2 (the centre) = 8."""
    game = position(premiums, [], {})
    found = generate(game.board, ["1", "=", "1"], game.tileset, game.rules)
    moves = [str(item.move) for item in found.all()]
    assert moves == ["H6 1=1", "H7 1=1", "8F 1=1", "8G 1=1", "8H 1=1", "H8 1=1"]
    assert {item.points for item in found.all()} == {8}
    assert all(item.expressions == ["1=1"] for item in found.all())


def test_blanks_are_distinct_moves_and_rank_by_points(premiums) -> None:
    """Rack 1, =, blank on the first move: [1]=1 and 1=[1] are two moves; a blank scores 0
    (tiles 1+1 = 2, + bonus 1 = 3, × 2 = 6 against 8 for a real 1=1 — there is none here)."""
    game = position(premiums, [], {})
    found = generate(game.board, ["1", "=", "blank"], game.tileset, game.rules)
    moves = {str(item.move): item.points for item in found.all()}
    assert moves["8H 1=[1]"] == 6 and moves["8H [1]=1"] == 6
    points = [item.points for item in found.all()]
    assert points == sorted(points, reverse=True)
    # a rack with one 1 and one blank never lays 1=1 with two real 1s
    assert "8H 1=1" not in moves


def test_ranking_points_then_fewer_tiles(premiums) -> None:
    game = position(premiums, MID, {})
    found = generate(game.board, rack_of("1 0 = ×"), game.tileset, game.rules)
    listed = found.all()
    keys = [(-item.points, item.tiles) for item in listed]
    assert keys == sorted(keys)
    assert found.best(3) == listed[:3]
    for place, item in enumerate(listed[:5], 1):
        assert found.rank(item.verdict) == place


def test_a_move_not_found_has_no_rank(premiums) -> None:
    game = position(premiums, MID, {})
    found = generate(game.board, rack_of("1 0 = ×"), game.tileset, game.rules)
    illegal = game.judge_text("9H 1=1")
    assert not illegal.legal and found.rank(illegal) is None


def test_moves_write_the_tiles_they_play_through_as_themselves(premiums) -> None:
    """On 1+1=10 (H8–M8), laying 1 on G8 and 0 on N8 reads 11+1=100: written 8G 11+1=100."""
    game = position(premiums, ["8H 1+1=10"], {})
    found = generate(game.board, rack_of("1 0 ="), game.tileset, game.rules)
    listed = {str(item.move): item for item in found.all()}
    assert "8G 11+1=100" in listed
    assert listed["8G 11+1=100"].tiles == 2
    assert listed["8G 11+1=100"].expressions == ["11+1=100"]


#: Perft table: (position, rack, legal moves, best points). The counts and points were worked
#: out once by ``brute_force`` (tests/binary_game/brute_force.py) on this machine, offline,
#: and written down here; the test checks the generator against them.
PERFT = [
    ("first", "1 1 0 = +", 46, 14),
    ("first", "1 1 = ?", 24, 8),
    ("mid", "1 0 = × 1", 66, 24),
    ("mid", "NOT 0 = 1 AND", 192, 21),
    ("crowd", "1 0 = + 1", 133, 12),
    ("xor", "XOR 1 = 0 1", 79, 24),
    ("fractions", "÷ 1 = 1 0", 49, 30),
    ("order left", "+ × 1 = 1", 32, 15),
    ("rotated", "= 1 × 1", 29, 15),
    ("no padding", "× 1 0 = 1", 30, 16),
    ("mid blank", "1 = 0 ?", 248, 10),
]


@pytest.mark.parametrize(("name", "rack", "count", "best"), PERFT)
def test_perft_table(premiums, name: str, rack: str, count: int, best: int) -> None:
    moves, switches, _small = POSITIONS[name]
    game = position(premiums, moves, switches)
    found = generate(game.board, rack_of(rack), game.tileset, game.rules)
    assert found.count == count
    assert max(found.points(), default=0) == best


#: Bigger racks for the best-n walk (no brute force: the brute force checks all() above).
BEST_N = [
    ("mid", "NOT 0 = 1 AND ?"),
    ("crowd", "1 0 = + 1 ?"),
    ("first", "1 1 0 = + × ?"),
    ("no padding", "× 1 0 = 1 + 0"),
]


@pytest.mark.parametrize(("name", "rack"), BEST_N)
def test_the_best_n_are_the_first_n_of_the_full_ranking(premiums, name: str, rack: str) -> None:
    """best(n) walks only the part of the move graph whose bound can still reach the n-th
    best points; it must give exactly the first n of the whole list sorted, ties included."""
    moves, switches, _small = POSITIONS[name]
    game = position(premiums, moves, switches)
    ranked = sorted(generate(game.board, rack_of(rack), game.tileset, game.rules).leaves)
    assert len(ranked) > 100
    for n in (1, 10, 100):
        found = generate(game.board, rack_of(rack), game.tileset, game.rules)
        assert found.best_leaves(n) == ranked[:n]
        assert found.count == len(ranked)


#: Racks for rank(): with blanks, many ties on points; the full sorted listing is the reference.
RANKS = [*BEST_N, ("mid", "1 0 = ? ?")]


@pytest.mark.parametrize(("name", "rack"), RANKS)
def test_rank_is_the_place_in_the_full_sorted_listing(premiums, name: str, rack: str) -> None:
    """rank() walks only the moves with at least the move's points (and never writes out the
    list); it must give the move's place in the whole list sorted, ties included."""
    moves, switches, _small = POSITIONS[name]
    game = position(premiums, moves, switches)
    reference = generate(game.board, rack_of(rack), game.tileset, game.rules)
    listed = reference.all()
    assert len(listed) > 100
    found = generate(game.board, rack_of(rack), game.tileset, game.rules)
    step = max(1, len(listed) // 40)
    places = sorted({*range(0, len(listed), step), 1, 2, len(listed) - 2, len(listed) - 1})
    tied = 0
    for place in places:
        item = listed[place]
        # a move written as a player would write it, judged afresh by the referee
        verdict = game.judge_text(str(item.move))
        assert found.rank(verdict) == place + 1, str(item.move)
        tied += place > 0 and listed[place - 1].points == item.points
    assert tied > 5  # ties on points are ranked by tiles and notation order
    assert found._leaves is None  # ranked without writing out every move


def test_a_legal_move_the_rack_cannot_make_has_no_rank(premiums) -> None:
    game = position(premiums, MID, {})
    found = generate(game.board, rack_of("0 0 = ×"), game.tileset, game.rules)
    assert found.count > 0
    other = game.judge_text("8G 11+1=100")  # lays a 1 on G8 and a 0 on N8: the rack has no 1
    assert other.legal and found.rank(other) is None
    assert found._leaves is None
