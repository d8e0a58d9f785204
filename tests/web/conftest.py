"""Fixtures of the web tests: the app under Starlette's test client, a real uvicorn."""

from __future__ import annotations

import json
import os
import re
import ssl
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

TOKEN = "test-token-0123456789"
BEARER = {"Authorization": f"Bearer {TOKEN}"}


def check_schema(command: str, data: dict[str, Any]) -> None:
    """``data`` validates against ``command``'s shipped schema (or the error schema)."""
    from tests.conftest import validate

    validate(data, "error" if "error" in data and data.get("ok") is False else command)


@pytest.fixture
def client(tmp_path: Path) -> Iterator[Any]:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app

    app = create_app(tmp_path / "data", TOKEN, processes=1, heavy_seconds=20)
    with TestClient(app) as c:
        c.app_guard = app  # type: ignore[attr-defined]
        yield c


@pytest.fixture
def api(client: Any):
    """``api("check", expr=...)``: POST /api/check with the Bearer token; (status, JSON)."""

    def call(command: str, **body: Any) -> tuple[int, dict[str, Any]]:
        response = client.post("/api/" + command.replace(" ", "/"), json=body, headers=BEARER)
        data = response.json()
        check_schema(command, data)
        return response.status_code, data

    return call


class Server:
    """``kitgen serve`` in a child process on 127.0.0.1: on a free port it takes itself and
    prints (``--port 0``; a port found free here and then given to it could be taken
    meanwhile by another test process's server or connection), or on ``port``."""

    def __init__(self, data: Path, *extra: str, port: int = 0) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "kitgen", "serve", "--port", str(port), "--data",
             str(data), "--token", TOKEN, *extra],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        assert self.process.stdout is not None and self.process.stderr is not None
        self.first_line = self.process.stdout.readline().strip()
        taken = re.search(r":(\d+)/\?token=", self.first_line)
        assert taken, (self.first_line, self.process.stderr.read())
        self.port = int(taken[1])
        self.lines = [self.first_line]
        while "Ctrl-C" not in self.lines[-1]:  # the last line before uvicorn starts
            line = self.process.stdout.readline()
            assert line, "kitgen serve ended before it started serving"
            self.lines.append(line.rstrip("\n"))
        scheme = "https" if self.first_line.startswith("https:") else "http"  # --https
        self.base = f"{scheme}://127.0.0.1:{self.port}"
        # over https: waited for without checking its own certificate (tests/web/test_https)
        unchecked = ssl.create_default_context()
        unchecked.check_hostname, unchecked.verify_mode = False, ssl.CERT_NONE
        deadline = time.monotonic() + 120  # seconds on a loaded machine; at once, idle
        while time.monotonic() < deadline:  # serving: the token is asked for
            try:
                urllib.request.urlopen(self.base + "/", timeout=30, context=unchecked)
            except urllib.error.HTTPError as err:
                if err.code == 401:
                    return
            except OSError:
                assert self.process.poll() is None, self.process.stderr.read()
                time.sleep(0.05)
        raise AssertionError("kitgen serve did not start")

    def stop(self, how: int | None = None) -> tuple[int, str, str]:
        """Stop it with ``how`` (default SIGINT, as Ctrl-C): exit code, stdout, stderr."""
        import signal

        self.process.send_signal(signal.SIGINT if how is None else how)
        self.process.wait(timeout=60)
        assert self.process.stdout is not None and self.process.stderr is not None
        # read through the text buffers (the first line's read may hold the next lines)
        out, err = self.process.stdout.read(), self.process.stderr.read()
        return self.process.returncode, "\n".join(self.lines) + "\n" + out, err


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path / "data")
    try:
        yield running
    finally:
        if running.process.poll() is None:
            running.stop()


def dumps(data: Any) -> str:
    return json.dumps(data)


#: Counts what a page heard and did (an init script, run before the page's own): the
#: "change" events its event stream brought (``window.changesHeard``) and the panels it
#: swapped in (``window.panelsSwapped``).
HEARD = """
const listen = EventSource.prototype.addEventListener;
window.changesHeard = 0;
EventSource.prototype.addEventListener = function (type, handler, options) {
  const counted = (event) => { if (type === "change") window.changesHeard++; handler(event); };
  return listen.call(this, type, counted, options);
};
const swap = Element.prototype.replaceWith;
window.panelsSwapped = 0;
Element.prototype.replaceWith = function (...nodes) {
  if (this.id === "panel" || this.id === "tpanel") window.panelsSwapped++;
  return swap.apply(this, nodes);
};
"""


def until(page: Any, done: Callable[[], bool]) -> None:
    """Polls ``done()`` for up to 30 s (the pages' CSP forbids wait_for_function's eval)."""
    for _ in range(1500):
        if done():
            return
        page.wait_for_timeout(20)
    raise AssertionError("not within 30 s")


#: Waits for the page's own "offline" event (at once if it came already).
OFFLINE = """() => navigator.onLine
  ? new Promise((done) => addEventListener("offline", () => done(), {once: true})) : null"""


def cut_off(page: Any) -> None:
    """Take a phone (the page's browser context) off the network, and wait until the page
    knows: its "offline" event (its event stream is cut by then)."""
    page.context.set_offline(True)
    page.evaluate(OFFLINE)


@pytest.fixture(scope="package")
def browser() -> Iterator[Any]:
    """Debian's Chromium under Playwright, one for the browser tests a worker runs in a row
    (tests/conftest.py's ``ONE_PROCESS`` keeps them in two xdist groups): launching it and
    its first page cost a second or two of CPU each time. Each test opens its own contexts
    (phones), which share nothing.

    A wait for what a page shows (``locator.wait_for()``) takes Playwright's 30 s, never a
    shorter timeout: a page shows another phone's move within a second on an idle machine
    (its event stream looks every 0.25 s), several on a loaded one (CI: two cores, three
    test processes, Chromium), and a wait that succeeds sooner costs nothing."""
    from playwright.sync_api import sync_playwright

    from tests.web.test_browser import CHROMIUM, FLAGS

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield launched
        launched.close()


@pytest.fixture(scope="package")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """One ``kitgen serve`` for the browser tests a worker runs in a row: each starts its
    own games, matches and tournaments and finds them by their ids, and a test that
    changes the whole table (its language) puts it back. Its start, its fonts cut and its
    first pages drawn cost a few seconds of CPU each time. (The restart and --https tests
    start their own.)"""
    running = Server(tmp_path_factory.mktemp("served") / "data")
    try:
        yield running
    finally:
        running.stop()
