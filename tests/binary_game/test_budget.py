"""The move engine's work budget and the tile set's limits (issue #28, unbounded work).

Every question to the engine is paid in steps (kitgen/games/binary/movegen/budget.py); past
the limit it answers "more than N moves" (or "N moves: that takes more…") at once, never
after minutes or gigabytes. The tile set bounds what a rack can hold: at most 15 tiles and a
set of at most 10 blanks. The tests use small budgets on small racks, whose true counts are
known (the README's 714 opening moves), so they run in well under a second each; the one
test at the real limit is the shipped set's biggest rack of the benchmark.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary.movegen import Budget, TooMuchWork, generate
from kitgen.games.binary.movegen import budget as budget_module
from kitgen.games.binary.movegen.sample import nth_leaf
from kitgen.games.binary.tileset import TileSet

ROOT = Path(__file__).parents[2]
TILES = (ROOT / "templates" / "binary" / "tiles.toml").read_text("utf-8")
OPENING_RACK = ["1", "1", "0", "=", "+", "×", "1", "0", "="]  # 714 legal moves (README)


def test_the_count_is_the_same_whatever_the_budget_when_it_suffices(new_game) -> None:
    game = new_game()
    found = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget())
    assert found.count == 714
    spent = found.budget.spent
    assert 0 < spent < budget_module.WORK_LIMIT
    # steps, not seconds: the same search spends exactly the same steps every time
    again = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget())
    assert again.budget.spent == spent
    # and a budget of exactly that much is enough
    exact = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget(spent))
    assert exact.count == 714


def test_a_search_past_its_budget_says_how_many_moves_it_found_for_certain(new_game) -> None:
    game = new_game()
    full = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget())
    seen = []
    for limit in (1, 50, full.budget.spent // 3, full.budget.spent // 2, full.budget.spent - 1):
        with pytest.raises(TooMuchWork) as stop:
            generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget(limit))
        assert not stop.value.exact
        # a lower bound, never more than the true count (714 on this rack)
        assert 0 <= stop.value.found <= 714
        seen.append(stop.value.found)
        text = str(stop.value)
        steps = f"{limit:,} step" + ("s" if limit != 1 else "")
        if stop.value.found:
            assert text.startswith(f"at least {stop.value.found:,} legal move")
        else:
            assert text.startswith("the move search stopped at its work limit")
        assert f"({steps})" in text
        assert "— ask about part of the rack (fewer tiles in --rack" in text
    assert seen == sorted(seen) and seen[-1] > 0  # more budget, more moves found


def test_top_all_and_rank_are_paid_from_the_same_budget(new_game) -> None:
    game = new_game()
    search = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget())
    spent = search.budget.spent
    # all 714 moves cost 714 × JUDGE_STEPS on top of the search: refused at once, the count known
    short = generate(
        game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget(spent + 1000)
    )
    with pytest.raises(TooMuchWork) as stop:
        short.all()
    assert stop.value.exact and stop.value.found == 714
    assert str(stop.value) == (
        "714 legal moves: listing every move takes more than the work limit "
        f"({spent + 1000:,} steps) — ask for fewer moves (--top N), or about part of the "
        "rack in --rack"
    )
    # the best 5 fit in the same budget
    assert [m.points for m in short.best(5)] == [72] * 5
    enough = 714 * budget_module.JUDGE_STEPS + spent + 10_000
    listed = generate(game.board, OPENING_RACK, game.tileset, game.rules, budget=Budget(enough))
    assert len(listed.all()) == 714


def test_a_move_picked_by_its_number_is_paid_from_the_same_budget(new_game) -> None:
    """The random level's pick walks the move graph, a step per node entered, as every walk:
    past the budget it is the one error every question gives."""
    game = new_game()
    rack, tiles, rules = OPENING_RACK, game.tileset, game.rules
    spent = generate(game.board, rack, tiles, rules, budget=Budget()).budget.spent
    bare = generate(game.board, rack, tiles, rules, budget=Budget(spent))
    with pytest.raises(TooMuchWork) as stop:
        nth_leaf(bare, 0)
    assert str(stop.value) == (
        "714 legal moves: picking a move takes more than the work limit "
        f"({spent:,} steps) — ask for fewer moves (--top N), or about part of the rack in --rack"
    )
    room = generate(game.board, rack, tiles, rules, budget=Budget(spent + 20))
    move = room.judged(nth_leaf(room, 713))  # the last move, legal by the referee
    assert move.points > 0 and room.budget.spent > spent


def test_a_rack_past_the_limit_is_one_error_line_on_the_command_line(
    kitgen, tmp_path: Path, monkeypatch
) -> None:
    path = tmp_path / "g.json"
    assert kitgen("game", "new", path, "--players", "Ann,Bob").code == 0
    monkeypatch.setattr(budget_module, "WORK_LIMIT", 2000)
    result = kitgen("game", "moves", path, "--rack", ",".join(OPENING_RACK), "--top", "1")
    assert result.code == 2 and result.out == ""
    assert result.err.startswith("error: at least ") and result.err.count("\n") == 1
    assert "legal moves: too many to search within the work limit (2,000 steps)" in result.err
    result = kitgen("game", "moves", path, "--rack", ",".join(OPENING_RACK), "--json")
    assert result.code == 2 and json.loads(result.out)["ok"] is False
    # within the limit the same command answers as before
    monkeypatch.setattr(budget_module, "WORK_LIMIT", 2_000_000)
    result = kitgen("game", "moves", path, "--rack", ",".join(OPENING_RACK), "--top", "1")
    assert result.code == 0 and "714 legal moves" in result.out


def test_all_on_the_shipped_sets_biggest_rack_is_refused_at_once(kitgen, tmp_path) -> None:
    """The benchmark's position with the most moves (two blanks, 261,684 moves): listing them
    all would cost 261,684 × 40 steps, more than the limit, so --all refuses after the search
    (about half a million steps) instead of writing out moves for a minute."""
    positions = json.loads((ROOT / "benchmarks" / "bench_moves_positions.json").read_text())
    (position,) = [p for p in positions if p["name"] == "game1 move 5 (2 blanks)"]
    path = tmp_path / "g.json"
    assert kitgen("game", "new", path, "--players", "A,B").code == 0
    for move in position["moves"]:
        assert kitgen("game", "play", path, move).code == 0
    rack = ",".join("?" if face == "blank" else face for face in position["rack"])
    result = kitgen("game", "moves", path, "--rack", rack, "--all", "--json")
    assert result.code == 2
    assert json.loads(result.out)["error"]["message"] == (
        "261,684 legal moves: listing every move takes more than the work limit (2,000,000 "
        "steps) — ask for fewer moves (--top N), or about part of the rack in --rack"
    )


# -- the tile set's limits --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ("rack = 9", "rack = 16", ["rack: must be at most 15 (found 16)"]),
        ("rack = 9", "rack = 50", ["must be at most 15 (found 50)"]),
        (
            "count = 3\npoints = 0",
            "count = 11\npoints = 0",
            ["faces: 11 blanks — a set holds at most 10"],
        ),
    ],
)
def test_a_spec_bounds_the_rack_and_the_blanks(kitgen, tmp_path, old, new, words) -> None:
    spec = tmp_path / "tiles.toml"
    assert old in TILES
    spec.write_text(TILES.replace(old, new), encoding="utf-8")
    result = kitgen("game", "new", tmp_path / "g.json", "--spec", spec, "--players", "A,B")
    assert result.code == 2 and result.err.count("\n") == 1
    for word in words:
        assert word in result.err, result.err
    assert not (tmp_path / "g.json").exists()


def test_the_largest_spec_allowed_makes_a_game(kitgen, tmp_path) -> None:
    spec = tmp_path / "tiles.toml"
    spec.write_text(
        TILES.replace("rack = 9", "rack = 15").replace(
            "count = 3\npoints = 0", "count = 10\npoints = 0"
        ),
        encoding="utf-8",
    )
    result = kitgen("game", "new", tmp_path / "g.json", "--spec", spec, "--players", "A,B")
    assert result.code == 0, result.err
    assert "107 tiles, racks of 15" in result.out  # 100 - 3 + 10 blanks


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda t: t.__setitem__("rack", 16), "tiles.rack: expected a whole number from 1 to 15"),
        (
            lambda t: t["faces"][-1].__setitem__("count", 11),
            "tiles.faces: expected at most 10 blanks (found 11)",
        ),
    ],
)
def test_a_game_file_bounds_the_rack_and_the_blanks(kitgen, tmp_path, change, words) -> None:
    path = tmp_path / "g.json"
    assert kitgen("game", "new", path, "--players", "A,B").code == 0
    data = json.loads(path.read_text("utf-8"))
    assert data["tiles"]["faces"][-1]["blank"] is True
    change(data["tiles"])
    path.write_text(json.dumps(data), encoding="utf-8")
    result = kitgen("game", "show", path)
    assert result.code == 2 and words in result.err, result.err
    with pytest.raises(KitgenError) as refused:
        TileSet.from_mapping(data["tiles"])
    assert str(refused.value) == words
