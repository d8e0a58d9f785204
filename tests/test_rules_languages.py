"""Every game's rules page in every language, kept in step with the English page.

``kitgen rules GAME --lang L`` prints ``kitgen/rulebook/GAME.L.md``. Each translation has the
English page's structure, section by section: the same number of sections, table rows, list
items and code blocks (the same blocks), and the same code spans — every switch and option
(`order`, `--whole-numbers`), every command and every worked example (`1+1=10`,
`(a+b)×c`), the logic tiles written with the language's own words (`100 EN 1 = 101` is the
English `100 AND 1 = 101`). A referee's sample answer (a span with " — ") is the language's
own sentence and is left out.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kitgen.core.games import names
from kitgen.core.messages import languages

ROOT = Path(__file__).resolve().parents[1]
PAGES = ROOT / "kitgen" / "rulebook"
LANGS = languages()[1:]
CASES = [(game, lang) for game in names() for lang in LANGS]


def _logic_words(lang: str) -> dict[str, str]:
    data = json.loads((ROOT / "kitgen" / "locale" / lang / "language.json").read_text("utf-8"))
    return {word: tile for tile, word in data["logic_words"].items()}


def _sections(text: str) -> list[str]:
    return re.split(r"(?m)^## ", text)


def _shape(section: str, words: dict[str, str]) -> dict[str, object]:
    blocks = re.findall(r"(?ms)^```.*?^```", section)
    prose = re.sub(r"(?ms)^```.*?^```", "", section)
    spans = []
    for span in re.findall(r"`([^`]+)`", prose):
        span = " ".join(span.split())
        if " — " in span:  # the referee's sample answer, in the page's language
            continue
        spans.append(re.sub(r"[^\W\d_]+", lambda m: words.get(m.group(0), m.group(0)), span))
    lines = prose.splitlines()
    return {
        "spans": sorted(spans),
        "table rows": sum(1 for line in lines if line.startswith("|")),
        "items": sum(1 for line in lines if re.match(r"\s*(?:- |\d+\. )", line)),
        "bold": len(re.findall(r"\*\*[^*]+\*\*", prose)),
        "blocks": blocks,
    }


@pytest.mark.parametrize(("game", "lang"), CASES)
def test_each_translation_has_the_english_pages_structure(game: str, lang: str) -> None:
    english = (PAGES / f"{game}.md").read_text(encoding="utf-8")
    page = PAGES / f"{game}.{lang}.md"
    assert page.is_file(), f"no rules page {page.name}"
    text = page.read_text(encoding="utf-8")
    assert text.startswith("# ") and text.endswith("\n")
    theirs, ours = _sections(english), _sections(text)
    assert len(ours) == len(theirs), "the same sections"
    words = _logic_words(lang)
    for i, (a, b) in enumerate(zip(theirs, ours, strict=True)):
        heading = b.splitlines()[0]
        assert _shape(b, words) == _shape(a, {}), f"section {i} ({heading})"


@pytest.mark.parametrize("lang", LANGS)
def test_kitgen_rules_prints_the_page_in_the_language(kitgen, lang: str) -> None:
    for game in names():
        shipped = (PAGES / f"{game}.{lang}.md").read_text(encoding="utf-8")
        answer = kitgen("rules", game, "--lang", lang, "--json").json()
        assert answer["lang"] == lang and answer["reason"] is None
        assert answer["rules"] == shipped
        assert answer["title"] == shipped.splitlines()[0].removeprefix("# ")
        printed = kitgen("--lang", lang, "rules", game)
        assert printed.code == 0 and printed.out.rstrip("\n") == shipped.rstrip("\n")
        assert printed.err == ""  # no note: the page is in the language


def test_a_language_without_its_page_says_so_in_its_own_words(kitgen) -> None:
    """A language folder without rules pages yet gets the English page and a note in its own
    language, with no language name glued into it."""
    answer = kitgen("rules", "staeda", "--lang", "ru", "--json").json()
    assert answer["lang"] == "ru"  # the page exists: no note
    from kitgen.core.messages import _, use_language

    for lang in LANGS:
        with use_language(lang):
            note = _("The rules are not written in this language yet: here they are in English.")
        assert note != "The rules are not written in this language yet: here they are in English."
        assert "{" not in note


def test_the_web_shows_each_rules_page_in_the_pages_language(tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    token = "test-token-0123456789"
    bearer = {"Authorization": f"Bearer {token}"}
    with TestClient(create_app(tmp_path / "data", token, processes=1)) as client:
        for page, game in (("/check", "binary"), ("/game", "binary"), ("/code", "icecream"),
                           ("/staeda", "staeda")):  # fmt: skip
            assert f'href="/rules/{game}"' in client.get(page, headers=bearer).text, page
        for lang in ("en", *LANGS):
            for game in names():
                shown = client.get(f"/rules/{game}?lang={lang}", headers=bearer)
                assert shown.status_code == 200
                name = f"{game}.md" if lang == "en" else f"{game}.{lang}.md"
                shipped = (PAGES / name).read_text(encoding="utf-8")
                title = shipped.splitlines()[0].removeprefix("# ")
                assert f'<article class="rules" lang="{lang}">\n<h1>{title}</h1>' in shown.text
                headings = re.findall(r"(?m)^## (.*)$", shipped)
                assert re.findall(r"<h2>(.*?)</h2>", shown.text) == headings
                rows = sum(1 for line in shipped.splitlines() if line.startswith("|"))
                # every table row but the |---| lines, as <tr>
                dashes = sum(1 for line in shipped.splitlines() if line.startswith("|---"))
                assert shown.text.count("<tr>") == rows - dashes
                assert "<script" not in shown.text.split("<main", 1)[1]
        missing = client.get("/rules/chess", headers=bearer)
        assert missing.status_code == 404 and "unknown game 'chess'" in missing.text


def test_markdown_of_a_page_is_escaped_and_nested() -> None:
    from kitgen.web.markdown import to_html

    made = to_html(
        "Say `<b>&` **x**\n\n1. one\n   - inner `1+1=10`\n2. two\n\n"
        "| a | b |\n|---|---|\n| 1 | 2 |\n"
    )
    assert "<code>&lt;b&gt;&amp;</code> <strong>x</strong>" in made
    assert made.count("<ol>") == 1 and made.count("<ul>") == 1
    assert "<li>inner <code>1+1=10</code></li></ul></li><li>two</li></ol>" in made
    assert (
        "<thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr>" in made
    )
    # a column without a heading (the ice cream rules' notes): no header naming nothing (axe)
    notes = to_html("| part | how many | |\n|---|---|---|\n| bag | 1 | cloth |\n")
    assert "<thead><tr><th>part</th><th>how many</th><td></td></tr></thead>" in notes
