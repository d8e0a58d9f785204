"""Running the commands off the event loop, bounded in number and in time.

- Light commands (a check, a move, a feedback) run in a thread pool of :data:`THREADS`
  threads; one that has not answered after ``light_seconds`` is answered 503 (its work is
  bounded by the input limits, so the thread ends soon after).
- Heavy commands (the move search, the solvers, a kit) run in worker processes, at most
  ``processes`` at once. One that runs past ``heavy_seconds`` is killed (its process ends
  and a fresh one takes its place) and answered 503 with the reason; a request that cannot
  get a worker within the time limit is answered 503 too. A runaway search so never stalls
  the other requests: the event loop only waits on a pipe.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import multiprocessing
import multiprocessing.connection
import traceback
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import short

T = TypeVar("T")

#: Threads for the light commands (file locks are waited for in them).
THREADS = 8


class Overloaded(Exception):
    """The work did not finish in time, or could not start: HTTP 503 with this reason."""


def _worker_main(conn: multiprocessing.connection.Connection) -> None:
    """A worker process: run jobs from ``conn`` until it closes."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the server's to handle
    from kitgen.web import commands

    commands.commands()  # load the table (and the kit modules) before the first job
    conn.send(("ready", None))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        name, args = job
        try:
            result = getattr(commands, name)(*args)
            conn.send(("ok", result))
        except KitgenError as err:
            conn.send(("error", str(err)))
        except Exception:  # reported to the server, which answers 500 and logs it
            conn.send(("crash", traceback.format_exc()))


class _Worker:
    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_worker_main, args=(child,), daemon=True)
        self.process.start()
        child.close()
        self.ready = False

    def kill(self) -> None:
        with contextlib.suppress(Exception):
            self.process.kill()
            self.process.join(2)
        with contextlib.suppress(Exception):
            self.conn.close()


class Work:
    """The thread pool and the worker processes of one server."""

    def __init__(
        self, processes: int = 2, light_seconds: float = 10.0, heavy_seconds: float = 30.0
    ) -> None:
        self.processes = processes
        self.light_seconds = light_seconds
        self.heavy_seconds = heavy_seconds
        self._threads: ThreadPoolExecutor | None = None
        self._idle: list[_Worker] = []
        self._slots: asyncio.Semaphore | None = None
        self._all: set[_Worker] = set()

    async def light(self, func: Callable[..., T], *args: Any) -> T:
        """``func(*args)`` in the thread pool, within the light time limit (in the
        request's context: its language)."""
        if self._threads is None:
            self._threads = ThreadPoolExecutor(THREADS, thread_name_prefix="kitgen-web")
        context = contextvars.copy_context()
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._threads, context.run, func, *args)
        try:
            return await asyncio.wait_for(future, self.light_seconds)
        except TimeoutError:
            raise Overloaded(
                _(
                    "the answer took longer than {seconds} s — the server is busy; try again "
                    "in a moment",
                    seconds=short(self.light_seconds),
                )
            ) from None

    async def heavy(self, name: str, *args: Any, what: str = "") -> Any:
        """``kitgen.web.commands.NAME(*args)`` in a worker process, within the heavy limit:
        its result, or its :class:`KitgenError` raised again here."""
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.processes)
        try:
            await asyncio.wait_for(self._slots.acquire(), self.heavy_seconds)
        except TimeoutError:
            raise Overloaded(
                _(
                    "all {n} workers are busy with long jobs — try again in a moment",
                    n=self.processes,
                )
            ) from None
        worker: _Worker | None = None
        try:
            worker = self._idle.pop() if self._idle else await self._start()
            worker.conn.send((name, args))
            # the job's own time: the wait for a slot and a fresh worker's start (its
            # imports) do not count against it
            status, value = await self._receive(worker, self.heavy_seconds, what)
            self._idle.append(worker)
            worker = None
        finally:
            if worker is not None:  # killed on a time-out or a broken pipe
                worker.kill()
                self._all.discard(worker)
            self._slots.release()
        if status == "error":
            raise KitgenError(value)
        if status == "crash":
            raise RuntimeError(value)
        return value

    async def _start(self) -> _Worker:
        worker = await asyncio.get_running_loop().run_in_executor(None, _Worker)
        self._all.add(worker)
        status, _value = await self._receive(worker, 60.0, "")
        worker.ready = status == "ready"
        return worker

    async def _receive(self, worker: _Worker, seconds: float, what: str) -> tuple[str, Any]:
        loop = asyncio.get_running_loop()
        done: asyncio.Future[None] = loop.create_future()
        fd = worker.conn.fileno()

        def readable() -> None:
            if not done.done():
                done.set_result(None)

        loop.add_reader(fd, readable)
        try:
            await asyncio.wait_for(done, seconds)
        except TimeoutError:
            raise Overloaded(
                _(
                    "{what} took longer than {seconds} s and was stopped — ask for less "
                    "(fewer moves, fewer rows, a smaller kit)",
                    what=what or _("the job"),
                    seconds=short(self.heavy_seconds),
                )
            ) from None
        finally:
            loop.remove_reader(fd)
        try:
            received: tuple[str, Any] = worker.conn.recv()
            return received
        except (EOFError, OSError):
            raise Overloaded(_("the worker stopped before answering — try again")) from None

    def close(self) -> None:
        """End every worker process."""
        for worker in list(self._all):
            worker.kill()
        if self._threads is not None:
            self._threads.shutdown(wait=False, cancel_futures=True)
        self._all.clear()
        self._idle.clear()
