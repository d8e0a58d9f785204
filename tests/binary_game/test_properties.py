"""Properties: a recorded game replays to the same board and scores; a refused move never
changes the game file (byte for byte)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from kitgen.cli.app import run
from kitgen.games.binary.game import Game
from kitgen.games.binary.history import Played
from kitgen.games.binary.premiums import COLUMNS

#: Expressions (most correct under the default rules) to lay down in random places.
EXPRESSIONS = [
    "1=1",
    "0=0",
    "10=10",
    "1+1=10",
    "1×1=1",
    "11−1=10",
    "~0=1",
    "1&1=1",
    "10|1=11",
    "110÷11=10",
    "=1",
    "1=",
    "+1=1",
    "=0",
    "1",
    "0",
    "=",
]


def notation(square: tuple[int, int, bool], tiles: str) -> str:
    col, row, across = square
    start = f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"
    return f"{start} {tiles}"


def with_board(game: Game, square: tuple[int, int, bool], tiles: str, blank: bool) -> str:
    """Write squares already filled as '.', like players do; maybe make one digit a blank."""
    col, row, across = square
    out = []
    for i, ch in enumerate(tiles):
        sq = (col + i, row) if across else (col, row + i)
        if game.board[sq] is not None:
            out.append(".")
        elif blank and ch in "01":
            out.append(f"[{ch}]")
            blank = False
        else:
            out.append(ch)
    return notation(square, "".join(out))


def placed(data, game: Game, tiles: str) -> tuple[int, int, bool]:
    """A start square that lays ``tiles`` over or beside a tile on the board (H8 at first)."""
    across = data.draw(st.booleans())
    if not game.board.tiles:
        anchor = game.board.centre
    else:
        on_board = sorted(game.board.tiles)
        anchor = on_board[data.draw(st.integers(0, len(on_board) - 1))]
        side = data.draw(st.sampled_from([(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)]))
        anchor = (anchor[0] + side[0], anchor[1] + side[1])
    k = data.draw(st.integers(0, len(tiles) - 1))
    col, row = (anchor[0] - k, anchor[1]) if across else (anchor[0], anchor[1] - k)
    return (min(max(col, 0), 14), min(max(row, 0), 14), across)


@settings(
    max_examples=150,
    deadline=None,
    # new_game is a factory: each example builds its own game
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_replay_gives_same_board_and_scores(new_game, data) -> None:
    game = new_game(players=("Ann", "Bob", "Cy"))
    for _ in range(data.draw(st.integers(1, 30))):
        kind = data.draw(st.sampled_from(["play"] * 8 + ["pass", "undo"]))
        if kind == "play":
            tiles = data.draw(st.sampled_from(EXPRESSIONS))
            text = with_board(game, placed(data, game, tiles), tiles, data.draw(st.booleans()))
            before = (dict(game.board.tiles), dict(game.scores), len(game.entries))
            verdict = game.play(text)
            if not verdict.legal:
                assert (dict(game.board.tiles), dict(game.scores), len(game.entries)) == before
        elif kind == "pass":
            game.pass_turn()
        elif game.entries:
            game.undo()
    event(f"{sum(isinstance(e, Played) for e in game.entries) // 3 * 3}+ moves recorded")
    record = json.loads(json.dumps(game.to_mapping(), ensure_ascii=False))
    again = Game.from_mapping(record)
    assert again.board.tiles == game.board.tiles
    assert again.scores == game.scores
    assert again.to_play == game.to_play
    assert again.to_mapping() == game.to_mapping()
    # the scores are the sums of the recorded move scores (an independent tally)
    tally = dict.fromkeys(game.players, 0)
    for entry in record["moves"]:
        tally[entry["player"]] += entry.get("score", 0)
    assert tally == game.scores


squares = st.tuples(st.integers(4, 10), st.integers(4, 10), st.booleans())
move_texts = st.one_of(
    st.builds(notation, squares, st.text(alphabet="01=+-x/.&|~[] ", min_size=1, max_size=10)),
    st.builds(notation, squares, st.sampled_from(EXPRESSIONS)),
    st.text(max_size=12),
)


@settings(
    max_examples=100,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(moves=st.lists(move_texts, min_size=1, max_size=4))
def test_refused_moves_leave_the_file_byte_identical(tmp_path, moves) -> None:
    path = tmp_path / "prop.json"
    assert run(["game", "new", str(path), "--force"]) == 0
    assert run(["game", "play", str(path), "8G 1+1=10"]) == 0
    for text in moves:
        before = path.read_bytes()
        code = run(["game", "play", str(path), text])
        after = path.read_bytes()
        if code == 0:
            assert after != before
            assert json.loads(after)["moves"][-1]["player"] in ("Player 1", "Player 2")
        else:
            assert code in (1, 2)
            assert after == before


# Premiums along row 8 and down column H, copied from the rules page's board:
# row 8 "TW . . DL . . . ★ . . . DL . . TW", column H "TW . . DL . . . ★ . . . DL . . TW".
LINE_PREMIUMS = {
    0: ("word", 3),
    3: ("letter", 2),
    7: ("word", 2),
    11: ("letter", 2),
    14: ("word", 3),
}
POINTS = {"0": 1, "1": 1, "=": 1, "+": 1, "×": 2}


def reference_first_move_score(faces: list[str], start: int, value: int) -> int:
    """Scoring by the rules page, written out plainly for a line along row 8 or column H."""
    letters, word = 0, 1
    for i, face in enumerate(faces):
        kind, times = LINE_PREMIUMS.get(start + i, ("letter", 1))
        letters += POINTS[face] * (times if kind == "letter" else 1)
        word *= times if kind == "word" else 1
    bonus = 1 << (value.bit_length() - 1) if value else 0
    return (letters + bonus) * word + (50 if len(faces) == 9 else 0)


@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    a=st.integers(0, 15),
    b=st.integers(0, 15),
    op=st.sampled_from(["+", "×"]),
    across=st.booleans(),
    data=st.data(),
)
def test_first_move_scores_match_a_reference(new_game, a, b, op, across, data) -> None:
    value = a + b if op == "+" else a * b
    faces = [*f"{a:b}", op, *f"{b:b}", "=", *f"{value:b}"]
    if len(faces) > 9:
        return
    start = data.draw(st.integers(max(0, 7 - len(faces) + 1), min(7, 15 - len(faces))))
    square = f"8{COLUMNS[start]}" if across else f"H{start + 1}"
    verdict = new_game().play(f"{square} {''.join(faces)}")
    assert verdict.legal, verdict.reason
    assert verdict.score == reference_first_move_score(faces, start, value)
