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
"""

from __future__ import annotations

import os
import re
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


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_examples_print_what_the_page_shows(tmp_path: Path, page: Path) -> None:
    env = dict(os.environ)
    env.update(
        PATH=f"{BIN}{os.pathsep}{env.get('PATH', '')}",
        COLUMNS="100",
        NO_COLOR="1",
        TERM="dumb",
        KITGEN_README_TEST="1",
    )
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
            result = subprocess.run(
                ["bash", "-c", example.command],
                cwd=scratch,
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
                check=False,
            )
            ran += 1
            got = normalise(result.stdout + result.stderr, scratch)
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
