"""The largest input each solver and generator allows, and what it costs (issue #28).

Each case is a whole ``kitgen`` process on the biggest input its limits let through (or the
worst one found), as a user pays it: wall time, CPU time and peak memory (the child's
maximum resident set). docs/limits.md quotes these figures. Target: every case ends (an
answer, or the one error line of a work limit) within 60 s of CPU and 1 GB of memory on
this 2-core machine.

Arguments: words; only the cases whose name holds one are run. Prints ``name: value unit``;
exits 1 when a case misses the target or ends with an exit code other than the one it
should.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
CPU_LIMIT, MEMORY_LIMIT_MB = 60.0, 1024.0
#: ``game bot`` shares one ``game moves`` question's work budget over all its searches: its
#: CPU at most this times that of ``game moves`` on the same rack (steps cost a little more
#: or less time in different searches), its memory at most that of ``game moves``.
BOT_CPU_RATIO = 1.25
MOVES_CASE = "game moves, rack of 15 with 10 blanks, --top 1"


def kitgen(*args: str) -> tuple[int, float, float, float, str]:
    """Run ``kitgen args...``; exit code, wall s, CPU s, peak MB (of this process), stderr."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "kitgen", *args], stdout=out, stderr=err)
        _, status, used = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        said = err.read().decode("utf-8", "replace")
    cpu = used.ru_utime + used.ru_stime
    return child.returncode, wall, cpu, used.ru_maxrss / 1024, said


def prepare(folder: Path) -> dict[str, list[str]]:
    """The cases: name -> arguments (files made in ``folder``)."""
    tiles = (ROOT / "templates" / "binary" / "tiles.toml").read_text("utf-8")
    spec = folder / "big.toml"  # the largest tile set allowed: racks of 15, 10 blanks
    spec.write_text(
        tiles.replace("rack = 9", "rack = 15").replace(
            "count = 3\npoints = 0", "count = 10\npoints = 0"
        ),
        encoding="utf-8",
    )
    most = folder / "most.toml"  # 2,000 tiles, the most a spec holds (blanks: 10 at most)
    counts = re.sub(r"count = (\d+)", lambda m: f"count = {int(m[1]) * 20}", tiles)
    head, blank = counts.rsplit("count = 60", 1)  # the blanks come last
    counts = head.replace("count = 560", "count = 610", 1) + "count = 10" + blank
    most.write_text(counts, encoding="utf-8")
    big = folder / "big.json"
    run_ok("game", "new", str(big), "--spec", str(spec), "--players", "A,B")
    positions = json.loads((HERE / "bench_moves_positions.json").read_text("utf-8"))
    (position,) = [p for p in positions if p["name"] == "game1 move 5 (2 blanks)"]
    shipped = folder / "shipped.json"
    run_ok("game", "new", str(shipped), "--players", "A,B")
    for move in position["moves"]:
        run_ok("game", "play", str(shipped), move)
    rack = ",".join("?" if face == "blank" else face for face in position["rack"])
    blanks15 = ",".join(["?"] * 10 + ["1", "0", "+", "=", "×"])
    ones = "1" * 99_998
    return {
        "game moves, rack of 15 with 10 blanks, --top 1": [
            "game", "moves", str(big), "--rack", blanks15, "--top", "1",
        ],
        "game bot, rack of 15 with 10 blanks (greedy)": [
            "game", "bot", str(big), "--rack", blanks15,
        ],
        "game bot, rack of 15 with 10 blanks (strong)": [
            "game", "bot", str(big), "--rack", blanks15, "--level", "strong",
        ],
        "game bot, rack of 15 with 10 blanks (random)": [
            "game", "bot", str(big), "--rack", blanks15, "--level", "random", "--seed", "1",
        ],
        "game moves, shipped set's biggest rack, --all --json": [
            "game", "moves", str(shipped), "--rack", rack, "--all", "--json",
        ],
        "game moves, shipped set's biggest rack, --top 10": [
            "game", "moves", str(shipped), "--rack", rack,
        ],
        "check, 199,999 characters (two 99,998-digit numbers)": [
            "check", ones, "=", ones,  # one argument holds at most 128 KB (Linux)
        ],
        "check, 99,999-digit product": ["check", f"{'1' * 49_999}×{'1' * 49_999}=1"],
        "staeda solve, the slowest best stæða found": [
            "staeda", "solve", "--target", "241", "--hand", "2 5 6", "--table", "7 J K",
        ],
        "staeda solve, the most count work found": [
            "staeda", "solve", "--target", "6", "--hand", "A 2 3", "--table", "4 6 K",
        ],
        "tiles, 2,000 tiles (the most a spec holds), default outputs": [
            "tiles", "--spec", str(most), "--out", str(folder / "out"),
        ],
        "code hint, 32,768 codes (8 flavours, length 5, any repeats; at most 40,000)": [
            "code", "hint", "--flavours", "8", "--length", "5", "--any-repeats",
        ],
        "code strategy, 7,776 codes (6 flavours, length 5, any repeats; at most 8,000)": [
            "code", "strategy", "--flavours", "6", "--length", "5", "--any-repeats",
        ],
        "code strategy, 6,720 codes (8 flavours, length 5)": [
            "code", "strategy", "--flavours", "8", "--length", "5",
        ],
    }  # fmt: skip


#: The exit code each case ends with (2: refused with the one line of a work limit).
EXPECTED = {
    "game moves, rack of 15 with 10 blanks, --top 1": 2,
    "game moves, shipped set's biggest rack, --all --json": 2,
    "check, 99,999-digit product": 1,
}


def run_ok(*args: str) -> None:
    code, *_, err = kitgen(*args)
    if code != 0:
        raise SystemExit(f"setting up failed: kitgen {' '.join(args)}: {err}")


def main() -> int:
    failed = False
    measured: dict[str, tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, args in prepare(Path(tmp)).items():
            if sys.argv[1:] and not any(word in name for word in sys.argv[1:]):
                continue  # ``bench_limits.py staeda code``: only the cases naming a word
            code, wall, cpu, peak, err = kitgen(*args)
            want = EXPECTED.get(name, 0)
            line = err.strip().splitlines()[-1][:110] if code == 2 and err.strip() else ""
            print(f"{name}: {wall:.2f} s wall, {cpu:.2f} s CPU, {peak:.0f} MB, exit {code}")
            measured[name] = cpu, peak
            if line:
                print(f"    {line}")
            if code != want or cpu > CPU_LIMIT or peak > MEMORY_LIMIT_MB:
                print(
                    f"    over target: exit {want}, {CPU_LIMIT:.0f} s CPU, {MEMORY_LIMIT_MB:.0f} MB"
                )
                failed = True
            moves = measured.get(MOVES_CASE, (CPU_LIMIT, MEMORY_LIMIT_MB))
            bot = name.startswith("game bot, rack of 15")
            if bot and (cpu > BOT_CPU_RATIO * moves[0] or peak > moves[1]):
                print(
                    f"    over target: {BOT_CPU_RATIO}x the CPU of game moves on the same "
                    f"rack ({moves[0]:.2f} s), its memory ({moves[1]:.0f} MB)"
                )
                failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
