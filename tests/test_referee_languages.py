"""The referee speaks the players' languages: every answer of ``kitgen check`` and
``kitgen code`` (yes, no, the working, the errors) in every language kitgen speaks,
asked with ``--lang`` or ``KITGEN_LANG``; the logic tiles read and written in each
language's words; the Russian plural forms by hand values (1 очко, 2 очка, 8 очков)."""

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
    "nl": re.compile(
        r"\b(klopt|kant|kanten|getal|getallen|fiche|fiches|waarde|kies|niet|smaak|smaken|rij|"
        r"rijen|gok|punten|niveau|geldig|ongeldig|gekraakt|wedstrijd|stand|ronde|doelgetal|"
        r"doelgetallen|kaart|kaarten|tafel|mag|spel|geef|geen|heeft)\b"
    ),
    "ru": re.compile(r"[а-яё]", re.IGNORECASE),
    "et": re.compile(
        r"[õäöü]|\b(on|ei|vale|pool|avaldis|arv|vali|kood|koodi|punkti|rida|voor|katsel|"
        r"sihtarvu|laud|kaardid|teha)\b",
        re.IGNORECASE,
    ),
    "is": re.compile(r"[áðéíóúýþæö]|\b(rangt|ekki|er|og|eða|gefa|markgildi|spil)\b", re.IGNORECASE),
    "de": re.compile(
        r"[äöüß]|\b(und|ist|nicht|falsch|richtig|der|die|das|gib|zug|seite|stein|karte|sorte|runde|"
        r"reihen?|punkte?|zielzahlen|codes|tipp|geknackt|stimmig|ergeben|datei|werte|muss)\b",
        re.IGNORECASE,
    ),
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


def _ids(value: object) -> str | None:
    return " ".join(value) if isinstance(value, list) else None


def _said(result) -> str:
    if result.code == 2:
        return result.err
    return result.out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("args", "code"), SWEEP, ids=_ids)
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


#: ``kitgen code``: (arguments, exit code), a yes, a no and an error of each command.
CODE_SWEEP = [
    (["feedback", "1234", "1243", "--mode", "easy"], 0),
    (["feedback", "1123", "1234"], 1),
    (["feedback", "1234", "12x4"], 2),
    (["validate", "1234"], 0),
    (["validate", "1123"], 1),
    (["validate", "9"], 2),
    (["audit", "--played", "1234=0,2", "-s", "5612"], 0),
    (["audit", "--played", "1234=1,1", "-s", "1234"], 1),
    (["audit", "--played", "1234=1,1", "--played", "1256=0,2"], 0),
    (["audit", "--played", "1234=4,0", "--played", "1234=0,0"], 1),
    (["audit", "--played", "1234=5,5"], 2),
    (["hint", "--played", "1234=1,1"], 0),
    (["hint", "--played", "1234=4,0", "--played", "1234=0,0"], 1),
    (["hint", "--mode", "easy", "--played", "1234=21"], 2),
    (["score", "--cracked-on", "4"], 0),
    (["score", "--not-cracked"], 0),
    (["score", "--cracked-on", "40"], 2),
    (["strategy", "--mode", "medium"], 0),
    (["strategy", "--mode", "impossible"], 2),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("args", "code"), CODE_SWEEP, ids=_ids)
def test_every_answer_of_code_is_in_the_language(
    kitgen, lang: str, args: list[str], code: int
) -> None:
    result = kitgen("code", *args, "--lang", lang)
    said = _said(result)
    assert result.code == code, said
    assert OWN[lang].search(said), said
    english = CODE_ENGLISH.findall(FLAGS.sub("", said))
    assert not english, (english, said)


def test_a_match_in_the_language(kitgen, tmp_path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KITGEN_LANG", "et")
    file = str(tmp_path / "m.json")
    said = [
        kitgen("code", "match", "new", file, "--players", "Ann,Bo", "--rounds", "1"),
        kitgen("code", "match", "round", file, "--guesser", "Ann", "--cracked-on", "3"),
        kitgen("code", "match", "round", file, "--cracked-on", "3"),
        kitgen("code", "match", "show", file),
        kitgen("code", "match", "round", file, "--not-cracked"),
    ]
    assert [r.code for r in said] == [0, 1, 0, 0, 2]
    assert "voor 1: koodi seadja Ann, arvaja Bo, lahti muugitud 3. katsel: 7 punkti" in said[2].out
    assert "Bo võidab matši punktidega 7:0" in said[3].out
    for result in said:
        text = _said(result)
        assert OWN["et"].search(text) and not CODE_ENGLISH.search(FLAGS.sub("", text)), text


#: Common English words of the ice cream code answers (Dutch says "beige" and "codes" too).
CODE_ENGLISH = re.compile(
    r"\b(the|is not|points?|player|because|guess|guesses|flavours?|rows?|spots|setter|"
    r"owes|brown|legal|cracked|round|code is|mode|repeats|strawberry)\b",
    re.IGNORECASE,
)
#: Option names (``--not-cracked``) are typed as they are in every language.
FLAGS = re.compile(r"--[a-z-]+")


#: ``kitgen staeda``: (arguments, exit code), a yes, a no and an error of each command.
DEAL = ["--target", "34", "--hand", "K A 3", "--table", "2 5 7"]
STAEDA_SWEEP = [
    (["targets", "3", "4", "5"], 0),
    (["targets", "3", "4", "5", "--is", "35"], 0),
    (["targets", "3", "4", "5", "--is", "36"], 1),
    (["targets", "3", "4", "X"], 2),
    (["check", "K*2+A+3", *DEAL], 0),
    (["check", "K*K", *DEAL], 1),
    (["check", "K*2+A", *DEAL], 1),
    (["check", "K*", *DEAL], 2),
    (["solve", *DEAL], 0),
    (["solve", "--target", "200", "--hand", "2 3", "--table", "4"], 1),
    (["solve", "--target", "34", "--hand", "K A 3 4"], 2),
    (["over", "--target", "34"], 1),
    (["over", "--target", "500"], 2),
    (["round", "--target", "34", "--table", "2 5 7", "--hand", "Ann=K A 3", "--hand",
      "Bo=4 6 8", "--claim", "Ann: K*2+A+3", "--claim", "Bo: 8*4+6-4"], 0),
    (["round", "--target", "34", "--table", "2 5 7", "--hand", "Ann=K A 3",
      "--claim", "Bo: 8*4"], 2),
]  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("args", "code"), STAEDA_SWEEP, ids=_ids)
def test_every_answer_of_staeda_is_in_the_language(
    kitgen, lang: str, args: list[str], code: int
) -> None:
    result = kitgen("staeda", *args, "--lang", lang)
    said = _said(result)
    assert result.code == code, said
    assert OWN[lang].search(said), said
    english = STAEDA_ENGLISH.findall(FLAGS.sub("", said).replace("=CARDS", ""))
    assert not english, (english, said)


#: Common English words of the Stæða answers (Dutch says "hand" too).
STAEDA_ENGLISH = re.compile(
    r"\b(the|is not|points?|player|because|cards?|table|target|operations?|allowed|"
    r"winners?|nobody|closest|distinct|game|still|counted|worth|uses|only)\b",
    re.IGNORECASE,
)


#: ``kitgen lab``: a short run of each quick lab and its errors, with a versus comparison.
LAB_SWEEP = [
    (["lab", "icecream", "--games", "3", "--modes", "easy", "--levels", "random,knuth"], 0),
    (["lab", "staeda", "--deals", "40", "--games", "0", "--versus", "--whole-numbers"], 0),
    (["lab", "staeda", "--deals", "-1"], 2),
    (["lab", "icecream", "--modes", "eassy"], 2),
    (["lab", "icecream", "--levels", "clever"], 2),
    (["lab", "staeda", "--plot", "figures.svg"], 2),
]
#: The lab's English words that the sweep's other lists do not hold.
LAB_ENGLISH = re.compile(
    r"\b(games?|deals?|rounds?|against|difference|compared|guesses|"
    r"cracked|target|cards?|operations|give|unknown|file|ending|choose)\b",
    re.IGNORECASE,
)
#: A figure with a decimal point (0.98, 5.00, 89.5 %): the four languages write a comma.
POINT = re.compile(r"\d\.\d")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("args", "code"), LAB_SWEEP, ids=_ids)
def test_the_lab_speaks_the_language_and_writes_its_decimal_comma(
    kitgen, lang: str, args: list[str], code: int
) -> None:
    result = kitgen(*args, "--lang", lang)
    said = _said(result)
    assert result.code == code, said
    # the figures' JSON names, the modes', levels' and options' words stay as typed
    text = re.sub(r"\b[a-z]+_[a-z_0-9]+\b|\b(easy|random|knuth|clever|eassy)\b", " ", said)
    text = FLAGS.sub(" ", text.replace("kitgen lab", " ").replace("figures.svg", " "))
    assert OWN[lang].search(text), said
    english = ENGLISH.findall(text) + LAB_ENGLISH.findall(text)
    assert not english, (english, said)
    assert not POINT.search(text), said
    if code == 0:
        assert re.search(r"\d,\d", text), said


def test_the_lab_sweep_finds_english_and_the_decimal_point() -> None:
    """What the sweep looks for is there in English: the check can fail."""
    from kitgen.core.messages import use_language
    from kitgen.simulation.stats import Share, percent

    with use_language("en"):
        text = percent(Share(49, 50))
    assert text == "98.0 % (95 % interval 89.5–99.6 %)"
    assert re.search(r"\binterval\b", text) and POINT.search(text)
    with use_language("is"):
        assert percent(Share(49, 50)).startswith("98,0 %")


@pytest.mark.parametrize("lang", LANGS)
def test_the_lab_plots_labels_are_in_the_language(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """The words on a ``--plot`` figure: titles, axis labels, legends."""
    import kitgen.simulation.plot as plot
    from kitgen.core.messages import _, use_language
    from kitgen.simulation.staeda import staeda_plot
    from kitgen.simulation.stats import Share

    figures: list = []
    monkeypatch.setattr(plot, "png", lambda figure: figures.append(figure) or b"")
    shares = [Share(k, 10) for k in (1, 3, 8, 9)]
    staeda = type("F", (), {"within": shares, "over_by": shares, "ended_by": shares})
    with use_language(lang):
        staeda_plot([(_("these rules"), staeda)])
    (figure,) = figures
    words = []
    for ax in figure.axes:
        words += [ax.get_title(), ax.get_xlabel(), ax.get_ylabel()]
        words += [t.get_text() for t in ax.get_legend().get_texts()]
    text = " ".join(words)
    assert OWN[lang].search(text), text
    english = re.findall(r"\b(cards|used|deals|target|made|games|over|round|ended|rules)\b", text)
    assert not english, (english, text)


#: Errors a new user meets on the other commands: (arguments). Each is refused (exit 2).
OTHER_ERRORS = [
    ["lab", "staeda", "--games", "0", "--deals", "0"],
    ["code", "bot", "--setter", "1234"],
    ["code", "bot", "--guess", "1234"],
    ["code", "match", "new", "{d}/m.json", "--player", "Ann"],
    ["tiles", "--out="],
    ["build", "--file", "{d}/x.toml"],
]
#: Dutch words of those errors ("computer" is Dutch too, and German "Computer").
DUTCH_TOO = re.compile(r"\b(kiest|laat|geef|leeg|spelers|niets|noemt|weg|doet|gokken|zelf)\b")
OTHER_ENGLISH = re.compile(
    r"\b(computer|chooses|secret|leave|out|give|players|empty|folder|lists|nothing|kit)\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("args", OTHER_ERRORS, ids=_ids)
def test_the_other_commands_errors_are_in_the_language(
    kitgen, tmp_path, lang: str, args: list[str]
) -> None:
    (tmp_path / "x.toml").write_text("", encoding="utf-8")
    result = kitgen(*[a.replace("{d}", str(tmp_path)) for a in args], "--lang", lang)
    said = result.err.replace(str(tmp_path), " ")
    assert result.code == 2 and said.startswith("error: "), said
    text = FLAGS.sub(" ", said.removeprefix("error: "))
    assert OWN[lang].search(text) or (DUTCH_TOO.search(text) and lang == "nl"), said
    english = ENGLISH.findall(text) + OTHER_ENGLISH.findall(text)
    own = {"nl": ("computer", "kit"), "de": ("Computer",)}.get(lang, ())
    assert not [w for w in english if w not in own], said
