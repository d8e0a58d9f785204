"""Where a card's text breaks from one side to the next, read from the PDFs: every shipped
language, every card size. A side never ends mid-sentence or with a heading; a section that
fits a side of its own starts on a new side; a section carried over repeats its heading,
marked as continued in the card's language."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cards.pdftext import Line, card_sides

REPO = Path(__file__).resolve().parents[2]
SIZES = ("a6", "poker", "tarot", "a5")
GAMES = {"binary": ["en", "nl", "ru"], "icecream": ["en", "et"], "staeda": ["en", "is"]}
# Written by hand from the translations.
CONTINUED = {
    "en": "(continued)",
    "nl": "(vervolg)",
    "ru": "(продолжение)",
    "et": "(järg)",
    "is": "(framhald)",
}
INKS = {(0.0, 0.0, 0.0), (1.0, 1.0, 1.0), (0.4, 0.4, 0.4)}  # text, title band, footer
SENTENCE_ENDS = (".", "!", "?", "…")
CLOSERS = ")]»”’\"'"
# Binary house rules all switched away from their defaults: the longest binary card.
ALL_SWITCHED = (
    "--order", "left", "--negatives", "final-only", "--leading-zeros", "always",
    "--fractions", "--no-times-one", "--no-plus-zero", "--no-and-one-or-zero",
    "--no-padding", "--xor", "--rotated-equals", "--endgame", "standard",
)  # fmt: skip


def is_heading(line: Line) -> bool:
    """A section heading: bold, in the card's accent colour alone."""
    return line.bold and len(line.colours) == 1 and not line.colours <= INKS


def ends_sentence(text: str) -> bool:
    return text.rstrip().rstrip(CLOSERS).endswith(SENTENCE_ENDS)


def heading_at(body: list[Line], i: int) -> tuple[str, int]:
    """The heading starting at line ``i`` (it may wrap) and the index after it."""
    j = i
    while j < len(body) and is_heading(body[j]):
        j += 1
    return " ".join(line.text for line in body[i:j]), j


def check_sides(sides: list[list[Line]], name: str, lang: str) -> int:
    """Checks the breaks between the sides (:func:`card_sides`) of the card file ``name``;
    returns how many sections were carried over to the next side."""
    assert sides, f"{name}: no card sides read (no crop marks found?)"
    suffix = CONTINUED[lang]
    carried = 0
    seen: list[str] = []  # every section heading so far
    for k, side in enumerate(sides):
        where = f"{name} side {k + 1}/{len(sides)}"
        body, footer = side[1:-1], side[-1]
        assert body, where
        assert is_heading(body[0]), f"{where} starts without a heading: {body[0].text!r}"
        assert not is_heading(body[-1]), f"{where} ends with a heading: {body[-1].text!r}"
        heading, after = heading_at(body, 0)
        if heading.endswith(f" {suffix}"):
            carried += 1
            base = heading[: -len(suffix) - 1]
            prev = [line for line in sides[k - 1][1:-1]]
            # The last section of the side before is the one continued here...
            starts = [i for i, line in enumerate(prev) if is_heading(line)]
            last_start = max(i for i in starts if i == 0 or not is_heading(prev[i - 1]))
            last_heading, _ = heading_at(prev, last_start)
            assert last_heading in (base, heading), where
            # ...it broke at a sentence end or between two items...
            assert ends_sentence(prev[-1].text) or body[after].text.startswith("•"), (
                f"{where}: the side before ends mid-sentence: {prev[-1].text!r}"
            )
            # ...and it did not fit a side of its own: its parts on the two sides, measured
            # from the glyph boxes, fill more than this side's text area less two lines.
            end = next((i for i in range(after, len(body)) if is_heading(body[i])), len(body))
            part_before = prev[-1].bottom - prev[last_start].top
            part_here = body[end - 1].bottom - body[after].top
            area = footer.top - body[0].top
            size = body[after].bottom - body[after].top
            assert part_before + part_here > area - 2 * size, where
        else:
            assert heading not in seen, f"{where}: section {heading!r} is printed twice"
        seen.extend(
            heading_at(body, i)[0]
            for i in range(len(body))
            if is_heading(body[i]) and (i == 0 or not is_heading(body[i - 1]))
        )
    return carried


def make(kitgen, tmp_path: Path, *args: str) -> Path:
    result = kitgen("cards", *args, "--copies", "1", "--out", tmp_path, "--json")
    assert result.code == 0, result.err
    return Path(result.json()["files"][0]["path"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(
    ("game", "lang"), [(g, lang) for g, langs in GAMES.items() for lang in langs]
)
def test_sides_break_between_sections_and_sentences(kitgen, card_file, game, lang, size):
    commands = [[game]]
    if game == "binary":
        commands += [["binary", *ALL_SWITCHED], ["reference"]]
    if game == "icecream":
        commands += [["icecream", "--mode", "easy", "--any-repeats"]]
    for command in commands:
        made = card_file(kitgen, *command, "--lang", lang, "--size", size)
        check_sides(made.sides, made.path.name, lang)


def _long_setup(tmp_path: Path, lang: str) -> Path:
    """The shipped Stæða texts with a Setup section eight times as long: longer than a side
    of a tarot card."""
    source = (REPO / "templates" / "cards" / f"staeda.{lang}.toml").read_text(encoding="utf-8")
    start = source.index('text = "', source.index("[[card.sections]]"))
    end = source.index("\n", start)
    setup = source[start + len('text = "') : end - 1]
    path = tmp_path / f"staeda.{lang}.toml"
    path.write_text(source[:start] + f'text = "{" ".join([setup] * 8)}"' + source[end:], "utf-8")
    return path


@pytest.mark.parametrize("lang", GAMES["staeda"])
def test_a_section_longer_than_a_side_goes_on_under_its_heading(kitgen, tmp_path, lang):
    texts = _long_setup(tmp_path, lang)
    path = make(kitgen, tmp_path, "staeda", "--texts", texts, "--size", "tarot")
    sides = card_sides(path)
    assert check_sides(sides, path.name, lang) == 1
    heading, _ = heading_at(sides[1][1:-1], 0)
    setup = {"en": "Setup", "is": "Undirbúningur"}[lang]
    assert heading == f"{setup} {CONTINUED[lang]}"
