"""Start-up of ``kitgen check`` in another language (issue #24).

Targets:
- whole process: ``kitgen check --lang ru 1+1=10`` has a median wall time at most 1.2× that
  of ``benchmarks/baseline_typer.py`` (a one-command Typer program printing its argument),
  A and B run in turn and the ratio taken pair by pair (``farm-bench --vs`` when the machine
  has it, else the same pairing here);
- the language costs nothing measurable: ``--lang ru`` against English, the same way;
- only the language's own catalogue is read: the ``.mo`` files the process opens, seen by
  an audit hook, are exactly ``ru/LC_MESSAGES/kitgen.mo``;
- the root option at full speed (issue #37): ``kitgen --lang L check 1+1=10`` (the option
  as ``kitgen --help`` lists it) and ``kitgen check --lang L 1+1=10`` within 1.2x the
  one-command Typer program, in every language (the folders of ``kitgen/locale``).

Prints ``name: value unit`` lines; exits 1 when a figure misses its target.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
RUNS = int(os.environ.get("BENCH_RUNS", "30"))
# Measure as a user runs it: with Python's bytecode cache (see bench_check.py).
ENV = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
SCRIPT = Path(sys.executable).with_name("kitgen")
RUSSIAN = [str(SCRIPT), "check", "--lang", "ru", "1+1=10"]
ENGLISH = [str(SCRIPT), "check", "--lang", "en", "1+1=10"]
BASELINE = [sys.executable, str(HERE / "baseline_typer.py"), "1+1=10"]

#: Opens every file the way kitgen does and reports each ``.mo`` opened, then runs the CLI.
PROBE = """
import sys
opened = []
def hook(event, args):
    if event == "open" and str(args[0]).endswith(".mo"):
        opened.append(str(args[0]))
sys.addaudithook(hook)
from kitgen.cli.app import run
code = run(sys.argv[1:])
print("\\n".join(opened), file=sys.stderr)
"""


def _wall(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, env=ENV)
    return time.perf_counter() - start


def ratio(a: list[str], b: list[str]) -> float:
    """Median of the pairwise wall-time ratios A/B, A and B run in turn."""
    bench = shutil.which("farm-bench")
    if bench:
        vs = " ".join(b)
        out = subprocess.run(
            [bench, "-n", str(RUNS), "--vs", vs, "--", *a],
            check=True,
            capture_output=True,
            text=True,
            env=ENV,
            timeout=600,
        ).stdout
        found = re.search(r"^A/B wall\s+\S+\s+(\S+)", out, re.MULTILINE)
        if found:
            return float(found.group(1))
    for _ in range(3):  # warm the file and bytecode caches
        _wall(a), _wall(b)
    return statistics.median(_wall(a) / _wall(b) for _ in range(RUNS))


def catalogues_read() -> list[str]:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, *RUSSIAN[1:]],
        capture_output=True,
        text=True,
        env=ENV,
        check=False,
    )
    return [line for line in result.stderr.splitlines() if line.endswith(".mo")]


def main() -> int:
    ok = True
    to_typer = ratio(RUSSIAN, BASELINE)
    print(f"check --lang ru vs one-command typer: {to_typer:.2f} x (target 1.2)")
    ok &= to_typer <= 1.2
    to_english = ratio(RUSSIAN, ENGLISH)
    print(f"check --lang ru vs --lang en: {to_english:.2f} x (target 1.05)")
    ok &= to_english <= 1.05
    sys.path.insert(0, str(HERE.parent))
    from kitgen.core.messages import languages

    for lang in languages():
        root = ratio([str(SCRIPT), "--lang", lang, "check", "1+1=10"], BASELINE)
        sub = ratio([str(SCRIPT), "check", "--lang", lang, "1+1=10"], BASELINE)
        print(f"kitgen --lang {lang} check vs one-command typer: {root:.2f} x (target 1.2)")
        print(f"kitgen check --lang {lang} vs one-command typer: {sub:.2f} x (target 1.2)")
        ok &= root <= 1.2 and sub <= 1.2
    read = catalogues_read()
    print(f"catalogues read by check --lang ru: {len(read)} ({', '.join(read)})")
    ok &= len(read) == 1 and read[0].endswith("ru/LC_MESSAGES/kitgen.mo")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
