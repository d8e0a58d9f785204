"""The puzzle PDFs read back (with pdfium, tests/pdfchars.py): pages, paper, card size, each
puzzle on its front and its answer on its back or on the key pages; and input refused
before any work."""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from tests.cards.pdftext import MM_PER_PT, crop_mark_edges, page_text
from tests.pdfchars import read_pdf

A4 = (210.0, 297.0)
LETTER = (215.9, 279.4)


def _pages(path: Path) -> list[tuple[float, float, str]]:
    return [
        (p.width * MM_PER_PT, p.height * MM_PER_PT, " ".join(page_text(p).split()))
        for p in read_pdf(path)[1]
    ]


def _size(page: tuple[float, float, str], paper: tuple[float, float]) -> bool:
    return abs(page[0] - paper[0]) < 0.01 and abs(page[1] - paper[1]) < 0.01


def test_poker_cards_with_the_answers_on_their_backs(kitgen, tmp_path) -> None:
    result = kitgen("puzzles", "24", "--count", "12", "--seed", "5", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    answer = result.json()
    assert answer["count"] == 12 and len(answer["puzzles"]) == 12
    [written] = answer["files"]
    path = Path(written["path"])
    pages = _pages(path)
    # 9 poker cards to an A4 sheet: two sheets of fronts, each followed by its backs
    assert len(pages) == written["pages"] == 4
    assert all(_size(p, A4) for p in pages)
    fronts = pages[0][2] + " " + pages[2][2]
    backs = pages[1][2] + " " + pages[3][2]
    for n, puzzle in enumerate(answer["puzzles"], start=1):
        assert f"24 — puzzle {n} " in fronts + " "
        assert f"Answer {n} " in backs
        assert f"{puzzle['answer']} = 24" in backs
        assert " ".join(str(c) for c in puzzle["question"]["cards"]) in fronts
    assert "Answer" not in fronts and "— puzzle" not in backs
    # the cards are 63.5 mm apart across (the crop marks), 88.9 mm down
    xs, ys = crop_mark_edges(read_pdf(path)[1][0])
    widths = {round(b - a, 2) for a, b in itertools.pairwise(xs)}
    heights = {round(b - a, 2) for a, b in itertools.pairwise(ys)}
    assert 63.5 in widths and 88.9 in heights


def test_a_worksheet_on_letter_with_the_key_in_a_file_of_its_own(kitgen, tmp_path) -> None:
    result = kitgen(
        "puzzles", "binary", "--count", "18", "--size", "sheet", "--paper", "letter",
        "--answers", "separate", "--out", tmp_path, "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    answer = result.json()
    sheet, key = (Path(f["path"]) for f in answer["files"])
    assert [f["kind"] for f in answer["files"]] == ["worksheet", "answers"]
    sheet_pages, key_pages = _pages(sheet), _pages(key)
    assert all(_size(p, LETTER) for p in sheet_pages + key_pages)
    text = " ".join(p[2] for p in sheet_pages)
    keys = " ".join(p[2] for p in key_pages)
    assert "Binary — worksheet" in text and "Binary — answers" not in text
    assert "Binary — answers" in keys
    # the house rules the lines were checked under are printed on the sheet
    assert "Order of operations" in text
    for n, puzzle in enumerate(answer["puzzles"], start=1):
        assert f"{n}. (level {puzzle['level']})" in text
        assert f"{n}. {puzzle['answer']}" in keys, puzzle


def test_answers_off_prints_fronts_only_and_on_adds_key_pages_to_a_sheet(kitgen, tmp_path) -> None:
    off = kitgen(
        "puzzles", "staeda", "--count", "9", "--answers", "off", "--out", tmp_path / "a", "--json"
    )
    [written] = off.json()["files"]
    pages = _pages(Path(written["path"]))
    assert len(pages) == 1 and "Answer" not in pages[0][2]
    on = kitgen(
        "puzzles", "code", "--count", "6", "--size", "sheet", "--out", tmp_path / "b", "--json"
    )
    [written] = on.json()["files"]
    pages = _pages(Path(written["path"]))
    assert "Crack the code — answers" in pages[-1][2]
    assert "Crack the code — answers" not in pages[0][2]
    for n, puzzle in enumerate(on.json()["puzzles"], start=1):
        assert f"{n}. {puzzle['answer']} (" in pages[-1][2]


def test_bad_input_is_one_error_line_before_any_work(kitgen, tmp_path) -> None:
    for args, named in (
        (["chess"], "chess"),
        (["24", "--count", "0"], "--count"),
        (["24", "--count", "201"], "--count"),
        (["24", "--level", "4"], "--level"),
        (["code", "--mode", "impossible"], "impossible"),
        (["24", "--answers", "maybe"], "maybe"),
        (["24", "--size", "huge"], "huge"),
        (["24", "--seed", "-1"], "--seed"),
    ):
        result = kitgen("puzzles", *args, "--out", tmp_path)
        assert result.code == 2, (args, result.err)
        assert result.err.startswith("error: ") and result.err.count("\n") == 1
        assert named in result.err, (args, result.err)
    assert not any(tmp_path.iterdir())


def test_a_deck_and_a_worksheet_in_two_more_languages(kitgen, tmp_path) -> None:
    nl = kitgen("puzzles", "staeda", "--count", "3", "--out", tmp_path, "--lang", "nl", "--json")
    [written] = nl.json()["files"]
    text = " ".join(p[2] for p in _pages(Path(written["path"])))
    assert "Stæða — puzzel 1" in text and "Antwoord 3" in text
    assert "met kaarten uit je hand en van de tafel" in text and "niveau 1" in text
    assert nl.json()["lang"] == "nl" and nl.json()["puzzles"][0]["kind"] == "staeda"
    ru = kitgen(
        "puzzles", "binary", "--count", "30", "--size", "sheet", "--out", tmp_path,
        "--lang", "ru", "--json",
    )  # fmt: skip
    [written] = ru.json()["files"]
    text = " ".join(p[2] for p in _pages(Path(written["path"])))
    assert "Двоичные числа — рабочий лист" in text and "Двоичные числа — ответы" in text
    puzzles = ru.json()["puzzles"]
    lines = [p["question"].get("expr", "") for p in puzzles]
    lines += [p["answer"] for p in puzzles if p["question"]["task"] == "best"]  # on the key
    # the logic tiles in the language's words on the sheet, the referee's own in the JSON
    logic = [e for e in lines if " AND " in e or " OR " in e]
    assert logic
    for expr in logic:
        assert expr.replace("AND", "И").replace(" OR ", " ИЛИ ") in text


def _dutch_sheet(kitgen, out: Path, *args: str) -> tuple[dict, str, str]:
    """A Dutch binary worksheet at level 3 (seed 3): its answer, its sheet's and key's text."""
    result = kitgen(
        "puzzles", "binary", "--count", "9", "--level", "3", "--size", "sheet", "--seed", "3",
        "--lang", "nl", *args, "--out", out, "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    [written] = result.json()["files"]
    pages = _pages(Path(written["path"]))
    sheet = " ".join(p[2] for p in pages if "Binair — werkblad" in p[2])
    key = " ".join(p[2] for p in pages if "Binair — antwoorden" in p[2])
    return result.json(), sheet, key


def test_best_lines_racks_with_their_points_and_the_key_in_either_tile_words(
    kitgen, tmp_path
) -> None:
    """The racks drawn as tiles with their points, the key's line with its sum; the logic
    tiles (racks, lines, the house rules, the key) in EN, OF, NIET by default and in AND,
    OR, NOT with --tile-words en; the JSON keeps the referee's words."""
    answer, sheet, key = _dutch_sheet(kitgen, tmp_path / "local")
    dutch = {"AND": "EN", "OR": "OF", "NOT": "NIET", "×": "×", "÷": "÷"}
    best = [
        (n, p) for n, p in enumerate(answer["puzzles"], start=1) if p["question"]["task"] == "best"
    ]
    assert len(best) == 4  # this seed: one with NIET, two with OF and EN, one with −
    for n, puzzle in best:
        rack = puzzle["question"]["rack"]
        # the tiles in the language's words, then the points in their corners (× 2, ÷ 4)
        faces = " ".join(dutch.get(f, f) for f in rack)
        points = " ".join({"×": "2", "÷": "4"}.get(f, "1") for f in rack)
        assert f"{n}. (niveau 3) Leg met enkele of alle van deze fiches" in sheet
        assert f"{faces} {points}" in sheet, (faces, sheet)
        line = " ".join(dutch.get(t, t) for t in puzzle["answer"].split())
        score, bonus = puzzle["score"], puzzle["bonus"]
        assert (
            f"{n}. {line} — {score - bonus} voor de fiches + {bonus} bonus = {score} punten" in key
        )
    assert " EN EN " in sheet
    english, sheet_en, key_en = _dutch_sheet(kitgen, tmp_path / "en", "--tile-words", "en")
    assert english["puzzles"] == answer["puzzles"]  # the referee's words either way
    assert answer["puzzles"][0]["answer"] == "1 + 1 = NOT 01"
    found = {"local": sheet + " " + key, "en": sheet_en + " " + key_en}
    words = {w: set(re.findall(r"\b[A-Z]+\b", text)) for w, text in found.items()}
    assert {"EN", "OF", "NIET", "XOF"} <= words["local"]
    assert not {"AND", "OR", "NOT", "XOR"} & words["local"]
    assert {"AND", "OR", "NOT", "XOR"} <= words["en"]
    assert not {"EN", "OF", "NIET", "XOF"} & words["en"]
    assert "1 + 1 = NIET 01 — 7 voor de fiches" in found["local"]
    assert "1 + 1 = NOT 01 — 7 voor de fiches" in found["en"]
    assert "dan EN, XOF, OF" in found["local"] and "dan AND, XOR, OR" in found["en"]
    assert "OR AND AND 1 1 1 1 1 1 1 1" in sheet_en  # a rack in English words


def test_tile_words_on_a_russian_sheet_and_the_json_lines_rechecked(kitgen, tmp_path) -> None:
    """A Russian binary sheet wears И, ИЛИ, НЕ by default and AND, OR, NOT with
    --tile-words en; every line of the JSON's answers (the referee's words) is accepted by
    kitgen check --lang nl, and so is the same line in the Dutch words (EN, OF, NIET)."""
    found = {}
    for words in ("local", "en"):
        result = kitgen(
            "puzzles", "binary", "--count", "9", "--level", "3", "--size", "sheet", "--seed", "3",
            "--lang", "ru", "--tile-words", words, "--out", tmp_path / words, "--json",
        )  # fmt: skip
        assert result.code == 0, result.err
        [written] = result.json()["files"]
        text = " ".join(p[2] for p in _pages(Path(written["path"])))
        found[words] = set(re.findall(r"\b[A-ZА-Я]+\b", text))
    assert {"И", "ИЛИ", "НЕ"} <= found["local"] and not {"AND", "OR", "NOT"} & found["local"]
    assert {"AND", "OR", "NOT"} <= found["en"] and not {"ИЛИ", "НЕ"} & found["en"]
    lines = [p["answer"] for p in result.json()["puzzles"] if "=" in p["answer"]]
    assert "0 AND 0 OR 1 = 1" in lines and "1 + 1 = NOT 01" in lines
    dutch = {"AND": "EN", "OR": "OF", "NOT": "NIET"}
    for line in lines:
        for said in (line, " ".join(dutch.get(w, w) for w in line.split())):
            checked = kitgen("check", "--lang", "nl", said, "--json")
            assert checked.code == 0 and checked.json()["ok"], (said, checked.out)


def test_the_cards_of_a_german_deal_carry_the_german_court_letters(kitgen, tmp_path) -> None:
    """The JSON gives the deal in the referee's words (Q, J); the printed cards as a German
    pack prints them: Bube B, Dame D, König K, Ass A (the glossary's deck letters)."""
    result = kitgen("puzzles", "staeda", "--count", "9", "--out", tmp_path, "--lang", "de",
                    "--json")  # fmt: skip
    assert result.code == 0, result.err
    [written] = result.json()["files"]
    fronts = " ".join(p[2] for p in _pages(Path(written["path"]))[::2])
    german = {"J": "B", "Q": "D", "K": "K", "A": "A"}
    shown = set()
    for puzzle in result.json()["puzzles"]:
        for row, label in (("hand", "Hand"), ("table", "Tisch")):
            cards = [german.get(c, c) for c in puzzle["question"][row].split()]
            assert f"{label} {' '.join(cards)} " in fronts + " "
            shown.update(cards)
    # the deck of nine deals holds a queen or a jack, so the test sees a letter change
    assert shown & {"B", "D"}
