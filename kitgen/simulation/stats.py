"""The lab's statistics: 95 % intervals and the tests that say whether a difference is real.

- a share (first player wins, rounds cracked): Wilson's score interval, which stays inside
  0..1 and is right for small counts and shares near 0 or 1;
- a mean (points, moves): the normal interval, mean ± 1.96 standard errors;
- two shares compared (``--versus``): the two-proportion z-test (pooled);
- two means compared: Welch's test, its p-value from the normal distribution (the lab's runs
  are hundreds of games; under 30 games a side the figures say so);
- a share against one half (does the strong bot win more than half its games): the exact
  two-sided binomial test.

Standard library only, whole-number counts in, floats out rounded for the answer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.core.messages import _
from kitgen.core.wording import decimal

Z95 = 1.959963984540054
#: A difference is called significant below this p-value.
ALPHA = 0.05


def estimate_json(value: float, interval: tuple[float, float], digits: int) -> dict[str, float]:
    """A figure and its 95 % interval in JSON, rounded to ``digits``."""
    low, high = interval
    return {"value": round(value, digits), "low": round(low, digits), "high": round(high, digits)}


@dataclass(frozen=True)
class Share:
    """``hits`` of ``n``, with its 95 % Wilson interval."""

    hits: int
    n: int

    @property
    def value(self) -> float:
        return self.hits / self.n if self.n else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.hits, self.n)

    def as_json(self) -> dict[str, Any]:
        return {
            **estimate_json(self.value, self.interval, 4),
            "count": self.hits,
            "of": self.n,
        }


@dataclass(frozen=True)
class Mean:
    """The mean of ``values`` with its spread and its 95 % interval."""

    values: tuple[float, ...]

    @property
    def n(self) -> int:
        return len(self.values)

    @property
    def value(self) -> float:
        return math.fsum(self.values) / self.n if self.n else 0.0

    @property
    def sd(self) -> float:
        if self.n < 2:
            return 0.0
        mean = self.value
        return math.sqrt(math.fsum((v - mean) ** 2 for v in self.values) / (self.n - 1))

    @property
    def interval(self) -> tuple[float, float]:
        half = Z95 * self.sd / math.sqrt(self.n) if self.n else 0.0
        return self.value - half, self.value + half

    def as_json(self) -> dict[str, Any]:
        return {
            **estimate_json(self.value, self.interval, 3),
            "sd": round(self.sd, 3),
            "n": self.n,
        }


def mean(values: Sequence[float]) -> Mean:
    return Mean(tuple(values))


def wilson(hits: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``hits`` successes in ``n`` trials."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - half) / scale), min(1.0, (centre + half) / scale)


def normal_p(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))


def two_shares(a: Share, b: Share) -> float:
    """The two-sided p-value that shares ``a`` and ``b`` are the same (pooled z-test)."""
    if not a.n or not b.n:
        return 1.0
    pooled = (a.hits + b.hits) / (a.n + b.n)
    spread = math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n))
    if spread == 0:
        return 1.0
    return normal_p((a.value - b.value) / spread)


def two_means(a: Mean, b: Mean) -> float:
    """The two-sided p-value that means ``a`` and ``b`` are the same (Welch, normal)."""
    if a.n < 2 or b.n < 2:
        return 1.0
    spread = math.sqrt(a.sd**2 / a.n + b.sd**2 / b.n)
    if spread == 0:
        return 1.0 if a.value == b.value else 0.0
    return normal_p((a.value - b.value) / spread)


def binomial_p(hits: int, n: int) -> float:
    """The exact two-sided p-value of ``hits`` in ``n`` against a fair coin."""
    if n == 0:
        return 1.0
    low = min(hits, n - hits)
    tail = sum(math.comb(n, k) for k in range(low + 1))
    return min(1.0, float(2 * tail / 2**n))


def compared(name: str, a: Share | Mean, b: Share | Mean) -> dict[str, Any]:
    """One row of a ``--versus`` comparison: both figures, the difference, its p-value."""
    p = two_shares(a, b) if isinstance(a, Share) and isinstance(b, Share) else None
    if p is None:
        assert isinstance(a, Mean) and isinstance(b, Mean)
        p = two_means(a, b)
    return {
        "figure": name,
        "a": round(a.value, 4),
        "b": round(b.value, 4),
        "difference": round(b.value - a.value, 4),
        "p_value": round(p, 4),
        "significant": p < ALPHA,
    }


def histogram(values: Sequence[int]) -> dict[str, int]:
    """How often each whole number occurs, smallest first (keys as text, for JSON)."""
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return {str(k): counts[k] for k in sorted(counts)}


def percent(share: Share) -> str:
    """``54 % (51–57 %)``."""
    low, high = share.interval
    return _(
        "{value} % (95 % interval {low}–{high} %)",
        value=_pct(share.value),
        low=_pct(low),
        high=_pct(high),
    )


def _pct(x: float) -> str:
    return decimal(100 * x, 1)
