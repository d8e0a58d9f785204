"""The rules pages' Markdown as HTML, for the web's rules page (``/rules/GAME``).

Only what the shipped pages use (``kitgen/rulebook/*.md``): headings, paragraphs, lists
(``-`` and ``1.``, nested by indentation), tables, fenced code blocks, and inline code,
``**bold**`` and ``*italic*``. Every text is escaped first; no raw HTML passes through.
"""

from __future__ import annotations

import html
import re

_INLINE = re.compile(r"`([^`]+)`|\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*")
_ITEM = re.compile(r"^(\s*)(-|\d+\.)\s+(.*)$")


def inline(text: str) -> str:
    """One line's text: code, bold and italic, everything else escaped."""
    out, end = [], 0
    for found in _INLINE.finditer(text):
        out.append(html.escape(text[end : found.start()], quote=False))
        code, bold, italic = found.groups()
        if code is not None:
            out.append(f"<code>{html.escape(' '.join(code.split()), quote=False)}</code>")
        elif bold is not None:
            out.append(f"<strong>{html.escape(bold, quote=False)}</strong>")
        else:
            out.append(f"<em>{html.escape(italic, quote=False)}</em>")
        end = found.end()
    out.append(html.escape(text[end:], quote=False))
    return "".join(out)


def _join_code_spans(lines: list[str]) -> str:
    return " ".join(line.strip() for line in lines)


def _table(rows: list[str]) -> str:
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    head, body = cells[0], [r for r in cells[2:]]
    # a wide table scrolls sideways on a phone: focusable, so a keyboard can scroll it too
    parts = ['<table tabindex="0"><thead><tr>']
    # a column with no heading (the rules' notes beside the parts) has an empty cell there,
    # not a header that names nothing
    parts += [f"<th>{inline(c)}</th>" if c else "<td></td>" for c in head]
    parts.append("</tr></thead><tbody>")
    for row in body:
        parts.append("<tr>" + "".join(f"<td>{inline(c)}</td>" for c in row) + "</tr>")
    parts.append("</tbody></table>")
    return "".join(parts)


def _list(items: list[tuple[int, str, str]]) -> str:
    """Nested lists from (indent, marker, text) items."""
    out: list[str] = []
    stack: list[tuple[int, str]] = []  # (indent, tag) of each open list
    for indent, marker, text in items:
        tag = "ol" if marker[0].isdigit() else "ul"
        while stack and indent < stack[-1][0]:
            out.append(f"</li></{stack.pop()[1]}>")
        if stack and indent == stack[-1][0]:
            out.append("</li>")
        else:
            start = f' start="{int(marker[:-1])}"' if tag == "ol" and marker != "1." else ""
            out.append(f"<{tag}{start}>")
            stack.append((indent, tag))
        out.append(f"<li>{inline(text)}")
    while stack:
        out.append(f"</li></{stack.pop()[1]}>")
    return "".join(out)


def to_html(text: str) -> str:
    """``text`` (a rules page) as HTML; its first heading is left to the page."""
    lines = text.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
        elif line.startswith("```"):
            j = i + 1
            while j < len(lines) and not lines[j].startswith("```"):
                j += 1
            block = "\n".join(lines[i + 1 : j])
            out.append(f'<pre tabindex="0"><code>{html.escape(block, quote=False)}</code></pre>')
            i = j + 1
        elif line.startswith("#"):
            level = len(line) - len(line.lstrip("#"))
            out.append(f"<h{level}>{inline(line[level:].strip())}</h{level}>")
            i += 1
        elif line.startswith("|"):
            j = i
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            out.append(_table(lines[i:j]))
            i = j
        elif _ITEM.match(line):
            items: list[tuple[int, str, str]] = []
            while i < len(lines) and lines[i].strip():
                found = _ITEM.match(lines[i])
                if found:
                    items.append((len(found.group(1)), found.group(2), found.group(3)))
                else:  # a continuation line of the item before
                    indent, marker, said = items[-1]
                    items[-1] = (indent, marker, f"{said} {lines[i].strip()}")
                i += 1
            out.append(_list(items))
        else:
            j = i
            while (
                j < len(lines) and lines[j].strip() and not lines[j].startswith(("|", "#", "```"))
            ):
                if j > i and _ITEM.match(lines[j]):
                    break
                j += 1
            out.append(f"<p>{inline(_join_code_spans(lines[i:j]))}</p>")
            i = j
    return "\n".join(out)
