"""Where a command's work runs: a short quick one on the event loop, the rest in the threads
or the worker processes, each answering the same object in the request's language."""

from __future__ import annotations

import pytest

from kitgen.web import commands
from tests.web.conftest import BEARER


def test_only_short_requests_of_quick_commands_run_on_the_loop() -> None:
    check = commands.command("check")
    most = commands.QUICK_TEXT
    assert commands.quick(check, {"expr": "11x11=1001"})
    assert commands.quick(check, {"expr": "1" * (most - 2) + "=1"})  # exactly the most
    assert not commands.quick(check, {"expr": "1" * (most - 1) + "=1"})  # one more
    rows = commands.command("code audit")  # heavy: never on the loop, however short
    assert not commands.quick(rows, {"played": ["1234=b"]})
    for path in ("game play", "game new", "code match round", "staeda solve", "make tiles"):
        assert not commands.quick(commands.command(path), {}), path
    quick = sorted(path for path, c in commands.commands().items() if c.quick)
    assert quick == ["check", "code feedback", "code score", "code validate", "staeda check",
                     "staeda targets"]  # fmt: skip
    # a list's items count too
    feedback = commands.command("code feedback")
    assert not commands.quick(feedback, {"secret": "1234", "guess": "1" * most})


@pytest.mark.parametrize("ones", [5, commands.QUICK_TEXT])  # on the loop, then in a thread
def test_both_paths_give_the_same_answer_in_the_request_language(client, ones: int) -> None:
    # 1 × 1 × … × 1 = 1 with `ones` ones: 2·ones − 1 characters before "=1", correct, value 1
    expr = "x".join(["1"] * ones) + "=1"
    assert commands.quick(commands.command("check"), {"expr": expr}) == (ones == 5)
    r = client.post("/api/check", json={"expr": expr}, headers=BEARER)
    assert r.status_code == 200, r.text
    data = r.json()
    assert data["ok"] is True and data["value"] == "1" and data["lang"] == "en"
    wrong = expr[:-1] + "10"  # … = 10: the sides differ
    r = client.post("/api/check?lang=nl", json={"expr": wrong}, headers=BEARER)
    data = r.json()
    assert data["ok"] is False and data["rule"] == "sides-differ" and data["lang"] == "nl"
    assert ", niet 10" in data["reason"] and "not" not in data["reason"], data["reason"]
