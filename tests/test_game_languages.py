"""``kitgen game`` speaks the players' languages: every subcommand (new, play, score, show,
moves, pass, undo, bot, end) with its yes and no answers, and every error class (the file
missing, locked, damaged, a folder; a bad move; an out-of-range option; an unknown choice
and an unknown option) in every language of its folders, with no English left.

Each sweep plays one game from its start: the answers are read as the command prints them
(stdout, or the ``error:`` line on stderr), with the file names, option names, the typed
moves and the file format's own name taken out, then searched for common English words
and for the language's own words or letters. The Russian plural forms and the figures of
a move are checked by hand values."""

from __future__ import annotations

import fcntl
import json
import os
import re
from pathlib import Path

import pytest

from tests.test_referee_languages import FLAGS
from tests.test_referee_languages import OWN as REFEREE_OWN

#: Each language's own words of the game (or its letters), one of which every answer holds.
OWN = {
    "nl": re.compile(
        REFEREE_OWN["nl"].pattern
        + r"|\b(zet|zetten|beurt|speler|spelers|bord|plankje|fiche|bestand|spelbestand|vak|"
        r"map|stand|eindstand|onbekende|bedoel|verwacht|bestaat|past|niets|opnieuw|naam|uitgegaan|"
        r"moet|waarden|versie)\b"
    ),
    "ru": REFEREE_OWN["ru"],
    "et": REFEREE_OWN["et"],
    "is": re.compile(
        REFEREE_OWN["is"].pattern + r"|\b(stig|leikurinn|leyfilegur|standur|flísar)\b",
        re.IGNORECASE,
    ),
    "de": REFEREE_OWN["de"],
}

#: Common English words of the game's answers and errors none of the four languages uses
#: (Dutch says "is", "in", "over" and "hand" too, so not those).
GAME_ENGLISH = re.compile(
    r"\b(the|is not|points?|player|players|plays|passes|moves?|tiles?|board|rack|racks|"
    r"scores?|wins|tie|legal|illegal|took back|cannot|file|found|already|exists|check|give|"
    r"waiting|expected|square|across|down|blank|went out|best|nothing|folder|write|"
    r"range|unknown|choose|did you mean|options|because|first|empty|should|must|not a|"
    r"there is|no such|gave up|another|try again)\b",
    re.IGNORECASE,
)

#: The end when every player has passed: both full racks (Ann nine 0s, Bo eight 1s and a blank).
NOBODY_OUT = ["--nobody-out", "--left", "Ann=0,0,0,0,0,0,0,0,0", "--left", "Bo=1,1,1,1,1,1,1,1,?"]

#: The game played in every language: (arguments, exit code). ``{g}`` is the game file,
#: ``{d}`` the folder of the test's files.
SCRIPT = [
    (["new", "{g}", "--players", "Ann,Bo"], 0),
    (["new", "{g}", "--players", "Ann,Bo"], 2),  # the file exists
    (["undo", "{g}"], 2),  # nothing to undo
    (["play", "{g}", "A1 1=1"], 1),  # the first move misses the centre
    (["play", "{g}", "8H 1+1=10"], 0),
    (["play", "{g}", "8H 1+1=10"], 1),  # every square is already filled
    (["play", "{g}", "A1 1=1"], 1),  # touches no tile
    (["play", "{g}", "Z99 1"], 2),  # off the board
    (["play", "{g}", "8H"], 2),  # no tiles
    (["score", "{g}", "H8 1=1"], 0),
    (["score", "{g}", "7H 1=1"], 1),  # not a correct expression
    (["show", "{g}"], 0),
    (["moves", "{g}", "--rack", "1,1,0,=,+"], 0),
    (["moves", "{g}", "--rack", "1,1,0,=,+", "--all"], 0),
    (["moves", "{g}", "--rack", "÷"], 1),  # no legal move
    (["moves", "{g}", "--rack", "1,1,0,=,+", "--check", "L4 1+1=10"], 0),
    (["moves", "{g}", "--rack", "1,1,0,=,+", "--check", "7H 1=1"], 1),
    (["moves", "{g}", "--rack", "1", "--top", "5000"], 2),  # out of range
    (["moves", "{g}", "--rack", "1,1,1,1,1,1,1,1,1,1"], 2),  # more than a rack holds
    (["pass", "{g}", "--player", "Ann"], 1),  # not Ann's turn
    (["pass", "{g}", "--player", "Cy"], 2),  # no such player
    (["pass", "{g}"], 0),
    (["undo", "{g}"], 0),
    (["bot", "{g}", "--rack", "1,1,0"], 0),
    (["bot", "{g}", "--rack", "÷"], 0),  # no move: the computer exchanges the tile
    (["end", "{g}", "--left", "Bo"], 2),  # NAME=TILES
    (["end", "{g}"], 2),  # what Bo has left is not said
    (["end", "{g}", "--left", "Bo=1,0"], 2),  # 76 tiles in the bag: nobody went out
    (["pass", "{g}"], 0),  # Bo
    (["pass", "{g}"], 0),  # Ann: every player passed
    (["end", "{g}", *NOBODY_OUT], 0),
    (["play", "{g}", "H8 1=1"], 1),  # the game is over
    (["end", "{g}", "--left", "Bo=1"], 2),  # already over
    (["bot", "{g}", "--rack", "1"], 2),  # over: the computer cannot play on
    (["undo", "{g}"], 0),  # takes back the end
    (["new", "{d}/h.json", "--order", "lft"], 2),  # unknown choice
    (["new", "{d}/h.json", "--ordr", "left"], 2),  # unknown option
    (["new", "{d}/h.json", "--players", ""], 2),  # no names
    (["play", "{g}", "H8 1=1", "--wait", "99999"], 2),  # out of range
    (["show", "{d}/missing.json"], 2),  # the file is missing
    (["show", "{d}/broken.json"], 2),  # not JSON
    (["show", "{d}/other.json"], 2),  # JSON, but not a game
    (["show", "{d}/cheat.json"], 2),  # a recorded move no longer scores what it says
    (["show", "{d}"], 2),  # a folder
    (["show", "{g}", "--png", "{d}/b.gif"], 2),
]


def _ids(value: object) -> str | None:
    return " ".join(value) if isinstance(value, list) else None


def _said(result, folder: Path) -> str:
    """What the player reads, less what is typed in every language (paths, options,
    the moves and faces as typed, the file format's name)."""
    text = result.err if result.code == 2 else result.out
    text = text.replace(str(folder), "").replace("kitgen binary game", "")
    return FLAGS.sub("", text)


def _damaged_files(folder: Path) -> None:
    (folder / "broken.json").write_text('{"format": "kitgen binary game"', encoding="utf-8")
    (folder / "other.json").write_text('{"format": "a shopping list"}', encoding="utf-8")


def _cheat(game: Path, folder: Path) -> None:
    """A copy of the game with the first move's score raised by hand."""
    data = json.loads(game.read_text(encoding="utf-8"))
    data["moves"][0]["score"] += 100
    (folder / "cheat.json").write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("lang", tuple(OWN))
def test_every_answer_of_game_is_in_the_language(kitgen, tmp_path: Path, lang: str) -> None:
    game = tmp_path / "g.json"
    _damaged_files(tmp_path)
    for args, code in SCRIPT:
        filled = [a.format(g=game, d=tmp_path) for a in args]
        result = kitgen("game", *filled, "--lang", lang)
        said = _said(result, tmp_path)
        assert result.code == code, (args, result.out, result.err)
        assert said.strip(), args
        assert OWN[lang].search(said), (args, said)
        english = GAME_ENGLISH.findall(said)
        assert not english, (args, english, said)
        if args[:2] == ["play", "{g}"] and code == 0:
            _cheat(game, tmp_path)


@pytest.mark.parametrize("lang", tuple(OWN))
def test_a_locked_game_file_is_refused_in_the_language(kitgen, tmp_path: Path, lang: str) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game).code == 0
    fd = os.open(tmp_path / ".g.json.kitgen-lock", os.O_CREAT | os.O_RDWR)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        result = kitgen("game", "pass", game, "--wait", "0", "--lang", lang)
    finally:
        os.close(fd)
    said = _said(result, tmp_path)
    assert result.code == 2
    assert OWN[lang].search(said) and not GAME_ENGLISH.findall(said), said
    assert "--wait" in result.err  # the way out is named in every language


#: A move's answer in Russian, worked out by hand: 1+1=10 across from H8 lays six tiles
#: (1, +, 1, =, 1, 0) worth 1+1+1+1+1×2+1 = 7 (H8 is the double-word centre, L8 a double
#: letter), bonus 2 (the value 10 is two), so 9, doubled: 18 points.
RU_PLAY = [
    "Ann ходит 8H 1+1=10: 18 очков",
    "  1+1=10  (по горизонтали H8–M8): фишки 1+1+1+1+1×2+1 = 7, + бонус 2 = 9, × 2 (H8 ★) = 18",
    "Счёт: Ann 18, Bo 0. Ходит Bo.",
]


def test_a_move_in_russian_by_hand(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game, "--players", "Ann,Bo").code == 0
    played = kitgen("game", "play", game, "8H 1+1=10", "--lang", "ru")
    assert played.code == 0
    assert played.out.splitlines() == RU_PLAY
    scored = kitgen("game", "score", game, "H8 1=1", "--lang", "ru")
    assert scored.out.splitlines()[0] == "H8 1=1 принёс бы игроку Bo 3 очка"
    shown = kitgen("game", "show", game, "--lang", "ru").out
    assert "Сыгран 1 ход. " in shown
    assert "Не на доске (в мешке и на подставках) — 94 фишки:" in shown


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("nl", "plankje van Bo 1 1 0 = +: 70 geldige zetten; de beste 3:"),
        ("ru", "подставка игрока Bo 1 1 0 = +: 70 допустимых ходов; лучшие 3:"),
        ("et", "mängija Bo alus 1 1 0 = +: 70 lubatud käiku; parimad 3:"),
        ("is", "Bo, standur 1 1 0 = +: 70 leyfilegir leikir; þeir 3 bestu:"),
    ],
)
def test_the_moves_list_keeps_its_columns_in_every_language(
    kitgen, tmp_path: Path, lang: str, head: str
) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game, "--players", "Ann,Bo").code == 0
    assert kitgen("game", "play", game, "8H 1+1=10").code == 0
    listed = kitgen("game", "moves", game, "--rack", "1,1,0,=,+", "--top", "3", "--lang", lang)
    lines = listed.out.splitlines()
    assert lines[0] == head
    rows = lines[1:4]
    # the same moves as in English, their points column and tiles column where the
    # English ones are not (the words differ) but one place in all three rows
    english = kitgen("game", "moves", game, "--rack", "1,1,0,=,+", "--top", "3").out
    assert [r.split()[1:3] for r in rows] == [r.split()[1:3] for r in english.splitlines()[1:4]]
    starts = {row.index(row.split()[3]) for row in rows}
    assert len(starts) == 1, rows


#: Leave values files with one mistake each, as the computer player reads them.
BAD_LEAVES = [
    {"format": "something else"},
    {"format": "kitgen-leave-values", "version": 2},
    {"format": "kitgen-leave-values", "version": 1, "faces": {}, "learned": {}},
    {"format": "kitgen-leave-values", "version": 1, "faces": {"1": [0] * 4}},
    {"format": "kitgen-leave-values", "version": 1, "faces": {"1": [1, 2]}, "learned": {}},
]


@pytest.mark.parametrize("lang", tuple(OWN))
@pytest.mark.parametrize("data", BAD_LEAVES, ids=range(len(BAD_LEAVES)))
def test_a_damaged_leave_values_file_is_refused_in_the_language(lang: str, data: dict) -> None:
    from kitgen.core.errors import KitgenError
    from kitgen.core.messages import use_language
    from kitgen.games.binary.bot import LEAVES_FORMAT, LeaveValues

    if data["format"] == "kitgen-leave-values":
        data = {**data, "format": LEAVES_FORMAT}
    with use_language(lang), pytest.raises(KitgenError) as refused:
        LeaveValues.from_mapping(data, where="leaves.json")
    said = str(refused.value).replace("leaves.json", " ")
    said = re.sub(r"\b(faces|learned)\b|tools/\S+|'[^']*'|«[^»]*»|„[^“]*“|‘[^’]*’", " ", said)
    assert OWN[lang].search(said), said
    english = re.findall(
        r"\b(should|values?|file|format|whole|numbers?|first|each|not|map)\b", said
    )
    assert not english, (english, said)
