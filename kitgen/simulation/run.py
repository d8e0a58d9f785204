"""Running many games: each seeded from the run's seed and its number, over every core.

A game's random numbers come from :func:`game_rng` (the run's seed, the game's name and its
number), never from the process it runs in, and the results are put back in game order
before any figure is worked out: the same seed gives the same figures with one process or
sixteen, on any machine. A run shorter than a second or so is played in this process; a
longer one in worker processes (:mod:`kitgen.simulation.worker`), started fresh, so a caller
that holds threads (the web server) or a script without ``if __name__ == "__main__":`` is
safe; each is handed the table once and then game numbers. A worker that dies (the
out-of-memory killer) ends the run at once, naming the game it lost; the time limit is kept
by the clock (a game played in this process is stopped by an alarm); a Ctrl-C reaches this
process only, and the workers end with it, silent.

Limits (checked before any game is played): the seed's
(:data:`kitgen.core.options.MAX_SEED`), :data:`MAX_JOBS`; a run that passes its time limit
is stopped and reported (:func:`run_games` raises), never cut short into figures of fewer
games.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import queue
import random
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import IO, Any, TypeVar

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, n_, number
from kitgen.core.wording import short
from kitgen.simulation.worker import framed, receive, send

R = TypeVar("R")

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
            n_(
                "--bots names {n} player — give {low} to {high} levels, one per seat, "
                "e.g. --bots {example}",
                "--bots names {n} players — give {low} to {high} levels, one per seat, "
                "e.g. --bots {example}",
                len(levels),
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
    """``play(table, i)`` for every ``i`` below ``games``, in that order (``play`` a
    module-level function, ``table`` something pickle can send); ``chunk``: games handed to
    a process at a time (default: a few, for quick games).

    ``jobs``: the processes; by default this process plays for up to :data:`PROBE` seconds
    and then starts a worker on every core only when the games left take long enough that
    the workers' start (:data:`WORKER_START`) is paid back.

    Raises :class:`KitgenError` when the run passes ``time_limit`` seconds (by the clock:
    a worker still playing is stopped; a game in this process too, when this is the main
    thread, else after it), and
    when a worker process dies (naming the game it was playing)."""
    if not 0 < time_limit <= MAX_TIME_LIMIT:
        raise KitgenError(
            _(
                "--time-limit {limit}: give from 1 to {most} seconds",
                limit=f"{time_limit:g}",
                most=number(MAX_TIME_LIMIT),
            )
        )
    processes = jobs_for(jobs, games)
    clock = _Clock(time_limit, games, progress)
    results: list[Any] = [None] * games
    done = 0
    if processes == 1 or jobs is None:
        # One process: every game here; by default, only until the probe says workers pay.
        while done < games and (processes == 1 or not _workers_pay(clock, games - done, processes)):
            results[done] = _here(play, table, done, clock)
            done += 1
            clock.tick()
    if done < games:
        if chunk is None:
            chunk = max(1, min(16, (games - done) // (processes * 16)))
        with _Workers(play, table, processes) as workers:
            for index, result in workers.play(range(done, games), chunk, clock):
                results[index] = result
                clock.tick()
    return results


#: Seconds of CPU this process spends on games before it decides whether workers pay
#: (``jobs`` not given): a run shorter than that never starts one.
PROBE = 1.0
#: What a worker costs before its first game, in seconds of CPU: a Python process that
#: imports kitgen and the game's players and unpickles the table. Measured (``kitgen lab
#: icecream --games 20``, the dearest start, and ``staeda --deals 20``, with ``--jobs 1`` and
#: ``--jobs 2``): 0.30 and 0.22 s a worker more than one process.
WORKER_START = 0.35


def _workers_pay(clock: _Clock, left: int, processes: int) -> bool:
    """After the probe: whether ``processes`` workers finish the ``left`` games sooner than
    this process would, by the CPU time the games played so far took each."""
    spent = time.process_time() - clock.cpu
    if spent < PROBE or clock.done == 0:
        return False
    here = left * spent / clock.done
    return WORKER_START + here / processes < here


class _Clock:
    """The run's games done, its progress and its time limit."""

    def __init__(self, limit: float, games: int, progress: Progress | None) -> None:
        self.limit, self.games, self.progress = limit, games, progress
        self.start, self.cpu, self.done = time.monotonic(), time.process_time(), 0

    def elapsed(self) -> float:
        return time.monotonic() - self.start

    def left(self) -> float:
        """Seconds left; the time-limit error when there are none."""
        left = self.limit - self.elapsed()
        if left <= 0:
            raise self.passed()
        return left

    def passed(self) -> KitgenError:
        return KitgenError(
            _(
                "the run passed its time limit of {limit} s after {done} of {games} games "
                "— give fewer --games or a longer --time-limit",
                limit=short(self.limit),
                done=number(self.done),
                games=number(self.games),
            )
        )

    def tick(self) -> None:
        self.done += 1
        if self.progress is not None:
            self.progress(self.done, self.games)
        if self.done < self.games:
            self.left()


def _here(play: Callable[[Any, int], Any], table: Any, index: int, clock: _Clock) -> Any:
    """Game ``index`` played in this process, stopped at the time limit by the clock (an
    alarm, in the main thread; elsewhere after the game)."""
    try:
        with _alarm(clock.left()):
            return play(table, index)
    except KitgenError as err:
        raise _stopped(index, str(err)) from None
    except _TimeUp:
        raise clock.passed() from None


#: Seconds between the rings of a time limit that has passed, until the game stops.
RING_AGAIN = 0.05


class _TimeUp(BaseException):
    """Raised inside a game played in this process when the run's time is up (a
    ``BaseException``, as ``KeyboardInterrupt``: no ``except Exception`` of a game's code
    takes it for its own)."""


def _ring(signum: int, frame: object) -> None:
    raise _TimeUp


@contextlib.contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    """``_TimeUp`` raised in the block after ``seconds`` (wall time, ``SIGALRM``), so a game
    played in this process cannot hold the run past its time limit. Only in the main thread
    (where Python runs signal handlers) of a system that has ``setitimer``, and only when no
    one else's ``SIGALRM`` handler is set; else nothing (the limit is looked at after the
    game)."""
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
        or signal.getsignal(signal.SIGALRM) not in (signal.SIG_DFL, signal.SIG_IGN, None)
    ):
        yield
        return
    before = signal.signal(signal.SIGALRM, _ring)
    try:
        # it rings again every RING_AGAIN s until it is off: a ring raised where Python
        # swallows exceptions (a gc callback, a __del__; "Exception ignored in ...") is not
        # the end of the limit
        signal.setitimer(signal.ITIMER_REAL, max(seconds, 0.001), RING_AGAIN)
        yield
    finally:
        while True:  # an alarm due as the game ended rings here: once more, then it is off
            try:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, before)
                break
            except _TimeUp:
                continue  # the game's result stands; the clock is looked at next


class _Workers:
    """Worker processes (:mod:`kitgen.simulation.worker`), each read by a thread of its own
    into one queue, so the run waits on the queue with the time left: a result, a worker
    gone (its pipe closed) and the time limit are each noticed at once."""

    def __init__(self, play: Callable[[Any, int], Any], table: Any, processes: int) -> None:
        self.setup = pickle.dumps((play, table), protocol=pickle.HIGHEST_PROTOCOL)
        self.processes = processes
        self.procs: list[subprocess.Popen[bytes]] = []
        self.inbox: queue.Queue[tuple[int, Any]] = queue.Queue()

    def __enter__(self) -> _Workers:
        try:
            for which in range(self.processes):
                self._start(which)
        except BaseException as exc:  # a Ctrl-C while they start: none is left running
            self.__exit__(type(exc), exc, exc.__traceback__)
            raise
        return self

    def _start(self, which: int) -> None:
        proc = subprocess.Popen(
            [sys.executable, "-c", "from kitgen.simulation.worker import main; main()"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,  # a Ctrl-C at the terminal is the parent's alone
            env={**os.environ, "PYTHONPATH": _kitgen_path()},
        )
        self.procs.append(proc)
        assert proc.stdin is not None and proc.stdout is not None
        threading.Thread(target=self._read, args=(which, proc.stdout), daemon=True).start()
        try:
            send(proc.stdin, sys.path)
            proc.stdin.write(framed(self.setup))
            proc.stdin.flush()
        except OSError:
            pass  # it died at once: its reader says so

    def _read(self, which: int, stream: IO[bytes]) -> None:
        while True:
            try:
                message = receive(stream)
            except Exception:  # EOF, a cut message: the worker is gone
                self.inbox.put((which, None))
                return
            self.inbox.put((which, message))

    def play(self, indexes: range, chunk: int, clock: _Clock) -> Iterator[tuple[int, Any]]:
        waiting = list(reversed(indexes))
        given: list[list[int]] = [[] for _ in self.procs]
        for which in range(len(self.procs)):
            self._feed(which, waiting, given, chunk)
        for _left in indexes:
            which, message = self._next(clock)
            if message is None:
                raise self._died(which, given[which])
            index, result, stop, said = message
            if stop == "crash":
                at = f"game {index + 1} of the run" if index >= 0 else "a worker's start"
                raise RuntimeError(f"{at} crashed in its process:\n{said}")
            if stop:
                raise _stopped(index, said)
            given[which].remove(index)
            self._feed(which, waiting, given, chunk)
            yield index, result

    def _next(self, clock: _Clock) -> tuple[int, Any]:
        """The next message of any worker, waiting no longer than the run's time left."""
        while True:
            with contextlib.suppress(queue.Empty):
                return self.inbox.get(timeout=clock.left())  # left() raises when time is up

    def _feed(self, which: int, waiting: list[int], given: list[list[int]], chunk: int) -> None:
        """Two chunks in hand for each worker, so none waits for the next."""
        stdin = self.procs[which].stdin
        assert stdin is not None
        while waiting and len(given[which]) <= chunk:
            part = [waiting.pop() for _ in range(min(chunk, len(waiting)))]
            given[which] += part
            try:
                send(stdin, part)
            except OSError:
                return  # it died: its reader says so

    def _died(self, which: int, lost: list[int]) -> KitgenError:
        proc = self.procs[which]
        try:
            code = proc.wait(timeout=END_WAIT)
        except subprocess.TimeoutExpired:
            code = None
        if code is not None and code < 0:
            try:
                how = _("it was killed by {signal}", signal=signal.Signals(-code).name)
            except ValueError:
                how = _("it was killed by signal {n}", n=-code)
        else:
            how = _("it ended with exit code {code}", code=code)
        if not lost:
            return KitgenError(
                _(
                    "a process of the run stopped before its first game ({how}) — the run "
                    "was stopped; try again, or give --jobs 1",
                    how=how,
                )
            )
        return KitgenError(
            _(
                "game {n} of the run was lost: its process stopped ({how}; the system may "
                "have run out of memory) — the run was stopped; give fewer --jobs, or "
                "--jobs 1",
                n=number(min(lost) + 1),
                how=how,
            )
        )

    def __exit__(self, *exc: object) -> None:
        """Every worker ended: told to when the run is done, killed when it was stopped or
        when it has not ended within :data:`END_WAIT` seconds of being told; none is waited
        for longer (one that cannot be reaped yet is left to end on its own)."""
        for proc in self.procs:
            if exc[0] is not None:
                proc.kill()
            with contextlib.suppress(OSError):
                assert proc.stdin is not None
                proc.stdin.close()
        deadline = time.monotonic() + END_WAIT
        for proc in self.procs:
            try:
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
        deadline = time.monotonic() + END_WAIT
        for proc in self.procs:
            with contextlib.suppress(subprocess.TimeoutExpired):
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
                # ended: its pipe is closed (its reader thread has read the end); a worker
                # not reaped yet keeps it, as closing would wait for that thread's read
                assert proc.stdout is not None
                proc.stdout.close()


#: The most seconds a run waits for its workers to end, all together: after the run, for
#: them to leave when told; after a kill, for the system to reap them.
END_WAIT = 2.0


def _kitgen_path() -> str:
    """``PYTHONPATH`` for a worker: the folder kitgen is imported from, first."""
    here = str(Path(__file__).resolve().parents[2])
    rest = os.environ.get("PYTHONPATH", "")
    return here + (os.pathsep + rest if rest else "")


def _stopped(index: int, reason: str) -> KitgenError:
    """A game of the run stopped by bad input (a rule set no game can be played under)."""
    return KitgenError(_("game {n} of the run: {reason}", n=number(index + 1), reason=reason))
