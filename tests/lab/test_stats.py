"""The lab's statistics against values worked out by hand."""

from __future__ import annotations

import math

import pytest

from kitgen.simulation.stats import (
    Mean,
    Share,
    binomial_p,
    compared,
    histogram,
    two_means,
    two_shares,
    wilson,
)


def test_wilson_interval_of_five_in_ten() -> None:
    # p = 0.5, z² = 3.8415: centre (0.5 + z²/20) / (1 + z²/10), half-width
    # z·sqrt(0.025 + z²/400) / (1 + z²/10) = 0.36460 / 1.38415
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.23659, abs=1e-5)
    assert high == pytest.approx(0.76341, abs=1e-5)


def test_wilson_interval_stays_inside_zero_and_one() -> None:
    low, high = wilson(0, 10)
    assert low == 0.0
    assert high == pytest.approx(3.8415 / 13.8415, abs=1e-4)  # z² / (n + z²)
    assert wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 0) == (0.0, 1.0)


def test_share_as_json() -> None:
    assert Share(5, 10).as_json() == {
        "value": 0.5, "low": 0.2366, "high": 0.7634, "count": 5, "of": 10
    }  # fmt: skip


def test_mean_spread_and_interval() -> None:
    m = Mean((1.0, 2.0, 3.0, 4.0))
    assert m.value == 2.5
    assert m.sd == pytest.approx(math.sqrt(5 / 3))  # squares 2.25+0.25+0.25+2.25 over 3
    low, high = m.interval
    assert high - 2.5 == pytest.approx(1.959964 * math.sqrt(5 / 3) / 2, abs=1e-6)
    assert 2.5 - low == pytest.approx(high - 2.5)


def test_binomial_test_against_a_fair_coin() -> None:
    assert binomial_p(9, 10) == 22 / 1024  # 2 × (C(10,0) + C(10,1)) / 2¹⁰
    assert binomial_p(1, 10) == 22 / 1024
    assert binomial_p(5, 10) == 1.0
    assert binomial_p(0, 0) == 1.0


def test_two_shares_pooled_z_test() -> None:
    # 60 of 100 against 40 of 100: pooled 0.5, standard error sqrt(0.25 · 0.02), z = 2√2
    assert two_shares(Share(60, 100), Share(40, 100)) == pytest.approx(math.erfc(2.0))
    assert two_shares(Share(50, 100), Share(50, 100)) == 1.0


def test_two_means_welch() -> None:
    a, b = Mean((1.0, 2.0, 3.0, 4.0)), Mean((3.0, 4.0, 5.0, 6.0))
    # difference 2, standard error sqrt(2 · (5/3)/4)
    z = 2 / math.sqrt(2 * (5 / 3) / 4)
    assert two_means(a, b) == pytest.approx(math.erfc(z / math.sqrt(2)))


def test_compared_row_says_whether_significant() -> None:
    row = compared("first_player_wins", Share(60, 100), Share(40, 100))
    assert row == {
        "figure": "first_player_wins",
        "a": 0.6,
        "b": 0.4,
        "difference": -0.2,
        "p_value": round(math.erfc(2.0), 4),
        "significant": True,
    }


def test_histogram_counts_each_value() -> None:
    assert histogram([3, 1, 3, 2, 3]) == {"1": 1, "2": 1, "3": 3}
