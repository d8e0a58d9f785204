"""One answer, one vocabulary: the echo of an expression, its caret, the explanation and
``game show``'s list of tiles all write the logic tiles in the answer's language, whichever
language's words were typed (the words from each ``language.json``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kitgen.core.messages import languages

ROOT = Path(__file__).resolve().parents[2]


def _words(lang: str) -> dict[str, str]:
    path = ROOT / "kitgen" / "locale" / lang / "language.json"
    return json.loads(path.read_text(encoding="utf-8"))["logic_words"]


def _used(text: str, vocabularies: dict[str, dict[str, str]]) -> set[str]:
    """The languages whose AND/OR words appear in ``text`` (a word shared is no evidence)."""
    found = set(re.findall(r"[^\W\d_]+", text))
    own = {lang: {w[t] for t in ("AND", "OR", "NOT")} for lang, w in vocabularies.items()}
    shared = {w for lang in own for w in own[lang] if sum(w in o for o in own.values()) > 1}
    return {lang for lang, words in own.items() if (words - shared) & found}


@pytest.mark.parametrize("lang", languages())
@pytest.mark.parametrize("typed", languages())
def test_the_echo_uses_the_explanations_words(kitgen, lang: str, typed: str) -> None:
    vocab = {code: _words(code) for code in languages()}
    w = vocab[typed]
    # 100 AND 1 is 0 (4 & 1 = 0), not 101: wrong, and the referee suggests OR
    said = kitgen("check", "--lang", lang, f"100 {w['AND'].lower()} 1 = 101")
    assert said.code == 1
    lines = said.out.splitlines()
    echo, caret = lines[0], lines[1]
    own = vocab[lang]
    assert f"100 {own['AND']} 1 = 101" in echo  # typed in any words, echoed in the answer's
    assert echo[caret.index("^") : caret.rindex("^") + 1] == own["AND"]  # under the word
    assert _used(said.out, vocab) <= {lang}


def test_game_show_lists_the_tiles_in_the_answers_words(kitgen, tmp_path: Path) -> None:
    night = tmp_path / "night.json"
    assert kitgen("game", "new", night, "--players", "Ann,Bob").code == 0
    for lang in languages():
        own = _words(lang)
        out = kitgen("game", "show", night, "--lang", lang).out
        shown = next(line for line in out.splitlines() if "×28" in line)  # the tiles left
        for tile in ("AND", "OR", "NOT"):
            assert f"{own[tile]} ×4" in shown, (lang, shown)


def test_the_echo_and_its_span_when_no_word_changes_and_when_one_does() -> None:
    from kitgen.core.messages import use_language
    from kitgen.games.binary.report import in_answer_words

    # nothing to write otherwise: the text as typed, the span kept within it
    assert in_answer_words("1+1=11", (4, 6)) == ("1+1=11", (4, 6))
    assert in_answer_words("1+1=11", (4, 9)) == ("1+1=11", (4, 6))
    assert in_answer_words("1+1=11", (9, 12)) == ("1+1=11", (6, 6))
    assert in_answer_words("1 AND 1 = 1", (2, 5)) == ("1 AND 1 = 1", (2, 5))
    assert in_answer_words("1 AND 1 = 1", None) == ("1 AND 1 = 1", None)
    # typed in lower case, or in another language's words: written in the answer's, the
    # span moved with them (AND at 2..5 becomes EN at 2..4, the 1 after it at 5..6)
    assert in_answer_words("1 and 1 = 1", (2, 5)) == ("1 AND 1 = 1", (2, 5))
    with use_language("nl"):
        assert in_answer_words("1 AND 1 = 1", (2, 5)) == ("1 EN 1 = 1", (2, 4))
        assert in_answer_words("1 AND 1 = 1", (6, 7)) == ("1 EN 1 = 1", (5, 6))
