"""Court cards in each language's letters: read in hands, tables and claims, written in the
answers, on the cards' worked examples and on the web's card keyboard.

The letters are each language's ``court_cards`` (``kitgen/locale/<lang>/language.json``),
read here from the files; the expected values are worked out by hand from the rules (a
court card counts 10, an ace 1 or 11).
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest

from kitgen.core.messages import languages

ROOT = Path(__file__).resolve().parents[2]
LANGS = languages()


def letters(lang: str) -> dict[str, str]:
    path = ROOT / "kitgen" / "locale" / lang / "language.json"
    court = json.loads(path.read_text(encoding="utf-8"))["court_cards"]
    return {"J": court["jack"], "Q": court["queen"], "K": court["king"], "A": court["ace"]}


def test_the_letters_are_the_decks_and_none_means_two_ranks() -> None:
    # as the decks sold in each country print them
    by_hand = {"nl": "BVHA", "ru": "ВДКТ", "et": "PEKÄ", "is": "GDKÁ", "en": "JQKA"}
    for lang, word in by_hand.items():
        if lang in LANGS:
            assert "".join(letters(lang)[r] for r in "JQKA") == word, lang
    meaning: dict[str, str] = {"T": "10"}  # T is a ten in every language
    for lang in LANGS:
        for rank, letter in letters(lang).items():
            assert meaning.setdefault(letter, rank) == rank, (lang, letter)


@pytest.mark.parametrize("lang", LANGS)
def test_a_hand_and_a_claim_in_the_languages_letters(kitgen, lang: str) -> None:
    L = letters(lang)
    # target 35; hand king, 2, 5; table 7, 3, ace: (king − 3) × 5 = 7 × 5 = 35, 3 cards, 2 ops
    args = ["--target", "35", "--hand", f"{L['K']},2,5", "--table", f"7,3,{L['A']}"]
    claim = f"({L['K'].lower()} − 3) × 5"  # any case
    answer = kitgen("staeda", "check", "--lang", lang, *args, claim, "--json").json()
    assert answer["ok"] is True and answer["value"] == "35"
    assert (answer["operations"], answer["cards_used"]) == (2, 3)
    assert answer["cards"] == ["K", "3", "5"]  # JSON keeps the English ranks
    said = kitgen("staeda", "check", "--lang", lang, *args, claim)
    assert said.code == 0 and f"({L['K']} 3 5)" in said.out  # the answer writes its letters
    # a queen and a jack by their letters: Q + J + 5 + 3 + 7 = 35
    hand = f"{L['Q']} {L['J']} 5"
    both = ["--target", "35", "--hand", hand, "--table", f"3 7 {L['A']}"]
    claim = f"{L['Q']} + {L['J']} + 5 + 3 + 7"
    answer = kitgen("staeda", "check", "--lang", lang, *both, claim, "--json").json()
    assert answer["ok"] is True and sorted(answer["cards"]) == ["3", "5", "7", "J", "Q"]
    # an ace by its letter counted 11: 11 × 3 + 2 = 35
    ace = ["--target", "35", "--hand", f"{L['A']} 2 9", "--table", "3 4 6"]
    answer = kitgen("staeda", "check", "--lang", lang, *ace, f"{L['A']} × 3 + 2", "--json").json()
    assert answer["ok"] is True and answer["aces"]
    solved = kitgen("staeda", "solve", "--lang", lang, *args)
    assert solved.code == 0 and f"{L['K']} 2 5" in solved.out
    played = kitgen(
        "staeda", "round", "--lang", lang, "--target", "35", "--table", f"7 3 {L['A']}",
        "--hand", f"Ann={L['K']} 2 5", "--claim", f"Ann:({L['K']}-3)*5", "--hand", "Bob=2 3 4",
        "--json",
    ).json()  # fmt: skip
    assert played["winners"] == ["Ann"] and played["scored"][0] == {"name": "Ann", "points": 3}


def test_a_suit_after_a_letter_and_a_dutch_h_alone() -> None:
    from kitgen.games.staeda.cards import Card, parse_card

    assert parse_card("H") == Card("K")  # the Dutch king, not the suit of hearts
    assert parse_card("HH") == Card("K", "H")  # the Dutch king of hearts
    assert parse_card("KH") == Card("K", "H")
    assert parse_card("дd") == Card("Q", "D")  # a Russian queen of diamonds
    assert parse_card("t") == Card("10")  # a Latin T is a ten
    assert parse_card("Т") == Card("A")  # a Cyrillic Т is an ace (туз)
    assert parse_card("ä♥") == Card("A", "H")


def test_an_unknown_letter_names_the_languages_own(kitgen) -> None:
    said = kitgen("staeda", "check", "--lang", "nl", "--target", "35", "--hand", "Z",
                  "--table", "3", "3")  # fmt: skip
    assert said.code == 2
    assert "‘Z’" in said.err and "B, V, H, A" in said.err and "‘HH 10s A 7’" in said.err
    wrong = kitgen("staeda", "check", "--lang", "ru", "--target", "35", "--hand", "3",
                   "--table", "5", "Z + 3")  # fmt: skip
    assert wrong.code == 2 and "(Т В Д К," in wrong.err


@pytest.mark.parametrize("lang", LANGS)
def test_the_cards_worked_example_is_a_staeda_for_the_referee(kitgen, lang: str) -> None:
    """The rule card's example (its hand, table and bold claim) checked by the referee."""
    texts = tomllib.loads((ROOT / "templates" / "cards" / f"staeda.{lang}.toml").read_text())
    items = [i for s in texts["card"]["sections"] for i in s.get("items", []) if "**(" in i]
    assert len(items) == 1, "one worked example"
    item = items[0]
    claim, target = re.search(r"\*\*(.+?) = (\d+)\*\*", item).groups()
    own = "".join(letters(lang).values())
    cards = re.findall(rf"(?<![\w(])(10|[2-9]|[{own}])(?![\w)])", item.split("**")[0])
    assert len(cards) == 6, cards  # the hand's three, then the table's three
    assert target in item.split("**")[0]
    hand, table = cards[:3], cards[3:]
    answer = kitgen("staeda", "check", "--lang", lang, "--target", target, "--hand",
                    " ".join(hand), "--table", " ".join(table), claim, "--json")  # fmt: skip
    data = answer.json()
    assert data["ok"] is True, data
    points = re.search(r"\*\*(\d+)\*\*", item.split("**", 2)[2]).group(1)
    assert data["cards_used"] == int(points)


@pytest.mark.parametrize("lang", LANGS)
def test_the_webs_card_keyboard_shows_the_languages_letters(tmp_path: Path, lang: str) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    token = "test-token-0123456789"
    with TestClient(create_app(tmp_path / "data", token, processes=1)) as client:
        page = client.get(f"/staeda?lang={lang}", headers={"Authorization": f"Bearer {token}"})
    keys = re.findall(r'class="key" data-insert="([^"]+)"', page.text)
    L = letters(lang)
    assert keys[:13] == [L["A"], "2", "3", "4", "5", "6", "7", "8", "9", "10", L["J"], L["Q"],
                         L["K"]]  # fmt: skip
