"""Property tests against straightforward references written here, not in kitgen."""

import itertools
from collections import Counter

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.games.icecream.board import Row
from kitgen.games.icecream.feedback import Feedback, score
from kitgen.games.icecream.rules import make_rules
from kitgen.games.icecream.solver import code_space

CONFIGS = [
    make_rules(mode, repeats=rep) for mode in ("easy", "medium", "hard") for rep in (False, True)
]
ANY = [make_rules(mode, any_repeats=True) for mode in ("easy", "medium", "hard")]


def ref_counts(code, guess):
    """Brown by spot; beige by crossing off one unmatched code token per guess token."""
    brown = sum(1 for c, g in zip(code, guess, strict=True) if c == g)
    left_code = [c for c, g in zip(code, guess, strict=True) if c != g]
    beige = 0
    for c, g in zip(code, guess, strict=True):
        if c != g and g in left_code:
            left_code.remove(g)
            beige += 1
    return brown, beige


def ref_pegs(code, guess):
    """The setter by hand: browns first, then left to right, beige while a copy is free."""
    pegs = ["2" if c == g else "0" for c, g in zip(code, guess, strict=True)]
    free = [c for c, p in zip(code, pegs, strict=True) if p != "2"]
    for spot, g in enumerate(guess):
        if pegs[spot] == "0" and g in free:
            free.remove(g)
            pegs[spot] = "1"
    return "".join(pegs)


def ref_id(code, guess, rules):
    if rules.by_position:
        return int(ref_pegs(code, guess), 3)
    brown, beige = ref_counts(code, guess)
    return brown * (rules.length + 1) + beige


@st.composite
def config_and_pair(draw, configs=CONFIGS + ANY):
    rules = draw(st.sampled_from(configs))
    flavour = st.integers(1, rules.flavours)
    a = tuple(draw(st.lists(flavour, min_size=rules.length, max_size=rules.length)))
    b = tuple(draw(st.lists(flavour, min_size=rules.length, max_size=rules.length)))
    return rules, a, b


@settings(max_examples=400, deadline=None)
@given(config_and_pair())
def test_feedback_matches_reference_and_is_symmetric(case):
    rules, a, b = case
    ab, ba = score(a, b, rules), score(b, a, rules)
    assert (ab.brown, ab.beige) == ref_counts(a, b)
    if rules.by_position:
        assert ab.written() == ref_pegs(a, b)
        assert ab.pegs.count("brown") == ab.brown and ab.pegs.count("beige") == ab.beige
    # Symmetric in the totals, never more pegs than spots.
    assert ab.brown == ba.brown
    assert ab.brown + ab.beige == ba.brown + ba.beige
    assert 0 <= ab.brown + ab.beige <= rules.length


@settings(max_examples=200, deadline=None)
@given(config_and_pair())
def test_vectorised_ids_match_reference(case):
    rules, a, b = case
    space = code_space(rules)
    ids = space.feedback_ids(np.array([b], dtype=np.int8), np.array([a], dtype=np.int8))
    assert int(ids[0, 0]) == ref_id(a, b, rules)


@st.composite
def honest_log(draw):
    rules = draw(st.sampled_from([*CONFIGS, ANY[2]]))
    legal = code_space(rules)
    secret = legal.code_at(draw(st.integers(0, legal.size - 1)))
    flavour = st.integers(1, rules.flavours)
    guess = st.lists(flavour, min_size=rules.length, max_size=rules.length).map(tuple)
    guesses = draw(st.lists(guess, min_size=0, max_size=rules.rows))
    return rules, secret, guesses


@settings(max_examples=150, deadline=None)
@given(honest_log())
def test_audit_keeps_the_true_secret_for_any_honest_log(case):
    rules, secret, guesses = case
    rows = []
    for g in guesses:
        if rules.by_position:
            pegs = tuple({"2": "brown", "1": "beige", "0": None}[p] for p in ref_pegs(secret, g))
            rows.append(Row(g, Feedback(pegs.count("brown"), pegs.count("beige"), pegs)))
        else:
            rows.append(Row(g, Feedback(*ref_counts(secret, g))))
    space = code_space(rules)
    fit = space.fit(rows)
    found = {space.code_at(i) for i in fit.indices}
    assert secret in found
    assert fit.first_bad_row is None
    # And every code it keeps does fit every row (reference check).
    for code in list(found)[:50]:
        for g, row in zip(guesses, rows, strict=True):
            if rules.by_position:
                assert ref_pegs(code, g) == row.feedback.written()
            else:
                assert ref_counts(code, g) == (row.feedback.brown, row.feedback.beige)


def ref_minimax(rules, rows):
    """Knuth's rule by brute force: min worst class, then possible codes, then lowest code."""
    codes = [c for c in itertools.product(range(1, rules.flavours + 1), repeat=rules.length)]
    codes = [c for c in codes if _legal(c, rules.repeats)]

    def fb(code, guess):
        return ref_pegs(code, guess) if rules.by_position else ref_counts(code, guess)

    alive = [c for c in codes if all(fb(c, g) == want for g, want in rows)]
    best = None
    for guess in codes:
        worst = max(Counter(fb(c, guess) for c in alive).values())
        key = (worst, guess not in alive, guess)
        if best is None or key < best:
            best = key
    return best[2], len(alive), best[0]


def _legal(code, repeats):
    counts = sorted(Counter(code).values(), reverse=True)
    if repeats == "none":
        return counts[0] == 1
    if repeats == "one-pair":
        return counts[0] <= 2 and counts[1:2] != [2]
    return True


def test_hint_matches_brute_force_minimax_counts():
    rules = make_rules("medium", repeats=True)
    # Honest rows for secret 453: 123 -> brown 0, beige 1 (the 3); 145 -> 0 brown, 2 beige.
    raw = [((1, 2, 3), (0, 1)), ((1, 4, 5), (0, 2))]
    rows = [Row(g, Feedback(*f)) for g, f in raw]
    hint = code_space(rules).hint(code_space(rules).fit(rows))
    assert (hint.guess, hint.candidates, hint.worst_case_remaining) == ref_minimax(rules, raw)


def test_hint_matches_brute_force_minimax_by_position():
    rules = make_rules("easy", flavours=5, length=3, repeats=True)
    # Secret 231, guess 123 -> no spot matches; left to right 1 beige, 2 beige, 3 beige.
    raw = [((1, 2, 3), "111")]
    pegs = tuple({"2": "brown", "1": "beige", "0": None}[p] for p in "111")
    rows = [Row((1, 2, 3), Feedback(0, 3, pegs))]
    hint = code_space(rules).hint(code_space(rules).fit(rows))
    assert (hint.guess, hint.candidates, hint.worst_case_remaining) == ref_minimax(rules, raw)


@settings(max_examples=60, deadline=None)
@given(honest_log())
def test_cli_audit_accepts_any_honest_log(case):
    """Through the command line: an honest board fits, and the secret finds no wrong row."""
    import contextlib
    import io
    import json

    from kitgen.cli.app import run

    rules, secret, guesses = case
    flags = [
        "--flavours", str(rules.flavours), "--length", str(rules.length),
        "--feedback", rules.feedback, "--rows", str(rules.rows),
    ]  # fmt: skip
    flags += {"none": [], "one-pair": ["--repeats"], "any": ["--any-repeats"]}[rules.repeats]
    rows = []
    for g in guesses:
        if rules.by_position:
            written = ref_pegs(secret, g)
        else:
            written = "{},{}".format(*ref_counts(secret, g))
        rows += ["--played", "".join(map(str, g)) + "=" + written]
    code = "".join(map(str, secret))
    for extra in ([], ["--secret", code]):
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            rc = run(["code", "audit", *flags, *rows, *extra, "--json"])
        data = json.loads(out.getvalue())
        assert rc == 0
        assert data["ok"] is True and data["first_bad_row"] is None
        assert data["candidates"] >= 1
        if data["fitting_codes"] is not None:  # listed only when 20 or fewer
            assert code in data["fitting_codes"]
