"""The solver against hand-worked positions and an independent brute force (tests/staeda/
reference.py: recursive enumeration over pairs)."""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.games.staeda.cards import Card
from kitgen.games.staeda.claims import check_claim
from kitgen.games.staeda.rules import Rules
from kitgen.games.staeda.solver import Solver, solve

from . import reference as ref

DECK_KEYS = [k for k in range(1, 10) for _ in range(4)] + [10] * 16


def cards_for(keys: tuple[int, ...]) -> list[Card]:
    """Cards with those value keys (tens as 10, J, Q, K in turn, so letters stay distinct)."""
    tens = iter(["10", "J", "Q", "K"] * 4)
    return [Card("A" if k == 1 else next(tens) if k == 10 else str(k)) for k in keys]


hands = (
    st.lists(st.sampled_from(range(1, 11)), min_size=1, max_size=4)
    .filter(lambda ks: all(ks.count(k) <= (16 if k == 10 else 4) for k in ks))
    .map(lambda ks: tuple(sorted(ks)))
)


def test_hand_worked_best() -> None:
    # 2 3 4 5 8 J, target 35: (3 + 4) × 5 = 35 uses three cards; all six do it too, e.g.
    # (3 + 4) × 5 + 10 − 8 − 2 = 35, so the best has 5 operations
    s = solve(35, (2, 3, 4, 5, 8, 10), whole=False)
    assert s.solvable and s.operations == 5
    # 2 2 2 2 3 3 cannot make 242: the largest value is 3 × 3 × 2 × 2 × 2 × 2 = 144 (and
    # (2 + 2) × 3 × 3 × 2 × 2 = 144 too), so the closest is 144, 98 away
    s = solve(242, (2, 2, 2, 2, 3, 3), whole=True)
    assert not s.solvable and s.closest == 144 and s.count == 0


def test_hand_worked_count() -> None:
    # 3 and 4 make 7 one way (3 + 4; 4 + 3 is the same expression) — count 1
    assert solve(7, (3, 4), whole=False).count == 1
    # A 2 3 make 9 as (1 + 2) × 3 and as 11 − 2; nothing else (e.g. (11 − 2) × 3 = 27,
    # 11 − 3 + 2 = 10, 3 × 2 + 1 = 7): two expressions, the best with 2 operations
    s = solve(9, (1, 2, 3), whole=False)
    assert s.count == 2 and s.operations == 2


def test_closest_with_fraction_between() -> None:
    # 10 10 10 cannot make 7: 10 − 10 ÷ 10 = 9 is the nearest (2 away); 10 is 3 away
    s = solve(7, (10, 10, 10), whole=False)
    assert not s.solvable and s.closest == 9


@settings(max_examples=150, deadline=None)
@given(hands, st.integers(0, 60), st.booleans())
def test_solver_agrees_with_brute_force(keys, target, whole) -> None:
    most = ref.best(keys, target, whole)
    for solver in (Solver(whole), Solver(whole, full=2)):  # listed sets, then searches
        s = solve(target, keys, whole, solver)
        assert s.solvable == (most is not None)
        if s.solvable:
            assert s.operations == most - 1
        else:
            assert abs(s.closest - target) == ref.nearest(keys, target, whole)


@settings(max_examples=60, deadline=None)
@given(hands.filter(lambda ks: len(ks) <= 3), st.integers(0, 40), st.booleans())
def test_count_agrees_with_brute_force(keys, target, whole) -> None:
    expected = len(ref.forms(keys, whole).get(Fraction(target), ()))
    assert solve(target, keys, whole).count == expected
    assert solve(target, keys, whole, Solver(whole, full=1)).count == expected


@settings(max_examples=120, deadline=None)
@given(hands, st.integers(0, 60), st.booleans())
def test_returned_expressions_pass_check(keys, target, whole) -> None:
    rules = Rules(whole_numbers=whole)
    s = solve(target, keys, whole, Solver(whole, full=2))
    expr = s.best if s.solvable else s.closest_expr
    v = check_claim(expr, s.closest, cards_for(keys), [], rules)
    assert v.valid and v.value == s.closest
    if s.solvable:
        assert v.operations == s.operations


@settings(max_examples=12, deadline=None)
@given(
    st.lists(st.sampled_from(DECK_KEYS), min_size=9, max_size=9),
    st.booleans(),
)
def test_three_plus_three_positions(drawn, whole) -> None:
    # a real position: the first three cards make the target, the other six are hand + table
    a, b, c = drawn[:3]
    target = (max(a, 1) + b) * c
    keys = tuple(sorted(drawn[3:]))
    s = solve(target, keys, whole)
    expr = s.best if s.solvable else s.closest_expr
    v = check_claim(
        expr, s.closest, cards_for(keys[:3]), cards_for(keys[3:]), Rules(whole_numbers=whole)
    )
    assert v.valid and v.value == s.closest
    if s.solvable:
        assert v.operations == s.operations


def test_zero_times_anything() -> None:
    # 5 5 3 make 0 as 5 − 5, (5 − 5) × 3 and (5 − 5) ÷ 3 — 3 ÷ (5 − 5) divides by zero.
    # Three expressions, the best with 2 operations; the searches (full=1) agree.
    for solver in (None, Solver(False, full=1), Solver(True, full=1)):
        whole = solver.whole if solver else False
        s = solve(0, (3, 5, 5), whole, solver)
        assert s.solvable and s.count == 3 and s.operations == 2


def test_the_24_game() -> None:
    # The 24 game: four cards 1 to 13 (the ace only 1), all four used, fractions allowed.
    # Of the 1,820 hands (multisets), 1,362 make 24 — the figure every 24-game solver
    # gives; 1 1 1 1 cannot (the most is 4), 3 3 8 8 can only through a fraction,
    # 8 ÷ (3 − 8 ÷ 3) = 24, and so not under whole numbers.
    import itertools

    hands = list(itertools.combinations_with_replacement(range(1, 14), 4))
    s = Solver(False, aces_high=False)
    assert len(hands) == 1820
    assert sum(s.makes(h, 24) for h in hands) == 1362
    assert not s.makes((1, 1, 1, 1), 24) and s.makes((3, 3, 8, 8), 24)
    assert not Solver(True, aces_high=False).makes((3, 3, 8, 8), 24)
