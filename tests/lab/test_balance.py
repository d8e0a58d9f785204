"""``kitgen cards binary --balance RESULT.json``: the lab's first-player figure on the card.

The result files are written here by hand in the shape ``kitgen lab binary --json`` prints
(its schema checks that shape in the lab tests); what is measured is the card's text.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.cards.pdftext import pdf_text

DEFAULTS = {
    "order": "math", "negatives": "never", "leading_zeros": "after-not", "fractions": False,
    "times_one": True, "plus_zero": True, "and_one_or_zero": True, "padding": True,
    "xor": False, "rotated_equals": False, "endgame": "winner-adds", "exchange": "rack",
    "scoreless_end": 6,
}  # fmt: skip


def result(tmp_path: Path, **changes: Any) -> Path:
    data: dict[str, Any] = {
        "ok": True,
        "game": "binary",
        "games": 2000,
        "seed": 1,
        "rules": dict(DEFAULTS),
        "bots": ["greedy", "greedy"],
        "figures": {"first_player_wins": {"value": 0.54, "low": 0.518, "high": 0.562}},
    }
    data.update(changes)
    path = tmp_path / "result.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def card_text(kitgen, out: Path, *args: object) -> str:
    made = kitgen("cards", "binary", *args, "--copies", "1", "--out", out, "--json")
    assert made.code == 0, made.err
    (file,) = made.json()["files"]
    return pdf_text(Path(file["path"]))


def test_the_card_says_how_often_the_first_player_won(kitgen, tmp_path: Path) -> None:
    text = card_text(kitgen, tmp_path / "card", "--balance", result(tmp_path))
    # 0.54 → 54 %; half the interval (0.562 − 0.518) / 2 = 0.022 → 2 %; 2000 with a separator
    assert (
        "In 2,000 games of the computer against itself (greedy, greedy), the first player "
        "won 54 % ± 2 % under these rules." in text
    )
    plain = card_text(kitgen, tmp_path / "plain")
    assert "first player won" not in plain


def test_a_result_measured_under_other_rules_is_refused(kitgen, tmp_path: Path) -> None:
    path = result(tmp_path)
    refused = kitgen("cards", "binary", "--xor", "--balance", path, "--out", tmp_path / "x")
    assert refused.code == 2
    assert refused.err == (
        f"error: --balance {path} was measured under other house rules (xor=false) than this "
        "card's — give the card the same rules, or measure these with kitgen lab binary\n"
    )
    assert not (tmp_path / "x").exists()


def test_a_result_from_before_the_exchange_was_measured_without_it(kitgen, tmp_path) -> None:
    old = {k: v for k, v in DEFAULTS.items() if k not in ("exchange", "scoreless_end")}
    path = result(tmp_path, rules=old)
    refused = kitgen("cards", "binary", "--balance", path, "--out", tmp_path / "x")
    assert refused.code == 2
    assert '(exchange="off", scoreless_end=0)' in refused.err
    text = card_text(
        kitgen, tmp_path / "old", "--balance", path, "--exchange", "off", "--scoreless-end", "0"
    )
    assert "the first player won 54 % ± 2 % under these rules." in text


def test_a_result_that_is_not_one_is_refused(kitgen, tmp_path: Path) -> None:
    fix = "give what kitgen lab binary --json printed"
    cases = [
        ({"game": "staeda"}, "not a result of kitgen lab binary"),
        ({"games": 0}, "games should be a whole number from 1 to 20,000"),
        ({"games": True}, "games should be a whole number from 1 to 20,000"),
        (
            {"bots": "greedy"},
            "bots should list the 2 to 4 computer players (random, greedy, strong)",
        ),
        ({"figures": {}}, "figures.first_player_wins is missing"),
        (
            {"figures": {"first_player_wins": {"value": 54, "low": 0.5, "high": 0.6}}},
            "figures.first_player_wins.value should be a number from 0 to 1",
        ),
    ]
    for changes, problem in cases:
        path = result(tmp_path, **changes)
        refused = kitgen("cards", "binary", "--balance", path, "--out", tmp_path / "x")
        assert refused.code == 2, changes
        assert refused.err == f"error: --balance {path}: {problem} — {fix}\n", changes
    missing = kitgen("cards", "binary", "--balance", tmp_path / "none.json", "--out", tmp_path)
    assert missing.code == 2
    assert missing.err.startswith("error: ") and "kitgen lab binary --json" in missing.err
