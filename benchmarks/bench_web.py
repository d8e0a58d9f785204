"""kitgen serve: /api/check against a one-route "hello" app on the same uvicorn, side by side.

Both apps run in their own process under uvicorn with the same settings, on 127.0.0.1; the
same load client (20 concurrent keep-alive connections, asyncio, a fixed time) measures
each. Targets (issue #23): /api/check sustains at least half the hello app's requests per
second, with p99 latency at most 50 ms; the check page with its assets (as a browser
fetches them, gzip) is under 100 KB. kitgen's rate limit is raised for the run (it would
refuse a load test, as it should), so the figure is the rest of the request path.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

CLIENTS = 20
SECONDS = 4.0
TOKEN = "bench-token-0123456789"
ROOT = Path(__file__).resolve().parent.parent


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

        app = create_app(tempfile.mkdtemp(), TOKEN, rate=1e9, burst=1e9)
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


async def client(port: int, request: bytes, until: float, latencies: list[float]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while time.perf_counter() < until:
            started = time.perf_counter()
            writer.write(request)
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


def load(port: int) -> tuple[float, float]:
    body = json.dumps({"expr": "11x11=1001"}).encode()
    request = (
        f"POST /api/check HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Authorization: Bearer {TOKEN}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode() + body

    async def run() -> list[float]:
        warm: list[float] = []
        await asyncio.gather(*(client(port, request, time.perf_counter() + 0.5, warm)
                               for _ in range(CLIENTS)))  # fmt: skip
        latencies: list[float] = []
        until = time.perf_counter() + SECONDS
        await asyncio.gather(*(client(port, request, until, latencies) for _ in range(CLIENTS)))
        return latencies

    latencies = asyncio.run(run())
    latencies.sort()
    return len(latencies) / SECONDS, latencies[int(len(latencies) * 0.99)]


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
    figures = {}
    for which in ("hello", "kitgen"):
        process, port = start(which)
        try:
            figures[which] = load(port)
            if which == "kitgen":
                sizes = page_bytes(port)
        finally:
            process.terminate()
            process.wait(10)
    hello_rps, hello_p99 = figures["hello"]
    rps, p99 = figures["kitgen"]
    total = sum(sizes.values())
    print(f"hello app: {hello_rps:.0f} requests/s, p99 {hello_p99 * 1000:.1f} ms")
    print(f"/api/check: {rps:.0f} requests/s, p99 {p99 * 1000:.1f} ms ({CLIENTS} clients)")
    print(f"/api/check vs hello: {rps / hello_rps:.2f} (target >= 0.5)")
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
