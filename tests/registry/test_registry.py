"""The game registry (``kitgen.core.games``): one record per game, found by name.

A tiny extra game (Nim, ``tests/registry/nim.py``: a rules class and a referee function,
its rules page and its answer's schema) registered from here is found by ``kitgen
rules``, ``kitgen schema``, its own referee command on the command line and the web API
(its endpoint and ``/openapi.json``) with no other change to kitgen.
"""

from __future__ import annotations

import ast
import json
import re
import shlex
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from kitgen.core import games
from kitgen.core.errors import KitgenError
from tests import conftest
from tests.registry.nim import NIM
from tests.web.conftest import BEARER, TOKEN

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def nim(monkeypatch: pytest.MonkeyPatch) -> Iterator[games.GameRecord]:
    from kitgen.cli.app import command_tree

    # The command modules imported first, without nim, as a plug-in's game comes after
    # them: an option whose words are the games registered (tournament new --game) shows
    # them in its help as they are when it is printed, and docs/reference, read later in
    # the same process, must not list nim.
    command_tree()
    monkeypatch.setattr(conftest, "_PATHS", [])  # the command tree read again, with nim
    with games.registered(NIM) as record:
        yield record
    assert games.lookup("nim") is None


def test_the_three_games_are_found_by_every_spelling() -> None:
    assert games.names() == ("binary", "icecream", "staeda")
    assert games.find_game("Stæða").name == "staeda"
    assert games.find_game(" STÆÐA ").name == "staeda"
    assert games.find_game("ice-cream").name == "icecream"
    assert games.find_game("binary").colour == "#2E4A62"
    with pytest.raises(KitgenError, match=r"unknown game 'bianry'.*did you mean 'binary'"):
        games.find_game("bianry")


def test_a_name_is_taken_once() -> None:
    with pytest.raises(ValueError, match="taken"):
        games.register(games.GameRecord("stæða", "x", "m:C", "#000000"))
    # a fit part's name is its key in the test's answer (peg_hole_mm): once a test
    peg = games.FitPart("laser", "peg", "tests.registry.nim_fit:stone_hole")
    for fits in ((peg,), (replace(peg, name="pebble"), replace(peg, name="pebble"))):
        with pytest.raises(ValueError, match=r"laser fit part '(peg|pebble)' is (icecream|pegs)'s"):
            games.register(games.GameRecord("pegs", "x", "m:C", "#000000", fits=fits))
    assert games.names() == ("binary", "icecream", "staeda")


def test_the_rules_command_finds_a_registered_game(kitgen, nim) -> None:
    page = kitgen("rules", "nim")
    assert page.code == 0
    assert page.out.startswith("# Nim (one heap)\n")
    assert kitgen("rules", "heap-game", "--json").json()["game"] == "nim"  # by its alias
    assert kitgen("rules", "nim", "--lang", "nl").err.startswith("note: ")  # English only
    import kitgen as api

    assert api.rules("nim").title == "Nim (one heap)"


def test_its_referee_command_and_schema(kitgen, nim) -> None:
    assert "nim take" in kitgen("schema").out.split("\n")
    schema = kitgen("schema", "nim", "take").json()
    assert schema["title"] == "kitgen nim take --json"
    legal = kitgen("nim", "take", "7", "3", "--json")  # checked against that schema
    assert legal.code == 0 and legal.json()["left"] == 4
    too_many = kitgen("nim", "take", "7", "3", "--most", "2")
    assert too_many.code == 1 and too_many.out.strip() == "take 1 to 2 stones"
    bad = kitgen("nim", "take", "7", "1", "--most", "11")
    assert bad.code == 2 and bad.err.startswith("error: ") and "10" in bad.err
    assert "Take stones from the heap." in kitgen("nim", "--help").out
    assert "nim" in kitgen("--help").out
    assert kitgen("heap-game", "take", "5", "5", "--most", "5").code == 0  # the alias


def test_its_kit_command(kitgen, nim, tmp_path: Path) -> None:
    """Its ``kits`` entry is a kit command: on the command line, in ``kitgen.make``, with
    the kits' ``files`` schema; gone with the game."""
    import kitgen as api

    made = kitgen("board", "nim", "--heap", "3", "--out", tmp_path, "--json")
    assert made.code == 0, made.err
    (written,) = made.json()["files"]
    assert Path(written["path"]).read_text(encoding="utf-8").splitlines()[-1] == "- stone 3"
    assert kitgen("board", "nim", "--heap", "22", "--out", tmp_path).code == 2
    assert "board nim" in kitgen("schema").out.split("\n")
    assert len(api.make("board nim", tmp_path / "api", heap=2).files) == 1
    games.unregister("nim")
    try:
        with pytest.raises(KitgenError, match="unknown kit command 'board nim'"):
            api.make("board nim", tmp_path / "gone")
    finally:
        games.register(NIM)


def test_its_lists_are_offered(nim) -> None:
    """A front end's pick lists (a shell's completion) take the game's own lists."""
    from kitgen.api.forms import choices

    assert choices("heaps")[:3] == ["1", "2", "3"] and len(choices("heaps")) == 21
    assert choices("ranks")[0] == "A"  # the shipped games' too, from their records
    games.unregister("nim")
    try:
        with pytest.raises(LookupError):
            choices("heaps")
    finally:
        games.register(NIM)


def test_a_tournament_of_it(kitgen, nim, tmp_path: Path) -> None:
    """``tournament new --game`` takes the games registered when it runs (not when its
    declaration was imported), and no more once the game is gone."""
    made = kitgen("tournament", "new", tmp_path / "t.json", "--players", "Ann,Bob,Cy", "--game",
                  "nim", "--json")  # fmt: skip
    assert made.code == 0, made.err
    assert json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))["game"] == "nim"
    assert "binary|icecream|staeda|nim" in kitgen("tournament", "new", "--help").out
    games.unregister("nim")
    try:
        assert "binary|icecream|staeda " in kitgen("tournament", "new", "--help").out
        gone = kitgen("tournament", "new", tmp_path / "u.json", "--players", "Ann,Bob,Cy",
                      "--game", "nim")  # fmt: skip
        assert gone.code == 2 and "unknown game 'nim'" in gone.err, gone.err
    finally:
        games.register(NIM)


def test_the_web_finds_it(nim, tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    with TestClient(create_app(tmp_path / "data", TOKEN, processes=1)) as client:
        answer = client.post("/api/nim/take", json={"heap": "9", "stones": "2", "most": 2},
                             headers=BEARER)  # fmt: skip
        assert answer.status_code == 200
        assert answer.json() == {"ok": True, "reason": None, "left": 7, "lang": "en"}
        refused = client.post("/api/nim/take", json={"heap": "9", "stones": "2", "most": 0},
                              headers=BEARER)  # fmt: skip
        assert refused.status_code == 400
        assert refused.json()["error"]["message"] == "--most 0 is out of range — give 1 to 10"
        home = client.get(f"/?token={TOKEN}").text  # the start page lists its made page
        assert '<a href="/referee/nim/take"><strong>Nim</strong>' in home
        card = '<a href="/nim/heaps"><strong>Nim heaps</strong><span>How many stones a heap'
        assert card in home  # and its own page's card, from its record
        shipped = re.findall(r'<li><a href="(/[a-z]+)"><strong>', home)
        assert shipped[:4] == ["/check", "/game", "/code", "/staeda"]
        spec = client.get("/openapi.json", headers=BEARER).json()
        body = spec["paths"]["/api/nim/take"]["post"]["requestBody"]
        properties = body["content"]["application/json"]["schema"]["properties"]
        assert set(properties) == {"heap", "stones", "most", "lang"}
        assert properties["most"]["maximum"] == 10
        schema = spec["components"]["schemas"]["nim-take"]
        shipped = json.loads((ROOT / "tests" / "registry" / "nim-take.json").read_text())
        for key in ("ok", "reason", "left"):  # (the web names the languages in ``lang``)
            assert schema["properties"][key] == shipped["properties"][key]
    with TestClient(create_app(tmp_path / "data2", TOKEN, processes=1)) as client:
        games.unregister("nim")
        gone = client.post("/api/nim/take", json={"heap": "9", "stones": "2"}, headers=BEARER)
        assert gone.status_code in (400, 404)
        games.register(NIM)


def test_its_made_page_says_its_verdicts(nim, tmp_path: Path) -> None:
    """The page made for its referee command says the record's words for yes and no."""
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app
    from kitgen.web.guard import csrf_token

    with TestClient(create_app(tmp_path / "data", TOKEN, processes=1)) as client:
        client.get(f"/?token={TOKEN}")  # the table's cookie
        said = []
        for stones in ("2", "5"):
            form = {"heap": "9", "stones": stones, "csrf": csrf_token(TOKEN)}
            page = client.post("/referee/nim/take", data=form)
            assert page.status_code == 200
            said.append(("Taken" in page.text, "Not allowed" in page.text))
        assert said == [(True, False), (False, True)]
        own = client.get("/nim/heaps")  # its record's own pages
        assert own.status_code == 200 and own.text.startswith("Nim heaps: 1 2 3 ")
    assert (tmp_path / "data" / "nim-heaps").is_dir()  # its own kind of stored file's folder
    from kitgen.web.store import Store

    ident, path = Store(tmp_path / "data").new("nim")
    assert path == tmp_path / "data" / "nim-heaps" / f"{ident}.json"
    with pytest.raises(KitgenError, match="is not a game id"):
        Store(tmp_path / "data").path("nim", "../../etc/passwd")


def test_its_names_in_the_public_api(nim) -> None:
    """``kitgen.NAME`` gives the record's ``exports`` while the game is registered; the
    stub the static type checkers read names exactly the shipped games' and shared ones."""
    import kitgen

    try:
        assert kitgen.nim.take("7", "3").left == 4
        assert kitgen.NimRules().most == 3
        assert {"nim", "NimRules", "check", "staeda", "make"} <= set(kitgen.__all__)
        games.unregister("nim")
        vars(kitgen).pop("nim"), vars(kitgen).pop("NimRules")  # what the first use kept
        assert "nim" not in kitgen.__all__
        with pytest.raises(AttributeError):
            kitgen.nim  # noqa: B018
    finally:
        games.register(NIM)
    # The stub the type checkers read (kitgen/__init__.pyi, made by make reference) imports
    # each shipped name, and no plug-in's: those are Any, through its __getattr__
    stub = (ROOT / "kitgen" / "__init__.pyi").read_text(encoding="utf-8")
    tree = ast.parse(stub)
    typed = {a.asname for n in tree.body if isinstance(n, ast.ImportFrom) for a in n.names}
    shipped = set(kitgen.__all__) - {"nim", "NimRules", "__version__"}
    assert typed - {None} == shipped and len(shipped) == 16
    assert "from kitgen.api.check import check as check" in stub.splitlines()
    assert "def __getattr__(name: str) -> Any: ..." in stub.splitlines()
    assert "nim" not in stub
    init = ast.parse((ROOT / "kitgen" / "__init__.py").read_text(encoding="utf-8"))
    outside = [n for n in init.body if not isinstance(n, ast.FunctionDef)]
    imported = {n.module for top in outside for n in ast.walk(top) if isinstance(n, ast.ImportFrom)}
    assert imported == {"__future__", "typing"}  # no game's module imported by hand


def test_the_type_stub_is_made_from_the_registry() -> None:
    """``kitgen/__init__.pyi`` is what ``make reference`` writes now (run it when a game's
    record changes its exports)."""
    from tests.test_docs import _reference_tool

    assert (ROOT / "kitgen" / "__init__.pyi").read_text(encoding="utf-8") == (
        _reference_tool().api_stub()
    )


def test_its_kind_of_puzzle(kitgen, nim, tmp_path: Path) -> None:
    """``kitgen puzzles nim``: a deck drawn and printed by what its record names."""
    import pdfplumber

    made = kitgen("puzzles", "nim", "--count", "3", "--level", "2", "--size", "sheet",
                  "--out", tmp_path, "--json")  # fmt: skip
    assert made.code == 0, made.err
    answer = made.json()
    heaps = [p["question"]["heap"] for p in answer["puzzles"]]
    assert sorted(heaps) == [9, 10, 11]  # the level-2 heaps, each once
    takes = {p["question"]["heap"]: p["answer"] for p in answer["puzzles"]}
    assert takes == {9: "1", 10: "2", 11: "3"}  # leaving 8 each time
    (sheet,) = [f["path"] for f in answer["files"] if f["path"].endswith(".pdf")]
    with pdfplumber.open(sheet) as pdf:
        text = pdf.pages[0].extract_text()
    assert "Nim — worksheet" in text and "A heap of 10 stones" in text
    by_alias = kitgen("puzzles", "Heap-Game", "--count", "1", "--size", "sheet", "--out",
                      tmp_path / "alias", "--json")  # fmt: skip
    assert by_alias.code == 0 and by_alias.json()["kind"] == "nim"  # the game's name: its kind
    helped = " ".join(w for w in kitgen("puzzles", "--help").out.split() if w != "│")
    assert "24 (four cards make 24), nim (leave the heap a multiple of four)" in helped
    assert "--nim-most N Nim puzzles: the most stones taken a turn. Default: 3." in helped
    two = kitgen("puzzles", "nim", "--nim-most", "2", "--count", "2", "--level", "2",
                 "--size", "sheet", "--out", tmp_path / "two", "--json")  # fmt: skip
    assert two.code == 0, two.err  # its own option reaches its draw: leave a multiple of 3
    assert {p["question"]["heap"]: p["answer"] for p in two.json()["puzzles"]} == {10: "1", 11: "2"}
    assert kitgen("puzzles", "nim", "--nim-most", "10", "--out", tmp_path).code == 2
    games.unregister("nim")
    try:
        gone = kitgen("puzzles", "nim", "--out", tmp_path)
        assert gone.code == 2 and "unknown puzzle kind 'nim'" in gone.err
        assert "nim" not in kitgen("puzzles", "--help").out  # its kind and option gone
    finally:
        games.register(NIM)


def test_a_game_name_is_its_kind_of_puzzle(kitgen, tmp_path: Path) -> None:
    """Where a kind of puzzle is asked for, a shipped game's name or alias is its kind."""
    for word, kind in (("icecream", "code"), ("ICE-CREAM", "code"), ("Stæða", "staeda")):
        made = kitgen("puzzles", word, "--count", "1", "--size", "sheet", "--answers", "off",
                      "--out", tmp_path, "--json")  # fmt: skip
        assert made.code == 0 and made.json()["kind"] == kind, (word, made.err)
    wrong = kitgen("puzzles", "chess", "--out", tmp_path)
    assert wrong.code == 2 and "unknown puzzle kind 'chess'" in wrong.err


def test_its_fit_part_reaches_the_fit_tests(kitgen, nim, tmp_path: Path) -> None:
    """Its record's ``fits`` (a stone 12 mm across, ``nim_fit.py``) reach both fit tests:
    a hole plate on the laser sheet, a bar of holes and a test stone on the 3D plate."""
    from tests.laser.svgmeasure import cut_shapes
    from tests.print3d.read3mf import read_3mf

    laser = kitgen("calibrate", "laser", "--out", tmp_path / "laser", "--json")
    assert laser.code == 0, laser.err
    answer = laser.json()
    assert [p["part"] for p in answer["fit_parts"]] == ["dowel", "token", "peg", "stone"]
    assert answer["fit_parts"][-1]["sizes_mm"] == [12.4] and answer["stone_hole_mm"] == 12.4
    (svg,) = [Path(f["path"]) for f in answer["files"] if f["kind"] == "laser"]
    circles = sorted(round(d.bbox[2] - d.bbox[0], 3) for d in cut_shapes(svg) if d.kind == "Circle")
    assert circles == pytest.approx([6.0, 6.3, 12.3, 19.3], abs=0.005)  # each kerf (0.1) less
    # Its plate, worked out by hand: 2 mm of wall each side of its label, "stone ⌀12.4" in
    # DejaVu Sans Bold at 3.5 mm (the glyphs' advances 1219 + 979 + 1407 + 1458 + 1389 + 713
    # + 1233 + 1425 + 1425 + 778 + 1425 = 13451 units of its 2048 em: 22.988 mm), cut the
    # kerf (0.1) wider: 27.088 across; 2 + 12.4 + 1.5 + 2.55 of capitals + 2 + 0.1 = 20.55
    # down. It comes after the peg's plate, before the square. In the shipped games' sheet
    # (102.1 x 66.75) that row is 1 + 25.343 + 2 + 27.332 + 2 + 21.01 (the three plates,
    # measured there) + 2 + 20.1 (the square) = 100.785 long. A row may be as wide as the
    # bed less 1 mm of margin (299 on the K40's 300 mm): the stone's plate and its gap make
    # it 100.785 + 27.088 + 2 = 129.873, one row still, + 1 of margin; as tall as before,
    # the token's plate (27.55) the row's tallest
    assert answer["size_mm"] == [130.87, 66.75]
    plates = sorted(round(d.bbox[2] - d.bbox[0], 3) for d in cut_shapes(svg) if d.kind == "Rect")
    assert 27.088 in plates
    # On a bed 110 mm wide the rows stop at 109: the stone's plate ends at 100.785 - 20.1 - 2
    # + 2 + 27.088 = 107.773 (the sheet 108.77 wide); the square would reach 129.873 and
    # starts a row of its own under the token's plate (38.2 + 27.552 + 2 = 67.752): + 20.1
    # + 1 = 88.85 high: over 80 mm, and turned its 108.77 is
    small = kitgen("calibrate", "laser", "--bed", "110x80", "--out", tmp_path / "small")
    assert small.code == 2 and small.err.startswith(
        "error: the fit test, with a hole for each of its parts (dowel, token, peg, stone), is "
        "108.77 × 88.85 mm and does not fit the 110x80 mm bed"
    )
    assert "\n" not in small.err.strip()
    printed = kitgen("calibrate", "3d", "--out", tmp_path / "3d", "--json")
    assert printed.code == 0, printed.err
    answer = printed.json()
    stone = [12.0, 12.1, 12.2, 12.3, 12.4, 12.5]  # 12 mm + 0.0 ... 0.5
    assert answer["fit_parts"][-1] == {
        "part": "stone", "shape": "round", "size_mm": 12.0, "sizes_mm": stone
    }  # fmt: skip
    assert answer["stone_holes_mm"] == stone and answer["peg_holes_mm"][0] == 6.0
    package = read_3mf(Path(answer["files"][0]["path"]))
    found = {package.objects[i.objectid].name: package.mesh_of(i.objectid) for i in package.items}
    assert {"stone holes", "stone", "peg holes", "tile pockets"} <= set(found)
    vertices, _triangles = found["stone holes"]
    # six holes at a pitch of the widest (12.5) + 3 mm of wall + 4: 6 x 19.5 mm
    assert vertices[:, 0].max() - vertices[:, 0].min() == pytest.approx(117.0, abs=0.01)
    vertices, _triangles = found["stone"]
    assert vertices.max(axis=0) - vertices.min(axis=0) == pytest.approx((12, 12, 4), abs=0.01)
    # a printer whose plate holds the shipped games' bars but not the stone's too
    full = kitgen("calibrate", "3d", "--printer", "130x130", "--out", tmp_path / "full")
    assert full.code == 2 and full.err.count("\n") == 1 and not (tmp_path / "full").exists()
    assert "for each of its parts (tile, peg, stone), does not fit on one 130x130" in full.err
    for test, name in (("print", "stone"), ("3d", "Stone"), ("laser", "stone pin"), ("3d", "2d")):
        with pytest.raises(ValueError, match="fit part"):  # one English word: a JSON key
            games.FitPart(test, name, "tests.registry.nim_fit:stone_fit")
    games.unregister("nim")
    try:
        assert kitgen("calibrate", "3d", "--printer", "130x130", "--out", tmp_path).code == 0
        gone = kitgen("calibrate", "laser", "--out", tmp_path / "gone", "--json").json()
        assert "stone_hole_mm" not in gone and gone["size_mm"] == [102.1, 66.75]
    finally:
        games.register(NIM)


def test_its_help_examples(kitgen, nim, tmp_path: Path) -> None:
    """Its record's examples end its commands' and group's help; a shared command shows it
    after the shipped games' lines only when there is room (at most three)."""

    def shown(*path: str) -> list[str]:
        tail = kitgen(*path, "--help").out.rpartition("Examples:")[2]
        return [line.strip()[2:] for line in tail.splitlines() if line.strip().startswith("$")]

    assert shown("board", "nim") == ["kitgen board nim", "kitgen board nim --heap 11"]
    assert shown("nim", "take") == ["kitgen nim take 7 3", "kitgen nim take 7 3 --most 2 --json"]
    assert shown("nim") == ["kitgen nim take 7 3", "kitgen nim take 2 2 --most 1"]
    assert len(shown("puzzles")) == 3 and "nim" not in " ".join(shown("puzzles"))
    for line in shown("nim", "take") + shown("nim"):  # each runs as written
        assert kitgen(*shlex.split(line)[1:]).code in (0, 1), line  # a yes or a no
    for line in shown("board", "nim"):
        assert kitgen(*shlex.split(line)[1:], "--out", tmp_path).code == 0, line
