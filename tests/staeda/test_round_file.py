"""Round files obey the option limits field by field (issue #28), and a claim naming more
cards than the player has is simply not a stæða: ``staeda check`` exits 1, and in a round
that claim fails while the other players' claims still settle it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

GOOD = 'target = 24\ntable = "7 2 5"\n[players.Ann]\nhand = "3 A K"\n'


def refused(result, message: str) -> None:
    assert result.code == 2, (result.out, result.err)
    assert result.err == f"error: {message}\n"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (GOOD.replace("24", "243"), "round file: target = 243 is out of range — give 2 to 242"),
        (GOOD.replace("24", "1"), "round file: target = 1 is out of range — give 2 to 242"),
        (
            GOOD.replace("24", "24.0"),
            "round file: target = 24.0 — write a whole number, e.g. target = 24",
        ),
        (
            GOOD.replace("24", '"24"'),
            'round file: target = "24" — write a whole number, e.g. target = 24',
        ),
        (
            GOOD + "points = 99999999999999999999999\n",
            "points for Ann: 99,999,999,999,999,999,999,999 is out of range — give 0 to 1,000 "
            "(the points so far, one per card kept)",
        ),
        (
            GOOD + "points = -1\n",
            "points for Ann cannot be negative — give 0 to 1,000 (the points so far, one per "
            "card kept)",
        ),
        (
            GOOD + "points = 2.5\n",
            "points for Ann must be a whole number, not 2.5 — give 0 to 1,000 (the points so "
            "far, one per card kept)",
        ),
        (
            GOOD + "points = true\n",
            "points for Ann must be a whole number, not true — give 0 to 1,000 (the points so "
            "far, one per card kept)",
        ),
        (
            GOOD.replace("table", "tabel"),
            "round file: unknown key 'tabel' — a round file holds only target, table, "
            "whole_numbers, players (check its spelling, or remove it)",
        ),
        (
            GOOD + 'clam = "3"\n',
            "round file: players.Ann: unknown key 'clam' — a round file holds only hand, claim, "
            "points (check its spelling, or remove it)",
        ),
        (
            GOOD + "claim = 5\n",
            "round file: players.Ann.claim: write the claim as a text, e.g. "
            'claim = "K*2+A+3" (not 5)',
        ),
        (
            GOOD.replace('"7 2 5"', "7"),
            'round file: table: write the cards as a text ("3 A K"), not 7',
        ),
        (
            GOOD.replace('"7 2 5"', '"' + "7 " * 600 + '"'),
            "round file: table is 1,200 characters long — give at most 1,000",
        ),
        (
            GOOD.replace('"3 A K"', '"3 A\\u0007K"'),
            "round file: players.Ann.hand holds the control character U+0007 — type it "
            "without control characters",
        ),
        ("whole_numbers = 3\n" + GOOD, "round file: whole_numbers = 3 — write true or false"),
        (
            GOOD + '[players.ann]\nhand = "4 6 8"\n',
            "two players have the same name: 'Ann' and 'ann' — give names that read "
            "differently at the table",
        ),
        (
            GOOD + '[players."Аnn"]\nhand = "4 6 8"\n',  # a Cyrillic А
            "two players have names that look alike: 'Ann' and 'Аnn' — give names that read "
            "differently at the table",
        ),
        (
            GOOD + '[players."Bob\\u202e"]\nhand = "4 6 8"\n',
            "a player's name may not hold the control character U+202E (RIGHT-TO-LEFT "
            "OVERRIDE) ('Bob\\u202e') — type the name as it is read",
        ),
    ],
)
def test_round_file_fields_are_checked(kitgen, tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "round.toml"
    path.write_text(text, encoding="utf-8")
    refused(kitgen("staeda", "round", path), message)


def test_many_players_are_refused_before_any_claim_is_read(kitgen, tmp_path: Path) -> None:
    players = {f"P{i}": {"hand": "3"} for i in range(101)}
    path = tmp_path / "round.json"
    path.write_text(json.dumps({"target": 24, "table": "", "players": players}), "utf-8")
    refused(kitgen("staeda", "round", path), "round file: 101 players — a round takes at most 100")


def test_the_flags_obey_the_same_limits(kitgen) -> None:
    args = ["staeda", "round", "--target", "24", "--table", "7 2 5", "--hand", "Ann=3 A K"]
    refused(
        kitgen(*args, "--points", "Ann=1001"),
        "points for Ann: 1,001 is out of range — give 0 to 1,000 (the points so far, one per "
        "card kept)",
    )
    refused(
        kitgen(*args[:2], "--target", "243", *args[4:]),
        "--target 243 is out of range — give 2 to 242",
    )


def test_the_limits_themselves_are_accepted(kitgen, tmp_path: Path) -> None:
    path = tmp_path / "round.toml"
    text = GOOD.replace("24", "242").replace('"3 A K"', '"A A A"')
    path.write_text(text + "points = 1000\n" + 'claim = "(A+A)*A"\n', encoding="utf-8")
    result = kitgen("staeda", "round", path, "--json")
    assert result.code == 0, result.err
    data = result.json()
    # (11 + 11) × 11 = 242, the most three cards make: three cards, three points
    assert data["target"] == 242 and data["winners"] == ["Ann"]
    assert data["players"] == [{"name": "Ann", "points": 1003}]


# -- a claim naming more cards than the player has --------------------------------------------


def test_a_claim_of_seven_cards_is_not_a_staeda(kitgen) -> None:
    result = kitgen(
        "staeda", "check", "3+A+K+7+2+5+5", "--target", "24", "--hand", "3 A K", "--table", "7 2 5"
    )
    assert result.code == 1 and result.err == ""
    assert result.out == (
        "not a stæða: the expression uses a 5 twice, but your hand (3 A K) and the table "
        "(7 2 5) hold only one — each card counts once\n"
    )
    many = "+".join(["A"] * 100)  # 199 characters: read, and not a stæða
    result = kitgen("staeda", "check", many, "--target", "24", "--hand", "3 A K", "--table",
                    "7 2 5", "--json")  # fmt: skip
    assert result.code == 1
    data = result.json()
    assert (data["ok"], data["cards_used"], data["operations"]) == (False, 100, 99)
    assert data["reason"].startswith("the expression uses an ace 100 times")


def test_in_a_round_that_claim_fails_and_the_others_settle_it(kitgen) -> None:
    result = kitgen(
        "staeda", "round", "--target", "24", "--table", "7 2 5",
        "--hand", "Ann=3 A K", "--hand", "Bob=4 6 8",
        "--claim", "Ann: 3+A+K+7+2+5+5", "--claim", "Bob: 4*6", "--json",
    )  # fmt: skip
    assert result.code == 0, result.err
    data = result.json()
    assert data["winners"] == ["Bob"] and data["exact"] is True
    ann, bob = data["claims"]
    assert (ann["name"], ann["ok"], ann["fair"], ann["cards_used"]) == ("Ann", False, False, 7)
    assert (bob["name"], bob["ok"]) == ("Bob", True)
    # Bob's 4 × 6 uses two cards: two points
    assert data["scored"] == [{"name": "Ann", "points": 0}, {"name": "Bob", "points": 2}]


@pytest.mark.parametrize(
    ("text", "german"),
    [
        (
            'target = 24\ntable = "7 2 5"\ncolour = 1\n',
            "Rundendatei: unbekannter Schlüssel „colour“",
        ),
        (
            'target = 24\ntable = "7 2 5"\n[players.Ann]\nhand = "3 A K"\npts = 2\n',
            "Rundendatei: players.Ann: unbekannter Schlüssel „pts“",
        ),
        ('target = 24\ntable = 7\n[players.Ann]\nhand = "3 A K"\n', "Rundendatei: table:"),
    ],
)
def test_a_round_file_s_mistakes_name_it_in_the_players_language(
    kitgen, tmp_path: Path, text: str, german: str
) -> None:
    """The key's place began with an English "round file:" in every language."""
    path = tmp_path / "round.toml"
    path.write_text(text, encoding="utf-8")
    result = kitgen("staeda", "round", path, "--lang", "de")
    assert result.code == 2 and result.err.startswith(f"error: {german}"), result.err
    assert "round file" not in result.err
