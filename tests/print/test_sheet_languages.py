"""Every kit command's sheets in the five languages, read back from what was written.

For each language the kit commands are run as a user runs them (``--lang``); their PDFs'
characters are read with pdfium (``tests/pdfchars.py``: each with its box, size and matrix
as pdfplumber gives them) and put into lines of text by pdfplumber, their cut lists and
answers read as text. No English is left (common English words the language does not use),
the language's own words are there (the glossary's word for what the sheet holds), and the
layout holds: no text leaves the page's printable area, no two lines of text overlap, and
nothing a translation set is smaller than 6 pt unless the English sheet has the same text
that small (tile faces, scale figures).
"""

from __future__ import annotations

import io
import json
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from pdfplumber.utils import extract_text

from kitgen.core.messages import languages
from tests.pdfchars import Page, read_pdf

MM_PER_PT = 25.4 / 72
MARGIN = 5.0  # the default --margin, mm
SIX_PT = 6.0  # points

#: The kit commands, each as typed, by a short name; together they print every kind of
#: sheet: tiles (duplex, magnet, round corners, gutterfold, print-then-cut), the count
#: sheet, tokens and pegs, the posters and the single-page board, the ice cream board and
#: pedestal, the duplex calibration, rule cards, the quick reference and score sheets.
PAPER = {
    "tiles": ["tiles", "--backs"],
    "tiles-magnetic": ["tiles", "--magnetic"],
    "tiles-round": ["tiles", "--corners", "round", "--paper", "letter"],
    "tiles-gutterfold": ["tiles", "--layout", "gutterfold"],
    "tiles-silhouette": ["tiles", "--print-then-cut", "silhouette", "--backs"],
    "tokens": ["tokens", "--backs", "--pegs"],
    "tokens-magnetic": ["tokens", "--magnetic", "--pegs"],
    "tokens-gutterfold": ["tokens", "--layout", "gutterfold"],
    "tokens-silhouette": ["tokens", "--print-then-cut", "silhouette", "--pegs"],
    "board-poster": ["board", "binary"],
    "board-page": ["board", "binary", "--single-page", "--paper", "letter"],
    "board-icecream": ["board", "icecream"],
    "duplex": ["calibrate", "duplex"],
    "cards": ["cards", "all"],
    "score-sheets": ["cards", "score-sheets", "icecream"],
}
#: The laser commands: their answers and cut lists are read (their sheets are SVG).
LASER = {
    "tiles-laser": ["tiles", "--laser"],
    "tokens-laser": ["tokens", "--laser"],
    "board-laser": ["board", "binary", "--laser"],
    "icecream-laser": ["board", "icecream", "--laser"],
    "fit-test": ["calibrate", "laser"],
}
LANGS = languages()[1:]  # every language but English: the folders

#: Common English words of the sheets. Each language's own words that are spelled the same
#: are left out for it (Dutch "in", "is", "code", Estonian "on", "no", "bar").
_ENGLISH_WORDS = (
    "the and with each this that from when your print page pages sheet sheets tile tiles "
    "token tokens peg pegs board fold glue side back front fronts backs cut along guides "
    "marks crop flavour flavours setter guesser spot row column dashed line tape arrow keep "
    "whole edge measure printed actual size squares square punch circles scissors magnet key "
    "letter shape name total count points face blank pedestal dowel dowels plywood part parts "
    "assembly hole holes slot slots mountain valley calibration wrote about kerf engrave "
    "score sheet bed shared every outline own tall stands under between"
)
ENGLISH = set(_ENGLISH_WORDS.split(" "))
OWN_ENGLISH = {
    "nl": {"in", "is", "code", "tape", "score", "letter", "key", "bed"},
    "ru": set(),
    "et": {"on", "no", "bar"},
    "is": set(),
    "de": {"name"},
}
#: What every file of a language shows: its letters, and the glossary's word (a stem) for
#: what a file holds, by a part of the file's name.
LETTERS = {
    "nl": "",
    "ru": "абвгдежзиклмнопрстуфхцчшщыьэюя",
    "et": "õäöüš",
    "is": "þðæáéíóúýö",
    "de": "äöüß",
}
DUTCH_WORDS = {"de", "het", "een", "van", "op"}
GERMAN_WORDS = {
    "der",
    "die",
    "das",
    "und",
    "oder",
    "ist",
    "ein",
    "eine",
    "wird",
    "mit",
    "nicht",
    "gib",
    "fehlt",
}
OWN_WORDS = {
    "tiles": {"nl": "fiche", "ru": "фишк", "et": "nup", "is": "flís", "de": "stein"},
    "count-sheet": {
        "nl": "telkaart",
        "ru": "подсчёт",
        "et": "loendusleht",
        "is": "talningarblað",
        "de": "zählblatt",
    },
    "tokens": {
        "nl": "smaakfiche",
        "ru": "жетон",
        "et": "žetoon",
        "is": "pening",
        "de": "plättchen",
    },
    "pegs": {"nl": "pinnen", "ru": "штырьк", "et": "tapid", "is": "pinnar", "de": "pins"},
    "pedestal": {
        "nl": "ijssokkel",
        "ru": "постамент",
        "et": "jäätisepostament",
        "is": "ísstall",
        "de": "sockel",
    },
    "binary-board": {"nl": "bord", "ru": "доск", "et": "laud", "is": "borð", "de": "spielplan"},
    "calibrate-duplex": {
        "nl": "achterkant",
        "ru": "оборот",
        "et": "tagakülg",
        "is": "bakhlið",
        "de": "rückseite",
    },
    "cut-list": {"nl": "deuvel", "ru": "шкант", "et": "tüübel", "is": "tapp", "de": "dübel"},
}
KITGEN_COMMAND = re.compile(r"kitgen(?: [a-z][a-z-]*)+")
#: Names that stay as they are in every language: the US paper size, and the menu the laser
#: program itself shows in English (K40 Whisperer: Settings → Advanced Settings → Cut Inside
#: First).
PROPER_NAMES = re.compile(r"\bLetter\b|Settings → Advanced Settings → Cut Inside First")


def _run(args: list[str]) -> tuple[int, str]:
    from kitgen.cli.app import run

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = run(args)
    return code, out.getvalue() + err.getvalue()


def _make(
    out: Path, lang: str, commands: dict[str, list[str]], quiet: bool = True
) -> dict[str, tuple[str, Path]]:
    made = {}
    for name, args in commands.items():
        folder = out / lang / name
        code, text = _run([*args, "--lang", lang, "--out", str(folder), *(["--quiet"] * quiet)])
        assert code == 0, (lang, name, text)
        made[name] = (text, folder)
    return made


def _words(text: str) -> list[str]:
    """The words of ``text`` a reader reads, less kitgen's own commands and options."""
    text = PROPER_NAMES.sub(" ", KITGEN_COMMAND.sub(" ", text))
    text = re.sub(r"--[a-z-]+|`[^`]*`|#[0-9A-Fa-f]{6}|\S*/\S*", " ", text)
    return re.findall(r"[^\W\d_]+", text)


def _english_left(text: str, lang: str) -> set[str]:
    """English words in ``text`` (all-capital words are tile faces: AND, OR, NOT, XOR)."""
    found = set()
    for word in _words(text):
        if word.isupper() and len(word) > 1:
            continue
        key = word.lower()
        if key in ENGLISH and key not in OWN_ENGLISH[lang]:
            found.add(word)
    return found


def _pdfs(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.pdf"))


def _shows_its_language(text: str, lang: str) -> bool:
    if lang == "nl":
        return bool(DUTCH_WORDS & {w.lower() for w in _words(text)})
    if lang == "de" and GERMAN_WORDS & {w.lower() for w in _words(text)}:
        return True
    return any(ch in LETTERS[lang] for ch in text.lower())


# --- the layout ----------------------------------------------------------------------------


def _upright(char: dict) -> bool:
    a, b, c, d = char["matrix"][:4]
    return a > 0 and d > 0 and abs(b) < 1e-9 and abs(c) < 1e-9


def _lines(page) -> list[tuple[str, float, float, float, float]]:
    """Runs of upright characters on one baseline at one size, as ``(text, x0, top, x1,
    bottom)`` in points: the text kitgen drew as one ``Text``, cut where a gap of more than
    a space opens (table columns)."""
    runs: list[list[dict]] = []
    chars = sorted(
        (c for c in page.chars if _upright(c)), key=lambda c: (round(c["bottom"], 1), c["x0"])
    )
    for char in chars:
        last = runs[-1][-1] if runs else None
        if (
            last is not None
            and abs(last["bottom"] - char["bottom"]) < 0.05
            and abs(last["size"] - char["size"]) < 0.05
            and char["x0"] - last["x1"] < 0.6 * char["size"]
        ):
            runs[-1].append(char)
        else:
            runs.append([char])
    return [
        (
            "".join(c["text"] for c in run),
            run[0]["x0"],
            min(c["top"] for c in run) + 0.15 * run[0]["size"],
            run[-1]["x1"],
            max(c["bottom"] for c in run) - 0.15 * run[0]["size"],
        )
        for run in runs
        if "".join(c["text"] for c in run).strip()
    ]


def _overlaps(lines: list[tuple[str, float, float, float, float]]) -> list[tuple[str, str]]:
    found = []
    lines = sorted(lines, key=lambda r: r[1])
    for i, a in enumerate(lines):
        for b in lines[i + 1 :]:
            if b[1] >= a[3]:
                break
            if b[2] < a[4] and a[2] < b[4] and min(a[3], b[3]) - max(a[1], b[1]) > 0.5:
                found.append((a[0], b[0]))
    return found


def _problems(pages: list[Page]) -> tuple[str, list[str]]:
    """The text of a PDF's pages, and what is wrong with their layout: characters outside the
    printable area, lines of text on top of each other, letters set under 6 pt."""
    problems: list[str] = []
    texts = []
    for n, page in enumerate(pages, start=1):
        texts.append(" ".join(extract_text(page.chars).split()))
        low = MARGIN / MM_PER_PT - 0.5
        for char in page.chars:
            if (
                char["x0"] < low
                or char["top"] < low
                or char["x1"] > page.width - low
                or char["bottom"] > page.height - low
            ):
                problems.append(f"page {n}: {char['text']!r} outside the printable area")
            small = char["size"] < SIX_PT - 0.01 and char["text"].isalpha()
            if small and _upright(char):  # a turned character's size is its box's
                problems.append(f"page {n}: {char['text']!r} at {char['size']:.2f} pt")
        problems += [f"page {n}: {a!r} runs into {b!r}" for a, b in _overlaps(_lines(page))]
    return " ".join(texts), problems


def _face_letter(problem: str) -> bool:
    """Whether ``problem`` is a capital letter set small (``page 1: 'O' at 5.24 pt``)."""
    found = re.search(r"'(.)' at [\d.]+ pt$", problem)
    return found is not None and found.group(1).isupper()


def _check_sheets(folder: Path, lang: str) -> int:
    """Every PDF the commands wrote (the fronts-only and backs-only files repeat the pages of
    the file with both): in its language, and laid out right. Returns how many."""
    seen = 0
    for path in sorted(folder.rglob("*.pdf")):
        if path.stem.endswith(("-fronts", "-backs")):
            continue
        title, pages = read_pdf(path)
        text, problems = _problems(pages)
        cards = "card" in path.name or "score-sheet" in path.name  # sized by tests/cards
        problems = [p for p in problems if not (cards and " pt" in p)]
        # the count sheet's swatches draw each tile's face, fitted to the swatch: a logic
        # word of five capitals (NICHT, ODER) comes out under 6 pt, as a tile drawing
        problems = [p for p in problems if not (_face_letter(p) and "count-sheet" in path.name)]
        assert not problems, (lang, path.name, problems[:5])
        assert not _english_left(text, lang), (lang, path.name, _english_left(text, lang))
        assert _shows_its_language(text, lang), (lang, path.name)
        assert title and not _english_left(title, lang), (lang, path.name, title)
        for part, stems in OWN_WORDS.items():
            if part in path.name:
                assert stems[lang] in text.lower(), (lang, path.name, stems[lang])
        seen += 1
    return seen


@pytest.mark.parametrize("lang", LANGS)
def test_every_sheet_is_in_the_language_and_holds_its_layout(tmp_path: Path, lang: str) -> None:
    _make(tmp_path, lang, PAPER)
    assert _check_sheets(tmp_path, lang) >= 20


def test_the_checks_find_english_and_english_holds_its_layout(tmp_path: Path) -> None:
    """On the English sheets the same checks find plenty of English, and the layout holds."""
    commands = {k: PAPER[k] for k in ("tiles", "tokens-magnetic", "board-icecream", "duplex")}
    _make(tmp_path, "en", commands)
    paths = [
        p for p in sorted(tmp_path.rglob("*.pdf")) if not p.stem.endswith(("-fronts", "-backs"))
    ]
    assert len(paths) >= 5
    for path in paths:
        title, pages = read_pdf(path)
        text, problems = _problems(pages)
        assert not problems, (path.name, problems[:5])
        assert len(_english_left(text, "et")) >= 3, path.name
        assert _english_left(title, "et"), (path.name, title)


@pytest.mark.parametrize("lang", LANGS)
def test_laser_answers_and_cut_lists_are_in_the_language(tmp_path: Path, lang: str) -> None:
    for name, (answer, folder) in _make(tmp_path, lang, LASER, quiet=False).items():
        text = answer.replace(str(folder), " ")
        assert not _english_left(text, lang), (lang, name, _english_left(text, lang))
        assert _shows_its_language(text, lang), (lang, name)
        for path in sorted(folder.glob("*.md")):
            markdown = path.read_text(encoding="utf-8")
            assert not _english_left(markdown, lang), (
                lang,
                path.name,
                _english_left(markdown, lang),
            )
            stem = OWN_WORDS["pegs" if name == "icecream-laser" else "cut-list"][lang]
            assert stem in markdown.lower(), (lang, path.name, stem)


def test_a_long_compound_is_hyphenated_to_fit_its_box() -> None:
    """pyphen breaks a word wider than its line at the language's own points."""
    from kitgen.core.messages import use_language
    from kitgen.maker.layout import break_lines
    from kitgen.maker.render.fonts import text_width

    word = "jäätisepostamendisüvendiplaat"
    with use_language("et"):
        lines = break_lines(["Liimige", word], 3.0, 30.0)
    assert all(text_width(line, 3.0) <= 30.0 for line in lines)
    assert "".join(line.removesuffix("-") for line in lines[1:]) == word
    assert lines[1].endswith("-") and len(lines) >= 3
    # Estonian hyphenation never leaves a single letter on a line
    assert all(len(line.removesuffix("-")) > 1 for line in lines)


def test_no_function_both_assigns_and_calls_the_translation_function() -> None:
    """``_`` is the translation function: a function that also uses ``_`` as a throwaway
    name (``x, _ = ...``) would call a number instead of translating."""
    import ast

    root = Path(__file__).resolve().parents[2] / "kitgen"
    bad = []
    for path in root.rglob("*.py"):
        for fn in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            in_comprehension = {
                id(n)
                for c in ast.walk(fn)
                if isinstance(c, ast.comprehension)
                for n in ast.walk(c.target)
            }
            stores = [
                n
                for n in ast.walk(fn)
                if isinstance(n, ast.Name)
                and n.id == "_"
                and isinstance(n.ctx, ast.Store)
                and id(n) not in in_comprehension
            ]
            calls = [
                n
                for n in ast.walk(fn)
                if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "_"
            ]
            if stores and calls:
                bad.append(f"{path.relative_to(root)}:{fn.lineno} {fn.name}")
    assert not bad, bad


def test_the_answer_says_its_language(tmp_path: Path) -> None:
    code, text = _run(["calibrate", "duplex", "--lang", "ru", "--out", str(tmp_path), "--json"])
    assert code == 0
    assert json.loads(text)["lang"] == "ru"


#: Common English words of the kit commands' errors (the option names are taken out first).
_ERROR_WORDS = (
    "drop give leave add use choose pick range does not go together out has room bigger "
    "smaller missing must number whole unknown laser setting option instead ways make "
    "paper material settings width height"
)
ERROR_ENGLISH = ENGLISH | set(_ERROR_WORDS.split(" "))
#: Words the errors say in Dutch and Estonian (their fix: "geef", "kies", "laat ... weg";
#: "anna", "vali", "lisa"), as well as the letters of the others.
ERROR_WORDS = {
    "nl": DUTCH_WORDS | {"geef", "geen", "kies", "niet", "laat", "weg", "voeg", "toe"},
    "et": {"anna", "vali", "lisa", "puudub", "ei", "on"},
}
#: Kit commands refused before or while they build (exit 2), each as typed: the option
#: conflicts, a value out of range (its own advice), the laser bed, kerf and materials.
KIT_ERRORS = {
    "paper": ["tiles", "--paper", "a9"],
    "margin": ["tiles", "--margin", "60"],
    "tile-size": ["tiles", "--tile-size", "2"],
    "laser-setting": ["tiles", "--kerf", "0.1"],
    "bleed-laser": ["tiles", "--laser", "--bleed", "2"],
    "gutterfold-cutter": ["tiles", "--layout", "gutterfold", "--print-then-cut", "silhouette"],
    "mark-inset": ["tiles", "--mark-inset", "12"],
    "backs-magnetic": ["tiles", "--backs", "--magnetic"],
    "pegs-laser": ["tokens", "--pegs", "--laser"],
    "single-page-laser": ["board", "binary", "--laser", "--single-page"],
    "readings": ["calibrate", "duplex", "--readings", "1,1", "--back-offset", "1,1"],
    "kerf": ["tiles", "--laser", "--kerf", "5"],
    "tabs": ["tiles", "--laser", "--tabs", "20"],
    "speed": ["tiles", "--laser", "--speed", "5000"],
    "bed-size": ["tiles", "--laser", "--bed", "foo"],
    "bed-range": ["tiles", "--laser", "--bed", "20x20"],
    "bed-too-small": ["tiles", "--laser", "--bed", "50x50", "--tile-size", "60"],
    "cutter": ["tiles", "--print-then-cut", "plotter"],
    "software": ["tiles", "--laser", "--software", "inkscape"],
}
#: Materials files with a mistake each (``--material FILE``).
MATERIALS = {
    "layer-missing": '[k40]\nnote = "x"\nline_interval = 0.1\n',
    "unknown-key": '[k40]\nnote = "x"\nline_interval = 0.1\nwood = 1\n',
    "not-a-number": "[k40]\nline_interval = 'fine'\n",
    "not-a-table": "k40 = 1\n",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_kit_commands_errors_are_in_the_language(tmp_path: Path, lang: str) -> None:
    commands = dict(KIT_ERRORS)
    for name, text in MATERIALS.items():
        path = tmp_path / f"{name}.toml"
        path.write_text(text, encoding="utf-8")
        commands[f"material-{name}"] = ["tiles", "--laser", "--material", str(path)]
    for name, args in commands.items():
        code, said = _run([*args, "--lang", lang, "--out", str(tmp_path / "out")])
        assert code == 2 and said.startswith("error: "), (lang, name, said)
        said = said.removeprefix("error: ").replace(str(tmp_path), " ")
        # a value or a key, typed as it is
        said = re.sub(r"print-then-cut|\bletter\b|'[^'\s]*'", " ", said)
        if name.startswith("material-"):  # the file's own keys
            said = re.sub(r"\b(cut-inner|cut-outer|line_interval|engrave|score)\b", " ", said)
        english = {w for w in _words(said) if w.lower() in ERROR_ENGLISH} - OWN_ENGLISH[lang]
        assert not english, (lang, name, english, said)
        own = {w.lower() for w in _words(said)} & ERROR_WORDS.get(lang, set())
        assert own or _shows_its_language(said, lang), (lang, name, said)


def test_the_kit_errors_check_finds_english(tmp_path: Path) -> None:
    """The same sweep in English finds its English words: the check can fail."""
    for name in ("bleed-laser", "kerf", "bed-too-small", "readings"):
        code, said = _run([*KIT_ERRORS[name], "--lang", "en", "--out", str(tmp_path)])
        assert code == 2
        assert {w.lower() for w in _words(said)} & ERROR_ENGLISH, (name, said)


@pytest.mark.parametrize("lang", LANGS)
def test_a_deprecated_option_warns_in_the_language(tmp_path: Path, lang: str) -> None:
    code, said = _run(
        [
            "cards",
            "score-sheets",
            "binary",
            "--players",
            "3",
            "--lang",
            lang,
            "--quiet",
            "--out",
            str(tmp_path),
        ]
    )
    warning = next(line for line in said.splitlines() if line.startswith("warning: "))
    assert code == 0 and "0.2.0" in warning and "--columns" in warning, said
    # the CHANGELOG's section is called Deprecated in every language, in the language's quotes
    words = {w.lower() for w in _words(re.sub(r"\WDeprecated\W", " ", warning))}
    assert not words & {"deprecated", "removed", "use", "will", "see"}, (lang, warning)
    own = words & ERROR_WORDS.get(lang, set()) or words & {"verouderd", "gebruik", "zie"}
    assert own or _shows_its_language(warning, lang), (lang, warning)
