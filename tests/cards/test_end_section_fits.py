"""The binary rule card's end-of-game section: whole on the front, naming the house rules."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tests.cards.pdftext import page_lines, pdf_text
from tests.cards.test_cards_cli import make

CARDS = Path(__file__).resolve().parents[2] / "templates" / "cards"
#: Per language: the end-of-game heading and the house-rules heading it points to.
HEADINGS = {
    "en": ("The end", "House rules in force"),
    "nl": ("Einde", "Afgesproken huisregels"),
    "ru": ("Конец игры", "Действующие домашние правила"),
}


def _sections(lang: str) -> list[dict]:
    texts = tomllib.loads((CARDS / f"binary.{lang}.toml").read_text(encoding="utf-8"))
    return texts["card"]["sections"]


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_the_back_of_an_a6_card_starts_with_a_heading_not_a_spilled_line(
    kitgen, tmp_path: Path, lang: str
):
    sections = _sections(lang)
    end = [s.get("heading") for s in sections].index(HEADINGS[lang][0])
    card = make(kitgen, tmp_path, "binary", "--lang", lang)
    back = [line for line in page_lines(card, 1) if line.strip()]
    assert back[0].endswith("(2/2)"), back[:3]  # the back's title
    assert back[1] == sections[end + 1]["heading"], back[:3]  # then straight a heading
    front = " ".join(" ".join(page_lines(card, 0)).split())
    assert " ".join(sections[end]["text"].split()) in front  # the whole section on the front


@pytest.mark.parametrize("lang", sorted(HEADINGS))
def test_the_end_names_the_house_rules_heading_not_a_place_below(kitgen, tmp_path: Path, lang: str):
    end, house = HEADINGS[lang]
    text = next(s["text"] for s in _sections(lang) if s.get("heading") == end)
    assert house in text
    assert not {"below", "hieronder", "ниже"} & set(text.replace(".", " ").split())
    assert house in pdf_text(make(kitgen, tmp_path, "binary", "--lang", lang))
