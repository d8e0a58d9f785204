"""Numbers the local way, checked against Babel (CLDR) as the independent reference."""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal, get_minus_sign_symbol

from kitgen.core import wording
from kitgen.core.messages import languages, n_, use_language

NUMBERS = [0, 7, 999, 1000, 4687, 12345, 1_000_000, 261_684, -4687]


@pytest.mark.parametrize("lang", languages())
def test_whole_numbers_read_as_cldr_writes_them(lang: str) -> None:
    minus = get_minus_sign_symbol(lang)  # CLDR's minus sign ("−" in Estonian), which
    for n in NUMBERS:  # Babel's format_decimal does not put in
        sign = minus if n < 0 else ""
        assert wording.number(n, lang) == sign + format_decimal(abs(n), locale=lang)


@pytest.mark.parametrize("lang", languages())
def test_decimals_read_as_cldr_writes_them(lang: str) -> None:
    for x in (4.476, 0.5, 1296.25):
        want = format_decimal(x, format="#,##0.000", locale=lang)
        assert wording.decimal(x, 3, lang) == want


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "102nd", "4,669th"]),
        ("nl", ["1e", "2e", "3e", "4e", "11e", "12e", "13e", "21e", "102e", "4.669e"]),
        ("ru", ["1-й", "2-й", "3-й", "4-й", "11-й", "12-й", "13-й", "21-й", "102-й", "4 669-й"]),
        ("et", ["1.", "2.", "3.", "4.", "11.", "12.", "13.", "21.", "102.", "4 669."]),
        ("is", ["1.", "2.", "3.", "4.", "11.", "12.", "13.", "21.", "102.", "4.669."]),
    ],
)
def test_ordinals_each_language_s_way(lang: str, expected: list[str]) -> None:
    numbers = [1, 2, 3, 4, 11, 12, 13, 21, 102, 4669]
    assert [wording.ordinal(n, lang).replace("\xa0", " ") for n in numbers] == expected


def test_the_language_of_the_context_is_used() -> None:
    with use_language("nl"):
        assert wording.number(4687) == "4.687"
    assert wording.number(4687) == "4,687"
    assert n_("{n} point", "{n} points", 1) == "1 point"


def test_a_message_s_sizes_in_the_language_in_use() -> None:
    """``sizes``: each field as ``:g`` writes it, with the language's decimal mark."""
    with use_language("ru"):
        assert wording.sizes(hole=6.2, seat=5.0, step=0.05) == {
            "hole": "6,2",
            "seat": "5",
            "step": "0,05",
        }
    assert wording.sizes(hole=6.2, least=100.0) == {"hole": "6.2", "least": "100"}
