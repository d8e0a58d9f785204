"""``game bot`` at the largest rack a spec allows (15 tiles, 10 blanks) stays within the
memory of one ``game moves`` question (#35: it held every search it had given up on, 1,812
MB against the move engine's 506 MB; then, freeing them, 674 MB over five questions of a
work limit each; now its searches share one question's budget). Measured with the engine's
work limit made smaller (300,000 steps, so the test takes seconds): the peak memory of the
bot's process, at each level that searches differently, against that of ``game moves``
asking the same rack. ``make bench`` measures the real limit (bench_limits.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

#: Runs one command with a smaller work limit; prints its exit code and peak memory in KB.
MEASURED = """
import contextlib, io, resource, sys
import kitgen.games.binary.movegen.budget as budget
budget.WORK_LIMIT = 300_000
from kitgen.cli.app import run
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    code = run(sys.argv[1:])
print(code, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""
RACK = ",".join(["?"] * 10 + ["1", "0", "+", "=", "×"])


def _peak(*args: str) -> tuple[int, int]:
    done = subprocess.run(
        [sys.executable, "-c", MEASURED, *args], capture_output=True, text=True, timeout=300,
        check=True,
    )  # fmt: skip
    code, peak = done.stdout.split()
    return int(code), int(peak)


def test_the_bot_at_the_largest_rack_stays_within_one_question_s_memory(
    kitgen, tmp_path: Path
) -> None:
    root = Path(__file__).resolve().parents[2]
    tiles = (root / "templates" / "binary" / "tiles.toml").read_text("utf-8")
    spec = tmp_path / "big.toml"  # the largest tile set allowed: racks of 15, 10 blanks
    spec.write_text(
        tiles.replace("rack = 9", "rack = 15").replace(
            "count = 3\npoints = 0", "count = 10\npoints = 0"
        ),
        encoding="utf-8",
    )
    game = tmp_path / "big.json"
    assert kitgen("game", "new", game, "--spec", spec, "--players", "A,B").code == 0
    code, searched = _peak("game", "moves", str(game), "--rack", RACK, "--top", "1")
    assert code == 2  # past the (smaller) work limit
    for level in ("greedy", "strong"):
        code, bot = _peak("game", "bot", str(game), "--rack", RACK, "--level", level)
        assert code == 0
        # its searches share one question's budget: the largest, the whole rack's, stops
        # at half of it (before: five questions, 1.7x the memory of one); the same peak when
        # both stop at the same point of their largest search
        assert bot <= searched, (level, bot, searched)
