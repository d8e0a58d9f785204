"""Move the reference sections of a long README into the docs site's pages (docs/).

Each ``## `` section of README.md named in PAGES becomes (part of) one docs page: its heading
the page's title, its subheadings one level up, its links made relative to the page. A
section not named there goes to docs/more/<slug>.md and is reported, to be placed in
mkdocs.yml's nav. Run once, when the README is cut down to its short form:

    python tools/split_readme.py README.md     # writes docs/..., prints what went where
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"

#: A README section's title (its start) -> the docs page it moves to. Two sections may share
#: a page: the second is appended below the first.
PAGES = {
    "A short tour": "tour.md",
    "Printing the binary tile set": "commands/tiles.md",
    "Laser cutting and previews": "guides/laser.md",
    "Laser fit test": "guides/laser.md",
    "The binary game board": "commands/board.md",
    "The ice cream code kit": "commands/icecream-kit.md",
    "Rule cards and score sheets": "commands/cards.md",
    "Print-and-play workflows": "guides/print-and-play.md",
    "Building everything": "commands/build.md",
    "Checking an expression": "commands/check.md",
    "Playing the binary game": "commands/game.md",
    "The ice cream code referee": "commands/code.md",
    "The Stæða referee": "commands/staeda.md",
    "Answers in JSON": "json.md",
    "Reliability: limits and failures": "limits.md",
    "Performance": "limits.md",
}
#: Sections that stay in the README (or are rewritten there).
KEPT = ("Contents",)


def slug(title: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


def sections(text: str) -> tuple[str, list[tuple[str, list[str]]]]:
    """The README's head (before the first ``## ``) and its ``## `` sections."""
    head: list[str] = []
    found: list[tuple[str, list[str]]] = []
    fenced = False
    for line in text.splitlines():
        if line.startswith("```"):
            fenced = not fenced
        if line.startswith("## ") and not fenced:
            found.append((line[3:].strip(), []))
        elif found:
            found[-1][1].append(line)
        else:
            head.append(line)
    return "\n".join(head), found


def page_of(title: str) -> str:
    for start, page in PAGES.items():
        if title.startswith(start):
            return page
    return f"more/{slug(title)[:40].strip('-')}.md"


def relative(page: str, target: str) -> str:
    """``target`` (a path from the repository root) as a link from docs/``page``."""
    depth = page.count("/")
    if target.startswith("docs/"):
        return "../" * depth + target.removeprefix("docs/")
    return "../" * (depth + 1) + target  # outside docs/: not in the site (mkdocs warns)


def moved(lines: list[str], page: str, anchors: dict[str, tuple[str, bool]]) -> list[str]:
    out: list[str] = []
    fenced = False
    for line in lines:
        if line.startswith("```"):
            fenced = not fenced
        if not fenced:
            if line.startswith("#"):
                line = line[1:]  # ### -> ##
            line = re.sub(
                r"\]\((docs/[^)#\s]+)([^)]*)\)",
                lambda m: f"]({relative(page, m.group(1))}{m.group(2)})",
                line,
            )
            line = re.sub(
                r"\]\(#([^)]+)\)",
                lambda m: f"]({link_to(page, anchors.get(m.group(1)), m.group(1))})",
                line,
            )
        out.append(line)
    return out


def link_to(page: str, target: tuple[str, bool] | None, anchor: str) -> str:
    """A README anchor link as a link from ``page``: the page alone for a page's title."""
    if target is None:
        return f"#{anchor}"
    target_page, is_title = target
    up = "../" * page.count("/")
    if target_page == page:
        return f"#{anchor}" if not is_title else up + page.rsplit("/", 1)[-1]
    return f"{up}{target_page}" + ("" if is_title else f"#{anchor}")


def split(readme: Path) -> dict[str, list[str]]:
    _head, found = sections(readme.read_text(encoding="utf-8"))
    anchors: dict[str, tuple[str, bool]] = {}
    firsts: set[str] = set()
    for title, body in found:
        page = page_of(title)
        anchors[slug(title)] = (page, page not in firsts)
        firsts.add(page)
        for line in body:
            if line.startswith("### "):
                anchors[slug(line[4:])] = (page, False)
    pages: dict[str, list[str]] = {}
    for title, body in found:
        if title.startswith(KEPT):
            continue
        page = page_of(title)
        text = pages.setdefault(page, [])
        text += [("# " if not text else "## ") + title, *moved(body, page, anchors)]
    return pages


def main(argv: list[str]) -> int:
    readme = Path(argv[1]) if len(argv) > 1 else ROOT / "README.md"
    for page, lines in split(readme).items():
        path = DOCS / page
        path.parent.mkdir(parents=True, exist_ok=True)
        while lines and not lines[-1].strip():
            lines.pop()
        path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        note = "" if page in PAGES.values() else "   <- not in PAGES: place it in mkdocs.yml"
        print(f"{page}: {len(lines)} lines{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
