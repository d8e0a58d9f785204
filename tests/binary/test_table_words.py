"""One setting of a table, ``tile_words``: the language's logic words (``local``) or the
English ones (``en``). Kept in the game file at ``game new``, it holds for every answer about
the game (the move, its working, the board, the tiles left, the history, the legal moves);
``check --tile-words`` answers in it; the binary card and quick reference print it. The
words expected come from each ``language.json`` (read here as data), never from kitgen."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.cards.pdftext import pdf_text

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = {"AND": "AND", "OR": "OR", "NOT": "NOT", "XOR": "XOR"}


def _words(lang: str) -> dict[str, str]:
    path = ROOT / "kitgen" / "locale" / lang / "language.json"
    return json.loads(path.read_text(encoding="utf-8"))["logic_words"]


def _found(text: str) -> set[str]:
    return set(re.findall(r"[^\W\d_]+", text))


@pytest.mark.parametrize(("lang", "setting"), [("nl", "en"), ("ru", "local"), ("de", "en")])
def test_a_game_answers_in_the_words_its_file_keeps(
    kitgen, tmp_path: Path, lang: str, setting: str
) -> None:
    own = _words(lang)
    used = ENGLISH if setting == "en" else own
    other = own if setting == "en" else ENGLISH
    night = tmp_path / "night.json"
    made = kitgen("game", "new", night, "--players", "Ann,Bob", "--tile-words", setting,
                  "--lang", lang, "--json")  # fmt: skip
    assert made.code == 0, made.err
    assert json.loads(made.out)["logic_words"]["AND"] == used["AND"]
    assert json.loads(night.read_text(encoding="utf-8"))["tile_words"] == setting
    # typed in the other vocabulary (the referee reads both): 101 AND 1 = 1 across F8-L8
    played = kitgen("game", "play", night, f"8F 101 {other['AND'].lower()} 1 = 1", "--lang", lang)
    assert played.code == 0, played.err
    shown = kitgen("game", "show", night, "--lang", lang)
    moves = kitgen("game", "moves", night, "--rack", "1,0,=,NOT,OR,1,1", "--top", "3",
                   "--lang", lang)  # fmt: skip
    for answer in (played.out, shown.out, moves.out):
        words = _found(answer)
        assert {used["AND"], used["OR"], used["NOT"]} & words, answer
        assert not {other["AND"], other["OR"], other["NOT"]} & words, answer
    assert f"101 {used['AND']} 1=1" in played.out  # the move as it is echoed
    board = next(line for line in shown.out.splitlines() if line.startswith("  8 "))
    assert used["AND"] in board.split()  # the tile on the board
    assert f"{used['AND']} ×3" in shown.out  # one of the four AND tiles played


def test_check_answers_in_the_words_asked_for(kitgen) -> None:
    ru = _words("ru")
    local = kitgen("check", "--lang", "ru", "100 and 1 = 101")  # typed in English
    english = kitgen("check", "--lang", "ru", "--tile-words", "en", f"100 {ru['AND']} 1 = 101")
    assert (local.code, english.code) == (1, 1)
    assert f"100 {ru['AND']} 1 = 101" in local.out and f"— {ru['OR']}" not in local.out
    assert not {"AND", "OR"} & _found(local.out)
    assert "100 AND 1 = 101" in english.out
    assert {"AND", "OR"} <= _found(english.out)
    assert not {ru["AND"], ru["OR"]} & _found(english.out)


def test_a_game_file_says_its_words_or_is_refused(kitgen, tmp_path: Path) -> None:
    night = tmp_path / "night.json"
    assert kitgen("game", "new", night, "--players", "Ann,Bob").code == 0
    data = json.loads(night.read_text(encoding="utf-8"))
    assert data["tile_words"] == "local"  # the default: the language's words
    del data["tile_words"]  # a file from before the setting: the language's words
    night.write_text(json.dumps(data), encoding="utf-8")
    assert "EN ×4" in kitgen("game", "show", night, "--lang", "nl").out
    data["tile_words"] = "fr"
    night.write_text(json.dumps(data), encoding="utf-8")
    refused = kitgen("game", "show", night)
    assert refused.code == 2
    assert "tile_words" in refused.err and "local, en" in refused.err


def _pdf_words(folder: Path) -> set[str]:
    (pdf,) = folder.glob("*.pdf")
    return _found(pdf_text(pdf))  # the cards' text read upright


@pytest.mark.parametrize("lang", ["nl", "ru"])
def test_the_quick_reference_prints_the_tables_words(kitgen, tmp_path: Path, lang: str) -> None:
    own = _words(lang)
    for setting, used, other in (("local", own, ENGLISH), ("en", ENGLISH, own)):
        out = tmp_path / setting
        made = kitgen("cards", "reference", "--lang", lang, "--tile-words", setting,
                      "--size", "a6", "--out", out)  # fmt: skip
        assert made.code == 0, made.err
        printed = _pdf_words(out)
        assert {used["AND"], used["OR"], used["NOT"], used["XOR"]} <= printed, (setting, printed)
        assert not {other["AND"], other["OR"], other["NOT"]} & printed, setting
