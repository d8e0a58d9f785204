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
