"""The README's and the docs' examples run: every ``console`` block of README.md and of each
page under docs/ is executed and its output compared.

Blocks run in order, each ``## `` section of the README (each page of the docs) in a fresh
scratch folder laid out like a checkout (``output/``, ``templates/``), so a file made by one
example (a game file) is there for the next, as for a reader who follows along. Conventions
in the Markdown source (invisible when rendered):

- ``<!-- file: NAME -->`` right before a fenced block writes the block to ``NAME`` first;
- ``<!-- not run: WHY -->`` right before a ``console`` block leaves it out (e.g. ``make``).

Output is compared after normalising what differs between machines: the scratch folder's
path. A wanted line ``… anything …`` stands for any number of lines.

An example that is ``kitgen`` with arguments and nothing else of the shell (no pipe,
redirection, variable, ``&&``, glob or environment prefix; quoted words and a ``#`` comment
are fine) runs in this process through the CLI's runner, in the scratch folder with the
same environment, its output read as the terminal shows it (stdout, then stderr). Every
other example runs in ``bash -c`` (a kitgen process: start-up, encodings, exit codes, other
processes), as a reader's shell runs it.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
#: Every page with examples: the README, then the docs pages.
PAGES = [
    README,
    *sorted(
        p for p in (ROOT / "docs").rglob("*.md") if "```console" in p.read_text(encoding="utf-8")
    ),
]
BIN = Path(sys.executable).parent

_FENCE = re.compile(r"^```(\w*)\s*$")
_WILDCARD = re.compile(r"\s*(\.\.\.|…|….*…)\s*")
_MARK = re.compile(r"^<!--\s*(file|not run):\s*(.*?)\s*-->\s*$")
#: ``kitgen`` and words the shell passes on as they are: bare words of no special character,
#: single-quoted words, double-quoted words with nothing expanded in them; then a comment.
#: (Possessive: a line that is not one is refused at once, with no backtracking.)
_WORD = r"""(?:[^\s'"\\$`|&;<>()*?\[\]{}~!#]++|'[^']*+'|"[^"\\$`!]*+")++"""
_PLAIN = re.compile(rf"kitgen(?:\s++{_WORD})*+\s*(?:\s#.*)?")
#: The environment of every example: a terminal 100 columns wide, without colour.
ENV = {"COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb", "KITGEN_README_TEST": "1"}


@dataclass
class Block:
    line: int
    lang: str
    body: list[str]
    section: str
    mark: tuple[str, str] | None = None


@dataclass
class Example:
    line: int
    command: str
    expected: list[str] = field(default_factory=list)


def blocks(text: str) -> list[Block]:
    found: list[Block] = []
    lines = text.splitlines()
    i = 0
    mark: tuple[str, str] | None = None
    section = ""
    while i < len(lines):
        if lines[i].startswith("## "):
            section = lines[i]
        m = _MARK.match(lines[i])
        if m:
            mark = (m.group(1), m.group(2))
            i += 1
            continue
        f = _FENCE.match(lines[i])
        if f and f.group(1):
            start = i
            i += 1
            body = []
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            found.append(Block(start + 1, f.group(1), body, section, mark))
        if lines[i].strip():
            mark = None
        i += 1
    return found


def examples(block: Block) -> list[Example]:
    out: list[Example] = []
    continued = False
    for offset, text in enumerate(block.body, start=1):
        if continued:
            out[-1].command += "\n" + text
        elif text.startswith("$ "):
            out.append(Example(block.line + offset, text[2:]))
        elif out:
            out[-1].expected.append(text)
        continued = bool(out) and not out[-1].expected and text.endswith("\\")
    for example in out:
        while example.expected and not example.expected[-1].strip():
            example.expected.pop()
    return out


def matches(got: list[str], want: list[str]) -> bool:
    """Line by line; a wanted line ``… anything …`` stands for any number of lines."""
    pattern = "".join(
        r"(?:[^\n]*\n)*?" if _WILDCARD.fullmatch(w) else re.escape(w) + r"\n" for w in want
    )
    return re.fullmatch(pattern, "".join(g + "\n" for g in got)) is not None


def normalise(text: str, scratch: Path) -> list[str]:
    text = text.replace(str(scratch) + os.sep, "").replace(str(scratch), ".")
    return [line.rstrip() for line in text.rstrip("\n").splitlines()]


def count_examples() -> int:
    """How many console examples the README and the docs hold, run or not."""
    return sum(
        len(examples(b))
        for page in PAGES
        for b in blocks(page.read_text(encoding="utf-8"))
        if b.lang == "console"
    )


def test_the_pages_hold_the_examples() -> None:
    assert README in PAGES and len(PAGES) > 1
    assert count_examples() > 120


def plain_kitgen(command: str) -> list[str] | None:
    """The arguments of a ``kitgen`` example the shell would pass on unchanged, or None for
    one that needs the shell."""
    if "\n" in command or not _PLAIN.fullmatch(command):
        return None
    return shlex.split(command, comments=True)[1:]


def test_plain_kitgen_leaves_the_shell_s_work_to_the_shell() -> None:
    assert plain_kitgen("kitgen tiles --backs   # the 100 tiles") == ["tiles", "--backs"]
    assert plain_kitgen("""kitgen check '1+1×10=11' --players "Ann,Bob" x=1""") == [
        "check", "1+1×10=11", "--players", "Ann,Bob", "x=1",
    ]  # fmt: skip
    for shell in (
        "kitgen check -q '11x11=1001' && echo correct",
        "kitgen rules staeda | head -1",
        'kitgen staeda check "$(python3 -c 1)" --target 3',
        "PYTHONIOENCODING=ascii kitgen check 1=1",
        "kitgen tiles --paper $'a4\\nx'",
        "kitgen game new output/pipe > x",
        "kitgen tiles --out out/*",
        "mkfifo output/pipe\nkitgen game new output/pipe --force",
        'kitgen check "$HOME"',
        "python3 -m kitgen check 1=1",
    ):
        assert plain_kitgen(shell) is None, shell


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_examples_print_what_the_page_shows(
    tmp_path: Path, page: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    import kitgen.maker.render.svg
    from kitgen.cli.app import run

    env = dict(os.environ)
    env.update(PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}", **ENV)
    for name, value in ENV.items():
        monkeypatch.setenv(name, value)
    # SVGs written as a user's kitgen writes them: svgwrite's validator, which the suite turns
    # on for every SVG (tests/conftest.py; the laser tests check what it would), is off
    monkeypatch.setattr(kitgen.maker.render.svg, "VALIDATE", False)
    failures: list[str] = []
    ran = 0
    scratch = tmp_path
    section = None
    per_section = page == README  # a docs page is one scratch folder
    for block in blocks(page.read_text(encoding="utf-8")):
        if block.section != section if per_section else section is None:
            section = block.section
            scratch = tmp_path / f"section-{block.line}"
            (scratch / "output").mkdir(parents=True)  # as in a checkout: output/ and templates/
            (scratch / "templates").symlink_to(ROOT / "templates")
        if block.mark and block.mark[0] == "file":
            (scratch / block.mark[1]).write_text("\n".join(block.body) + "\n", encoding="utf-8")
            continue
        if block.lang != "console" or (block.mark and block.mark[0] == "not run"):
            continue
        for example in examples(block):
            args = plain_kitgen(example.command)
            if args is not None:
                monkeypatch.chdir(scratch)
                capsys.readouterr()
                run(args)
                printed = capsys.readouterr()
                output = printed.out + printed.err
            else:
                result = subprocess.run(
                    ["bash", "-c", example.command],
                    cwd=scratch,
                    env=env,
                    capture_output=True,
                    text=True,
                    timeout=120,
                    check=False,
                )
                output = result.stdout + result.stderr
            ran += 1
            got = normalise(output, scratch)
            want = [line.rstrip() for line in example.expected]
            if not matches(got, want):
                failures.append(
                    f"{page.name} line {example.line}: $ {example.command}\n"
                    + "\n".join(f"  want| {w}" for w in want)
                    + "\n"
                    + "\n".join(f"  got | {g}" for g in got)
                )
    assert ran > 0, f"no examples run in {page.name}"
    if failures:
        pytest.fail(f"{len(failures)} of {ran} examples differ:\n\n" + "\n\n".join(failures))
