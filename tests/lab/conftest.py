"""Shared pieces of the lab tests: a small tile set for quick whole games."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

SHIPPED = Path(__file__).resolve().parents[2] / "templates" / "binary" / "tiles.toml"

#: A 31-tile set (no blank): whole games of a few moves, for tests that play several.
SMALL_COUNTS = {
    "0": 8, "1": 8, "=": 6, "+": 2, "−": 1, "×": 1, "÷": 0, "OR": 2, "AND": 1, "NOT": 2,
    "blank": 0,
}  # fmt: skip


def small_spec_text(counts: dict[str, int] | None = None) -> str:
    """The shipped tile spec with the counts of :data:`SMALL_COUNTS`, or of ``counts`` (the
    faces it leaves out: none of them)."""
    counts = SMALL_COUNTS if counts is None else dict.fromkeys(SMALL_COUNTS, 0) | counts
    text = SHIPPED.read_text(encoding="utf-8")
    for label, count in counts.items():
        pattern = rf'(label = "{re.escape(label)}"\n(?:blank = true\n)?count = )\d+'
        text, n = re.subn(pattern, rf"\g<1>{count}", text)
        assert n == 1, label
    return text


@pytest.fixture(scope="session")
def small_spec(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("spec") / "small.toml"
    path.write_text(small_spec_text(), encoding="utf-8")
    return path
