"""The docs site: it builds with ``mkdocs build --strict``, works offline (no font, script or
style sheet from another host), and the Python examples of its API page run."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MKDOCS = Path(sys.executable).parent / "mkdocs"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    result = subprocess.run(
        [str(MKDOCS), "build", "--strict", "--site-dir", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return out


def test_the_site_builds_strictly_with_a_page_per_family(site: Path) -> None:
    pages = sorted(p.relative_to(site).as_posix() for p in site.rglob("index.html"))
    for expected in (
        "index.html",
        "install/index.html",
        "commands/tiles/index.html",
        "commands/check/index.html",
        "commands/game/index.html",
        "commands/code/index.html",
        "commands/staeda/index.html",
        "commands/templates/index.html",
        "guides/laser/index.html",
        "guides/print-and-play/index.html",
        "rules/binary/index.html",
        "json/index.html",
        "api/index.html",
        "troubleshooting/index.html",
        "changelog/index.html",
    ):
        assert expected in pages
    # the rules pages are the shipped ones, included: the errata are there
    rules = (site / "rules" / "binary" / "index.html").read_text(encoding="utf-8")
    assert "1000×11=11000" in rules and "Errata" in rules


def test_the_site_loads_nothing_from_another_host(site: Path) -> None:
    outside = re.compile(r"""(?:src|href)=["'](?:https?:)?//""")
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        for tag in re.findall(r"<(?:link|script|img)\b[^>]*>", html):
            assert not outside.search(tag), (page, tag)
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html, page
    for sheet in site.rglob("*.css"):
        assert "@import url(http" not in sheet.read_text(encoding="utf-8"), sheet


def test_the_python_api_examples_run(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.chdir(tmp_path)
    text = (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    found = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(found) >= 5
    for i, code in enumerate(found):
        exec(compile(code, f"docs/api.md example {i + 1}", "exec"), {})
    assert (tmp_path / "night.json").is_file() and (tmp_path / "mine" / "tiles-xor.toml").is_file()


def _reference_tool():
    """``tools/reference.py`` (a script, not a module of the package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("reference", ROOT / "tools" / "reference.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_command_s_reference_page_names_every_option() -> None:
    """Each command's section of ``docs/reference/TOP.md`` has a row for each of its
    arguments and options (what ``--help`` lists), read from the page on disk."""
    tool = _reference_tool()
    commands = tool.leaf_commands()
    assert len(commands) > 40
    missing = []
    for path, command in commands.items():
        page = ROOT / "docs" / "reference" / f"{path.split()[0]}.md"
        text = page.read_text(encoding="utf-8") if page.is_file() else ""
        own = text.partition(f"## kitgen {path}\n")[2].partition("\n## ")[0]
        for param in command.params:
            if getattr(param, "hidden", False) or param.name == "help":
                continue
            names = param.opts if param.param_type_name == "option" else [param.human_readable_name]
            missing += [f"kitgen {path} {name}" for name in names if f"`{name}`" not in own]
    assert missing == [], f"not in docs/reference (run make reference): {missing[:10]}"


def test_the_reference_is_the_one_the_declarations_make() -> None:
    tool = _reference_tool()
    made = tool.pages()
    folder = ROOT / "docs" / "reference"
    on_disk = {p.name: p.read_text(encoding="utf-8") for p in folder.glob("*.md")}
    stale = sorted(
        name for name in made.keys() | on_disk.keys() if made.get(name) != on_disk.get(name)
    )
    assert stale == [], f"docs/reference is stale (run make reference): {stale}"
    assert "| `--order` | `ORDER` | math | one of `math`, `left` |" in made["check.md"]
    assert "whole number, 0 to 65535" in made["serve.md"]  # --port's declared range


def test_the_command_pages_leave_the_option_tables_to_the_reference() -> None:
    """The options, their values, defaults and limits are written once, by
    ``tools/reference.py``: a how-to page has no table of options typed by hand (one whose
    first column is the option, or with a default column) and links its reference page."""
    typed = []
    for page in sorted((ROOT / "docs" / "commands").glob("*.md")):
        text = page.read_text(encoding="utf-8")
        for line in text.splitlines():
            cells = [c.strip().lower() for c in line.strip().strip("|").split("|")]
            if line.startswith("|") and (
                cells[0].startswith(("option", "flag")) or "default" in cells
            ):
                typed.append(f"{page.name}: {line[:60]}")
        assert re.search(r"\]\(\.\./reference/[a-z-]+\.md(#[a-z-]+)?\)", text), page.name
    assert typed == []


def test_every_name_on_the_python_api_page_has_a_docstring() -> None:
    """``docs/reference/python-api.md`` shows each name ``import kitgen`` gives (and the
    public functions, classes, methods and properties under it) by its docstring: none is
    shown bare."""
    import importlib
    import inspect

    import kitgen

    tool = _reference_tool()
    shown: list[tuple[str, object]] = []
    for name, target in kitgen._exports().items():
        if ":" in target:
            module, _, attr = target.partition(":")
            shown.append((f"kitgen.{name}", getattr(importlib.import_module(module), attr)))
        else:
            module = importlib.import_module(target)
            shown.append((f"kitgen.{name}", module))
            shown += [(f"kitgen.{name}.{m}", getattr(module, m)) for m in tool.own_members(target)]
    for label, obj in list(shown):
        if inspect.isclass(obj):
            for key, value in vars(obj).items():
                if not key.startswith("_") and (callable(value) or isinstance(value, property)):
                    function = value.fget if isinstance(value, property) else value
                    shown.append((f"{label}.{key}", getattr(function, "__func__", function)))
    assert len(shown) > 100
    bare = [label for label, obj in shown if not (inspect.getdoc(obj) or "").strip()]
    # a dataclass with no docstring of its own gets its signature as one
    bare += [
        label
        for label, obj in shown
        if (inspect.getdoc(obj) or "").startswith(label.split(".")[-1] + "(")
    ]
    assert bare == []


def test_the_docstrings_restructuredtext_reads_as_markdown() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from griffe_rest import markdown
    finally:
        sys.path.remove(str(ROOT / "tools"))
    text = "Returns an :class:`~kitgen.Answer` (see :func:`kitgen.check`)::\n\n    >>> 1\n"
    assert markdown(text) == "Returns an ``kitgen.Answer`` (see ``kitgen.check``):\n\n    >>> 1\n"
    assert markdown("Example:\n\n::\n\n    x = 1\n") == "Example:\n\n\n    x = 1\n"
