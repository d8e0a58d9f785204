"""Running games over processes (kitgen.simulation.run): a game that stops is reported, not
hung on."""

from __future__ import annotations

import pickle
import threading
from typing import Any

import pytest

from kitgen.core.errors import KitgenError
from kitgen.games.binary.movegen import TooMuchWork
from kitgen.simulation.run import run_games


def _engine_gives_up(table: Any, index: int) -> int:
    # the error the move engine raises past its work limit, in one game of the run
    if index == 3:
        raise TooMuchWork(714, True, 2_000_000, "ranking the moves")
    return index * table


def _crashes(table: Any, index: int) -> int:
    if index == 2:
        raise ZeroDivisionError("a bug")
    return index


def test_the_engine_s_limit_error_survives_pickling() -> None:
    err = TooMuchWork(714, True, 2_000_000, "ranking the moves")
    back = pickle.loads(pickle.dumps(err))
    assert type(back) is TooMuchWork and str(back) == str(err)
    assert (back.found, back.exact, back.limit, back.doing) == (714, True, 2_000_000,
                                                                 "ranking the moves")  # fmt: skip


class _Refused(KitgenError):
    def __init__(self, value: int, hint: str) -> None:
        super().__init__(f"{value} is refused — {hint}")
        self.value = value


@pytest.mark.parametrize(
    "err",
    [_Refused(7, "give 8"), KitgenError("plain")],
    ids=["own-init", "plain"],
)
def test_any_kitgen_error_survives_pickling_whatever_its_init_takes(err: KitgenError) -> None:
    from kitgen.web.commands import Missing

    for sent in (err, Missing("staeda solve", "target")):
        back = pickle.loads(pickle.dumps(sent))
        assert type(back) is type(sent) and str(back) == str(sent)
        assert back.__dict__ == sent.__dict__
    assert pickle.loads(pickle.dumps(Missing("staeda solve", "target"))).name == "target"


def _run_within(seconds: float, play: Any, jobs: int) -> BaseException | list[Any]:
    """``run_games(play, 10, 8, jobs=jobs)`` in a thread: its answer or what it raised; a
    failure (not a hang) when it has neither within ``seconds``."""
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append(run_games(play, 10, 8, jobs=jobs, chunk=1))
        except BaseException as err:
            outcome.append(err)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"run_games with {jobs} processes was still waiting after {seconds} s"
    return outcome[0]


@pytest.mark.parametrize("jobs", [1, 2])
def test_a_game_that_stops_on_bad_input_stops_the_run_with_its_reason(jobs: int) -> None:
    got = _run_within(120, _engine_gives_up, jobs)
    assert isinstance(got, KitgenError), got
    assert str(got).startswith("game 4 of the run: 714 legal moves: ranking the moves takes")


def test_a_crash_in_a_process_is_raised_with_its_traceback() -> None:
    got = _run_within(120, _crashes, 2)
    assert isinstance(got, RuntimeError), got
    assert "game 3 of the run crashed" in str(got) and "ZeroDivisionError: a bug" in str(got)


def _times(table: Any, index: int) -> int:
    return index * table


def test_the_games_come_back_in_game_order_whatever_the_processes() -> None:
    assert _run_within(120, _times, 2) == [0, 10, 20, 30, 40, 50, 60, 70]
