"""The print instructions (scale bar, page number, backs) in the file's language, read from
the PDFs: every page of every rule card, quick reference and score sheet, every language."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text

from tests.cards.pdftext import MM_PER_PT
from tests.pdfchars import Page, read_pdf

MARGIN = 5.0  # the default --margin
BAR = 50.0  # the scale bar's length; its sentence starts 3 mm right of it

# Written by hand from the translations (templates/cards/*.toml), not read from them.
SCALE = {
    "en": "This bar must measure 50 mm when printed at 100 % (actual size, no fit-to-page).",
    "nl": "Deze balk moet 50 mm lang zijn als je op 100 % afdrukt (ware grootte, niet "
    "‘aanpassen aan pagina’).",
    "ru": "Эта полоска должна быть длиной 50 мм при печати в масштабе 100 % (реальный размер, "
    "без «по размеру страницы»).",
    "et": "See riba peab olema 50 mm pikk, kui trükid 100 % suuruses (tegelik suurus, mitte "
    "„sobita lehele“).",
    "is": "Þessi kvarði á að mælast 50 mm þegar prentað er í 100 % stærð (raunstærð, ekki "
    "„aðlaga að síðu“).",
}
BAR_END = {"en": "50 mm", "nl": "50 mm", "ru": "50 мм", "et": "50 mm", "is": "50 mm"}
PAGE = {
    "en": "page {n} of {total}",
    "nl": "pagina {n} van {total}",
    "ru": "стр. {n} из {total}",
    "et": "lk {n} / {total}",
    "is": "síða {n} af {total}",
}
BACKS = {
    "en": "backs (print double-sided, flip on long edge)",
    "nl": "achterkanten (dubbelzijdig afdrukken, omslaan langs de lange kant)",
    "ru": "оборотные стороны (двусторонняя печать, переворот по длинному краю)",
    "et": "tagaküljed (trüki kahepoolselt, pööra pika serva järgi)",
    "is": "bakhliðar (prentaðu báðum megin, snúðu um langhliðina)",
}
ENGLISH_WORDS = ("This bar must", "page 1 of", "backs", "print double-sided", "long edge")

GAMES = {"binary": ["en", "nl", "ru"], "icecream": ["en", "et"], "staeda": ["en", "is"]}


def _text(chars: list[dict]) -> str:
    return " ".join(extract_text(chars).split()) if chars else ""


def furniture(page: Page) -> dict[str, str | float]:
    """The foot of a page, read by position (mm): the sentence right of the bar, the labels
    under it, the footer's title (left) and page number (right) and where they end."""
    height = page.height * MM_PER_PT
    width = page.width * MM_PER_PT
    band = height - MARGIN - 13.0  # the band kept for the scale bar and footer
    footer_top = height - MARGIN - 4.5
    chars = [c for c in page.chars if c["top"] * MM_PER_PT >= band and c["upright"]]
    row = [c for c in chars if c["top"] * MM_PER_PT >= footer_top]
    above = [c for c in chars if c["top"] * MM_PER_PT < footer_top]
    right_half = [c for c in row if c["x0"] * MM_PER_PT > width / 2]
    # The page number is the last run of the footer row: split at the widest gap.
    row.sort(key=lambda c: c["x0"])
    gaps = [(b["x0"] - a["x1"], i + 1) for i, (a, b) in enumerate(itertools.pairwise(row))]
    split = max(gaps)[1] if gaps and right_half else len(row)
    return {
        "sentence": _text([c for c in above if c["x0"] * MM_PER_PT >= MARGIN + BAR]),
        "labels": _text([c for c in above if c["x1"] * MM_PER_PT <= MARGIN + BAR + 0.5]),
        "title": _text(row[:split]),
        "number": _text(row[split:]),
        "title_end": max((c["x1"] for c in row[:split]), default=0.0) * MM_PER_PT,
        "number_start": min((c["x0"] for c in row[split:]), default=width) * MM_PER_PT,
        "rightmost": max((c["x1"] for c in chars), default=0.0) * MM_PER_PT,
        "width": width,
    }


def _files(kitgen, tmp_path: Path, game: str, lang: str) -> list[Path]:
    """The rule card at each size, the quick reference (binary) and the score sheet."""
    paths = []
    commands = [[game]] + ([["reference"]] if game == "binary" else [])
    for command in commands:
        for size in ("a6", "poker", "tarot", "a5"):
            result = kitgen(
                "cards", *command, "--lang", lang, "--size", size, "--copies", "1",
                "--out", tmp_path, "--json",
            )  # fmt: skip
            assert result.code == 0, result.err
            paths.append(Path(result.json()["files"][0]["path"]))
    result = kitgen(
        "cards", "score-sheets", game, "--lang", lang, "--pages", "2", "--out", tmp_path, "--json"
    )
    assert result.code == 0, result.err
    paths.append(Path(result.json()["files"][0]["path"]))
    return paths


@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in GAMES.items() for lang in langs]
)
def test_every_page_prints_its_instructions_in_the_files_language(kitgen, tmp_path, game, lang):
    backs_seen = 0
    for path in _files(kitgen, tmp_path, game, lang):
        _title, pages = read_pdf(path)
        total = len(pages)
        for n, page in enumerate(pages, start=1):
            foot = furniture(page)
            where = f"{path.name} page {n}"
            assert foot["sentence"] == SCALE[lang], where
            assert foot["labels"] == f"0 {BAR_END[lang]}", where
            assert foot["number"] == PAGE[lang].format(n=n, total=total), where
            # Card files: a page of backs follows each page of fronts that has backs.
            is_back = "score-sheet" not in path.name and n % 2 == 0
            assert foot["title"].endswith(f" — {BACKS[lang]}") == is_back, where
            backs_seen += is_back
            # Nothing runs into the page number or past the margin.
            assert foot["title_end"] < foot["number_start"] - 3.0, where
            assert foot["rightmost"] <= foot["width"] - MARGIN + 0.01, where
            if lang != "en":
                text = f"{foot['sentence']} {foot['title']} {foot['number']}"
                for english in ENGLISH_WORDS:
                    assert english not in text, (where, english)
    assert backs_seen >= 4  # A6 and A5 cards have backs in every language


def test_the_tile_sheets_keep_the_english_instructions(kitgen, tmp_path: Path):
    result = kitgen("tiles", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    path = next(Path(f["path"]) for f in result.json()["files"] if f["path"].endswith(".pdf"))
    _title, pages = read_pdf(path)
    foot = furniture(pages[0])
    total = len(pages)
    assert foot["sentence"] == SCALE["en"]
    assert foot["number"] == f"page 1 of {total}"
