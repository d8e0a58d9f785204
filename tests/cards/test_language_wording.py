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
