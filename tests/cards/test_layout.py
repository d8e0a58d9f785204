"""Card layout without PDFs: every shipped card fits every size, lines stay in their boxes."""

from __future__ import annotations

import functools
import tomllib
from dataclasses import fields
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kitgen.core.errors import KitgenError
from kitgen.core.messages import languages
from kitgen.games.binary.rules import CHOICES, FLAGS, NUMBERS
from kitgen.games.binary.rules import Rules as BinaryRules
from kitgen.games.icecream.rules import REPEATS, make_rules
from kitgen.games.staeda.rules import Rules as StaedaRules
from kitgen.maker.cards.binary import binary_layout
from kitgen.maker.cards.card import CARD_SIZES, lines_outside
from kitgen.maker.cards.flow import NBSP, Overflow, wrap
from kitgen.maker.cards.icecream import icecream_layout
from kitgen.maker.cards.reference import reference_layout
from kitgen.maker.cards.scoresheet import sheet_pages
from kitgen.maker.cards.staeda import staeda_layout
from kitgen.maker.cards.texts import available_languages, load_texts
from kitgen.maker.layout import paper
from kitgen.maker.render.fonts import missing_glyphs, text_width
from kitgen.maker.specs.tiles import load_tile_spec

REPO = Path(__file__).resolve().parents[2]
TEXTS = REPO / "templates" / "cards"

# What each game ships: every language (the folders of kitgen/locale), English first.
EVERY = list(languages())
SHIPPED = {"binary": EVERY, "icecream": EVERY, "staeda": EVERY}

# Defaults, and every switch away from its default (the longest texts are among these).
BINARY_RULES = [
    BinaryRules(),
    BinaryRules(
        order="left",
        negatives="final-only",
        leading_zeros="always",
        fractions=True,
        times_one=False,
        plus_zero=False,
        and_one_or_zero=False,
        padding=False,
        xor=True,
        rotated_equals=True,
        endgame="standard",
    ),
    BinaryRules(leading_zeros="never"),
]
ICECREAM_RULES = [
    make_rules("easy"),
    make_rules("medium", repeats=True),
    make_rules("hard", any_repeats=True),
    make_rules("easy", rows=6, feedback="counts"),
]
STAEDA_RULES = [StaedaRules(), StaedaRules(whole_numbers=True)]


def test_the_shipped_languages_are_the_ones_the_issue_asks_for():
    for game, langs in SHIPPED.items():
        assert available_languages(game) == langs


@functools.cache  # the fit and overlap tests read the same layouts: laid out once
def _layouts(game: str, lang: str, size_key: str):
    texts = load_texts(game, lang)
    size = CARD_SIZES[size_key]
    if game == "binary":
        spec = load_tile_spec()
        return [binary_layout(texts, r, spec, size) for r in BINARY_RULES] + [
            reference_layout(texts, size)
        ]
    if game == "icecream":
        return [icecream_layout(texts, r, size) for r in ICECREAM_RULES]
    return [staeda_layout(texts, r, size) for r in STAEDA_RULES]


CASES = [(g, lang, s) for g, langs in SHIPPED.items() for lang in langs for s in CARD_SIZES]


@pytest.mark.parametrize(("game", "lang", "size"), CASES)
def test_every_shipped_card_fits_every_size(game: str, lang: str, size: str):
    layouts = _layouts(game, lang, size)
    for layout in layouts:
        assert 1 <= len(layout.sides) <= layout.size.max_sides
        for side in layout.sides:
            for placed in side.placed:
                # Measured independently: the advance widths of the shipped font.
                width = text_width(placed.text.text, placed.text.size, placed.text.font)
                assert placed.text.x >= placed.box.x - 1e-6, placed
                assert placed.text.x + width <= placed.box.right + 1e-6, placed
                assert placed.text.y - 0.93 * placed.text.size >= placed.box.y - 1e-6, placed
                assert placed.text.y + 0.24 * placed.text.size <= placed.box.bottom + 1e-6
                # Every letter is one the embedded font can draw.
                assert missing_glyphs(placed.text.text, placed.text.font) == "", placed
                # ...and the box itself lies inside the card's trim.
                assert placed.box.x >= 0 and placed.box.right <= layout.size.width + 1e-6
                assert placed.box.y >= 0 and placed.box.bottom <= layout.size.height + 1e-6
    assert lines_outside(layouts) == []


@pytest.mark.parametrize(("game", "lang", "size"), CASES)
def test_no_line_overlaps_another_on_a_side(game: str, lang: str, size: str):
    for layout in _layouts(game, lang, size)[:1]:
        for side in layout.sides:
            boxes = []
            for p in side.placed:
                w = text_width(p.text.text, p.text.size, p.text.font)
                boxes.append((p.text.x, p.text.y - 0.75 * p.text.size, p.text.x + w, p.text.y))
            for i, a in enumerate(boxes):
                for b in boxes[i + 1 :]:
                    overlap_x = min(a[2], b[2]) - max(a[0], b[0])
                    overlap_y = min(a[3], b[3]) - max(a[1], b[1])
                    assert overlap_x <= 0.05 or overlap_y <= 0.05, (a, b)


def _strings(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, list):
        return [s for item in node for s in _strings(item)]
    if isinstance(node, dict):
        return [s for value in node.values() for s in _strings(value)]
    return []


@pytest.mark.parametrize("path", sorted(TEXTS.glob("*.toml")), ids=lambda p: p.name)
def test_the_embedded_font_draws_every_letter_of_every_text(path: Path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    for text in _strings(data):
        plain = text.replace("**", "")
        assert missing_glyphs(plain, "regular") == "", text
        assert missing_glyphs(plain, "bold") == "", text


def _keys(node, prefix="") -> set[str]:
    if isinstance(node, dict):
        return {k for key, value in node.items() for k in _keys(value, f"{prefix}{key}.")}
    if isinstance(node, list):
        return {f"{prefix}[{len(node)}]"} | {
            k for i, item in enumerate(node) for k in _keys(item, f"{prefix}{i}.")
        }
    return {prefix.rstrip(".")}


@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in SHIPPED.items() for lang in langs[1:]]
)
def test_translations_have_exactly_the_english_keys(game: str, lang: str):
    english = tomllib.loads((TEXTS / f"{game}.en.toml").read_text(encoding="utf-8"))
    other = tomllib.loads((TEXTS / f"{game}.{lang}.toml").read_text(encoding="utf-8"))
    # Section texts may be split into a different number of list items; compare the rest.
    strip = {k for k in _keys(english) | _keys(other) if "[" in k or ".items." in k}
    assert _keys(english) - strip == _keys(other) - strip


@pytest.mark.parametrize("lang", SHIPPED["binary"])
def test_every_binary_switch_value_has_a_phrase(lang: str):
    texts = load_texts("binary", lang)
    for f in fields(BinaryRules):
        assert texts.text(f"switches.{f.name}.label")
        if f.name in NUMBERS:  # a number of turns, and 0 for never
            assert texts.text(f"switches.{f.name}.turns", n=6)
            assert texts.text(f"switches.{f.name}.never")
            continue
        values = CHOICES.get(f.name) or (("on", "off") if f.name in FLAGS else None)
        assert values is not None, f"switch {f.name} is neither a choice nor a flag"
        for value in values:
            assert texts.text(f"switches.{f.name}.{value}")


@pytest.mark.parametrize("lang", SHIPPED["icecream"])
def test_every_repeats_value_has_a_phrase(lang: str):
    texts = load_texts("icecream", lang)
    for value in REPEATS:
        assert texts.text(f"switches.repeats.{value}")


@pytest.mark.parametrize("lang", SHIPPED["staeda"])
def test_every_staeda_switch_has_a_phrase(lang: str):
    from kitgen.games.staeda.rules import TIE_BREAKS

    texts = load_texts("staeda", lang)
    for f in fields(StaedaRules):
        values = TIE_BREAKS if f.name == "tie_break" else ("on", "off")
        for value in ("label", *values):
            assert texts.text(f"switches.{f.name}.{value}")


# -- word wrapping against a plain reference -------------------------------------------------


def reference_wrap(words: list[str], width: float, size: float) -> list[str]:
    """Greedy wrap: add words to the line while the measured line fits."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if text_width(trial, size) <= width:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


WORD = st.text(alphabet="abcdefghijkl ÞæðöÄõšжыю0123456789", min_size=1, max_size=9).map(
    lambda s: s.replace(" ", "") or "x"
)


@settings(max_examples=200, deadline=None)
@given(st.lists(WORD, min_size=1, max_size=30), st.floats(min_value=20.0, max_value=80.0))
def test_wrap_matches_a_plain_greedy_wrap(words: list[str], width: float):
    size = 2.5
    if any(text_width(w, size) > width for w in words):
        with pytest.raises(Overflow):
            wrap(" ".join(words), width, size, "test box")
        return
    lines = wrap(" ".join(words), width, size, "test box")
    texts = ["".join(t for t, _ in line) for line in lines]
    assert texts == reference_wrap(words, width, size)
    assert all(text_width(t, size) <= width + 1e-9 for t in texts)


def test_an_expression_is_never_broken_at_its_operators():
    # Without the glue, a box as wide as "cracked: 8 − 5" would end the first line with
    # "− 5" and start the next with "=". With it, "8 − 5 = 3" moves down whole.
    text = "cracked: 8 − 5 = 3 points"
    size = 2.5
    width = text_width("cracked: 8 − 5", size) + 0.1
    lines = ["".join(t for t, _ in line) for line in wrap(text, width, size, "t")]
    assert lines[0] == "cracked:"
    assert any("8 − 5 = 3" in line for line in lines)
    assert NBSP not in "".join(lines)


def test_a_word_wider_than_its_box_is_an_error_naming_the_box():
    with pytest.raises(KitgenError, match=r"box 'house rules'.*'Unbreakable"):
        wrap("Unbreakablewordthatistoolong", 10.0, 3.0, "box 'house rules'")


def test_a_card_that_cannot_fit_names_the_card_and_the_box(tmp_path: Path):
    english = (TEXTS / "binary.en.toml").read_text(encoding="utf-8")
    long = " ".join(["The setup takes a very long time to explain."] * 300)
    marker = 'text = "Mix the tiles in the bag.'
    start = english.index(marker)
    end = english.index("\n", start)
    path = tmp_path / "binary.long.toml"
    path.write_text(english[:start] + f'text = "{long}"' + english[end:], encoding="utf-8")
    texts = load_texts("binary", "en", path)
    with pytest.raises(KitgenError) as err:
        binary_layout(texts, BinaryRules(), load_tile_spec(), CARD_SIZES["poker"])
    message = str(err.value)
    assert "binary rule card (long), poker 63.5 × 88.9 mm" in message
    assert "box 'Setup'" in message
    assert "even at the smallest type size (7.1 pt)" in message


@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in SHIPPED.items() for lang in langs]
)
@pytest.mark.parametrize("paper_key", ["a4", "letter"])
def test_score_sheet_text_stays_in_its_boxes(game: str, lang: str, paper_key: str):
    _pages, forms = sheet_pages(game, load_texts(game, lang), paper(paper_key), 5.0, None, 1)
    assert len(forms) >= 2  # several games a page
    for form in forms:
        for p in form.placed:
            assert p.inside(), (p.block, p.text.text)


def card_text(layout) -> str:
    """The card's words in reading order: a space where x goes back (a new line) or jumps
    past the end of the text before (a new table cell)."""
    parts: list[str] = []
    for side in layout.sides:
        last_x, last_end = -1.0, -1.0
        for placed in side.placed:
            t = placed.text
            if t.x <= last_x + 1e-9 or t.x > last_end + 0.3:
                parts.append(" ")
            parts.append(t.text)
            last_x, last_end = t.x, t.x + text_width(t.text, t.size, t.font)
        parts.append(" ")
    return " ".join("".join(parts).split())


@pytest.mark.parametrize("lang", SHIPPED["binary"])
def test_every_binary_switch_value_reaches_the_card(lang: str):
    texts = load_texts("binary", lang)
    spec = load_tile_spec()
    for f in fields(BinaryRules):
        values = CHOICES.get(f.name) or ((7, 0) if f.name in NUMBERS else (True, False))
        for value in values:
            rules = BinaryRules(**{f.name: value})
            text = card_text(binary_layout(texts, rules, spec, CARD_SIZES["a6"]))
            if f.name in NUMBERS:
                key = "turns" if value else "never"
            else:
                key = ("on" if value else "off") if isinstance(value, bool) else str(value)
            label = texts.text(f"switches.{f.name}.label")
            phrase = texts.text(f"switches.{f.name}.{key}", n=value)
            assert " ".join(f"{label}: {phrase}".split()) in text, (f.name, value)


def test_english_switch_lines_read_as_typed():
    texts = load_texts("binary", "en")
    rules = BinaryRules(order="left", leading_zeros="always", times_one=False, xor=True)
    text = card_text(binary_layout(texts, rules, load_tile_spec(), CARD_SIZES["a6"]))
    assert (
        "Order of operations: strictly left to right, like a pocket calculator; "
        "NOT still binds to its number" in text
    )
    assert "Leading zeros: allowed in any number" in text
    assert "× 1 and ÷ 1: not allowed" in text
    assert "+ 0 and − 0: allowed" in text
    assert "XOR tiles: in play" in text


@pytest.mark.parametrize("lang", SHIPPED["icecream"])
def test_every_repeats_value_reaches_the_card(lang: str):
    texts = load_texts("icecream", lang)
    for rules in (make_rules("hard"), make_rules("hard", repeats=True)):
        text = card_text(icecream_layout(texts, rules, CARD_SIZES["tarot"]))
        phrase = texts.text(f"switches.repeats.{rules.repeats}")
        assert " ".join(phrase.split()) in text


def test_ice_cream_modes_table_reads_as_the_rules_page():
    texts = load_texts("icecream", "en")
    text = card_text(icecream_layout(texts, make_rules("medium"), CARD_SIZES["a6"]))
    # mode | spots | flavours | pegs | rows, as in shared/rules/icecream.md; ◂ marks the mode
    # in force.
    assert "easy 4 8 by position 8" in text
    assert "medium ◂ 3 6 counts only 10" in text
    assert "hard 4 6 counts only 10" in text
    assert "Code: 3 spots, flavours 1 to 6" in text


def test_staeda_card_values_read_as_the_rules_page():
    text = card_text(staeda_layout(load_texts("staeda", "en"), StaedaRules(), CARD_SIZES["a6"]))
    assert "2 to 10 the number on the card" in text
    assert "jack, queen, king 10" in text
    assert "ace 1 or 11, chosen anew each time" in text
    assert "Whole numbers only: no" in text


def test_the_ice_cream_card_prints_every_setting_of_the_rules():
    # If the ice cream rules grow a new switch, the card must learn to print it.
    from kitgen.games.icecream.rules import CodeRules

    printed = {"mode", "length", "flavours", "feedback", "rows", "repeats"}
    assert {f.name for f in fields(CodeRules)} == printed
    texts = load_texts("icecream", "en")
    rules = make_rules("easy", rows=6, feedback="counts", any_repeats=True)
    text = card_text(icecream_layout(texts, rules, CARD_SIZES["a6"]))
    assert "Mode: easy, changed" in text
    assert "Code: 4 spots, flavours 1 to 8" in text
    assert "Pegs: counts only" in text
    assert "Rows in play: 6" in text
    assert "Repeated flavours: any repeats" in text


def test_a_no_break_space_keeps_a_figure_with_its_word():
    # "**3** Punkte" with a no-break space: in a box just too narrow for the whole line the
    # 3 goes down with its word, where a plain space let "Punkte" start a line alone.
    text = f"2 Rechenzeichen: **3**{NBSP}Punkte."
    size = 2.5
    width = text_width("2 Rechenzeichen: 3 Punkt", size, "regular")
    lines = ["".join(t for t, _ in line) for line in wrap(text, width, size, "t")]
    assert lines == ["2 Rechenzeichen:", "3 Punkte."]
