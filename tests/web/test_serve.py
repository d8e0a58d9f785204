"""``kitgen serve`` for real: uvicorn on 127.0.0.1, its first line, the port, Ctrl-C, load.

Every request goes to 127.0.0.1 only; loops are bounded in count and time.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from tests.web.conftest import BEARER, TOKEN, Server


def post(base: str, command: str, body: dict, timeout: float = 20) -> tuple[int, dict]:
    request = urllib.request.Request(
        f"{base}/api/{command}", json.dumps(body).encode(), method="POST",
        headers={**BEARER, "Content-Type": "application/json"},
    )  # fmt: skip
    try:
        with urllib.request.urlopen(request, timeout=timeout) as r:
            return r.status, json.loads(r.read())
    except urllib.error.HTTPError as err:
        return err.code, json.loads(err.read())


def test_first_line_is_the_url_with_its_token_and_ctrl_c_stops_cleanly(server) -> None:
    assert server.first_line == f"http://127.0.0.1:{server.port}/?token={TOKEN}"
    assert post(server.base, "check", {"expr": "1+1=10"})[1]["ok"] is True
    code, out, err = server.stop()
    assert code == 0, err
    assert "stopped" in out and "Traceback" not in err


def test_ctrl_c_with_a_live_page_open_still_stops(server) -> None:
    _status, game = post(server.base, "game/new", {})
    request = urllib.request.Request(f"{server.base}/game/{game['file']}/events", headers=BEARER)
    stream = urllib.request.urlopen(request, timeout=60)
    assert stream.readline().startswith(b"retry:")
    code, _out, err = server.stop()
    assert code == 0, err
    # the stream was ended by the server at once, not cut after uvicorn's 2 s of grace (no
    # wall-clock bound: the 8 s it had was above that failure's time, and this line says it)
    assert "timeout graceful shutdown exceeded" not in err, err
    stream.read()  # to its end (a stream cut midway raises IncompleteRead)
    stream.close()


def test_sigterm_stops_it_as_ctrl_c_does(server) -> None:
    """``kill``, systemd and Docker stop a server with SIGTERM: exit 0 and its line (#35)."""
    import signal

    assert post(server.base, "game/new", {})[0] == 200
    code, out, err = server.stop(signal.SIGTERM)
    assert (code, err) == (0, "")
    assert out.endswith("kitgen serve stopped.\n")


def test_what_a_killed_server_left_is_removed_when_one_starts(tmp_path: Path) -> None:
    """A server killed mid-write leaves temporary and lock files in its data folder; the
    next one removes them, but never a file a live kitgen holds, nor one of the user's."""
    import fcntl

    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    name = "abcdefgh23456789.json"
    left = [games / f".{name}.2uxlz_wu.tmp", games / f".{name}.kitgen-lock",
            tmp_path / "data" / "matches" / ".m.json.crg60gb2.tmp"]  # fmt: skip
    left[2].parent.mkdir()
    kept = [games / ".notes", games / f"{name}.bak", games / ".b.json.kitgen-lock",
            games / ".c.json.abcdefgh.tmp"]  # fmt: skip
    for path in left + kept:
        path.write_text("{", encoding="utf-8")
    held_lock = os.open(kept[2], os.O_RDWR)  # as a live kitgen holds its lock
    held_temp = os.open(kept[3], os.O_RDWR)  # and its temporary file while it writes
    fcntl.flock(held_lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    fcntl.flock(held_temp, fcntl.LOCK_EX | fcntl.LOCK_NB)
    try:
        running = Server(tmp_path / "data")
        code, _out, err = running.stop()
    finally:
        os.close(held_lock)
        os.close(held_temp)
    assert (code, err) == (0, "")
    assert [p.exists() for p in left] == [False] * 3
    assert [p.exists() for p in kept] == [True] * 4


def test_a_port_in_use_is_refused_with_exit_2(tmp_path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "kitgen", "serve", "--port", str(port), "--data",
             str(tmp_path)], capture_output=True, text=True, timeout=60,
        )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.startswith(f"error: port {port} is in use on 127.0.0.1")
    assert "--port" in result.stderr and "Traceback" not in result.stderr


def test_lan_prints_the_lan_url_and_a_qr_code(tmp_path) -> None:
    running = Server(tmp_path / "data", "--lan")
    try:
        assert running.first_line.startswith("http://") and running.first_line.endswith(
            f":{running.port}/?token={TOKEN}"
        )
    finally:
        code, out, err = running.stop()
    lines = out.splitlines()
    qr = [line for line in lines if "█" in line or "▀" in line or "▄" in line]
    assert len(qr) >= 10, out + err  # a QR code of at least version 2 is 25 modules: 13 half rows
    assert f"kitgen cards all --qr {running.first_line}" in out  # the cards with the same code
    assert code == 0


def test_thirty_phones_passing_at_once_lose_no_move(server, kitgen) -> None:
    # no end after six scoreless turns (the rules page's default), so that all 30 count
    _status, game = post(
        server.base, "game/new", {"players": ["Ann", "Bob", "Cy"], "scoreless_end": 0}
    )
    ident = game["file"]
    with ThreadPoolExecutor(30) as pool:
        answers = list(pool.map(lambda _: post(server.base, "game/pass", {"game": ident}),
                                range(30)))  # fmt: skip
    assert [a[0] for a in answers] == [200] * 30
    assert all(a[1]["ok"] for a in answers)
    path = server.process.args[server.process.args.index("--data") + 1]
    history = json.loads(Path(f"{path}/games/{ident}.json").read_text(encoding="utf-8"))
    shown = kitgen("game", "show", f"{path}/games/{ident}.json", "--json").json()
    assert shown["to_play"] == "Ann"  # 30 passes among three players: Ann's turn again
    assert json.dumps(history).count("pass") >= 30


def test_every_page_hears_a_move_within_a_second(server) -> None:
    _status, game = post(server.base, "game/new", {})
    ident = game["file"]
    heard: list[float] = []
    listening = threading.Barrier(4, timeout=60)  # the three pages and this test

    def listen() -> None:
        request = urllib.request.Request(f"{server.base}/game/{ident}/events", headers=BEARER)
        with urllib.request.urlopen(request, timeout=60) as stream:
            for line in stream:
                if line.startswith(b"event: hello"):  # the stream is open: the move may come
                    listening.wait()
                if line.startswith(b"event: change"):
                    heard.append(time.monotonic())
                    return

    listeners = [threading.Thread(target=listen) for _ in range(3)]
    for t in listeners:
        t.start()
    listening.wait()
    assert post(server.base, "game/play", {"game": ident, "move": "8H 1+1=10"})[1]["ok"]
    # answered: the move is in the file (the request's own time, which a loaded machine
    # stretches, is not the pages')
    played = time.monotonic()
    for t in listeners:
        t.join(60)
    assert len(heard) == 3
    assert max(heard) - played < 1.0  # each page looks every 0.25 s


def test_the_referee_commands_never_load_the_web_stack() -> None:
    code = (
        "import sys\n"
        "from kitgen.cli.app import run\n"
        "for args in (['check', '1=1'], ['--help'], ['serve', '--help']):\n"
        "    run(args)\n"
        "web = {'starlette', 'uvicorn', 'jinja2', 'segno', 'platformdirs', 'kitgen.web'}\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in web or m == 'kitgen.web'))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)  # fmt: skip
    assert result.stdout.strip().splitlines()[-1] == "[]"


def test_serve_help_and_a_bad_token(kitgen, tmp_path) -> None:
    result = kitgen("serve", "--help")
    assert result.code == 0 and "--lan" in result.out and "--token" in result.out
    result = kitgen("serve", "--token", "short", "--data", str(tmp_path), "--port", "0")
    assert result.code == 2 and result.err.startswith("error: the token must be at least 8")


@pytest.mark.parametrize(
    ("port", "message"),
    [
        ("65536", "--port 65536 is out of range — give 0 to 65535"),
        ("-1", "--port -1 is out of range — give 0 to 65535"),
        ("80.5", "--port '80.5' is not a whole number — give 0 to 65535"),
        ("x", "--port 'x' is not a whole number — give 0 to 65535"),
        ("", "--port '' is not a whole number — give 0 to 65535"),
        ("٣", "--port '٣' is not a whole number — give 0 to 65535"),  # int() reads it as 3
    ],
)
def test_a_port_that_is_no_port_is_refused_before_anything_starts(
    kitgen, tmp_path, port, message
) -> None:
    data = tmp_path / "data"
    result = kitgen("serve", "--port", port, "--data", str(data))
    assert (result.code, result.out, result.err) == (2, "", f"error: {message}\n")
    assert not data.exists()  # refused before the data folder is made
