"""Every input has a stated limit, checked before work starts; every number is finite and in
range; tampered files are refused field by field. Each case: exit 2, one ``error:`` line."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from kitgen.files import MAX_FILE_BYTES

from .helpers import kitgen_proc, refused

TILES = (Path(__file__).parents[2] / "templates" / "binary" / "tiles.toml").read_text("utf-8")
BOARD = (Path(__file__).parents[2] / "templates" / "binary" / "board.toml").read_text("utf-8")
ICECREAM = (Path(__file__).parents[2] / "templates" / "icecream" / "kit.toml").read_text("utf-8")


# -- kit specs --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        (
            "count = 28",
            "count = 1000000000",
            ["faces[1].count: must be at most 2,000 (found 1000000000)"],
        ),
        ("count = 28", "count = 1999", [": faces: 2,071 tiles in all — a set holds at most 2,000"]),
        ("corner_radius = 2.0", "corner_radius = inf", ["tile.corner_radius", "finite"]),
        ("corner_radius = 2.0", "corner_radius = nan", ["tile.corner_radius"]),
        ("corner_radius = 2.0", "corner_radius = 12.0", ["more than half the tile", "0 to 9.5"]),
        ("width = 19.0", "width = -inf", ["tile.width"]),
        ('label = "0"', 'label = "0\\u0007"', ["faces[1].label", "U+0007"]),
        ('label = "0"', 'label = "0\\uFFFE"', ["faces[1].label", "U+FFFE"]),
        ('kit = "Binary number tiles"', 'kit = "Bin\\u0000ary"', ["kit", "U+0000"]),
        ('back_label = "01"', 'back_label = "0\\u001b[31m"', ["tile.back_label", "U+001B"]),
        ('background = "#F7EBCB"', 'background = "red"', ["#RRGGBB"]),
    ],
)
def test_tile_spec_limits(kitgen, tmp_path: Path, old: str, new: str, words: list[str]) -> None:
    spec = tmp_path / "tiles.toml"
    assert old in TILES
    spec.write_text(TILES.replace(old, new, 1), encoding="utf-8")
    refused(kitgen("tiles", "--spec", spec, "--out", tmp_path / "out"), str(spec), *words)
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("laser", [["--laser"], []], ids=["laser", "print"])
def test_an_override_goes_through_the_spec_s_checks(kitgen, tmp_path: Path, laser) -> None:
    """A spec whose corners (8 mm) are fine on its 19 mm tiles, made 13 mm by --tile-size:
    the punch would be more than half the tile (circles, not rounded squares) — refused as
    the spec itself would be, naming the option (#35: 100 rx="8.05" circles were cut)."""
    spec = tmp_path / "tiles.toml"
    spec.write_text(TILES.replace("corner_radius = 2.0", "corner_radius = 8.0", 1), "utf-8")
    assert kitgen("tiles", "--spec", spec, "--out", tmp_path / "fine", *laser).code == 0
    result = kitgen("tiles", "--spec", spec, "--tile-size", "13", "--out", tmp_path / "out", *laser)
    refused(
        result, "--tile-size 13 mm: tile.corner_radius: 8 mm is more than half the tile (6.5 mm)"
    )
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        ('name = "beige"', 'name = "be\\u0007ige"', ["pegs.colours[1].name", "U+0007"]),
        ("count = 30", "count = 400", []),  # fine alone: 430 pegs
        ('name = "strawberry"', 'name = "straw\\uFFFEberry"', ["flavours[1].name", "U+FFFE"]),
        ("per_flavour = 18", "per_flavour = 1e9", ["token.per_flavour"]),
        ("diameter = 19.0", "diameter = nan", ["token.diameter"]),
    ],
)
def test_icecream_spec_limits(kitgen, tmp_path: Path, old: str, new: str, words) -> None:
    spec = tmp_path / "kit.toml"
    assert old in ICECREAM
    spec.write_text(ICECREAM.replace(old, new, 1), encoding="utf-8")
    result = kitgen("tokens", "--spec", spec, "--out", tmp_path / "out")
    if not words:
        assert result.code == 0, result.err
        return
    refused(result, *words)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("premiums = 5\n", ["premiums: expected a table"]),
        ('colour = "red"', ["colour: expected a colour written #RRGGBB (found 'red')"]),
        ("word = true", ["word and letter multipliers as whole numbers from 1 to 10"]),
        ("word = 1000000000000", ["from 1 to 10"]),
        ('name = "triple\\u0000 word"', ["name: expected plain text"]),
        ("centre = 8", ['centre: expected a square such as "H8"']),
    ],
)
def test_board_spec_limits(text: str, words: list[str], tmp_path: Path) -> None:
    from kitgen.core.errors import KitgenError
    from kitgen.maker.specs.board import load_premium_board

    spec = tmp_path / "board.toml"
    key = text.split(" = ")[0]
    if key == "premiums":
        body = BOARD.split("[premiums.")[0] + text
    elif key == "centre":
        body = BOARD.replace('centre = "H8"', text)
    else:
        body = BOARD.replace(f"\n{key} = ", f"\n{text}\n#", 1)
    spec.write_text(body, encoding="utf-8")
    with pytest.raises(KitgenError) as caught:
        load_premium_board(spec)
    for word in words:
        assert word in str(caught.value)


def test_the_svg_writer_never_writes_a_character_xml_forbids(tmp_path: Path) -> None:
    from xml.etree import ElementTree

    from kitgen.maker.render.svg import render_svg
    from kitgen.maker.scene import Page

    page = Page(50.0, 50.0, (), label="bad\x00\x07\ufffe label")
    svg = render_svg(page, "laser")
    root = ElementTree.fromstring(svg)  # raises on a character XML forbids
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text == "bad label"


def test_a_picture_name_with_control_characters_still_draws(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game).code == 0
    picture = tmp_path / "a\x07b.png"
    result = kitgen("game", "show", game, "--png", picture)
    assert result.code == 0, result.err
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# -- numbers from flags -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["tiles", "--margin", "nan"], ["--margin nan mm is out of range", "0 to 50 mm"]),
        (["tokens", "--margin", "inf"], ["--margin inf mm is out of range"]),
        (["cards", "binary", "--margin", "nan"], ["--margin nan mm"]),
        (["board", "binary", "--margin", "nan"], ["--margin nan mm"]),
        (["board", "icecream", "--margin", "-1"], ["--margin -1 mm"]),
        (["tiles", "--laser", "--speed", "1e-300"], ["--speed 1e-300 mm/s", "0.1 to 1000"]),
        (["tiles", "--laser", "--speed", "inf"], ["--speed inf mm/s"]),
        (["tiles", "--laser", "--bed", "20000x20000", "--preview"], ["--bed", "50 to 3000 mm"]),
        (["game", "new", "g.json", "--wait", "nan"], ["--wait nan", "0 to 86400"]),
    ],
)
def test_numbers_out_of_range(kitgen, tmp_path: Path, monkeypatch, args, words) -> None:
    monkeypatch.chdir(tmp_path)
    refused(kitgen(*args, "--out", tmp_path / "out") if args[0] != "game" else kitgen(*args),
            *words)  # fmt: skip


def test_a_preview_too_large_for_cairo_is_refused_before_drawing(kitgen, tmp_path: Path) -> None:
    refused(
        kitgen(
            "tiles", "--laser", "--bed", "3000x3000", "--preview", "--dpi", "300", "--out", tmp_path
        ),
        "35433 × 35433 pixels, more than 16384 a side — lower --dpi to 138 or less",
    )


# -- user files -------------------------------------------------------------------------------


def test_devices_fifos_and_huge_files_are_refused_without_reading(tmp_path: Path) -> None:
    fifo = tmp_path / "rules.toml"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.toml"
    with huge.open("wb") as handle:
        handle.truncate(MAX_FILE_BYTES + 1)  # sparse: costs no disk
    cases = [
        (["check", "1=1", "--rules", "/dev/zero"], "it is a device"),
        (["check", "1=1", "--rules", "/dev/urandom"], "it is a device"),
        (["check", "1=1", "--rules", fifo], "it is a FIFO"),
        (["tiles", "--spec", fifo, "--out", tmp_path], "it is a FIFO"),
        (["check", "1=1", "--rules", huge], "larger than 4 MB"),
        (["game", "show", fifo], "it is a FIFO"),
    ]
    for argv, words in cases:
        done = kitgen_proc(*argv)
        assert done.returncode == 2, (argv, done.stderr)
        assert words in done.stderr and done.stderr.count("\n") == 1, done.stderr


def test_a_file_growing_past_the_limit_while_read_is_refused(tmp_path: Path) -> None:
    from kitgen.core.errors import KitgenError
    from kitgen.files import read_text_file

    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_FILE_BYTES + 10))
    with pytest.raises(KitgenError, match="larger than 4 MB"):
        read_text_file(big, "game file")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[" * 100_000 + "]" * 100_000, ["nests lists or tables more than 64 deep"]),
        ('{"a": ' * 70 + "1" + "}" * 70, ["more than 64 deep"]),
        ('{"version": ' + "9" * 5000 + "}", ["a number of 5,000 digits (at most 100)"]),
        ('{"version": NaN}', ["NaN is not a number kitgen reads"]),
    ],
)
def test_json_files_nested_or_with_huge_numbers(kitgen, tmp_path: Path, text, words) -> None:
    for argv in (["game", "show", "{}"], ["code", "match", "show", "{}"]):
        path = tmp_path / "f.json"
        path.write_text(text, encoding="utf-8")
        refused(kitgen(*[str(path) if a == "{}" else a for a in argv]), str(path), *words)


def test_toml_nested_deeply(kitgen, tmp_path: Path) -> None:
    rules = tmp_path / "rules.toml"
    rules.write_text("a = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    refused(kitgen("check", "1=1", "--rules", rules), "nests lists or tables more than 64 deep")


# -- referee inputs ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("claim", "words"),
    [
        ("(" * 326 + "3" + ")" * 326, ["653 characters long", "at most 200 characters"]),
        ("+".join(["1"] * 985), ["1,969 characters long"]),
        ("2" * 5000, ["5,000 characters long"]),
        ("(" * 13 + "3" + ")" * 13, ["nests parentheses 13 deep — at most 12"]),
    ],
)
def test_staeda_claims_are_bounded(kitgen, claim: str, words: list[str]) -> None:
    refused(kitgen("staeda", "check", claim, "--target", "3", "--hand", "3", "--table", "4"),
            *words)  # fmt: skip


def test_a_staeda_claim_of_more_cards_than_held_is_an_answer(kitgen) -> None:
    """Seven cards (or a hundred) are read: not a stæða, exit 1 (tests/staeda/test_round_file)."""
    result = kitgen("staeda", "check", "1+2+3+4+5+6+7", "--target", "3", "--hand", "3",
                    "--table", "4")  # fmt: skip
    assert result.code == 1
    assert result.out == "not a stæða: there is no ace in your hand (3) or on the table (4)\n"


def test_staeda_solve_takes_at_most_the_rules_six_cards(kitgen) -> None:
    refused(kitgen("staeda", "solve", "--target", "24", "--hand", "A 2 3 4", "--table", "5 6 7"),
            "hand: 4 cards — the rules deal three cards to each player and three to the table; "
            "give at most 3")  # fmt: skip
    refused(kitgen("staeda", "check", "2+3", "--target", "5", "--hand", "2", "--table", "3 4 5 6"),
            "table: 4 cards", "give at most 3")  # fmt: skip


def test_too_many_arguments_are_refused_before_parsing(kitgen) -> None:
    refused(kitgen("check", *(["1+"] * 2000), "1=1"), "2,002 arguments", "at most 1,000")
    refused(kitgen("check", "1" * 600_000), "600,005 characters — kitgen reads at most 500,000")


@pytest.mark.parametrize("zeros", [14_285, 99_990])
def test_check_writes_huge_values_in_text_json_and_explain(kitgen, zeros: int) -> None:
    number = "1" + "0" * zeros  # 2**zeros, zeros + 1 binary digits
    claim = f"{number}={number}"
    text = kitgen("check", claim)
    assert text.code == 0, text.err
    assert f"({zeros + 1} digits) = 2^{zeros} points." in text.out
    data = kitgen("check", claim, "--json")
    limit = sys.get_int_max_str_digits()
    sys.set_int_max_str_digits(0)  # let the test read the 30,000-digit number back
    try:
        answer = data.json()
    finally:
        sys.set_int_max_str_digits(limit)
    assert data.code == 0 and answer["points"] == 2**zeros
    assert answer["value"] == number
    explained = kitgen("check", claim, "--explain")
    assert explained.code == 0 and f"= 2^{zeros} points." in explained.out


# -- tampered game and match files ------------------------------------------------------------


def tamper(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.__setitem__("version", True), ['"version" true is not one']),
        (lambda d: d["tiles"]["faces"][0].__setitem__("count", 10**18),
         ["tiles.faces[1].count: expected a whole number from 0 to 2000"]),
        (lambda d: d["tiles"].__setitem__("rack", 10**6), ["tiles.rack"]),
        (lambda d: d["board"]["premiums"]["TW"].__setitem__("colour", "red"), ["#RRGGBB"]),
        (lambda d: d["board"]["premiums"]["TW"].__setitem__("word", True), ["1 to 10"]),
        (lambda d: d.__setitem__("players", ["A"] * 1 + [f"P{i}" for i in range(20)]),
         ["1 to 8 players"]),
        (lambda d: d.__setitem__("extra", 1), ["unknown key 'extra'"]),
    ],
)  # fmt: skip
def test_tampered_game_files(kitgen, tmp_path: Path, change, words) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game).code == 0
    tamper(game, change)
    refused(kitgen("game", "show", game), "the game file is corrupt", *words)


def test_game_end_refuses_more_left_than_a_rack_holds(kitgen, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert kitgen("game", "new", game, "--players", "Ann,Bob").code == 0
    assert kitgen("game", "play", game, "8H 1=1").code == 0
    before = game.read_text()
    eleven = ",".join(["1"] * 11)
    refused(kitgen("game", "end", game, "--left", f"Bob={eleven}"),
            "Bob is given 11 tiles left, but a rack holds 9")  # fmt: skip
    assert game.read_text() == before


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["rules"].__setitem__("mode", "insane"), ["mode 'insane' is unknown"]),
        (lambda d: d.__setitem__("colour", "red"), ["unknown key 'colour'"]),
        (lambda d: d.__setitem__("rounds_agreed", 10**30), ["agree on 1 to 100"]),
        (lambda d: d.__setitem__("version", True), ["'version' is true"]),
        (lambda d: d["rules"].__setitem__("rows", 10**9), ["1 to 30 rows"]),
        (lambda d: d["rounds"][0].__setitem__("round", True), ["round 1 is numbered true"]),
        (lambda d: d["rounds"][0].__setitem__("note", "x"), ["unknown key 'note'"]),
        (lambda d: d.__setitem__("players", ["Ann", "B\u0007o"]), ["control character U+0007"]),
    ],
)
def test_tampered_match_files(kitgen, tmp_path: Path, change, words) -> None:
    path = tmp_path / "m.json"
    assert kitgen("code", "match", "new", path, "--players", "Ann,Bo").code == 0
    assert kitgen("code", "match", "round", path, "--cracked-on", "3").code == 0
    tamper(path, change)
    refused(kitgen("code", "match", "show", path), "is corrupt", *words)


def test_card_texts_with_control_characters_are_refused(kitgen, tmp_path: Path) -> None:
    shipped = Path(__file__).parents[2] / "templates" / "cards" / "staeda.en.toml"
    own = tmp_path / "staeda.en.toml"
    text = shipped.read_text("utf-8")
    assert 'title = "Stæða"' in text
    own.write_text(text.replace('title = "Stæða"', 'title = "St\\u0007æða"'), encoding="utf-8")
    refused(kitgen("cards", "staeda", "--texts", own, "--out", tmp_path / "out"),
            f"{own}: card.title holds the control character U+0007")  # fmt: skip
