"""``kitgen tournament``: standings worked out by hand for a 5- and a 6-player event, the
file's conventions (refused results change nothing, no leftovers, --force), bad input, and
the wall sheet read back with pdfplumber."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

FIVE = ["Ann", "Bob", "Cy", "Dee", "Eve"]
# Ann 2½; Bob, Cy, Dee 2 each: head-to-head among them Bob 2 (beat both), Cy 1, Dee 0 —
# their Sonneborn–Berger is 4 each, so head-to-head decides; Eve 1½.
FIVE_RESULTS = [
    "Ann-Bob 1-0", "Cy-Ann ½-½", "Dee-Ann 1-0", "Ann-Eve 312-287", "Bob-Cy 1-0",
    "Dee-Bob 0-1", "Eve-Bob 5-3", "Cy-Dee 1-0", "Eve-Cy 2-2", "Dee-Eve 1-0",
]  # fmt: skip
FIVE_STANDINGS = [
    # place, name, points, head-to-head, Sonneborn–Berger, won, drawn, lost
    (1, "Ann", 2.5, 0, 4.5, 2, 1, 1),  # SB: Bob 2 + ½ × Cy 2 + Eve 1½
    (2, "Bob", 2, 2, 4, 2, 0, 2),  # SB: Cy 2 + Dee 2
    (3, "Cy", 2, 1, 4, 1, 2, 1),  # SB: ½ × Ann 2½ + Dee 2 + ½ × Eve 1½
    (4, "Dee", 2, 0, 4, 2, 0, 2),  # SB: Ann 2½ + Eve 1½
    (5, "Eve", 1.5, 0, 3, 1, 1, 2),  # SB: Bob 2 + ½ × Cy 2
]

SIX = ["A", "B", "C", "D", "E", "F"]
# B, C and F have 2½ and beat each other in a circle (head-to-head 1 each): Sonneborn–
# Berger puts B second (5¾); C and F are level on it too (4½) and share third.
SIX_RESULTS = [
    "A-B ½-½", "A-C 1-0", "A-D 1-0", "A-E 1-0", "A-F 1-0", "B-C 1-0", "B-D 0-1",
    "B-E 1-0", "B-F 0-1", "C-D ½-½", "C-E 1-0", "C-F 1-0", "D-E 0-1", "D-F ½-½", "E-F 0-1",
]  # fmt: skip
SIX_STANDINGS = [
    (1, "A", 4.5, 0, 9.25, 4, 1, 0),  # ½ × 2½ + 2½ + 2 + 1 + 2½
    (2, "B", 2.5, 1, 5.75, 2, 1, 2),  # ½ × 4½ + C 2½ + E 1
    (3, "C", 2.5, 1, 4.5, 2, 1, 2),  # ½ × D 2 + E 1 + F 2½
    (3, "F", 2.5, 1, 4.5, 2, 1, 2),  # B 2½ + ½ × D 2 + E 1
    (5, "D", 2, 0, 5, 1, 2, 2),  # B 2½ + ½ × C 2½ + ½ × F 2½
    (6, "E", 1, 0, 2, 1, 0, 4),  # D 2
]


def _standings(answer: dict) -> list[tuple]:
    return [
        (
            r["place"], r["name"], r["points"], r["head_to_head"], r["sonneborn_berger"],
            r["won"], r["drawn"], r["lost"],
        )
        for r in answer["standings"]
    ]  # fmt: skip


def _play(kitgen, path: Path, players: list[str], results: list[str], game: str) -> dict:
    made = kitgen("tournament", "new", path, "--players", ",".join(players), "--game", game)
    assert made.code == 0, made.err
    half = len(results) // 2
    for chunk in (results[:half], results[half:]):  # two calls, several results each
        args = [a for r in chunk for a in ("--result", r)]
        got = kitgen("tournament", "round", path, *args, "--json")
        assert got.code == 0, got.err
    shown = kitgen("tournament", "show", path, "--json")
    assert shown.code == 0
    return shown.json()


def test_five_players_standings_by_hand(kitgen, tmp_path) -> None:
    answer = _play(kitgen, tmp_path / "t.json", FIVE, FIVE_RESULTS, "binary")
    assert _standings(answer) == FIVE_STANDINGS
    assert answer["complete"] is True and answer["next_round"] is None
    assert answer["tie_breaks"] == ["head_to_head", "sonneborn_berger"]
    # the game's own score is kept as entered, the colours as the tables give them
    games = [g for r in answer["rounds"] for g in r["games"]]
    ann_eve = next(g for g in games if {g["white"], g["black"]} == {"Ann", "Eve"})
    assert sorted(ann_eve["scores"]) == [287, 312]
    assert sorted(r["bye"] for r in answer["rounds"]) == sorted(FIVE)


def test_six_players_standings_by_hand(kitgen, tmp_path) -> None:
    answer = _play(kitgen, tmp_path / "t.json", SIX, SIX_RESULTS, "staeda")
    assert _standings(answer) == SIX_STANDINGS
    assert all(r["bye"] is None for r in answer["rounds"])


def test_double_round_robin_plays_each_pair_twice_colours_swapped(kitgen, tmp_path) -> None:
    path = tmp_path / "d.json"
    made = kitgen(
        "tournament", "new", path, "--players", "Ann,Bob,Cy", "--game", "icecream",
        "--rounds", "double", "--json",
    )  # fmt: skip
    assert made.code == 0 and made.json()["cycles"] == 2 and len(made.json()["rounds"]) == 6
    first = kitgen("tournament", "round", path, "--result", "Bob-Ann 3-1", "--json").json()
    second = kitgen("tournament", "round", path, "--result", "Bob-Ann 2-4", "--json").json()
    a, b = first["recorded"][0], second["recorded"][0]
    assert (a["white"], a["black"]) == (b["black"], b["white"])
    assert abs(a["round"] - b["round"]) == 3  # the same pair in each cycle
    third = kitgen("tournament", "round", path, "--result", "Ann-Bob 1-0")
    assert third.code == 2 and "played all their games" in third.err


def test_a_refused_result_changes_nothing_and_leaves_no_file_behind(kitgen, tmp_path) -> None:
    path = tmp_path / "t.json"
    assert kitgen("tournament", "new", path, "--players", "Ann,Bob,Cy").code == 0
    before = path.read_bytes()
    for bad, named in (
        ("Ann-Zed 1-0", "Zed"),
        ("Ann-Bob 1", "score"),
        ("Ann-Bob -1-0", "score"),
        ("Ann-Ann 1-0", "two players"),
    ):
        # the first result is good, the second bad: neither is recorded
        result = kitgen("tournament", "round", path, "--result", "Bob-Cy 1-0", "--result", bad)
        assert result.code == 2 and result.err.startswith("error: "), (bad, result.err)
        assert named in result.err, (bad, result.err)
        assert path.read_bytes() == before
    again = kitgen("tournament", "new", path, "--players", "Ann,Bob,Cy")
    assert again.code == 2 and "--force" in again.err
    assert kitgen("tournament", "new", path, "--players", "Ann,Bob,Cy,Dee", "--force").code == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.json"]


def test_bad_input_is_one_error_line(kitgen, tmp_path) -> None:
    for args, named in (
        (["new", tmp_path / "a.json", "--players", "Ann,Bob"], "3 to 40"),
        (["new", tmp_path / "a.json", "--players", "Ann,Bob,ann"], "same name"),
        (["new", tmp_path / "a.json", "--players", "A,B,C", "--game", "chess"], "chess"),
        (["new", tmp_path / "a.json", "--players", "A,B,C", "--rounds", "triple"], "triple"),
        (["show", tmp_path / "none.json"], "not found"),
        (["round", tmp_path / "none.json", "--result", "A-B 1-0"], "not found"),
    ):
        result = kitgen("tournament", *args)
        assert result.code == 2, (args, result.err)
        assert result.err.startswith("error: ") and result.err.count("\n") == 1, result.err
        assert named in result.err, (args, result.err)
    corrupt = tmp_path / "c.json"
    corrupt.write_text('{"format": "kitgen-tournament", "version": 1, "game": "binary"}')
    result = kitgen("tournament", "show", corrupt)
    assert result.code == 2 and "corrupt" in result.err


def test_the_wall_sheet_names_the_tie_breaks(kitgen, tmp_path) -> None:
    path = tmp_path / "t.json"
    _play(kitgen, path, FIVE, FIVE_RESULTS, "binary")
    sheet = tmp_path / "wall.pdf"
    shown = kitgen("tournament", "show", path, "--sheet", sheet, "--json")
    assert shown.code == 0 and shown.json()["sheet"] == str(sheet)
    with pdfplumber.open(sheet) as pdf:
        page = pdf.pages[0]
        assert abs(page.width - 595.28) < 0.1 and abs(page.height - 841.89) < 0.1
        text = "\n".join(p.extract_text() for p in pdf.pages)
    assert "Head-to-head" in text and "Sonneborn–Berger" in text
    lines = text.splitlines()
    start = lines.index(next(x for x in lines if x.startswith("Place Player")))
    assert [x.split()[1] for x in lines[start + 1 : start + 6]] == [
        "Ann",
        "Bob",
        "Cy",
        "Dee",
        "Eve",
    ]
    for n in range(1, 6):
        assert f"Round {n}" in text
    nl = kitgen("tournament", "show", path, "--sheet", tmp_path / "nl.pdf", "--lang", "nl")
    assert nl.code == 0
    bad = kitgen("tournament", "show", path, "--sheet", tmp_path / "wall.png")
    assert bad.code == 2 and ".pdf" in bad.err


def test_the_wall_sheet_written_is_named_as_a_kit_file_is(kitgen, tmp_path) -> None:
    """``show --sheet`` wrote the PDF and said nothing of it; it now ends as the kit commands
    do, with the file and its pages, in the players' language."""
    path = tmp_path / "t.json"
    _play(kitgen, path, FIVE, FIVE_RESULTS, "binary")
    sheet = tmp_path / "wall sheet.pdf"
    shown = kitgen("tournament", "show", path, "--sheet", sheet)
    with pdfplumber.open(sheet) as pdf:
        pages = len(pdf.pages)
    assert pages == 1 and shown.code == 0
    assert shown.out.endswith(f"\n\nwrote {sheet}  (wall-sheet, 1 page)\n"), shown.out
    german = kitgen("tournament", "show", path, "--sheet", sheet, "--lang", "de")
    assert german.out.endswith(f"\n\n{sheet} geschrieben  (Wandaushang, 1 Seite)\n"), german.out
    plain = kitgen("tournament", "show", path)
    assert "wrote" not in plain.out
