"""``kitgen.staeda``: the Stæða referee called as a library, values worked out by hand from
the rules page (shared/rules/staeda.md), and each answer's ``as_json()`` against the CLI's."""

import ast
import json
import shlex
import subprocess
import sys
from fractions import Fraction
from operator import add, mul, sub, truediv

import pytest

import kitgen
from kitgen.cli.app import run
from kitgen.core.answer import dumps

staeda = kitgen.staeda


# -- targets: (a+b)×c or a×b+c, each ace 1 or 11 -----------------------------------------------


def test_targets_of_three_cards() -> None:
    # the rules page: 3, 4, 5 allow 35, 32, 27, 17, 19, 23
    found = staeda.targets("3 4 5")
    assert found.ok is True and found.declared is None
    assert found.targets == [17, 19, 23, 27, 32, 35]
    # the first way found, trying the cards in the order given: (3,4,5) gives (3+4)×5 and
    # 3×4+5, (3,5,4) gives (3+5)×4 and 3×5+4, (4,5,3) gives (4+5)×3 and 4×5+3
    assert found.ways == {
        "17": "3×4+5",
        "19": "3×5+4",
        "23": "4×5+3",
        "27": "(4+5)×3",
        "32": "(3+5)×4",
        "35": "(3+4)×5",
    }
    assert found.text.splitlines() == [
        "3 4 5 allow 6 targets:",
        "   17 = 3×4+5",
        "   19 = 3×5+4",
        "   23 = 4×5+3",
        "   27 = (4+5)×3",
        "   32 = (3+5)×4",
        "   35 = (3+4)×5",
    ]


def test_targets_with_aces_and_a_declared_target() -> None:
    # the rules page: A, 2, 3 allow 5, 7, 8, 9, 17, 25, 28, 35, 39, 55 ((2+3)×11 = 55)
    assert staeda.targets(["A", "2", "3"]).targets == [5, 7, 8, 9, 17, 25, 28, 35, 39, 55]
    yes = staeda.targets("A,2,3", is_=55)
    assert (yes.ok, yes.declared, yes.exit_code) == (True, 55, 0)
    assert yes.reason == yes.text == "55 is allowed: (2+3)×11 = 55 from A 2 3"
    no = staeda.targets("3 4 5", is_="24")  # as typed on the command line
    assert (no.ok, no.declared, no.exit_code) == (False, 24, 1)
    assert no.reason == (
        "24 is not allowed from 3 4 5: with one addition and one multiplication these cards "
        "make only 17, 19, 23, 27, 32, 35"
    )


def test_targets_need_three_cards() -> None:
    with pytest.raises(kitgen.KitgenError, match="exactly three cards, got 2"):
        staeda.targets("3 4")


# -- check: right value, only the cards in hand and on the table, none twice ------------------


def test_check_yes() -> None:
    # K×2+A+3 = 10×2 + 1 + 3 = 24 with the ace as 1: three operations, four cards
    claim = staeda.check("K*2+A+3", target=24, hand="3 A K", table="7 2 5")
    assert claim.ok is True and claim.reason is None
    assert (claim.value, claim.operations, claim.cards_used) == ("24", 3, 4)
    assert claim.cards == ["K", "2", "A", "3"] and claim.aces == ["A counted as 1"]
    assert claim.whole_numbers is False


def test_check_no_wrong_value() -> None:
    # K + 7 = 17, not 24; the claim uses the cards fairly, so it is worked out
    claim = staeda.check("K+7", target=24, hand="3 A K", table="7 2 5")
    assert (claim.ok, claim.value, claim.operations, claim.cards_used) == (False, "17", 1, 2)
    assert claim.reason is not None and "not the target 24" in claim.reason


def test_check_fractions_and_whole_numbers() -> None:
    # 6 ÷ (1 − 3/4) = 6 ÷ 1/4 = 24 needs the fraction 3/4: a stæða by default (fractions
    # allowed), not with the whole-numbers house rule
    args = {"target": 24, "hand": "6 A 3", "table": ["4", "9", "9"]}
    assert staeda.check("6/(A-3/4)", **args).ok is True
    assert staeda.check("6/(A-3/4)", **args, whole_numbers=False).ok is True
    whole = staeda.check("6/(A-3/4)", **args, whole_numbers=True)
    assert whole.ok is False and whole.whole_numbers is True
    assert whole.reason is not None and "3/4 is not a whole number" in whole.reason
    # (3 − 9) × (2 − 6) = (−6) × (−4) = 24 passes through negative steps
    negative = {"target": 24, "hand": "3 9 2", "table": "6 5 5"}
    assert staeda.check("(3-9)*(2-6)", **negative).ok is True
    assert staeda.check("(3-9)*(2-6)", **negative, whole_numbers=True).ok is False


def test_check_reads_the_rules_file(tmp_path) -> None:
    rules = tmp_path / "house.toml"
    rules.write_text("whole_numbers = true\n")
    args = {"target": 24, "hand": "3 9 2", "table": "6 5 5"}
    assert staeda.check("(3-9)*(2-6)", **args, rules_file=rules).ok is False
    # a house rule given overrides the file (--fractions)
    assert staeda.check("(3-9)*(2-6)", **args, rules_file=rules, whole_numbers=False).ok


def test_a_fraction_value_is_written_as_a_fraction() -> None:
    claim = staeda.check("7/2", target=24, hand="7 2 5", table="3 4 6")
    assert claim.ok is False and claim.value == "7/2"


# -- solve -------------------------------------------------------------------------------------


def test_solve_has_a_staeda() -> None:
    # A 2 3 → 9: (1 + 2) × 3 (two operations) and 11 − 2 (one): two distinct stæður
    found = staeda.solve(target=9, hand="A 2", table="3")
    assert found.ok is True
    assert (found.operations, found.count, found.count_exact) == (2, 2, True)
    assert found.best == "(2 + 1) × 3" and found.closest == "9"
    assert sorted(found.cards) == ["2", "3", "A"]
    assert (
        found.text.splitlines()[0]
        == found.reason
        == ("9 can be made from hand A 2, table 3 (fractions and negative steps allowed).")
    )
    assert found.text.splitlines()[2] == "distinct stæður: 2"


def test_solve_has_none() -> None:
    # K Q J are three tens: 10, 20, 0, 100, 1, 30, 2, 1/2, 9, 11, 90, 110 ...; nothing makes
    # 7, the nearest is 10 − 10 ÷ 10 = 9 (2 away; 11 is 4 away)
    found = staeda.solve(target=7, hand="K Q", table="J")
    assert found.ok is False and found.best is None and found.operations is None
    assert (found.closest, found.count) == ("9", 0)
    assert (
        found.reason
        == "no stæða makes 7 from hand K Q, table J (fractions and negative steps allowed)."
    )
    assert "= 9 (2 away)" in found.text


def test_solve_with_whole_numbers_only() -> None:
    # six cards allow at most five operations, and 10 + 7 + 5 + 3 + 1 − 2 = 24 takes every
    # step through whole numbers of zero or more (17, 22, 25, 26, 24)
    found = staeda.solve(target=24, hand="3 A K", table="7 2 5", whole_numbers=True)
    assert found.ok is True and found.whole_numbers is True
    assert found.operations == 5 and len(found.cards) == 6
    assert found.reason.endswith("(whole numbers only: every step a whole number of zero or more).")


# -- round -------------------------------------------------------------------------------------


def test_round_settled_from_claims() -> None:
    # Ann: 10×2+1+3 = 24 (3 operations, 4 cards); Bob: 4×5+4 = 24 (2 operations): both exact,
    # Ann has more operations and scores one point per card used: 3 + 4 = 7
    result = staeda.round(
        target=24,
        table="7 2 5",
        hand={"Ann": "3 A K", "Bob": ["4", "4", "9"]},
        claim={"Ann": "K*2+A+3", "Bob": "4*5+4"},
        points={"Ann": 3},
    )
    assert result.ok is True and result.exact is True and result.winners == ["Ann"]
    assert result.players == [{"name": "Ann", "points": 7}, {"name": "Bob", "points": 0}]
    assert result.scored == [{"name": "Ann", "points": 4}, {"name": "Bob", "points": 0}]
    assert [(c["name"], c["ok"], c["operations"], c["cards_used"]) for c in result.claims] == [
        ("Ann", True, 3, 4),
        ("Bob", True, 2, 3),
    ]
    assert result.text.splitlines()[-1] == "points: Ann 3 + 4 = 7, Bob 0 + 0 = 0"


def test_round_nearest_then_fewer_points() -> None:
    # nobody exact: Ann 9+7+5 = 21 and Bob 4×5+7 = 27 are both 3 away with 2 operations;
    # Bob has fewer points so far (0 < 1), wins and scores his 3 cards
    result = staeda.round(
        target=24,
        table="7 2 5",
        hand=["Ann=9 3 3", "Bob=4 4 8"],
        claim=["Ann: 9+7+5", "Bob: 4*5+7"],
        points=["Ann=1"],
    )
    assert (result.ok, result.exact, result.winners) == (True, False, ["Bob"])
    assert result.players == [{"name": "Ann", "points": 1}, {"name": "Bob", "points": 3}]
    assert [c["value"] for c in result.claims] == ["21", "27"]


def test_round_from_a_file_with_flags_over_it(tmp_path) -> None:
    f = tmp_path / "round.toml"
    f.write_text(
        'target = 24\ntable = "7 2 5"\n'
        '[players.Ann]\nhand = "3 A K"\nclaim = "K*2+A+3"\n'
        '[players.Bob]\nhand = "4 4 9"\n'
    )
    assert staeda.round(f).winners == ["Ann"]
    # Bob's claim added by keyword: both exact, Ann's 3 operations beat Bob's 2
    result = staeda.round(str(f), claim={"Bob": "4*5+4"}, points={"Bob": 5})
    assert result.winners == ["Ann"] and result.players[1] == {"name": "Bob", "points": 5}


def test_nobody_wins_a_round_without_a_fair_claim() -> None:
    result = staeda.round(target=24, table="7 2 5", hand={"Ann": "9 3 3"}, claim={"Ann": "9/0"})
    assert result.ok is False and result.winners == [] and result.exit_code == 1
    assert result.reason == "nobody wins the round: no claim uses the cards fairly"


# -- over --------------------------------------------------------------------------------------


def _value(expression: str) -> Fraction:
    """An expression as the referee prints it (``5 × 7``), worked out here on its own."""
    ops = {ast.Add: add, ast.Sub: sub, ast.Mult: mul, ast.Div: truediv}

    def value(node: ast.expr) -> Fraction:
        if isinstance(node, ast.Constant):
            return Fraction(node.value)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -value(node.operand)
        assert isinstance(node, ast.BinOp)
        return ops[type(node.op)](value(node.left), value(node.right))

    python = expression.replace("×", "*").replace("÷", "/").replace("−", "-")
    return value(ast.parse(python, mode="eval").body)


def test_over_goes_on() -> None:
    # 52 cards minus the three target cards: 49 in play, and 35 = 5 × 7 is still there
    result = staeda.over(target=35, target_cards="3 4 5")
    assert result.ok is False and result.in_play == 49 and result.exit_code == 1
    assert 1 <= len(result.cards) <= 6 and result.expression is not None
    assert _value(result.expression) == 35


def test_over_is_over() -> None:
    # kept: every card but two 2s and the target cards 3 4 5 — the two 2s make at most 4
    kept = ["A"] * 4 + ["2"] * 2 + ["3", "4", "5"] * 3
    kept += [rank for rank in ("6", "7", "8", "9", "10", "J", "Q", "K") for _ in range(4)]
    result = staeda.over(target=35, kept=kept, target_cards="3 4 5")
    assert (result.ok, result.in_play, result.cards, result.expression) == (True, 2, [], None)
    assert result.reason.startswith("the game is over: no set of the 2 cards still in play")


# -- refused: the same messages as the command line ------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: staeda.over(target=300), "--target 300 is out of range — give 2 to 242"),
        (lambda: staeda.solve(target=1, hand="A"), "--target 1 is out of range — give 2 to 242"),
        (lambda: staeda.over(target=35, target_cards="3 4"), "--target-cards takes the three"),
        (lambda: staeda.solve(target=9, hand="A 2 3 4"), "hand: 4 cards"),
        (lambda: staeda.round(target=7, table="", hand=["Ann 3"]), "--hand 'Ann 3': write it"),
        (
            lambda: staeda.round(target=7, table="", hand={"Ann": "3"}, points={"Ann": -1}),
            "points for Ann cannot be negative",
        ),
        (
            lambda: staeda.check("3", target=7, hand="3", table="", fractoins=True),
            "unknown option 'fractoins' for kitgen staeda check",
        ),
        (
            lambda: staeda.targets("3 4 5", whole_numbers="maybe"),
            "--whole-numbers must be true or false, not 'maybe'",
        ),
    ],
)
def test_bad_input_raises_kitgen_error(call, message: str) -> None:
    with pytest.raises(kitgen.KitgenError) as caught:
        call()
    assert str(caught.value).startswith(message)


@pytest.mark.parametrize(
    ("args", "call"),
    [
        (["over", "--target", "300"], lambda: staeda.over(target="300")),
        (
            ["solve", "--target", "9", "--hand", "A 2 3 4"],
            lambda: staeda.solve(target=9, hand="A 2 3 4"),
        ),
        (
            ["over", "--target", "35", "--target-cards", "3 4"],
            lambda: staeda.over(target=35, target_cards="3 4"),
        ),
    ],
)
def test_the_cli_prints_the_library_message(capsys, args: list[str], call) -> None:
    with pytest.raises(kitgen.KitgenError) as caught:
        call()
    assert run(["staeda", *args]) == 2
    assert capsys.readouterr().err == f"error: {caught.value}\n"


# -- as_json() is the CLI's --json, text is what it prints --------------------------------------


#: The same question asked of the command line (``kitgen staeda ...``) and of the library.
SAME = [
    ("targets 3 4 5", lambda: staeda.targets(["3", "4", "5"])),
    ("targets A,2,3 --is 56", lambda: staeda.targets("A,2,3", is_=56)),
    (
        "check --target 24 --hand '3 A K' --table '7 2 5' 'K*2+A+3'",
        lambda: staeda.check("K*2+A+3", target=24, hand="3 A K", table="7 2 5"),
    ),
    (
        "check --target 24 --hand '6 A 3' --table '4 9 9' '6/(A-3/4)' --whole-numbers",
        lambda: staeda.check(
            "6/(A-3/4)", target=24, hand="6 A 3", table="4 9 9", whole_numbers=True
        ),
    ),
    (
        "solve --target 9 --hand 'A 2' --table 3",
        lambda: staeda.solve(target=9, hand="A 2", table="3"),
    ),
    (
        "solve --target 7 --hand 'K Q' --table J --fractions",
        lambda: staeda.solve(target=7, hand="K Q", table="J", whole_numbers=False),
    ),
    (
        "round --target 24 --table '7 2 5' --hand 'Ann=3 A K' --hand 'Bob=4 4 9' "
        "--claim 'Ann: K*2+A+3' --claim 'Bob: 4*5+4' --points Ann=3",
        lambda: staeda.round(
            target=24,
            table="7 2 5",
            hand={"Ann": "3 A K", "Bob": "4 4 9"},
            claim={"Ann": "K*2+A+3", "Bob": "4*5+4"},
            points={"Ann": 3},
        ),
    ),
    (
        "over --target 35 --target-cards '3 4 5' --kept '5 7'",
        lambda: staeda.over(target=35, target_cards="3 4 5", kept="5 7"),
    ),
]


@pytest.mark.parametrize(("command", "call"), SAME)
def test_as_json_is_the_cli_json(capsys, command: str, call) -> None:
    result = call()
    args = shlex.split(command)
    assert run(["staeda", *args, "--json"]) == result.exit_code
    out = capsys.readouterr().out
    assert json.loads(out) == result.as_json()
    assert out == dumps(result.as_json()) + "\n"  # the same keys in the same order
    assert run(["staeda", *args]) == result.exit_code
    assert capsys.readouterr().out == result.text + "\n"


def test_as_json_of_a_round_file_is_the_cli_json(capsys, tmp_path) -> None:
    f = tmp_path / "round.toml"
    f.write_text(
        'target = 24\ntable = "7 2 5"\nwhole_numbers = true\n'
        '[players.Ann]\nhand = "9 3 3"\nclaim = "9+7+5"\npoints = 1\n'
        '[players.Bob]\nhand = "4 4 8"\nclaim = "4*5+7"\n'
    )
    result = staeda.round(f)
    assert run(["staeda", "round", str(f), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == result.as_json()
    assert "whole numbers only" in result.text.splitlines()[0]


def test_a_referee_call_loads_no_drawing_library() -> None:
    code = (
        "import sys, kitgen; "
        "kitgen.staeda.solve(target=24, hand='3 A K', table='7 2 5'); "
        "kitgen.staeda.round(target=7, table='', hand={'Ann': '3 4'}, claim={'Ann': '3+4'}); "
        "print([m for m in ('reportlab', 'cairosvg', 'svgwrite', 'PIL', 'fontTools') "
        "if m in sys.modules])"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
