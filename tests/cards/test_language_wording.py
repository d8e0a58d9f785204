"""A language not shipped: one dash, the choices, and how to bring your own texts."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["cards", "icecream", "--lang", "nl"],
            "unknown language 'nl' — choose one of: en, et (did you mean 'en'?); "
            "or give your own ice cream code texts with --texts FILE",
        ),
        (
            ["cards", "staeda", "--lang", "ru"],
            "unknown language 'ru' — choose one of: en, is; "
            "or give your own Stæða texts with --texts FILE",
        ),
    ],
)
def test_an_unshipped_language_reads_in_one_sentence(kitgen, tmp_path, args, message) -> None:
    result = kitgen(*args, "--out", tmp_path)
    assert (result.code, result.err) == (2, f"error: {message}\n")
    assert result.err.count("—") == 1
