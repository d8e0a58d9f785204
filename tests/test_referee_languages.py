"""The referee speaks the players' languages: every answer of ``kitgen check`` (yes, no,
the working, the errors) in Dutch, Russian, Estonian and Icelandic, asked with ``--lang``
or ``KITGEN_LANG``; the logic tiles read and written in each language's words; the Russian
plural forms by hand values (1 очко, 2 очка, 8 очков)."""

from __future__ import annotations

import re

import pytest

from kitgen.core.messages import use_language
from kitgen.games.binary.expr import judge_faces
from kitgen.games.binary.values import points_text

#: Common English words none of the four languages uses (Dutch "is" is Dutch, so not it).
ENGLISH = re.compile(
    r"\b(the|is not|are|points?|move|player|because|correct|value|side|sides|number|"
    r"numbers|not on any tile|did you mean|choose one of|so it|both|but|digit)\b",
    re.IGNORECASE,
)
#: Each language's own letters or words, one of which every answer holds.
OWN = {
    "nl": re.compile(r"\b(klopt|kant|kanten|getal|getallen|fiche|fiches|waarde|kies|niet)\b"),
    "ru": re.compile(r"[а-яё]", re.IGNORECASE),
    "et": re.compile(r"[õäöü]|\b(on|ei|vale|pool|avaldis|arv|vali)\b", re.IGNORECASE),
    "is": re.compile(r"[áðéíóúýþæö]|\b(rangt|ekki|er|og|eða)\b", re.IGNORECASE),
}
LANGS = tuple(OWN)

#: (arguments, exit code): a yes, a no of each kind, the working, and the errors.
SWEEP = [
    (["11x11=1001"], 0),
    (["--explain", "11 × 11 = 1001"], 0),
    (["--explain", "1+1=10=10"], 0),
    (["1+1=11"], 1),
    (["100 AND 1 = 10"], 1),
    (["11=10"], 1),
    (["1+1 = 1"], 1),
    (["--explain", "1 + 1 × 10 = 110"], 1),
    (["01+1=10"], 1),
    (["1 + + 1 = 10"], 1),
    (["NOT NOT 1 = 1"], 1),
    (["1 NOT 1 = 1"], 1),
    (["1 + 1"], 1),
    (["=1"], 1),
    (["1 = "], 1),
    (["1 XOR 1 = 0"], 1),
    (["1 ÷ 0 = 1"], 1),
    (["1 ÷ 10 = 0"], 1),
    (["1 - 10 = 0"], 1),
    (["--no-times-one", "1 × 1 = 1"], 1),
    (["1 1 = 11"], 1),
    (["1+2=3"], 2),
    (["(1+1)=10"], 2),
    (["1 PLUS 1 = 10"], 2),
    (["--order", "lft", "1=1"], 2),
]


def _said(result) -> str:
    if result.code == 2:
        return result.err
    return result.out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    ("args", "code"), SWEEP, ids=lambda a: " ".join(a) if isinstance(a, list) else None
)
def test_every_answer_of_check_is_in_the_language(
    kitgen, lang: str, args: list[str], code: int
) -> None:
    result = kitgen("check", "--lang", lang, *args)
    said = _said(result)
    assert result.code == code, said
    assert OWN[lang].search(said), said
    english = ENGLISH.findall(said.replace("kitgen check", ""))
    assert not english, (english, said)


@pytest.mark.parametrize("lang", LANGS)
def test_kitgen_lang_chooses_the_language_and_json_keeps_its_keys(
    kitgen, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    monkeypatch.setenv("KITGEN_LANG", lang)
    yes, no = kitgen("check", "--json", "1+1=10"), kitgen("check", "--json", "1+1=11")
    english = [kitgen("check", "--lang", "en", "--json", e).json() for e in ("1+1=10", "1+1=11")]
    for result, code, en in zip((yes, no), (0, 1), english, strict=True):
        answer = result.json()
        assert result.code == code and answer["lang"] == lang
        assert list(answer) == list(en)
        assert {k: answer[k] for k in ("ok", "value", "points", "rule", "position")} == {
            k: en[k] for k in ("ok", "value", "points", "rule", "position")
        }
        assert OWN[lang].search(answer["explanation"]) and not ENGLISH.search(answer["explanation"])
    error = kitgen("check", "--json", "1+2=3")
    assert error.code == 2 and OWN[lang].search(error.json()["error"]["message"])


@pytest.mark.parametrize(
    ("expression", "lang", "written"),
    [
        ("101 EN 1 = 1", "nl", "101 EN 1"),
        ("100 of 1 = 101", "nl", "100 OF 1"),
        ("niet 10 = 1", "nl", "NIET 10"),
        ("100 ИЛИ 1 = 101", "ru", "100 ИЛИ 1"),
        ("101 и 1 = 1", "ru", "101 И 1"),
        ("НЕ 10 = 1", "ru", "НЕ 10"),
        ("100 või 1 = 101", "et", "100 VÕI 1"),
        ("101 JA 1 = 1", "et", "101 JA 1"),
        ("EI 10 = 1", "et", "EI 10"),
        ("100 EÐA 1 = 101", "is", "100 EÐA 1"),
        ("101 og 1 = 1", "is", "101 OG 1"),
        ("ekki 10 = 1", "is", "EKKI 10"),
        ("100 OR 1 = 101", "nl", "100 OF 1"),  # English words are read in every language
        ("101 EN 1 = 1", "en", "101 AND 1"),  # and every language's words in English
    ],
)
def test_the_logic_tiles_are_read_and_written_in_each_language(
    kitgen, expression: str, lang: str, written: str
) -> None:
    result = kitgen("check", "--lang", lang, expression)
    assert result.code == 0, result.out
    assert written in result.out.splitlines()[1]


def test_a_line_of_tiles_may_name_the_faces_in_any_language() -> None:
    assert judge_faces(["1", "0", "1", "EN", "1", "=", "1"]).valid
    assert judge_faces(["ИЛИ", "1"]).reason is not None  # read as OR, refused as OR
    assert judge_faces(["1", "0", "0", "eða", "1", "=", "1", "0", "1"]).valid


@pytest.mark.parametrize(
    ("expression", "bonus"),
    [
        ("1=1", "1 очко"),
        ("10=10", "2 очка"),
        ("100=100", "4 очка"),
        ("1000=1000", "8 очков"),
        ("10000=10000", "16 очков"),
        ("100000=100000", "32 очка"),
    ],
)
def test_russian_points_take_the_three_forms(kitgen, expression: str, bonus: str) -> None:
    result = kitgen("check", "--lang", "ru", expression)
    assert result.code == 0
    assert f"= {bonus}." in result.out


def test_russian_points_by_hand_values() -> None:
    with use_language("ru"):
        said = [points_text(n) for n in (1, 2, 5, 11, 21, 22, 25, 111, 1_000_001)]
    assert said == [
        "1 очко",
        "2 очка",
        "5 очков",
        "11 очков",
        "21 очко",
        "22 очка",
        "25 очков",
        "111 очков",
        "1000001 очко",
    ]
