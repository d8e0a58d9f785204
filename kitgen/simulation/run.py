"""Running many games: each seeded from the run's seed and its number, over every core.

A game's random numbers come from :func:`game_rng` (the run's seed, the game's name and its
number), never from the process it runs in, and the results are put back in game order
before any figure is worked out: the same seed gives the same figures with one process or
sixteen, on any machine. The processes are started fresh (``spawn``), so a caller that holds
threads (the web server) is safe; each is handed the table once and then game numbers.

Limits (checked before any game is played): :data:`MAX_SEED`, :data:`MAX_JOBS`; a run that
passes its time limit is stopped and reported (:func:`run_games` raises), never cut short
into figures of fewer games.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, number

R = TypeVar("R")

#: Seeds run from 0 to this.
MAX_SEED = 2**32 - 1
#: The most processes a run starts.
MAX_JOBS = 64
#: A run's time limit, in seconds, unless told otherwise (and the most it may be given).
DEFAULT_TIME_LIMIT = 3600
MAX_TIME_LIMIT = 86_400

#: Called with (games done, games in all) as the games finish.
Progress = Callable[[int, int], None]


def game_rng(seed: int, game: str, index: int) -> random.Random:
    """The random numbers of game ``index`` of a ``game`` run with ``seed``: a string seed,
    which Python hashes with SHA-512 the same way on every platform and version."""
    return random.Random(f"kitgen lab {game} {seed} {index}")


def check_seats(
    levels: Sequence[str], low: int, high: int, check_level: Callable[[str], object], example: str
) -> None:
    """``--bots``: ``low`` to ``high`` levels, one per seat, each one ``check_level`` knows
    (``example`` is a right ``--bots`` for the game, e.g. ``greedy,greedy``)."""
    if not low <= len(levels) <= high:
        raise KitgenError(
            _(
                "--bots names {n} players — give {low} to {high} levels, one per seat, "
                "e.g. --bots {example}",
                n=len(levels),
                low=low,
                high=high,
                example=example,
            )
        )
    for level in levels:
        check_level(level)


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not on Linux
        return os.cpu_count() or 1


def jobs_for(jobs: int | None, games: int) -> int:
    """How many processes to start: ``jobs`` (default every core), never more than games."""
    wanted = cores() if jobs is None else jobs
    if not 1 <= wanted <= MAX_JOBS:
        raise KitgenError(
            _(
                "--jobs {wanted}: give a number of processes from 1 to {most}",
                wanted=wanted,
                most=MAX_JOBS,
            )
        )
    return max(1, min(wanted, games))


# The table a worker process plays on, set once per process by _start.
_TABLE: dict[str, Any] = {}


def _start(play: Callable[[Any, int], Any], table: Any) -> None:
    _TABLE["play"], _TABLE["table"] = play, table


def _one(index: int) -> tuple[int, Any, str, str]:
    """Game ``index`` played, or what stopped it as text (``"error"``: bad input, its
    message; ``"crash"``: a bug, its traceback). An exception sent back whole may not
    unpickle (one whose ``__init__`` takes other arguments than its message), and the pool's
    result thread would die of it and leave the run waiting for ever."""
    try:
        return index, _TABLE["play"](_TABLE["table"], index), "", ""
    except KitgenError as err:
        return index, None, "error", str(err)
    except Exception:
        return index, None, "crash", traceback.format_exc()


def run_games(
    play: Callable[[Any, int], R],
    table: Any,
    games: int,
    *,
    jobs: int | None = None,
    progress: Progress | None = None,
    time_limit: float = DEFAULT_TIME_LIMIT,
    chunk: int | None = None,
) -> list[R]:
    """``play(table, i)`` for every ``i`` below ``games``, in that order, over ``jobs``
    processes (``play`` a module-level function, ``table`` something pickle can send);
    ``chunk``: games handed to a process at a time (default: a few, for quick games).

    Raises :class:`KitgenError` when the run passes ``time_limit`` seconds."""
    if not 0 < time_limit <= MAX_TIME_LIMIT:
        raise KitgenError(
            _(
                "--time-limit {limit}: give from 1 to {most} seconds",
                limit=f"{time_limit:g}",
                most=number(MAX_TIME_LIMIT),
            )
        )
    processes = jobs_for(jobs, games)
    start = time.monotonic()
    results: list[Any] = [None] * games
    if chunk is None:
        chunk = max(1, min(16, games // (processes * 16)))
    for done, (index, result) in enumerate(_results(play, table, games, processes, chunk), 1):
        results[index] = result
        if progress is not None:
            progress(done, games)
        if time.monotonic() - start > time_limit:
            raise KitgenError(
                _(
                    "the run passed its time limit of {limit} s after {done} of {games} games "
                    "— give fewer --games or a longer --time-limit",
                    limit=f"{time_limit:g}",
                    done=number(done),
                    games=number(games),
                )
            )
    return results


def _results(
    play: Callable[[Any, int], Any], table: Any, games: int, processes: int, chunk: int
) -> Iterator[tuple[int, Any]]:
    if processes == 1:
        for index in range(games):
            try:
                result = play(table, index)
            except KitgenError as err:
                raise _stopped(index, str(err)) from None
            yield index, result
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(processes, initializer=_start, initargs=(play, table)) as pool:
        for index, result, stop, said in pool.imap_unordered(_one, range(games), chunksize=chunk):
            if stop == "crash":
                raise RuntimeError(f"game {index + 1} of the run crashed in its process:\n{said}")
            if stop:
                raise _stopped(index, said)
            yield index, result


def _stopped(index: int, reason: str) -> KitgenError:
    """A game of the run stopped by bad input (a rule set no game can be played under)."""
    return KitgenError(_("game {n} of the run: {reason}", n=number(index + 1), reason=reason))
