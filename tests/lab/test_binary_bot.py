"""``kitgen game bot``: every level's move is legal, greedy scores what ``game moves --top 1``
does, strong weighs points and the shipped leave values, random reaches every move."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

import pytest

from kitgen.api.game import Game as ApiGame
from kitgen.api.game_bot import bot_answer
from kitgen.games.binary import Rules
from kitgen.games.binary.bot import choose
from kitgen.games.binary.game import Game
from kitgen.games.binary.gamefile import game_json
from kitgen.games.binary.movegen import Budget, MoveGenerator, generate
from kitgen.games.binary.movegen import budget as budget_module
from kitgen.games.binary.movegen.sample import nth_leaf, random_leaf
from kitgen.games.binary.tileset import tileset_from_spec
from kitgen.maker.specs.board import load_premium_board
from kitgen.maker.specs.tiles import load_tile_spec
from tests.binary_game.brute_force import brute_force

#: The rules page's points of the faces that are not worth 1.
POINTS = {"×": 2, "÷": 4, "blank": 0}
POSITIONS = json.loads((Path(__file__).parent / "positions.json").read_text(encoding="utf-8"))
LEAVES = Path(__file__).resolve().parents[2] / "kitgen" / "games" / "binary" / "leaves.json"


def position_game(position: dict) -> Game:
    tiles = tileset_from_spec(load_tile_spec())
    game = Game(Rules(), tiles, load_premium_board(), ["Ann", "Bob"])
    for move in position["moves"]:
        assert game.play(move).legal
    return game


def rack_text(rack: list[str]) -> str:
    return ",".join("?" if face == "blank" else face for face in rack)


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[Path, dict]]:
    folder = tmp_path_factory.mktemp("positions")
    found = []
    for number, position in enumerate(POSITIONS):
        path = folder / f"p{number}.json"
        path.write_text(game_json(position_game(position)), encoding="utf-8")
        found.append((path, position))
    return found


def test_greedy_scores_what_game_moves_top_1_scores(kitgen, files) -> None:
    assert len(files) == 12
    phases = Counter(position["phase"] for _path, position in files)
    assert set(phases) == {"opening", "middle", "crowded"}
    for path, position in files:
        rack = rack_text(position["rack"])
        best = kitgen("game", "moves", path, "--rack", rack, "--top", "1", "--json").json()
        bot = kitgen("game", "bot", path, "--rack", rack, "--json")
        assert bot.code == 0, bot.err
        answer = bot.json()
        assert answer["level"] == "greedy" and answer["played"] is False
        assert answer["points"] == best["moves"][0]["points"], position["name"]
        assert answer["count"] == best["count"]
        # and the referee agrees: the move scores its points on that board
        scored = kitgen("game", "score", path, answer["move"], "--json").json()
        assert scored["ok"] is True and scored["points"] == answer["points"]


def _leave_value(kept: list[str], table: dict[str, list[int]]) -> int:
    counts = Counter("blank" if face == "?" else face for face in kept)
    return sum(table[face][min(n, 3)] for face, n in counts.items())


def _rack_points(tiles: list[str]) -> int:
    """The rules page's points of rack tiles (1 a tile but × 2, ÷ 4, a blank 0)."""
    return sum(POINTS.get("blank" if face == "?" else face, 1) for face in tiles)


def _endgame_value(kitgen, path: Path, answer: dict, other: list[str], tmp: Path) -> int:
    """With the bag empty: the move played into a copy of the game, the other player's best
    reply asked of ``kitgen game moves --top 1`` with the rack it must hold (every tile not
    on the board or the computer's rack); what the move is worth beyond its points, as the
    rules page's end counts it (going out takes the tiles left on the other rack; a rack
    still held counts minus its points against its holder)."""
    if not answer["kept"]:
        return 100 * _rack_points(other)
    copy = tmp / path.name
    copy.write_bytes(path.read_bytes())
    assert kitgen("game", "play", copy, answer["move"]).code == 0
    reply = kitgen("game", "moves", copy, "--rack", ",".join(other), "--top", "1", "--json")
    mine = _rack_points(answer["kept"])
    if reply.code == 1:  # the other player has no move
        return -100 * mine
    best = reply.json()["moves"][0]
    # the tiles the reply leaves: greedy's move is the same top move (tested above)
    greedy = kitgen("game", "bot", copy, "--rack", ",".join(other), "--json").json()
    assert greedy["points"] == best["points"]
    left = greedy["kept"]
    assert len(other) - len(left) == best["tiles"]
    if not left:  # the other player goes out
        return -100 * (best["points"] + mine)
    return -100 * (best["points"] + mine - _rack_points(left))


def test_strong_weighs_points_and_the_shipped_leave_values(kitgen, files, tmp_path) -> None:
    """Its leave's value is the shipped file's, worked out by hand from the tiles it keeps,
    and its points plus that value are at least greedy's move's points plus greedy's. With
    the bag empty it looks one reply ahead instead (:func:`_endgame_value`)."""
    shipped = json.loads(LEAVES.read_text(encoding="utf-8"))["faces"]
    ends = 0
    for path, position in files:
        rack = rack_text(position["rack"])
        unplayed = kitgen("game", "show", path, "--json").json()["unplayed"]
        bag = sum(unplayed.values()) - len(position["rack"]) - 9  # the other rack counted full
        strong = kitgen("game", "bot", path, "--rack", rack, "--level", "strong", "--json")
        answer = strong.json()
        assert strong.code == 0 and answer["level"] == "strong"
        held = Counter(rack.split(","))
        assert held - Counter(answer["kept"]) + Counter(answer["kept"]) == held
        if answer["exchanged"]:  # the tiles it keeps are worth more than greedy's move
            assert Counter(answer["exchanged"]) + Counter(answer["kept"]) == held
            value = _leave_value(answer["kept"], shipped)
            assert answer["leave_value"] == pytest.approx(value / 100)
            greedy = kitgen("game", "bot", path, "--rack", rack, "--json").json()
            assert value > 100 * greedy["points"] + _leave_value(greedy["kept"], shipped)
            continue
        scored = kitgen("game", "score", path, answer["move"], "--json").json()
        assert scored["ok"] is True and scored["points"] == answer["points"]
        if bag <= 0:
            other = Counter({face: n for face, n in unplayed.items() if n > 0}) - held
            tiles = sorted(other.elements())
            value = _endgame_value(kitgen, path, answer, tiles, tmp_path)
            assert answer["leave_value"] == pytest.approx(value / 100)
            ends += 1
            continue
        value = _leave_value(answer["kept"], shipped)
        assert answer["leave_value"] == pytest.approx(value / 100)
        greedy = kitgen("game", "bot", path, "--rack", rack, "--json").json()
        assert 100 * answer["points"] + value >= 100 * greedy["points"] + _leave_value(
            greedy["kept"], shipped
        )
    assert ends >= 1


def test_strong_choice_by_hand_on_a_small_board(kitgen, tmp_path) -> None:
    """Every move of a 4-tile rack weighed by hand with the shipped values, and every
    exchange (the bag holds 76: 1 to 4 tiles may go back; an exchange is worth what it
    keeps): the bot's pick is the best points + leave."""
    table = json.loads(LEAVES.read_text(encoding="utf-8"))["faces"]
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game).code == 0
    assert kitgen("game", "play", game, "8H 1+1=10").code == 0
    rack = ["1", "0", "=", "1"]
    board = ApiGame.load(game).state.board
    tiles = tileset_from_spec(load_tile_spec())
    placements = brute_force(board, rack, tiles, Rules())
    assert placements
    best = None
    for placed, points in placements.items():
        laid = Counter("blank" if t.blank else t.face for _sq, t in placed)
        kept = list((Counter(rack) - laid).elements())
        worth = 100 * points + _leave_value(kept, table)
        if best is None or worth > best:
            best = worth
    for back in range(1, len(rack) + 1):
        for returned in combinations(range(len(rack)), back):
            kept = [face for at, face in enumerate(rack) if at not in returned]
            best = max(best, _leave_value(kept, table))
    bot = kitgen("game", "bot", game, "--rack", ",".join(rack), "--level", "strong", "--json")
    answer = bot.json()
    assert 100 * answer["points"] + round(100 * answer["leave_value"]) == best


def test_random_level_reaches_every_move_and_only_legal_ones() -> None:
    """The move numbered i, for every i, is every move the brute force finds, once."""
    game = position_game(POSITIONS[8])
    rack = POSITIONS[8]["rack"][:4]
    moves = generate(game.board, rack, game.tileset, game.rules, game.judge)
    found = {}
    for index in range(moves.count):
        leaf = nth_leaf(moves, index)
        placed = tuple(sorted((sq, (face, blank)) for sq, face, blank in leaf[6]))
        assert placed not in found
        found[placed] = -leaf[0]
        assert moves.judged(leaf).points == -leaf[0]  # the referee agrees
    theirs = brute_force(game.board, rack, game.tileset, game.rules)
    assert len(theirs) == moves.count == 20
    assert {_key(p): v for p, v in theirs.items()} == found
    # uniform: 3,000 draws over the moves, each drawn about 3000/count times
    rng = random.Random(5)
    drawn = Counter(random_leaf(moves, rng)[6] for _ in range(3000))
    assert len(drawn) == moves.count
    expected = 3000 / moves.count
    assert max(drawn.values()) < 3 * expected + 10


def _key(placement) -> tuple:
    return tuple(sorted((sq, (tile.face, tile.blank)) for sq, tile in placement))


def test_random_bot_move_is_legal_and_reproducible(kitgen, files) -> None:
    path, position = files[2]
    rack = rack_text(position["rack"])
    first = kitgen(
        "game", "bot", path, "--rack", rack, "--level", "random", "--seed", "9", "--json"
    )
    again = kitgen(
        "game", "bot", path, "--rack", rack, "--level", "random", "--seed", "9", "--json"
    )
    assert first.json() == again.json()
    move = first.json()["move"]
    assert kitgen("game", "score", path, move, "--json").json()["ok"] is True
    unseeded = kitgen("game", "bot", path, "--rack", rack, "--level", "random", "--json").json()
    assert 0 <= unseeded["seed"] < 2**32
    # greedy and strong draw nothing: no seed to show
    greedy = kitgen("game", "bot", path, "--rack", rack, "--level", "greedy", "--json").json()
    assert greedy["seed"] is None


def test_play_puts_the_move_in_the_file_and_passes_without_one(kitgen, tmp_path) -> None:
    game = tmp_path / "night.json"
    kitgen("game", "new", game, "--players", "Ann,Bob")
    played = kitgen("game", "bot", game, "--rack", "1,1,0,=,+,×,1,0,=", "--play", "--json")
    assert played.code == 0
    answer = played.json()
    assert answer["played"] is True and answer["to_play"] == "Bob"
    assert answer["players"] == [
        {"name": "Ann", "points": answer["points"]},
        {"name": "Bob", "points": 0},
    ]
    shown = kitgen("game", "show", game, "--json").json()
    assert shown["moves_played"] == 1
    # Bob holds only operators: no move, so the computer exchanges them for him (the bag
    # holds 100 less the move's tiles less two racks: at least 9)
    stuck = kitgen("game", "bot", game, "--rack", "+,×", "--play", "--json")
    assert stuck.code == 0 and sorted(stuck.json()["exchanged"]) == ["+", "×"]
    assert kitgen("game", "show", game, "--json").json()["history"][-1] == {
        "player": "Bob",
        "exchange": 2,
    }
    # with exchanges off it passes
    kitgen("game", "new", game, "--players", "Ann,Bob", "--exchange", "off", "--force")
    stuck = kitgen("game", "bot", game, "--rack", "+,×", "--play")
    assert stuck.code == 1
    assert "no legal move, so the computer (greedy) passes" in stuck.out
    assert "Ann passes." in stuck.out
    assert kitgen("game", "show", game, "--json").json()["to_play"] == "Bob"
    # the API does the same in memory
    memory = ApiGame.new(players=["Ann", "Bob"])
    assert memory.bot("1,1,0,=,+", level="strong").ok is True
    assert memory.history == ()  # without play nothing is recorded


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--level", "best"], "unknown level 'best' — choose one of: random, greedy, strong"),
        (["--seed", "-1"], "--seed -1"),
        (["--rack", "1,1,1,1,1,1,1,1,1,1"], "a rack holds at most 9"),
    ],
)
def test_bad_input_is_one_error_line(kitgen, tmp_path, args, message) -> None:
    game = tmp_path / "g.json"
    kitgen("game", "new", game)
    rack = [] if "--rack" in args else ["--rack", "1,=,1"]
    result = kitgen("game", "bot", game, *rack, *args)
    assert result.code == 2
    assert result.err.startswith("error: ") and message in result.err
    assert result.err.count("\n") == 1


#: A rack with two blanks on the opening board (worked out once: its whole search takes
#: 71,908 steps, with one blank set aside 10,777 and 9,060 moves, with both 702), asked with
#: the move engine's work limit made 60,000 steps so that the test takes a second: past the
#: limit whole, the bot's searches share the budget of one ``game moves`` question.
WIDE_RACK = "1,1,0,0,=,+,×,?,?"
SMALL_LIMIT = 60_000


@pytest.fixture
def engine_budgets(monkeypatch: pytest.MonkeyPatch) -> list[Budget]:
    """The move engine's work limit made :data:`SMALL_LIMIT`; the budget of every search
    asked of it (each ``game moves`` question has one; what a bot asks is paid from them)."""
    monkeypatch.setattr(budget_module, "WORK_LIMIT", SMALL_LIMIT)
    budgets: list[Budget] = []
    asked = MoveGenerator.moves

    def moves(self: MoveGenerator, rack: Sequence[str], budget: Budget | None = None):
        budget = budget or Budget()
        if all(budget is not seen for seen in budgets):
            budgets.append(budget)
        return asked(self, rack, budget)

    monkeypatch.setattr(MoveGenerator, "moves", moves)
    return budgets


@pytest.mark.parametrize("level", ["greedy", "strong", "random"])
def test_a_rack_past_the_engine_s_limit_is_searched_in_parts_within_one_budget(
    kitgen, tmp_path, level, engine_budgets
) -> None:
    path = tmp_path / "wide.json"
    assert kitgen("game", "new", path).code == 0
    if level == "greedy":
        # the referee's own move list cannot answer for the whole rack ...
        refused = kitgen("game", "moves", path, "--rack", WIDE_RACK, "--top", "1")
        assert refused.code == 2
        assert "too many to search within the work limit (60,000" in refused.err
        # ... but answers for the rack less one blank (10,777 steps)
        best = kitgen("game", "moves", path, "--rack", WIDE_RACK[:-2], "--top", "1", "--json")
        assert best.code == 0 and best.json()["count"] == 9_060
        engine_budgets.clear()
    bot = kitgen("game", "bot", path, "--rack", WIDE_RACK, "--level", level, "--json")
    assert bot.code == 0, bot.err
    # every search the bot asked for was paid from one budget, within one question's limit
    assert len(engine_budgets) == 1
    spent = min(engine_budgets[0].spent, SMALL_LIMIT)
    answer = bot.json()
    assert answer["steps"] == spent and answer["work_limit"] == SMALL_LIMIT
    assert answer["set_aside"] == ["?"] and answer["count"] >= 9_060
    assert "of at least" in answer["reason"] and "?" in answer["kept"]
    if level == "greedy":
        assert answer["points"] == best.json()["moves"][0]["points"]
        text = kitgen("game", "bot", path, "--rack", WIDE_RACK, "--level", level).out
        assert "so it chose among those without ?" in text
    played = kitgen("game", "play", path, answer["move"], "--json").json()  # the referee
    assert played["ok"] and played["points"] == answer["points"]


def test_strong_s_look_ahead_is_paid_from_the_same_budget_and_says_when_it_is_cut() -> None:
    """With the bag empty, strong weighs its six best moves by the other player's best reply.
    The replies of a rack with two blanks, on the board after 1÷1= NOT 0, are searched from
    the budget of the whole choice: within 20,000 steps the bot finds and weighs its own
    moves but not the replies, and says so; a rack of two tiles' replies fit."""
    tiles = tileset_from_spec(load_tile_spec())
    game = Game(Rules(), tiles, load_premium_board(), ["Ann", "Bob"])
    rack = ["1", "=", "1", "+", "0", "÷", "÷", "NOT"]  # no move lays them all: a reply counts
    wide = ["1", "1", "0", "0", "=", "+", "×", "blank", "blank"]
    for other, cut in ((wide, True), (["1", "="], False)):
        budget = Budget(20_000)
        choice = choose(game.board, rack, tiles, Rules(), "strong", random.Random(1),
                        bag=0, opponent=other, budget=budget)  # fmt: skip
        assert choice.found is not None and choice.cut_ahead is cut
        assert choice.steps == min(budget.spent, 20_000) and choice.steps <= 20_000
        answer = bot_answer(game, "Ann", choice, rack, "strong", None, None)
        assert answer.replies_cut is cut and answer.steps == choice.steps
        said = "the other player's replies are past the move engine's work limit"
        assert (said in answer.text) is cut
