"""A griffe extension for the Python API page (``docs/reference/python-api.md``): kitgen's
docstrings are written in reStructuredText's inline style, which Markdown reads almost as
is (````code```` is code in both); this turns the rest into Markdown as the docs site
builds: a role (``:class:`Answer```, ``:func:`~kitgen.check```) becomes code, and a
paragraph ending in ``::`` before its indented example ends in ``:``."""

from __future__ import annotations

import re
from typing import Any

from griffe import Extension, Object

_ROLE = re.compile(r":(?:class|func|meth|data|mod|attr|exc|obj):`~?([^`]+)`")
_LITERAL = re.compile(r"(?<=\S)::$", re.MULTILINE)
_BARE_LITERAL = re.compile(r"^(\s*)::$", re.MULTILINE)


def markdown(text: str) -> str:
    """``text`` (a docstring) with its reStructuredText roles and ``::`` in Markdown."""
    text = _ROLE.sub(lambda m: f"``{m.group(1)}``", text)
    text = _BARE_LITERAL.sub("", text)
    return _LITERAL.sub(":", text)


class RestToMarkdown(Extension):
    """Every object's docstring, rewritten by :func:`markdown` once griffe has loaded it."""

    def on_instance(self, *, obj: Object, **kwargs: Any) -> None:
        if obj.docstring is not None:
            obj.docstring.value = markdown(obj.docstring.value)
