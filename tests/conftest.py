"""Shared test helpers: run the CLI in-process and read what it printed.

Every JSON object a command prints anywhere in the suite is checked against that command's
shipped JSON Schema (``kitgen/schemas``) by the autouse fixture ``_json_matches_schema``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest
import typer

from kitgen.cli.app import run

#: How many outputs were checked per schema over the whole run (read by test_schemas.py).
CHECKED: dict[str, int] = {}
#: One validator per schema (``jsonschema.validate`` checks the schema again on every call:
#: 9 ms each, over thousands of answers), keyed by its text: a test that adds a language or
#: a game changes the schema.
_VALIDATORS: dict[str, Any] = {}


def pytest_configure(config: pytest.Config) -> None:
    """Every SVG the tests produce goes through svgwrite's validator (its debug mode).

    Ctrl-C is given its usual handler where the test process was started with it ignored:
    every process a test starts would inherit that, so the tests that press Ctrl-C in a
    kitgen process would press it in vain."""
    import signal

    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    import functools

    import svgwrite.data.typechecker

    import kitgen.maker.render.svg

    kitgen.maker.render.svg.VALIDATE = True
    # The validator matches each path's data against a regular expression, the slowest of its
    # checks (33 s of the suite's CPU time, most in the laser and board tests). Most of that
    # data is the same string again: a glyph's outline on every tile and token of a sheet
    # (the laser and board modules: 6,180 paths, 1,514 different, 36 % of the characters).
    # Each string is matched once a test process: the same verdict, from a cache.
    checker = svgwrite.data.typechecker
    checker.is_valid_pathdata = functools.lru_cache(maxsize=4096)(checker.is_valid_pathdata)


#: Tests that share a costly fixture built once per test process (the browser tests' Chromium
#: and server, the docs site, ``kitgen build all`` (whose files the build's, the laser and
#: the 3D tests read), the card files for every module that reads them, a module's own
#: costly module fixture) run in one process:
#: with ``-n 3 --dist loadgroup`` (``make test``) it is built once, not once in each. Keyed by
#: the start of the test's path (the first that fits); the group is the module's path, or
#: the name given. The browser tests are two groups of about the same length, each with its
#: own Chromium and server (tests/web/conftest.py): xdist hands out the groups with the most
#: tests first, so neither comes last.
ONE_PROCESS = {
    "tests/web/test_browser_languages.py": "browser-1",
    "tests/web/test_browser_board.py": "browser-1",
    "tests/web/test_browser_wakelock.py": "browser-1",
    "tests/web/test_browser": "browser-2",  # test_browser.py, _table.py, _staeda.py
    "tests/web/test_tournament_page.py": "browser-2",
    "tests/test_docs.py": None,
    "tests/print/test_build.py": "build-all",
    "tests/print3d/": "build-all",
    "tests/laser/": "build-all",
    "tests/icecream_kit/test_spec.py": "build-all",
    "tests/cards/test_sides.py": "card-files",  # both read the same files (tests/cards/conftest.py)
    "tests/cards/test_type_sizes.py": "card-files",
    "tests/board/test_board_joints.py": "build-all",
    # a module fixture each test of the module reads: the decks of every kind, the messages
    # of the code, kitgen's import graph (built again in every process that ran one test)
    "tests/puzzles/test_decks.py": None,
    "tests/test_catalogues.py": None,
    "tests/test_architecture.py": None,
}


def one_process_group(nodeid: str) -> str | None:
    """The :data:`ONE_PROCESS` group of a test, or None for a test that may run anywhere."""
    path = nodeid.split("::")[0]
    start = next((s for s in ONE_PROCESS if path.startswith(s)), None)
    return None if start is None else ONE_PROCESS[start] or path


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadgroup`` with the groups of :data:`ONE_PROCESS`, each sent to one worker
    whole (xdist hands out the groups with the most tests first, so a long one does not come
    last).

    xdist's own ``loadgroup`` reads ``xdist_group`` marks by appending the group to each
    test's node id, which pytest 9.2 no longer lets a plugin change: every group was split
    over both workers, and each built its costly fixture (``kitgen build all`` twice).
    This scheduler groups by the test's path instead (the ``_split_scope`` that xdist's own
    schedulers override)."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class OneProcessScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return one_process_group(nodeid) or nodeid

    return OneProcessScheduling(config, log)


@pytest.fixture(scope="session")
def build_all(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """``kitgen build all`` into a folder of its own, once a test process, with what each of
    its steps made (:class:`tests.build_all.BuildAll`; read its files, never change them)."""
    from tests.build_all import build_all

    return build_all(tmp_path_factory.mktemp("build-all"))


@dataclass
class Result:
    code: int
    out: str
    err: str

    def json(self) -> dict:
        return json.loads(self.out)


@pytest.fixture
def kitgen(capsys: pytest.CaptureFixture[str]):
    """Call as ``kitgen("tiles", "--json")``: runs the CLI, returns code, stdout, stderr."""

    def call(*args: str) -> Result:
        capsys.readouterr()
        code = run([str(a) for a in args])
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return call


#: The argument lists of the ``kitgen.cli.app.run`` calls in progress (innermost last).
_RUNNING: list[list[str]] = []
_PATHS: list[tuple[str, ...]] = []


def _command_path() -> str | None:
    """The running command after ``kitgen`` (``"game play"``), or None outside a command:
    the longest command path of the CLI that the innermost running argument list starts
    with."""
    if not _RUNNING:
        return None
    if not _PATHS:
        from tests.cli_tree import leaf_commands

        _PATHS.extend(sorted((tuple(p.split()) for p in leaf_commands()), key=len, reverse=True))
    argv = _RUNNING[-1]
    for path in _PATHS:
        if tuple(argv[: len(path)]) == path:
            return " ".join(path)
    return None


def validate(data: Any, name: str) -> None:
    """``data`` against the shipped schema ``name``, as ``jsonschema.validate`` does it, but
    with each schema checked and its validator built once."""
    import jsonschema

    from kitgen import schemas

    schema = schemas.load(name)  # as shipped, with the languages and games of this moment
    key = json.dumps(schema, sort_keys=True)
    validator = _VALIDATORS.get(key)
    if validator is None:
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = _VALIDATORS[key] = jsonschema.Draft202012Validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        raise error


def check_printed_json(message: Any) -> None:
    """Validate ``message`` against its command's schema when it is a JSON object."""
    import jsonschema

    from kitgen import schemas
    from kitgen.core.text import numbers_in_full

    if not isinstance(message, str) or not message.startswith("{"):
        return
    with numbers_in_full():  # kitgen check answers values of up to 100,000 binary digits
        data = json.loads(message)
    assert "\n" not in message, "kitgen prints JSON on one line"
    assert "\\u" not in message, "kitgen prints JSON as UTF-8, without \\u escapes"
    command = _command_path()
    if command == "schema":  # kitgen schema prints schemas: check them as schemas
        jsonschema.Draft202012Validator.check_schema(data)
        return
    name = "error" if "error" in data and data.get("ok") is False else command
    assert name, f"JSON printed outside a command: {message[:80]}"
    validate(data, name)
    key = schemas.schema_name(name)
    CHECKED[key] = CHECKED.get(key, 0) + 1


@pytest.fixture(autouse=True)
def _json_matches_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``typer.echo`` of a JSON object is validated against the command's schema."""
    echo = typer.echo

    def checked_echo(message: Any = None, *args: Any, **kwargs: Any) -> None:
        if not kwargs.get("err"):
            check_printed_json(message)
        echo(message, *args, **kwargs)

    monkeypatch.setattr(typer, "echo", checked_echo)

    import kitgen.cli.app

    inner = kitgen.cli.app._run

    def tracked_run(argv: Any) -> int:
        _RUNNING.append([str(a) for a in argv])
        try:
            return inner(argv)
        finally:
            _RUNNING.pop()

    monkeypatch.setattr(kitgen.cli.app, "_run", tracked_run)


@pytest.fixture(autouse=True)
def _sigint_left_as_found() -> Any:
    """Each test leaves Ctrl-C's handler as it found it: a command run in-process that sets
    SIGINT to be ignored (as ``kitgen.cli.app.main`` does once its answer is given) would
    otherwise leave the test worker ignoring it, and every process a later test starts
    inherits that (the Ctrl-C tests then wait for ever)."""
    import signal

    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:  # left so by a fixture's setup
        signal.signal(signal.SIGINT, signal.default_int_handler)
    before = signal.getsignal(signal.SIGINT)
    yield
    if signal.getsignal(signal.SIGINT) is not before:
        signal.signal(signal.SIGINT, before)
