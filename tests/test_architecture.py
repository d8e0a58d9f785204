"""The tree shows the architecture: the layers, no import cycle, generic code knows no kit.

Every module under ``kitgen/`` is parsed (``ast``, nothing imported) and every import is
counted: at module level, inside functions, and under ``if TYPE_CHECKING`` (a cycle through
type hints still ties two modules into one design). ``from a.b import c`` counts as an import
of the module ``a.b.c`` when there is one, else of ``a.b``.

The layers (``docs/ARCHITECTURE.md``), each importing only those before it:
``core`` (nothing of kitgen) < ``files`` < ``games`` < ``maker`` < ``api``, ``cli``, ``web``;
``lab`` (the house-rule lab) sits beside ``maker``, on ``core``, ``files`` and ``games``.
The front ends (``cli``, ``web``) import only ``api`` and ``core``: they reach the games, the
maker, the lab and the files through what ``api`` gives.
Within ``maker``, the generic layers (scene, layout, sheets, poster, imposition, render,
laser) import no particular kit: no module of ``maker/kits``, ``maker/specs`` (a kit's spec),
``maker/components`` (a kit's drawings) or ``games`` (a kit's rules). A kit hands its
drawings and sizes to the generic code, never the other way round.

What is still waiting for another part of the work is listed below by name, each with an
expected failure that is strict: once it is fixed, its test fails and the entry goes.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kitgen"

#: The layers below the front ends, each with the layers it may import.
MAY_IMPORT = {
    "core": {"core"},
    "files": {"core", "files"},
    "games": {"core", "files", "games"},
    "maker": {"core", "files", "games", "maker"},
    "simulation": {"core", "files", "games", "simulation"},
}

#: The generic layers of ``maker`` (a module or a package each).
GENERIC = (
    "kitgen.maker.scene",
    "kitgen.maker.layout",
    "kitgen.maker.sheets",
    "kitgen.maker.poster",
    "kitgen.maker.imposition",
    "kitgen.maker.render",
    "kitgen.maker.laser",
)
#: What a generic layer does not import: a particular kit.
KIT_SPECIFIC = (
    "kitgen.maker.kits",
    "kitgen.maker.specs",
    "kitgen.maker.components",
    "kitgen.games",
)


def module_files(package: Path) -> dict[str, Path]:
    """Dotted module name -> its file, for every module below ``package``."""
    found = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(package.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _owner(name: str, modules: Mapping[str, Path]) -> str | None:
    """The module ``name`` is, or is in (``a.b.Thing`` -> ``a.b``); None outside kitgen."""
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(module: str, source: str, modules: Mapping[str, Path]) -> set[str]:
    """The kitgen modules ``module`` imports anywhere in ``source`` (itself left out)."""
    is_package = modules[module].name == "__init__.py"
    found: set[str | None] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(_owner(alias.name, modules) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package
                package = module.split(".")
                package = package[: len(package) - node.level + (1 if is_package else 0)]
                base = ".".join([*package, base] if base else package)
            for alias in node.names:
                full = f"{base}.{alias.name}"
                found.add(full if full in modules else _owner(base, modules))
    found.discard(None)
    found.discard(module)
    return {name for name in found if name is not None}


def import_graph(package: Path = PACKAGE) -> dict[str, set[str]]:
    modules = module_files(package)
    return {
        name: imports_of(name, path.read_text(encoding="utf-8"), modules)
        for name, path in modules.items()
    }


def cycles(graph: Mapping[str, Iterable[str]]) -> list[frozenset[str]]:
    """The strongly connected parts of more than one module (Tarjan), each a cycle or more."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []

    def visit(start: str) -> None:
        # iterative, so that a deep chain of imports cannot reach the recursion limit
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, edges = work[-1]
            for other in edges:
                if other not in index:
                    index[other] = low[other] = len(index)
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, iter(sorted(graph.get(other, ())))))
                    break
                if other in on_stack:
                    low[node] = min(low[node], index[other])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    part = set()
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        part.add(member)
                        if member == node:
                            break
                    if len(part) > 1:
                        found.append(frozenset(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def layer(module: str) -> str:
    """``kitgen.maker.laser.lbrn2`` -> ``maker``; the package itself -> ``kitgen``."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def within(module: str, prefixes: Iterable[str]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


@pytest.fixture(scope="module")
def graph() -> dict[str, set[str]]:
    """kitgen's import graph, read once for the tests that need it (not at collection: every
    test process collects this module, one runs it)."""
    return import_graph()


# -- the reader itself ----------------------------------------------------------------------


def test_the_reader_sees_imports_everywhere_in_a_module() -> None:
    modules = dict.fromkeys(
        ["kitgen.a", "kitgen.b", "kitgen.c", "kitgen.p", "kitgen.p.d"], Path("x.py")
    )
    modules["kitgen.p"] = Path("__init__.py")
    source = (
        "from typing import TYPE_CHECKING\n"
        "import os\n"
        "from kitgen.b import Thing\n"
        "if TYPE_CHECKING:\n"
        "    import kitgen.c\n"
        "def f():\n"
        "    from kitgen.p import d\n"
    )
    assert imports_of("kitgen.a", source, modules) == {"kitgen.b", "kitgen.c", "kitgen.p.d"}
    assert imports_of("kitgen.p", "from . import d\nfrom .d import x\n", modules) == {"kitgen.p.d"}
    assert imports_of("kitgen.p.d", "from .. import a\n", modules) == {"kitgen.a"}


def test_the_reader_reads_the_tree(graph: dict[str, set[str]]) -> None:
    # an import at module level, one inside a function, one under TYPE_CHECKING
    assert "kitgen.maker.layout" in graph["kitgen.maker.imposition.gutterfold"]
    assert "kitgen.maker.render.pdf" in graph["kitgen.maker.output"]
    assert "kitgen.maker.scene" in graph["kitgen.maker.output"]
    assert len(graph) > 150


def test_cycles_finds_every_cycle_and_only_cycles() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
    assert sorted(map(sorted, cycles(graph))) == [["a", "b", "c"], ["d", "e"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


# -- the tree ------------------------------------------------------------------------------


def test_no_import_cycle(graph: dict[str, set[str]]) -> None:
    assert sorted(sorted(c) for c in cycles(graph)) == []


def test_each_layer_imports_only_the_layers_below(graph: dict[str, set[str]]) -> None:
    wrong = [
        f"{module} -> {other}"
        for module, imported in sorted(graph.items())
        if layer(module) in MAY_IMPORT
        for other in sorted(imported)
        if layer(other) not in MAY_IMPORT[layer(module)]
    ]
    assert wrong == []


def test_the_front_ends_are_imported_by_no_layer_below(graph: dict[str, set[str]]) -> None:
    front = ("kitgen.api", "kitgen.cli", "kitgen.web", "kitgen.__main__")
    below = [m for m in graph if layer(m) in MAY_IMPORT]
    assert [f"{m} -> {o}" for m in below for o in sorted(graph[m]) if within(o, front)] == []
    assert [m for m in below if "kitgen" in graph[m]] == []  # the package: the public API


#: The front ends parse, call the API and present: each imports ``api``, ``core`` and its
#: own modules, and reaches the games, the maker, the lab, the files and the schemas only
#: through the declarations and functions ``api`` gives (``kitgen.api.files``,
#: ``kitgen.api.schemas``, ``kitgen.api.forms``, the rules each referee module re-exports).
FRONT_ENDS = ("cli", "web")
FRONT_MAY_IMPORT = {"core", "api"}
#: The one arrow from a front end to another: ``kitgen serve`` starts the web front end.
FRONT_TO_FRONT = {("kitgen.cli.serve", "kitgen.web.serve")}


def test_the_front_ends_import_only_the_api_and_core(graph: dict[str, set[str]]) -> None:
    wrong = [
        f"{module} -> {other}"
        for module, imported in sorted(graph.items())
        if layer(module) in FRONT_ENDS
        for other in sorted(imported)
        if layer(other) not in FRONT_MAY_IMPORT | {layer(module)}
        and (module, other) not in FRONT_TO_FRONT
    ]
    assert wrong == []
    # the rule reads the real tree: both front ends import the API
    assert "kitgen.api.forms" in graph["kitgen.web.commands"]
    assert "kitgen.api.check" in graph["kitgen.cli.check"]
    assert {(m, o) for m, imported in graph.items() for o in imported} >= FRONT_TO_FRONT


def test_the_import_rule_sees_a_front_end_reaching_past_the_api() -> None:
    modules = {"kitgen.cli.x": Path("x.py"), "kitgen.games.binary.rules": Path("r.py"),
               "kitgen.api.check": Path("c.py")}  # fmt: skip
    found = imports_of(
        "kitgen.cli.x",
        "from kitgen.api.check import Rules\ndef f():\n    from kitgen.games.binary import rules\n",
        modules,
    )
    assert found == {"kitgen.api.check", "kitgen.games.binary.rules"}
    assert [o for o in sorted(found) if layer(o) not in FRONT_MAY_IMPORT] == [
        "kitgen.games.binary.rules"
    ]


def test_generic_layers_import_no_particular_kit(graph: dict[str, set[str]]) -> None:
    wrong = [
        (module, other)
        for module, imported in sorted(graph.items())
        if within(module, GENERIC)
        for other in sorted(imported)
        if within(other, KIT_SPECIFIC)
    ]
    assert wrong == []


#: ``cli/`` only parses, calls the API and prints (issue #22): its size in all, and the
#: longest function (its decorators, signature and body).
CLI_MOST_LINES = 2500
CLI_LONGEST_FUNCTION = 60


def test_the_command_line_stays_thin() -> None:
    files = sorted((PACKAGE / "cli").glob("*.py"))
    total = sum(len(path.read_text(encoding="utf-8").splitlines()) for path in files)
    assert 1000 < total < CLI_MOST_LINES  # the lower bound: the files were read
    too_long = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                assert node.end_lineno is not None
                if node.end_lineno - first + 1 > CLI_LONGEST_FUNCTION:
                    too_long.append(f"{path.name}:{node.lineno} {node.name}")
    assert too_long == []
