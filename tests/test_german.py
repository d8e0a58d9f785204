"""German (``de``) end to end: the sixth language, added as a folder (kitgen/locale/de).

Each answer is compared with what the rules give worked out by hand, in the words of the
German glossary (kitgen/locale/de/glossary.md): Spielstein/Stein, Bänkchen, Joker,
Gleichung, Punkt vor Strich, UND/ODER, Codemacher, Pins, Tipp, Zielzahl, Rechenzeichen.
The language tests that run over every folder (help, referee, sheets, cards, web) take German
too; this file holds what only German says."""

from __future__ import annotations

import json
from pathlib import Path

import pdfplumber
import pytest

from kitgen.core.messages import languages

LOCALE = Path(__file__).resolve().parents[1] / "kitgen" / "locale" / "de"


def test_german_is_a_folder_with_its_own_words() -> None:
    data = json.loads((LOCALE / "language.json").read_text(encoding="utf-8"))
    assert "de" in languages()
    assert data["name"] == "Deutsch" and data["english_name"] == "German"
    assert data["logic_words"] == {"AND": "UND", "OR": "ODER", "NOT": "NICHT", "XOR": "XOR"}
    # the letters a German-printed French-suited pack shows: Bube, Dame, König, Ass
    assert data["court_cards"] == {"jack": "B", "queen": "D", "king": "K", "ace": "A"}
    assert data["numbers"]["decimal"] == "," and data["numbers"]["group"] == "."
    glossary = (LOCALE / data["glossary"]).read_text(encoding="utf-8")
    for word in ("Spielstein", "Bänkchen", "Joker", "Codemacher", "Pin", "Zielzahl", "Bube"):
        assert word in glossary


def test_a_correct_expression_in_german(kitgen) -> None:
    # 1+1 = 2 = binary 10; bonus: the leading 1 of 10 = 2 points
    result = kitgen("check", "--lang", "de", "--explain", "1+1=10")
    assert result.code == 0
    assert result.out.startswith("Richtig: 1+1=10\n")
    assert "Beide Seiten ergeben 10, also stimmt die Gleichung." in result.out
    assert "Wert: 10 (2 im Dezimalsystem). Bonus: 10 = 2 Punkte." in result.out
    assert "Punkt vor Strich" in result.out  # the order of operations as school says it


def test_a_wrong_expression_keeps_one_vocabulary(kitgen) -> None:
    # 100 AND 1 is 0 (4 AND 1 = 0), not 101 (5): the seed's erratum, the answer says ODER
    result = kitgen("check", "--lang", "de", "100 UND 1 = 101")
    assert result.code == 1
    assert result.out.startswith("Falsch: 100 UND 1 = 101")
    assert "100 UND 1 ergibt 0, nicht 101 (4 UND 1 = 0, nicht 5) — meintest du ODER?" in (
        result.out
    )
    assert " AND " not in result.out and " OR" not in result.out


def test_a_game_in_german(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "spiel.json"
    new = kitgen("game", "new", game, "--players", "Anna,Ben", "--lang", "de")
    assert new.code == 0
    assert new.out.startswith(f"Neues Spiel in {game}: Anna, Ben; 100 Steine, Bänkchen mit 9.")
    assert "Anna beginnt und belegt H8." in new.out
    # H8 1 (★, word ×2), I8 +, J8 1, K8 =, L8 1 (letter ×2), M8 0: 1+1+1+1+2+1 = 7,
    # bonus 2 → 9, × 2 = 18
    played = kitgen("game", "play", game, "8H 1+1=10", "--lang", "de")
    assert played.code == 0, played.err
    assert "Anna legt 8H 1+1=10: 18 Punkte" in played.out
    assert "Stand: Anna 18, Ben 0. Ben ist am Zug." in played.out
    wrong = kitgen("game", "play", game, "I7 1=1", "--lang", "de")
    assert wrong.code == 1
    assert "unerlaubter Zug: auf I8 liegt schon +" in wrong.out + wrong.err
    passed = kitgen("game", "pass", game, "--lang", "de")
    assert passed.code == 0 and "Ben passt." in passed.out
    # the history names the points: "für 18 Punkte", never a bare "für 18"
    shown = kitgen("game", "show", game, "--lang", "de")
    assert "  1. Anna hat 8H 1+1=10 für 18 Punkte gelegt\n" in shown.out


def test_ice_cream_code_in_german(kitgen) -> None:
    # code 1234, guess 2211, easy: spot 2 exact (brown); spot 3's flavour 1 is in the code
    # elsewhere (beige); flavours 2 and 1 are then used up: empty, brown, beige, empty
    feedback = kitgen("code", "feedback", "--lang", "de", "--mode", "easy", "1234", "2211")
    assert feedback.code == 0
    assert "der Codemacher muss 0210 geben — 1 brauner, 1 beiger (leer, braun, beige, leer)" in (
        feedback.out
    )
    # cracked on the 5th guess of 8 rows in play: 8 − 5 = 3 points
    score = kitgen("code", "score", "--lang", "de", "--mode", "easy", "--cracked-on", "5")
    assert score.out.strip() == "geknackt mit Tipp 5 von 8 Reihen: 8 − 5 = 3 Punkte"


def test_staeda_in_german(kitgen) -> None:
    # the card's worked example: hand K 2 5, table 7 3 A, (K − 3) × 5 = 7 × 5 = 35
    claim = kitgen(
        "staeda", "check", "--lang", "de", "--target", "35", "--hand", "K 2 5",
        "--table", "7 3 A", "(K-3)*5",
    )  # fmt: skip
    assert claim.code == 0
    assert claim.out.strip() == (
        "eine Stæða: (10 − 3) × 5 = 35, 2 Rechenzeichen, 3 Karten benutzt (K 3 5)"
    )
    # 3 4 5: (a+b)×c and a×b+c give 17 19 23 27 32 35
    targets = kitgen("staeda", "targets", "--lang", "de", "3", "4", "5")
    assert targets.out.startswith("3 4 5 ergeben 6 Zielzahlen:")


@pytest.mark.parametrize(
    ("game", "title", "words"),
    [
        (
            "binary",
            "Binäre Zahlensteine",
            ("Bänkchen", "Punkt vor", "`100 UND 1 = 101`", "## Ein Zug", "sechs Zügen ohne Punkte"),
        ),
        ("icecream", "Eiscode", ("Codemacher", "brauner", "beiger")),
        ("staeda", "Stæða", ("Zielzahl", "Bube", "Rechenzeichen")),
    ],
)
def test_the_rules_pages_are_german(kitgen, game: str, title: str, words: tuple[str, ...]) -> None:
    result = kitgen("rules", game, "--lang", "de")
    assert result.code == 0
    assert result.out.startswith(f"# {title}\n") and not result.err
    for word in words:
        assert word in result.out


def _pdf_text(folder: Path) -> str:
    text = []
    for path in sorted(folder.rglob("*.pdf")):
        with pdfplumber.open(path) as pdf:
            text += [page.extract_text() or "" for page in pdf.pages]
    return " ".join(" ".join(text).split())


def test_the_cards_and_the_tiles_are_german(kitgen, tmp_path: Path) -> None:
    assert (
        kitgen("cards", "binary", "--lang", "de", "--size", "poker", "--out", tmp_path / "c").code
        == 0
    )
    card = _pdf_text(tmp_path / "c")
    for words in ("Binäre Zahlensteine", "Bänkchen", "Punkt vor Strich", "Geltende Hausregeln"):
        assert words in card
    assert kitgen("tiles", "--lang", "de", "--out", tmp_path / "t").code == 0
    tiles = _pdf_text(tmp_path / "t")
    assert "Zählblatt" in tiles and "Joker" in tiles and "Summe 100 106" in tiles
