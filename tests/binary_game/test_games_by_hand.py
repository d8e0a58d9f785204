"""Whole games worked out by hand from the rules page ("Playing on the board").

Premium squares used below (shared/rules/binary.md): row 8 — A8 TW, D8 DL, H8 ★ (double
word), L8 DL, O8 TW; row 7 and row 9 — C, G, I, M are DL; row 6 — B, F, J, N are TL.
Every tile scores 1 point except × (2) and ÷ (4); a blank scores 0. The bonus of an
expression is the highest power of two not above its value (0 for value 0).

Each step is (move, expected score) or (move, a piece of the refusal reason).
"""

from __future__ import annotations

import pytest

from kitgen.games.binary import Rules
from kitgen.games.binary.tileset import TileSet

GAMES = {
    "sanity example and premiums under old tiles": [
        # H8★ I8 J8 K8 L8(DL) M8: tiles 1+1+1+1+1×2+1 = 7, + bonus 10₂ → 2 = 9, × 2 (★) = 18
        ("8H 1+1=10", 18),
        # H6 1, H7 =, H8 (old 1, its ★ already used): tiles 1+1 = 2, + bonus 1 = 3, no word = 3
        ("H6 1=.", 3),
        # row 6 "1+1=10" from the old H6: I6 +1, J6 1×3 (TL), K6 =1, L6 1, M6 0:
        # 1+3+1+1+1 = 7, + bonus 2 = 9
        ("6H .+1=10", 9),
        # M7 (DL) '=' joins M6 0 and M8 0 into "0=0": tile 1×2 = 2, + bonus 0 = 2
        ("M6 .=.", 2),
        # L7 '=' would join L6 1 and L8 1 into "1=1", but it also sits beside the '=' on M7:
        # across L7-M7 reads "==", which is no expression
        ("L6 .=.", "== (across L7–M7) is not a correct expression"),
        # I7 (DL) '=' joins I6 + and I8 +: "+=+" is refused, as is the cross...
        ("I6 .=.", "+=+ (down I6–I8) is not a correct expression"),
    ],
    "cross expression": [
        # H8★ 1, I8 ×(2 pts), J8 0, K8 =, L8 0 (DL): 1+2+1+1+1×2 = 7, + bonus 0 = 7, × 2 = 14
        ("8H 1×0=0", 14),
        # G6 1, G7 = (DL), G8 1 down: "1=1": 1 + 1×2 + 1 = 4, + bonus 1 = 5;
        # G8 also lengthens row 8 to "11×0=0": only G8 is new: 1, + bonus 0 = 1 (H8★ and
        # L8 DL lie under old tiles and do not count). 5 + 1 = 6
        ("G6 1=1", 6),
    ],
    "blanks score nothing": [
        # H8★ [1] blank 0, I8 = 1, J8 1: 0+1+1 = 2, + bonus 1 = 3, × 2 = 6
        ("8H [1]=1", 6),
        # J6 (TL) [1] 0×3, J7 = 1, J8 old: 0+1 = 1, + bonus 1 = 2
        ("J6 [1]=.", 2),
        # a blank may stand for an operator: H6 1, I6 [AND] 0, J6 old [1]... "1 AND 1" is
        # no expression without '=': row 6 needs "1 AND 1=1": H6 1, I6 [AND], J6 old,
        # K6 =, L6 1: tiles 1+0+1+1 = 3, + bonus 1 = 4 (J6's TL was used in move 2)
        ("6H 1[AND].=1", 4),
    ],
    "bingo: all nine rack tiles": [
        # G8..O8 "11+11=110": G8 1, H8★ 1, I8 +, J8 1, K8 1, L8 = (DL), M8 1, N8 1, O8 0 (TW)
        # tiles 1+1+1+1+1+1×2+1+1+1 = 10, + bonus 4 (110₂ = 6) = 14, × 2 × 3 = 84, + 50 = 134
        ("8G 11+11=110", 134),
    ],
    "refusals keep the board as it was": [
        ("8A 1=1", "must cover the centre square H8"),
        ("7H 1=1", "must cover the centre square H8"),
        ("8H 1", "a single tile is not an expression"),
        ("8H 1=1=1", "2 new '=' tiles"),
        ("8H 1+1=11", "not a correct expression"),
        ("8H 1=1", 8),  # H8★ I8 J8: 1+1+1 = 3, + bonus 1 = 4, × 2 = 8
        # parallel play below: H9 1 makes H8-H9 "11" (a number, no '='), J9 1 makes "11"
        ("9H 1=1", "11 (down H8–H9) is not a correct expression"),
        ("9H 1", "11 (down H8–H9) is not a correct expression"),
        ("8K 1", "1=11 (across H8–K8) is not a correct expression"),
        ("H4 1=1", "does not touch any tile"),
        ("8H 1=0", "J8 already holds 1, but the move writes 0"),
        ("8H ..", "places no tile"),
        ("8H ...=.", "L8 is empty, but the move writes '.'"),  # a gap
        ("8M .=1", "M8 is empty, but the move writes '.'"),
        ("8N 1=1", "3 squares from 8N do not fit (the board ends at column O)"),
        ("H14 1=1", "3 squares from H14 do not fit (the board ends at row 15)"),
        ("8K =1=1", "at most one"),
        ("K8 =1=1", "at most one"),
        # more tiles than a rack holds (checked before touching and expressions)
        ("7A 111111=111111", "places 13 tiles; a move places 1 to 9"),
        # and the board is unchanged: this still fits after all those refusals
        # K8 ×(2), L8 1 (DL) → row 8 "1=1×1": 2 + 1×2 = 4, + bonus 1 = 5
        ("8K ×1", 5),
    ],
    "a second = in one move": [
        ("8H 1=1", 8),
        # down from J6: J6 1 (TL), J7 =, J8 old 1: 1×3 + 1 = 4, + bonus 1 = 5
        ("J6 1=.", 5),
        # lengthening "1=1" to "1=1=1" (one new '='): J9 = (plain), J10 1 (TL):
        # 1 + 1×3 = 4, + bonus 1 = 5
        ("J6 ...=1", 5),
        # a second '=' in one move: "1=1=1=1" by adding J11 '=' ... and a '=' elsewhere
        ("J6 .....==1", "2 new '=' tiles"),
    ],
}


@pytest.mark.parametrize("name", list(GAMES))
def test_game(name, new_game) -> None:
    game = new_game()
    total = 0
    for number, (move, expected) in enumerate(GAMES[name], 1):
        before = dict(game.board.tiles)
        verdict = game.play(move)
        if isinstance(expected, int):
            assert verdict.legal, f"move {number} {move}: {verdict.reason}"
            assert verdict.score == expected, f"move {number} {move}"
            total += expected
        else:
            assert not verdict.legal, f"move {number} {move} should be refused"
            assert expected in verdict.reason, verdict.reason
            assert game.board.tiles == before
    assert sum(game.scores.values()) == total


def test_cross_breakdown(new_game) -> None:
    game = new_game()
    game.play("8H 1×0=0")
    verdict = game.play("G6 1=1")
    # the line of play first, then the cross line through G8
    assert [(e.text, e.where, e.bonus, e.score) for e in verdict.expressions] == [
        ("1=1", "down G6–G8", 1, 5),
        ("11×0=0", "across G8–L8", 0, 1),
    ]
    assert verdict.expressions[0].working() == "tiles 1+1×2+1 = 4, + bonus 1 = 5"


def test_working_shows_word_premiums(new_game) -> None:
    verdict = new_game().play("8G 11+11=110")
    assert verdict.expressions[0].working() == (
        "tiles 1+1+1+1+1+1×2+1+1+1 = 10, + bonus 4 = 14, × 6 (H8 ★, O8 TW) = 84"
    )
    assert verdict.bingo == 50


def test_bingo_follows_the_rack_size(new_game, tileset) -> None:
    small = TileSet("small", 3, tileset.counts, tileset.points, 3, 0, tileset.faces)
    # rack of 3: "1=1" on H8★: 1+1+1 = 3, + bonus 1 = 4, × 2 = 8, + 50 = 58
    assert new_game(tiles=small).play("8H 1=1").score == 58
    assert "places 6 tiles; a move places 1 to 3" in new_game(tiles=small).play("8H 1+1=10").reason


def test_no_more_of_a_face_than_the_set_holds(new_game) -> None:
    tiles = TileSet(
        "tiny",
        9,
        {"0": 5, "1": 3, "=": 5, "÷": 0},
        {"0": 1, "1": 1, "=": 1, "÷": 4},
        1,
        0,
        ("0", "1", "=", "÷"),
    )
    game = new_game(tiles=tiles)
    assert game.play("8H 1=1").legal  # two 1s
    assert game.play("H6 1=.").legal  # the third and last 1
    refused = game.play("J6 1=.")
    assert refused.reason == "the move puts a 4th 1 on the board; the set holds only 3"
    # a blank may stand for a 1 — but the set holds one blank only
    assert game.play("J6 [1]=.").legal
    assert (
        game.play("8K [1]").reason == "the move puts a 2nd blank on the board; the set holds only 1"
    )
    assert game.play("8K =0÷0").reason.startswith("the tile set has no ÷ tiles")


def test_xor_needs_the_rule(new_game) -> None:
    refused = new_game().play("8H [XOR]1=1")
    assert not refused.legal and "XOR" in refused.reason
    # 1 XOR 1 = 0 with the rule on: H8★ 1, I8 [XOR] 0, J8 1, K8 =, L8 0 (DL):
    # 1+0+1+1+1×2 = 5, + bonus 0 = 5, × 2 = 10
    game = new_game(Rules(xor=True))
    assert game.play("8H 1[XOR]1=0").score == 10


def test_order_switch_judges_the_board(new_game) -> None:
    # 1+1×10=11 is correct under math order and wrong under left order (rules page)
    assert new_game(Rules(order="math")).play("8G 1+1×10=11").legal
    assert not new_game(Rules(order="left")).play("8G 1+1×10=11").legal
    # under left order (1+1)×1 = 10: G8 1, H8★ +, I8 1, J8 × (2 pts), K8 1, L8 = (DL),
    # M8 1, N8 0: 1+1+1+2+1+1×2+1+1 = 10, + bonus 2 = 12, × 2 = 24
    assert new_game(Rules(order="left")).play("8G 1+1×1=10").score == 24


def test_rotated_equals_is_an_equals_tile_reading_11(new_game) -> None:
    assert not new_game().play("8H ‖=11").legal
    game = new_game(Rules(rotated_equals=True))
    # H8★ ‖ (an = tile, 1 pt) I8 = J8 1 K8 1: 1+1+1+1 = 4, + bonus 2 (11₂ = 3) = 6, × 2 = 12
    verdict = game.play("8H ‖=11")
    assert verdict.score == 12
    assert verdict.expressions[0].text == "‖=11"


def test_plain_functions(board, tileset) -> None:
    from kitgen.games.binary.move import parse_move
    from kitgen.games.binary.referee import legal, rules_judge, score

    judge = rules_judge(Rules())
    assert legal(board, parse_move("8H 1+1=10"), tileset, judge)
    assert score(board, parse_move("8H 1+1=10"), tileset, judge) == 18  # the sanity example
    assert not legal(board, parse_move("8A 1=1"), tileset, judge)
    assert score(board, parse_move("8A 1=1"), tileset, judge) == 0
    assert len(board) == 0  # judging never changes the board
