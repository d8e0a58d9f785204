"""What a Python user expects of the package: one version, a licence, type information."""

from __future__ import annotations

import re
import tomllib
from importlib import metadata, resources
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def test_version_lives_in_pyproject_and_kitgen_reads_it(kitgen) -> None:
    import kitgen as package

    version = PROJECT["version"]
    assert metadata.version("kitgen") == version == package.__version__
    result = kitgen("--version")
    assert (result.code, result.out) == (0, f"kitgen {version}\n")
    # no second copy of the version string in the package
    for path in (ROOT / "kitgen").rglob("*.py"):
        assert f'"{version}"' not in path.read_text(encoding="utf-8"), path


def test_licence_is_declared_the_pep_639_way() -> None:
    assert PROJECT["license"] == "MIT"
    assert PROJECT["license-files"] == ["LICENSE", "kitgen/fonts/LICENSE-DejaVu.txt"]
    for name in PROJECT["license-files"]:
        assert (ROOT / name).is_file(), name
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_typed_and_schemas_ship_in_the_package() -> None:
    assert resources.files("kitgen").joinpath("py.typed").is_file()
    shipped = [p.name for p in resources.files("kitgen.schemas").iterdir()]
    assert "check.json" in shipped and "error.json" in shipped


def test_declared_dependencies_are_used() -> None:
    names = [dep.split(">")[0].split("<")[0].split("=")[0] for dep in PROJECT["dependencies"]]
    assert "tqdm" not in names  # the one progress bar is typer's (kitgen build)
    ruff = next(d for d in PROJECT["optional-dependencies"]["test"] if d.startswith("ruff"))
    assert ",<0." in ruff  # pinned to one minor version


def test_every_deprecated_spelling_is_in_the_changelog() -> None:
    """The warnings point at CHANGELOG.md: each ``answer.deprecated(OLD, ...)`` call's form
    is a row of its "Deprecated" table, with the release the warning names."""
    import re

    from kitgen.cli.answer import REMOVED_IN

    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    table = changelog.split(f"### Deprecated (removed in {REMOVED_IN})", 1)[1].split("\n## ")[0]
    rows = [line for line in table.splitlines() if line.startswith("| `kitgen")]
    calls = []
    for path in (ROOT / "kitgen" / "cli").glob("*.py"):
        calls += re.findall(r"answer\.deprecated\(\s*f?\"'?([^\"']+)", path.read_text("utf-8"))
    assert len(calls) == len(rows) == 5
    for old in calls:  # "--tiles", "game end --out NAME", "cards score-sheets --players N"...
        words = old.replace("kitgen ", "").replace("{args[1]}", "VERB").split()
        assert any(all(w in row for w in words) for row in rows), old


def test_pypi_metadata() -> None:
    assert PROJECT["readme"] == "docs/pypi.md"
    description = (ROOT / "docs" / "pypi.md").read_text(encoding="utf-8")
    assert len(description.splitlines()) < 80
    # images on PyPI need absolute links
    for link in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", description):
        assert link.startswith("https://"), link
    assert {"Homepage", "Documentation", "Changelog", "Source"} <= set(PROJECT["urls"])
    assert PROJECT["keywords"] and PROJECT["authors"]
    assert "Typing :: Typed" in PROJECT["classifiers"]
    names = [
        re.split(r"[<>=!~ ]", dep)[0]
        for dep in PROJECT["dependencies"] + PROJECT["optional-dependencies"]["test"]
    ]
    assert len(names) == len(set(names))  # each listed once (shapely was in both)


def test_importing_a_submodule_never_hides_an_api_name() -> None:
    """``import kitgen.lab`` (or ``kitgen.rules``, ``kitgen.templates``) gives the API: no
    package, folder or installed data directory of kitgen is named like a public name."""
    import kitgen as package

    names = set(package.__all__)
    inside = {p.stem for p in (ROOT / "kitgen").iterdir() if p.is_dir() or p.suffix == ".py"}
    assert not names & inside
    wheel = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    installed = wheel["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"].values()
    assert not names & {Path(target).parts[1] for target in installed}


def test_the_api_lab_and_rules_after_the_lab_ran() -> None:
    """The lab's own modules loaded (as a run loads them) leave ``kitgen.lab`` the API, and
    ``import kitgen.rules`` finds no folder to import in place of ``kitgen.rules()``."""
    import subprocess
    import sys

    script = (
        "import kitgen, kitgen.api.lab, kitgen.api.rules, kitgen.simulation.run\n"
        "from kitgen import lab, rules, templates\n"
        "print(lab.__name__, kitgen.lab.binary.__module__, rules.__module__, templates.__name__)\n"
        "try:\n"
        "    import kitgen.rules\n"
        "except ModuleNotFoundError:\n"
        "    print('no module kitgen.rules')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert (done.returncode, done.stderr) == (0, "")
    assert (
        done.stdout == "kitgen.api.lab kitgen.api.game_lab kitgen.api.rules kitgen.api.templates\n"
        "no module kitgen.rules\n"
    )


#: The flags ``mypy --strict`` turns on that can be set module by module (mypy 2.4).
STRICT_FLAGS = {
    "disallow_any_generics", "disallow_subclassing_any", "disallow_untyped_calls",
    "disallow_untyped_defs", "disallow_incomplete_defs", "check_untyped_defs",
    "disallow_untyped_decorators", "warn_return_any", "no_implicit_reexport",
    "strict_equality", "extra_checks",
}  # fmt: skip


def test_mypy_checks_the_library_strictly() -> None:
    """``make test`` runs ``mypy kitgen``; pyproject's overrides make it ``--strict`` for
    every module of kitgen: no override loosens any flag for any module."""
    mypy = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    strict = next(o for o in mypy["overrides"] if o["module"] == ["kitgen", "kitgen.*"])
    assert {flag for flag, on in strict.items() if on is True} == STRICT_FLAGS
    assert mypy["warn_unused_ignores"] and mypy["warn_redundant_casts"]
    for override in mypy["overrides"]:
        modules = override["module"]
        modules = [modules] if isinstance(modules, str) else modules
        if any(name.startswith("kitgen") for name in modules):
            assert override is strict, modules
    assert "mypy kitgen" in (ROOT / "Makefile").read_text(encoding="utf-8")


def test_no_page_or_message_tells_to_install_kitgen_from_pypi() -> None:
    """kitgen is not on PyPI: ``pip install kitgen`` fails. A line that names it says so
    (``not on PyPI``) or speaks of publishing; the install lines are the ones that work."""
    texts = [ROOT / "README.md", *(ROOT / "docs").rglob("*.md"), ROOT / "kitgen/locale/kitgen.pot"]
    wrong = []
    for path in texts:
        text = path.read_text(encoding="utf-8").replace('"\n"', "")  # .pot lines joined
        for paragraph in re.split(r"\n\s*\n", text):
            if re.search(r"\bpipx? install kitgen\b", paragraph) and not re.search(
                r"not on PyPI|[Pp]ublish", paragraph
            ):
                wrong.append(f"{path.name}: {paragraph[:80]}")
    assert wrong == []
