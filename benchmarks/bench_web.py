"""kitgen serve: /api/check against a one-route "hello" app on the same uvicorn, side by side.

Both apps run in their own process under uvicorn with the same settings, on 127.0.0.1; the
same load client (20 concurrent keep-alive connections, asyncio, a fixed time) measures
each, in :data:`ROUNDS` rounds that alternate hello and kitgen, so both meet the same load
from the rest of the machine; the figures are the medians of the rounds. Targets (issue
#23): /api/check sustains at least half the hello app's requests per second, with p99
latency at most 50 ms; the check page with its assets (as a browser fetches them, gzip) is
under 100 KB. kitgen's rate limit is raised for the run (it would refuse a load test, as it
should), so the figure is the rest of the request path.

Each server's CPU time per request (its process's user + system time over the requests it
answered, from ``/proc``) is printed too, with their ratio and the load average: on a shared
machine it holds still where the wall-clock figures move with the other work (on an idle
machine, where each server has a core, the rates come to the inverse ratio of CPU times).
The checks cycle through a few expressions of a board's length, right and wrong, so no
answer is served twice in a row.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

CLIENTS = 20
SECONDS = 3.0
ROUNDS = 3
TOKEN = "bench-token-0123456789"
ROOT = Path(__file__).resolve().parent.parent
#: What the clients check, in turn: typed as at the table, right and wrong.
EXPRESSIONS = ("11x11=1001", "101+11=1000", "1+1=10", "110 AND 11 = 10", "111-10=100",
               "10x10=100", "1+1=11", "NOT 0 = 1", "1101 XOR 110 = 1011", "100÷10=10")  # fmt: skip


def hello_app():  # the floor: one route, one small JSON answer
    from starlette.applications import Starlette
    from starlette.responses import Response
    from starlette.routing import Route

    async def hello(request):
        await request.body()
        return Response(b'{"ok": true}', media_type="application/json")

    return Starlette(routes=[Route("/api/check", hello, methods=["POST"])])


def serve(which: str, port: int) -> None:
    import uvicorn

    if which == "hello":
        app = hello_app()
    else:
        from kitgen.web.app import create_app
        from kitgen.web.serve import own_names

        # as kitgen serve makes it (the Host guard on), but for the rate limit
        app = create_app(tempfile.mkdtemp(), TOKEN, rate=1e9, burst=1e9,
                         hosts=own_names("127.0.0.1"))  # fmt: skip
    uvicorn.run(app, host="127.0.0.1", port=port, log_level="warning", access_log=False)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(which: str) -> tuple[subprocess.Popen, int]:
    port = free_port()
    process = subprocess.Popen([sys.executable, __file__, "--serve", which, str(port)])
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return process, port
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"{which} did not start")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of process ``pid`` so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def requests_for(port: int) -> list[bytes]:
    found = []
    for expr in EXPRESSIONS:
        body = json.dumps({"expr": expr}, ensure_ascii=False).encode()
        found.append(
            f"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            f"Authorization: Bearer {TOKEN}\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n".encode()
            + body
        )
    return found


async def client(
    port: int, requests: list[bytes], first: int, until: float, latencies: list[float]
) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    turn = first
    try:
        while time.perf_counter() < until:
            started = time.perf_counter()
            writer.write(requests[turn % len(requests)])
            turn += 1
            head = await reader.readuntil(b"\r\n\r\n")
            length = 0
            for line in head.split(b"\r\n"):
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            await reader.readexactly(length)
            assert head.startswith(b"HTTP/1.1 200"), head[:40]
            latencies.append(time.perf_counter() - started)
    finally:
        writer.close()


def load(process: subprocess.Popen, port: int) -> tuple[float, float, float]:
    """Requests a second, p99 latency (s) and the server's CPU seconds per request."""
    requests = requests_for(port)

    async def run(seconds: float) -> list[float]:
        latencies: list[float] = []
        until = time.perf_counter() + seconds
        await asyncio.gather(*(client(port, requests, i, until, latencies)
                               for i in range(CLIENTS)))  # fmt: skip
        return latencies

    asyncio.run(run(0.5))  # warm: connections, caches, the first imports
    cpu = cpu_seconds(process.pid)
    latencies = asyncio.run(run(SECONDS))
    cpu = cpu_seconds(process.pid) - cpu
    latencies.sort()
    return len(latencies) / SECONDS, latencies[int(len(latencies) * 0.99)], cpu / len(latencies)


def page_bytes(port: int) -> dict[str, int]:
    """The check page and every asset it names, as sent with gzip."""
    import re

    def get(path: str) -> bytes:
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}{path}",
            headers={"Authorization": f"Bearer {TOKEN}", "Accept-Encoding": "gzip"},
        )
        with urllib.request.urlopen(request) as r:
            return r.read()

    html = get("/check")
    sizes = {"/check": len(html)}
    for asset in re.findall(rb'(?:href|src)="(/static/[^"]+)"', html):
        sizes[asset.decode()] = len(get(asset.decode()))
    for font in ("sans-latin.ttf", "sans-bold-latin.ttf", "sans-more.ttf"):
        sizes[f"/fonts/{font}"] = len(get(f"/fonts/{font}"))
    return sizes


def main() -> int:
    servers = {which: start(which) for which in ("hello", "kitgen")}
    rounds: dict[str, list[tuple[float, float, float]]] = {"hello": [], "kitgen": []}
    try:
        for _ in range(ROUNDS):
            for which, (process, port) in servers.items():
                rounds[which].append(load(process, port))
        sizes = page_bytes(servers["kitgen"][1])
    finally:
        for process, _port in servers.values():
            process.terminate()
            process.wait(10)

    def median(which: str, i: int) -> float:
        return statistics.median(r[i] for r in rounds[which])

    hello_rps, hello_p99, hello_cpu = (median("hello", i) for i in range(3))
    rps, p99, cpu = (median("kitgen", i) for i in range(3))
    total = sum(sizes.values())
    shown = ", ".join(f"{r[0]:.0f}/s {r[1] * 1000:.1f} ms" for r in rounds["kitgen"])
    print(
        f"hello app: {hello_rps:.0f} requests/s, p99 {hello_p99 * 1000:.1f} ms, "
        f"{hello_cpu * 1e6:.0f} µs CPU a request"
    )
    print(
        f"/api/check: {rps:.0f} requests/s, p99 {p99 * 1000:.1f} ms, {cpu * 1e6:.0f} µs CPU a "
        f"request ({CLIENTS} clients; median of {ROUNDS}: {shown})"
    )
    print(
        f"/api/check vs hello: {rps / hello_rps:.2f} (target >= 0.5); by CPU time a request: "
        f"{hello_cpu / cpu:.2f} (what the rate comes to on an idle machine)"
    )
    print(f"load average: {' '.join(Path('/proc/loadavg').read_text().split()[:3])}")
    print(f"check page with its assets: {total / 1024:.1f} KB (target < 100 KB)")
    for name, size in sizes.items():
        print(f"  {name}: {size / 1024:.1f} KB")
    ok = rps >= hello_rps / 2 and p99 <= 0.050 and total < 100 * 1024
    return 0 if ok else 1


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--serve":
        os.chdir(ROOT)
        serve(sys.argv[2], int(sys.argv[3]))
    else:
        sys.exit(main())
