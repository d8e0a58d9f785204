"""Type sizes read from the PDFs (each character's box across its line, in pt): on every card
size in every language, body text is 7 pt or more and the card footers 6 pt or more; score
sheets print nothing under 7 pt above the page footer."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cards.pdftext import MM_PER_PT, PAGE_FOOT_MM, font_size_pt, foot_sizes
from tests.pdfchars import read_pdf

GAMES = {"binary": ["en", "nl", "ru"], "icecream": ["en", "et"], "staeda": ["en", "is"]}
SIZES = ("a6", "poker", "tarot", "a5")
BODY_PT, FOOTER_PT = 7.0, 6.0


def _make(kitgen, out: Path, *args: str) -> Path:
    result = kitgen("cards", *args, "--out", out, "--json")
    assert result.code == 0, result.err
    return Path(result.json()["files"][0]["path"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in GAMES.items() for lang in langs]
)
def test_card_text_is_7_pt_and_footers_6_pt(kitgen, card_file, game, lang, size):
    commands = [[game], ["reference"]] if game == "binary" else [[game]]
    for command in commands:
        made = card_file(kitgen, *command, "--lang", lang, "--size", size)
        sides, name = made.sides, made.path.name
        assert sides
        for k, side in enumerate(sides, start=1):
            *text, footer = side
            assert "kitgen" in footer.text and footer.text.endswith(f"{k}/{len(sides)}")
            assert footer.size >= FOOTER_PT - 0.01, (name, k, footer.text, footer.size)
            for line in text:
                assert line.size >= BODY_PT - 0.01, (name, k, line.text, line.size)
        assert min(made.foot_sizes) >= FOOTER_PT - 0.01


@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in GAMES.items() for lang in langs]
)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_score_sheet_text_is_7_pt(kitgen, tmp_path, game, lang, paper):
    players = {"binary": ["--columns", "4"], "staeda": ["--columns", "6"]}.get(game, [])
    path = _make(kitgen, tmp_path, "score-sheets", game, "--lang", lang, "--paper", paper,
                 *players)  # fmt: skip
    _title, pages = read_pdf(path)
    page = pages[0]
    band = page.height * MM_PER_PT - PAGE_FOOT_MM
    body = [
        font_size_pt(c) for c in page.chars if c["text"].strip() and c["top"] * MM_PER_PT < band
    ]
    assert len(body) > 300
    assert min(body) >= BODY_PT - 0.01
    assert min(foot_sizes(pages)) >= FOOTER_PT - 0.01
