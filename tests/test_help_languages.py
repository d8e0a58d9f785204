"""Every ``--help`` in every language but English: a sweep over the whole command
tree (groups and commands) finds no English sentence left, the language's own words and
letters, every option listed whole, and nothing wider than an 80-column terminal; the
parser's own errors in the language too.

What is left English on purpose, and stripped before the English words are looked for: the
command lines of the examples, option names (``--paper``), quoted notation (``'8H 1+1=10'``),
file names and paths, hyphenated choices (``final-only``), words in capitals (metavars, the
operators AND/OR, JSON, PDF) and the list of language codes (the folders).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from kitgen.cli.app import command_tree
from kitgen.core.messages import languages

#: Common English words, as whole words.
ENGLISH = [
    "the",
    "and",
    "with",
    "of",
    "to",
    "is",
    "for",
    "from",
    "that",
    "this",
    "when",
    "which",
    "each",
    "every",
    "are",
    "by",
    "on",
    "it",
    "its",
    "an",
    "at",
    "or",
    "not",
    "into",
    "than",
    "only",
    "your",
    "you",
    "be",
    "if",
    "in",
    "as",
]
#: The ones a language writes itself (Dutch "is", "of", "in", "at"; Estonian "on"; Icelandic "of").
OWN_WORDS_TOO = {
    "nl": {"is", "of", "in", "at"},
    "ru": set(),
    "et": {"on"},
    "is": {"of"},
    "de": {"in", "an", "is"},
}
#: The language's own letters or words; each help page holds some.
OWN = {
    "nl": re.compile(r"\b(de|het|een|van|en|met|voor|niet|wordt|zijn)\b"),
    "ru": re.compile(r"[а-яё]{3,}"),
    "et": re.compile(r"[õäöü]|\b(ja|või|kui|mis|on)\b"),
    "is": re.compile(r"[þðæ]|\b(og|eða|að|sem|er)\b"),
    "de": re.compile(r"[äöüß]|\b(und|oder|der|die|das|ist|mit)\b"),
}
LANGS = tuple(OWN)
#: The metavar words the help shows translated (``FILE`` -> ``BESTAND``), not these.
SAME_IN = {
    "nl": {"BED", "CODE", "HOST", "KIT", "TOKEN"},
    "ru": set(),
    "et": {"HOST"},
    "is": set(),
    "de": {"CODE", "HOST", "NAME", "TEXT", "TOKEN"},
}
METAVARS = [
    "ARGS",
    "BED",
    "CARDS",
    "CODE",
    "COMMAND",
    "DIR",
    "EXPR",
    "FEEDBACK",
    "FILE",
    "GAME",
    "GUESS",
    "HOST",
    "KIT",
    "LEVEL",
    "LEVELS",
    "MODE",
    "MODES",
    "MOVE",
    "NAME",
    "NAMES",
    "OPTIONS",
    "ORDER",
    "RESULT",
    "SECONDS",
    "SECRET",
    "SIZE",
    "STYLE",
    "TEXT",
    "TILES",
    "TOKEN",
]

#: The language codes as the help and the errors list them (the folders).
EVERY = ", ".join(languages())


def _paths() -> list[str]:
    """Every command and group after ``kitgen`` (``""`` the root, ``"code match"``)."""
    found: list[str] = []

    def walk(command: Any, path: str) -> None:
        found.append(path)
        for name, sub in (getattr(command, "commands", None) or {}).items():
            if not sub.hidden:
                walk(sub, f"{path} {name}".strip())

    walk(command_tree(), "")
    return found


PATHS = _paths()


def _flags(path: str) -> list[str]:
    """The long flags a help page must list (from the parser's tree, not from its page)."""
    command = command_tree(path.split())
    for word in path.split():
        command = command.commands[word]
    return [
        next(opt for opt in param.opts if opt.startswith("--"))
        for param in command.params
        if param.param_type_name == "option" and not param.hidden
    ]


def _prose(page: str) -> str:
    """The help page without what stays English on purpose (see the module's docstring)."""
    lines = [line for line in page.splitlines() if not line.strip(" │").startswith("$ kitgen")]
    text = " ".join(line.strip(" │╭╮╰╯─") for line in lines)
    text = re.sub(r"(?<!\w)'[^']*'(?!\w)|\"[^\"]*\"|`[^`]*`|«[^»]*»|„[^“]*“|‘[^’]*’", " ", text)
    text = re.sub(r"LC_ALL, LC_MESSAGES, LANG", " ", text)
    text = text.replace(EVERY, " ")
    text = re.sub(r"(?<!\w)--?[\w-]+", " ", text)
    text = re.sub(r"\S*/\S*|\S+\.(?:toml|json|py|png|pdf|svg)\b", " ", text)
    text = re.sub(r"\b\w+(?:-\w+)+\b", " ", text)
    return re.sub(r"\b[A-Z][A-Z0-9_]+\b", " ", text)


def _help(kitgen: Any, monkeypatch: pytest.MonkeyPatch, lang: str, path: str) -> str:
    monkeypatch.setenv("COLUMNS", "80")
    result = kitgen(*path.split(), "--help", "--lang", lang)
    assert result.code == 0 and not result.err, (lang, path, result.err)
    return str(result.out)


@pytest.mark.parametrize("lang", LANGS)
def test_every_help_page_is_in_the_language_and_fits_80_columns(
    kitgen: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    english = re.compile(
        r"\b(" + "|".join(w for w in ENGLISH if w not in OWN_WORDS_TOO[lang]) + r")\b",
        re.IGNORECASE,
    )
    metavars = re.compile(r"(?<![\w-])(" + "|".join(set(METAVARS) - SAME_IN[lang]) + r")\b")
    assert len(PATHS) > 50
    for path in PATHS:
        page = _help(kitgen, monkeypatch, lang, path)
        prose = _prose(page)
        left = sorted(set(english.findall(prose)))
        assert not left, (lang, path, left, prose)
        assert OWN[lang].search(prose), (lang, path, prose)
        shown = {m for m in metavars.findall(page) if not re.search(rf"\$ kitgen.*\b{m}\b", page)}
        assert not shown, (lang, path, shown)
        wide = [line for line in page.splitlines() if len(line) > 80]
        assert not wide, (lang, path, wide)
        assert "…" not in page, (lang, path)  # a column cut short
        for flag in _flags(path):
            assert re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", page), (lang, path, flag)


def test_help_texts_are_not_translated_unless_a_help_page_is_printed(
    kitgen: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import kitgen.core.speech as speech

    asked: list[str] = []
    real = speech.catalogue

    class Recording:
        def __init__(self, code: str) -> None:
            self.inner = real(code)

        def gettext(self, message: str) -> str:
            asked.append(message)
            return str(self.inner.gettext(message))

        def __getattr__(self, name: str) -> Any:
            return getattr(self.inner, name)

    monkeypatch.setattr(speech, "catalogue", Recording)
    result = kitgen("check", "--lang", "nl", "--explain", "1+1=10")
    assert result.code == 0 and "klopt" in result.out
    command = command_tree(["check"]).commands["check"]
    texts = {command.help, *(getattr(p, "help", None) for p in command.params)} - {None}
    assert asked and not texts & set(asked)
    assert not {"Options", "Usage: ", "Examples:"} & set(asked)
    asked.clear()
    kitgen("check", "--help", "--lang", "nl")
    from kitgen.core.helptexts import FILLED  # a help with a value is asked by its message

    messages = {FILLED[text][0] if text in FILLED else text for text in texts}
    assert messages <= set(asked)  # the same recording sees them when the help is printed


#: Panel titles and the usage line as each language writes them (read off the catalogues'
#: translations by hand, not computed).
HEADINGS = {
    "nl": ("Gebruik: kitgen tiles [OPTIES]", "Opties", "Papier", "Voorbeelden:"),
    "ru": ("Использование: kitgen tiles [ПАРАМЕТРЫ]", "Параметры", "Бумага", "Примеры:"),
    "et": ("Kasutus: kitgen tiles [VALIKUD]", "Valikud", "Paber", "Näited:"),
    "is": ("Notkun: kitgen tiles [VALKOSTIR]", "Valkostir", "Pappír", "Dæmi:"),
    "de": ("Aufruf: kitgen tiles [OPTIONEN]", "Optionen", "Papier", "Beispiele:"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_usage_line_and_panels_are_in_the_language(
    kitgen: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    page = _help(kitgen, monkeypatch, lang, "tiles")
    usage, options, paper, examples = HEADINGS[lang]
    assert usage in page
    assert re.search(rf"╭─ {options} ─", page) and re.search(rf"╭─ {paper} ─", page)
    assert f" {examples}" in page
    assert "kitgen tiles --backs" in page  # the examples themselves stay as typed


#: Usage errors: (arguments, the text each language's line holds, in the order of LANGS).
ERRORS = [
    (
        ["check", "--nope"],
        ("onbekende optie", "неизвестный параметр", "tundmatu", "óþekktur", "unbekannte Option"),
    ),
    (["game", "play"], ("BESTAND ontbreekt", "аргумента ФАЙЛ", "FAIL", "SKRÁ", "DATEI fehlt")),
    (
        ["game"],
        (
            "opdracht ontbreekt",
            "не указана команда",
            "käsk puudub",
            "skipun vantar",
            "Befehl fehlt",
        ),
    ),
    (
        ["check", "--explainn", "1=1"],
        ("of ‘--lang’", "или «--lang»", "või „--lang“", "eða „--lang“", "oder „--lang“"),
    ),
    (
        ["rules", "binary", "extra"],
        (
            "extra argumenten (extra)",
            "лишние аргументы",
            "lisaargumendid",
            "aukaviðföng",
            "zusätzliche Argumente (extra)",
        ),
    ),
    (["check", "--json=1", "1=1"], ("schakelaar", "переключатель", "lüliti", "rofi", "Schalter")),
    (
        ["tiles", "--paper", "a9"],
        ("papiermaat", "бумага", "paberiformaat", "pappírsstærð", "Papier"),
    ),
]


@pytest.mark.parametrize(("args", "wanted"), ERRORS)
def test_the_parsers_errors_are_in_the_language(
    kitgen: Any, args: list[str], wanted: tuple[str, ...]
) -> None:
    for lang, text in zip(LANGS, wanted, strict=True):
        result = kitgen(*args, "--lang", lang)
        assert result.code == 2 and not result.out, (lang, args)
        line = result.err.strip()
        assert line.startswith("error: ") and "\n" not in line, (lang, line)
        assert text in line, (lang, line)
        prose = _prose(line.removeprefix("error: "))
        english = [w for w in ENGLISH if w not in OWN_WORDS_TOO[lang]]
        assert not re.search(r"\b(" + "|".join(english) + r")\b", prose, re.I), (lang, line)


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_lang_is_refused_in_the_language_the_run_would_speak(
    kitgen: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """``--lang`` with no value, or one kitgen does not speak: said in KITGEN_LANG's."""
    monkeypatch.setenv("KITGEN_LANG", lang)
    for args in (["check", "1=1", "--lang"], ["--lang", "xx", "check", "1=1"]):
        result = kitgen(*args)
        line = result.err.strip()
        assert result.code == 2 and line.startswith("error: ") and EVERY in line
        prose = _prose(line.removeprefix("error: ").replace(EVERY, " "))
        english = [w for w in ENGLISH if w not in OWN_WORDS_TOO[lang]]
        assert not re.search(r"\b(" + "|".join(english) + r")\b", prose, re.I), (lang, line)
        assert not re.search(r"\b(needs|value|unknown|choose)\b", prose), (lang, line)


@pytest.mark.parametrize("lang", LANGS)
def test_a_completion_that_cannot_work_is_refused_in_the_language(
    kitgen: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Any, lang: str
) -> None:
    """``--install-completion`` with HOME no folder: found before the parser runs, and said
    in the run's language all the same."""
    monkeypatch.setenv("HOME", str(tmp_path / "nowhere"))
    result = kitgen("--install-completion", "--lang", lang)
    line = result.err.strip()
    assert result.code == 2 and line.startswith("error: HOME is " if lang == "nl" else "error: ")
    prose = _prose(line.removeprefix("error: ").replace(str(tmp_path), " "))
    assert not re.search(r"\b(not a folder|set|your|home folder|print|install it)\b", prose), line
    assert "kitgen --show-completion" in line
