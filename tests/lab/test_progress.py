"""The lab's progress bar: nothing in the first second, then one line redrawn, on a terminal
only."""

from __future__ import annotations

import io

from kitgen.cli import progress


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_bar_waits_a_second_then_draws_and_ends_its_line(monkeypatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    screen = Terminal()
    bar = progress.ProgressBar("games", screen)
    bar(1, 4)  # at once: nothing yet
    assert screen.getvalue() == ""
    clock[0] = 101.5
    bar(2, 4)
    assert screen.getvalue() == "\r[###############---------------] 2/4 games, 2 s"
    clock[0] = 101.6
    bar(3, 4)  # a tenth of a second later: not redrawn
    assert screen.getvalue().count("\r") == 1
    clock[0] = 103.0
    bar(4, 4)
    assert screen.getvalue().endswith("\r[##############################] 4/4 games, 3 s\n")


def test_no_bar_when_stderr_is_not_a_terminal(monkeypatch) -> None:
    clock = [0.0]
    monkeypatch.setattr(progress.time, "monotonic", lambda: clock[0])
    piped = io.StringIO()
    bar = progress.ProgressBar("games", piped)
    clock[0] = 5.0
    bar(1, 2)
    bar(2, 2)
    assert piped.getvalue() == ""
