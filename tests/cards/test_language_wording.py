"""A language without card texts: one dash, the choices, and how to bring your own texts.

Every game ships the five languages the command line takes, so this sentence is the
library's, for a code beyond them (a card text file being added for a sixth language)."""

from __future__ import annotations

import pytest

from kitgen.core.errors import KitgenError
from kitgen.core.messages import languages
from kitgen.maker.cards.texts import load_texts


@pytest.mark.parametrize(
    ("game", "code", "message"),
    [
        (
            "icecream",
            "xx",
            f"unknown language 'xx' — choose one of: {', '.join(languages())}; "
            "or give your own ice cream code texts with --texts FILE",
        ),
        (
            "staeda",
            "ry",
            f"unknown language 'ry' — choose one of: {', '.join(languages())} "
            "(did you mean 'ru'?); "
            "or give your own Stæða texts with --texts FILE",
        ),
    ],
)
def test_a_language_without_texts_reads_in_one_sentence(game, code, message) -> None:
    with pytest.raises(KitgenError) as raised:
        load_texts(game, code)
    assert str(raised.value) == message
    assert str(raised.value).count("—") == 1


@pytest.mark.parametrize(
    ("lang", "n", "said"),
    [
        # Russian: 1 and 21 one form, 2–4 and 22 another, 5–20 and 25 the third
        ("ru", 1, "1 место, вкусы от 1 до 8"),
        ("ru", 3, "3 места, вкусы от 1 до 8"),
        ("ru", 5, "5 мест, вкусы от 1 до 8"),
        ("ru", 11, "11 мест, вкусы от 1 до 8"),
        ("ru", 21, "21 место, вкусы от 1 до 8"),
        ("ru", 22, "22 места, вкусы от 1 до 8"),
        ("et", 1, "1 koht, maitsed 1 kuni 8"),
        ("et", 4, "4 kohta, maitsed 1 kuni 8"),
        ("de", 1, "1 Platz, Sorten 1 bis 8"),
        ("de", 4, "4 Plätze, Sorten 1 bis 8"),
    ],
)
def test_a_count_on_a_card_takes_the_languages_plural_form(lang: str, n: int, said: str) -> None:
    """A card text writes a count's word as ``{length|место|места|мест}``: the form of the
    language's plural rule for the number (worked out by hand above)."""
    assert load_texts("icecream", lang).text("rules.code_value", length=n, flavours=8) == said


def test_the_brown_and_beige_counts_of_the_icelandic_card_agree_with_21() -> None:
    # Icelandic: a number ending in 1 (but not 11) takes the singular
    texts = load_texts("icecream", "is")
    assert texts.text("example.counts", brown=21, beige=2).startswith("21 brúnn, ")
    assert texts.text("example.counts", brown=11, beige=2).startswith("11 brúnir, ")
