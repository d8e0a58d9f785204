"""The errors of the files a family or a maker writes are in their language too: a bad ice
cream or Stæða rules file, a bad build file, a bad card text file, a bad secret or setter
call of the code bot, a match for one player, a Stæða bot without its cards, a card too big
for the sheet (issue #24).

Each error is read as the command prints it (the ``error:`` line on stderr), with what is
typed in every language taken out (the file names, option names, keys, quoted values, the
TOML shown as an example and the mode names), then searched for common English words and
for the language's own words or letters. The Russian plural forms of a count inside an
error are checked by hand values (21 попытка, 22 попытки, 11 попыток)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.test_game_languages import GAME_ENGLISH
from tests.test_game_languages import OWN as GAME_OWN
from tests.test_referee_languages import FLAGS

#: Each language's own words (or letters), one of which every error holds.
OWN = {
    "nl": re.compile(
        GAME_OWN["nl"].pattern
        + r"|\b(regelbestand|bouwbestand|tabel|stap|schakelaar|schakelaars|teksten|tekst|"
        r"ontbreekt|sleutel|codemaker|gokken|zijn|voor|kiest|weg|twee)\b"
    ),
    "ru": GAME_OWN["ru"],
    "et": re.compile(GAME_OWN["et"].pattern + r"|\b(puudub|pole|anna|vajab|kasuta)\b", re.I),
    "is": GAME_OWN["is"],
    "de": GAME_OWN["de"],
}

#: English words of these errors none of the four languages uses, over the game's list.
ENGLISH = re.compile(
    GAME_ENGLISH.pattern
    + r"|\b(lists|table|texts?|rules|switch|switches|whole number|secret|guess|"
    r"guesses|leave out|missing|add it|shows|every|key|holds|but|at most|in play|sets|"
    r"guesses|twice|needs|swap|with|true or false)\b",
    re.IGNORECASE,
)

#: Typed the same in every language: the keys and values of the files, the mode names,
#: the example TOML, the shipped file's path, the codes, option names.
TYPED = re.compile(
    r"'[^']*'|«[^»]*»|„[^“]*“|‘[^’]*’|\{[^}]*\}|\[[^\]]*\]|templates/\S+|\b(mode|length|flavours|feedback|rows|"
    r"repeats|whole_numbers|steps|easy|medium|hard|true|false|ANN,BO)\b|" + FLAGS.pattern
)

#: The files of the sweep, written into the test's folder.
FILES = {
    "ice-type.toml": 'length = "four"\n',
    "ice-key.toml": "colour = 1\n",
    "staeda-key.toml": "fractions_ok = true\n",
    "staeda-type.toml": 'whole_numbers = "yes"\n',
    "build-empty.toml": "",
    "build-step.toml": "[mykit]\nsteps = [1]\n",
    "build-paper.toml": '[mykit]\nsteps = [{ command = "tiles", paper = "a9" }]\n',
    "texts-game.toml": 'game = "icecream"\n',
    "texts-missing.toml": 'game = "binary"\n',
}

SETTER = ["code", "bot", "--setter", *["--guess", "1234"] * 11]

#: (arguments): each fails with exit 2 and one of the errors of issue #24.
SWEEP = [
    ["code", "validate", "1234", "--rules", "ice-type.toml"],
    ["code", "validate", "1234", "--rules", "ice-key.toml"],
    ["staeda", "targets", "3", "4", "5", "--rules", "staeda-key.toml"],
    ["staeda", "targets", "3", "4", "5", "--rules", "staeda-type.toml"],
    ["build", "all", "--file", "build-empty.toml", "--out", "out"],
    ["build", "all", "--file", "build-step.toml", "--out", "out"],
    ["build", "all", "--file", "build-paper.toml", "--out", "out"],
    ["cards", "binary", "--texts", "texts-game.toml", "--out", "out"],
    ["cards", "binary", "--texts", "texts-missing.toml", "--out", "out"],
    ["cards", "binary", "--size", "a5", "--margin", "50", "--out", "out"],
    ["code", "bot", "1111"],
    ["code", "bot", "--setter", "1234"],
    SETTER,
    ["code", "match", "new", "match.json", "--player", "Ann"],
    ["staeda", "bot", "--target", "34", "--hand", "A", "--table", ""],
]


def _ids(value: object) -> str | None:
    return " ".join(value) if isinstance(value, list) else None


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _said(err: str) -> str:
    """The error as the player reads it, less what is typed in every language."""
    for name in (*FILES, "match.json", "kitgen"):
        err = err.replace(name, " ")
    return TYPED.sub(" ", err.removeprefix("error:"))


@pytest.mark.parametrize("lang", tuple(OWN))
@pytest.mark.parametrize("args", SWEEP, ids=_ids)
def test_every_error_of_a_bad_file_is_in_the_language(
    kitgen, folder: Path, lang: str, args: list[str]
) -> None:
    result = kitgen(*args, "--lang", lang)
    assert result.code == 2, result
    said = _said(result.err)
    assert OWN[lang].search(said), result.err
    english = ENGLISH.findall(said)
    assert not english, (english, result.err)


@pytest.mark.parametrize(
    ("guesses", "mode", "said"),
    [
        (21, "hard", "21 попытка, а в режиме «hard» рядов в игре только 10"),
        (22, "hard", "22 попытки, а в режиме «hard» рядов в игре только 10"),
        (11, "hard", "11 попыток, а в режиме «hard» рядов в игре только 10"),
        (9, "easy", "9 попыток, а в режиме «easy» рядов в игре только 8"),
    ],
)
def test_a_count_inside_an_error_takes_the_russian_plural_form(
    kitgen, guesses: int, mode: str, said: str
) -> None:
    result = kitgen(
        "code", "bot", "--setter", "--mode", mode, *["--guess", "1234"] * guesses, "--lang", "ru"
    )
    assert result.code == 2
    assert result.err.strip() == f"error: {said} — укажите не больше {said.split()[-1]}"


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "error: regelbestand ice-type.toml: length moet een geheel getal zijn, niet ‘four’"),
        ("ru", "error: файл правил ice-type.toml: length должно быть целым числом, а не «four»"),
        ("et", "error: reeglifail ice-type.toml: length peab olema täisarv, mitte „four“"),
        ("is", "error: reglnaskrá ice-type.toml: length verður að vera heil tala, ekki „four“"),
    ],
)
def test_the_rules_file_is_named_in_the_language(
    kitgen, folder: Path, lang: str, said: str
) -> None:
    result = kitgen("code", "validate", "1234", "--rules", "ice-type.toml", "--lang", lang)
    assert result.code == 2
    assert result.err.strip() == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "maar het kader maar 10,0 mm"),
        ("ru", "а блок всего 10,0 мм"),
        ("et", "kuid kast on ainult 10,0 mm"),
        ("is", "en ramminn aðeins 10,0 mm"),
    ],
)
def test_a_word_too_wide_for_its_box_is_said_in_the_language(lang: str, said: str) -> None:
    from kitgen.core.errors import KitgenError
    from kitgen.core.messages import language_data, use_language
    from kitgen.maker.cards.flow import wrap

    with use_language(lang), pytest.raises(KitgenError) as refused:
        wrap("Onbreekbaarwoorddatveeltelangis", 10.0, 3.0, "x")
    message = str(refused.value)
    assert message.startswith("x: ") and message.endswith(said), message
    open_, close = language_data(lang)["quotes"]
    assert f"{open_}Onbreekbaarwoorddatveeltelangis{close}" in message
    assert not ENGLISH.search(_said(message.replace("Onbreekbaarwoorddatveeltelangis", ""))), (
        message
    )


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("nl", "onderbroken (Ctrl-C): gestopt; er is geen half geschreven bestand achtergebleven"),
        ("ru", "прервано (Ctrl-C): остановлено; ни один файл не остался записанным наполовину"),
        ("et", "katkestatud (Ctrl-C): peatatud; ühtegi poolikult kirjutatud faili ei jäänud"),
        ("is", "rofið (Ctrl-C): stöðvað; engin skrá var skilin eftir hálfskrifuð"),
    ],
)
def test_ctrl_c_is_said_in_the_language(
    kitgen, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    def interrupt(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("kitgen.api.check.judge", interrupt)
    result = kitgen("check", "1=1", "--lang", lang)
    assert (result.code, result.out, result.err) == (130, "", said + "\n")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "error: unknown option '--strategy' — see 'kitgen code hint --help'"),
        ("ru", "error: неизвестный параметр «--strategy» — параметры см. в «kitgen code hint"),
        ("de", "„--strategy“"),
        ("nl", "‘--strategy’"),
    ],
)
def test_a_word_the_error_quotes_is_in_the_languages_quotation_marks(
    kitgen, lang: str, said: str
) -> None:
    """The quotes of ``language.json`` round the option the parser did not know."""
    result = kitgen("code", "hint", "--strategy", "--lang", lang)
    assert result.code == 2 and said in result.err, result.err


@pytest.mark.parametrize(
    ("args", "said"),
    [
        # an option's own limits (kitgen.core.options), a laser material's, the kerf's
        (
            ["tiles", "--margin", "60"],
            "error: --margin 60 мм вне допустимых пределов — "
            "укажите поля принтера, от 0 до 50 мм\n",
        ),
        (
            ["tokens", "--laser", "--speed", "0.01"],
            "error: --speed 0,01 мм/с вне допустимых пределов — укажите от 0,1 до 1000 мм/с\n",
        ),
        (
            ["tokens", "--laser", "--line-interval", "5"],
            "error: --line-interval 5 мм вне допустимых пределов — укажите от 0,01 до 1 мм\n",
        ),
        (["tokens", "--laser", "--kerf", "5"], "error: --kerf 5 мм вне допустимых пределов — "),
    ],
)
def test_a_range_error_writes_the_units_the_russian_way(kitgen, tmp_path, args, said) -> None:
    result = kitgen(*args, "--lang", "ru", "--out", tmp_path)
    assert result.code == 2
    assert result.err.startswith(said), result.err
