"""Fuzzing every declared option of every command with values it must refuse.

The options are read from the CLI itself (every runnable command of the tree) and their
limits from the declarations (``kitgen.core.options``) of every settings class in kitgen.
Each command is run in-process with otherwise valid arguments and one option given a value
outside its declaration: a number out of range, ``nan``, ``inf``, text where a number goes,
a fraction where a whole number goes, an unknown choice, a malformed pair, a text too long
or holding a control character. Every run must end with exit 2, nothing on stdout, exactly
one ``error:`` line on stderr naming the option (the unknown-choice message names the
choices), no file made or changed — never a traceback, never work done.

Examples: ``KITGEN_FUZZ_EXAMPLES`` (120 by default, as test_fuzz.py) for the random hunt;
the edge values of every option are tried on every command in any case.
"""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import io
import math
import os
import pkgutil
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kitgen
from kitgen.cli.app import run
from kitgen.core.options import Declared, declarations
from tests.cli_tree import leaf_commands

EXAMPLES = int(os.environ.get("KITGEN_FUZZ_EXAMPLES", "120"))

#: The kinds of option whose bad values are generated here (a path or a switch has none).
KINDS = ("number", "whole", "choice", "pair", "text", "names")


def _declared_flags() -> dict[str, list[Declared]]:
    """Every declared option of every settings class in kitgen, by its flag."""
    classes: set[type] = set()
    for info in pkgutil.walk_packages(kitgen.__path__, "kitgen."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if isinstance(value, type) and dataclasses.is_dataclass(value) and declarations(value):
                classes.add(value)
    found: dict[str, list[Declared]] = {}
    # in a fixed order: a set of classes iterates by their ids, which differ between the
    # xdist workers, and the workers must collect the same cases
    for cls in sorted(classes, key=lambda c: (c.__module__, c.__qualname__)):
        for declared in declarations(cls):
            found.setdefault(declared.flag, []).append(declared)
    return found


FLAGS = _declared_flags()
COMMANDS = leaf_commands()

#: Valid arguments for each command (``{g}``: a game file, ``{m}``: a match file, ``{r}``:
#: a Stæða round file, ``{t}``: a tournament file, ``{new}``: a file that does not exist,
#: ``{out}``: an empty folder, ``{busy}``: a port in use, so that a value wrongly let
#: through ends ``kitgen serve`` at its bind — exit 2 with its data folder made, which the
#: test sees — instead of serving).
BASE: dict[str, list[str]] = {
    "check": ["1+1=10"],
    "tiles": ["--out", "{out}"],
    "tokens": ["--out", "{out}"],
    "board binary": ["--out", "{out}"],
    "board icecream": ["--out", "{out}"],
    "calibrate duplex": ["--out", "{out}"],
    "calibrate laser": ["--out", "{out}"],
    "cards binary": ["--out", "{out}"],
    "cards icecream": ["--out", "{out}"],
    "cards staeda": ["--out", "{out}"],
    "cards all": ["--out", "{out}"],
    "cards reference": ["--out", "{out}"],
    "cards score-sheets": ["--out", "{out}"],
    "build": ["staeda", "--out", "{out}"],  # the smallest kit
    "code feedback": ["1234", "2211"],
    "code validate": ["1234"],
    "code audit": ["--played", "1234=b"],
    "code hint": ["--played", "1234=b"],
    "code score": ["--cracked-on", "2"],
    "code strategy": [],
    "code match new": ["{new}", "--players", "Ann,Bo"],
    "code match round": ["{m}", "--cracked-on", "2"],
    "game new": ["{new}"],
    "game play": ["{g}", "8H 1+1=10"],
    "game undo": ["{g}"],
    "game pass": ["{g}"],
    "game end": ["{g}"],
    "game moves": ["{g}", "--rack", "1 0 +"],
    "staeda targets": ["3", "A", "K"],
    "staeda check": ["K*2+A+3", "--target", "24", "--hand", "3 A K", "--table", "7 2 5"],
    "staeda solve": ["--target", "24", "--hand", "3 A K", "--table", "7 2 5"],
    "staeda round": ["{r}"],
    "staeda over": ["--target", "24"],
    "game bot": ["{g}", "--rack", "1 0 +"],
    "code bot": ["1234"],
    "staeda bot": ["--target", "24", "--hand", "3 A K", "--table", "7 2 5"],
    "lab binary": ["--games", "1", "--jobs", "1"],
    "lab icecream": ["--games", "2", "--jobs", "1"],
    "lab staeda": ["--deals", "2", "--games", "0", "--jobs", "1"],
    "serve": ["--port", "{busy}", "--data", "{out}"],
    "puzzles": ["staeda", "--count", "2", "--out", "{out}"],
    "tournament round": ["{t}", "--result", "Ann-Bo 1-0"],
    "tournament new": ["{new}", "--players", "Ann,Bo,Cy", "--game", "staeda"],
    "game exchange": ["{g}", "1"],
    "calibrate 3d": ["--out", "{out}"],
    "racks": ["--3d", "--out", "{out}"],
}

ROUND = (
    '{"target": 24, "table": "7 2 5", "whole_numbers": false, "players": '
    '{"Ann": {"hand": "3 A K", "claim": "K*2+A+3"}, "Bob": {"hand": "4 6 8"}}}'
)


def _options(command: Any) -> list[tuple[str, list[Declared]]]:
    """The command's options that have a declaration of a kind fuzzed here."""
    found = []
    for param in command.params:
        if getattr(param, "param_type_name", "") != "option" or param.is_flag:
            continue
        for flag in param.opts:
            declared = [d for d in FLAGS.get(flag, []) if d.option.kind in KINDS]
            kinds = {d.option.kind for d in declared}
            if declared and len(kinds) == 1:  # --hand is names on one command, text on another
                found.append((flag, declared))
    return found


CASES = [(path, flag, declared) for path in BASE for flag, declared in _options(COMMANDS[path])]


def _is_number(declared: list[Declared]) -> bool:
    return any(d.option.kind in ("number", "whole") for d in declared)


def test_every_command_is_fuzzed_and_every_number_is_declared() -> None:
    """A new command gets valid arguments here; no option is typed int or float by Typer
    (each number goes through its declaration); every declared flag is on some command."""
    assert set(BASE) == {path for path, cmd in COMMANDS.items() if _options(cmd)}
    typed = [
        (path, param.opts)
        for path, cmd in COMMANDS.items()
        for param in cmd.params
        if param.type.name in ("integer", "float") or "range" in param.type.name
    ]
    assert typed == []
    used = {flag for _, flag, _ in CASES}
    numbers = {
        f for f, ds in FLAGS.items() if any(d.option.kind in ("number", "whole") for d in ds)
    }
    # every declared number option can be given on some command (none is dead)
    shown = {f for path, cmd in COMMANDS.items() for p in cmd.params for f in p.opts}
    assert numbers <= shown
    assert len(CASES) > 150 and {"--margin", "--wait", "--top", "--cracked-on"} <= used


# -- the values each declaration must refuse ------------------------------------------------


def _parses(text: str, whole: bool) -> bool:
    try:
        int(text) if whole else float(text)
    except ValueError:
        return False
    return True


def _low(declared: list[Declared]) -> float:
    return min(float(d.option.low if d.option.low is not None else -math.inf) for d in declared)


def _high(declared: list[Declared]) -> float:
    return max(float(d.option.high if d.option.high is not None else math.inf) for d in declared)


def bad_values(declared: list[Declared]) -> st.SearchStrategy[str]:
    """Values every declaration in ``declared`` (one flag, one kind) refuses."""
    opt = declared[0].option
    kind = opt.kind
    low, high = _low(declared), _high(declared)
    if kind in ("number", "whole", "pair"):
        whole = kind == "whole"
        outside = [
            st.floats(max_value=low, exclude_max=True, allow_nan=False),
            st.floats(min_value=high, exclude_min=True, allow_nan=False),
        ]
        if math.isfinite(low):
            outside.append(st.integers(max_value=math.ceil(low) - 1))
        if math.isfinite(high):
            outside.append(st.integers(min_value=math.floor(high) + 1))
        odd = st.sampled_from(["nan", "inf", "-inf", "NaN", "1e999", "", " ", "--", "0x10"])
        words = st.text(max_size=20).filter(lambda t: not _parses(t, whole))
        strategies = [st.one_of(*outside).map(repr), odd, words]
        if whole:
            fractions = st.floats(low, high, allow_nan=False).filter(lambda f: not f.is_integer())
            strategies.append(fractions.map(repr))
        values = st.one_of(*strategies)
        if kind == "pair":
            good = repr((low + high) / 2)
            part = values.filter(lambda v: "," not in v)
            counts = st.sampled_from([1, opt.items + 1]).map(lambda n: ",".join([good] * n))
            one_bad = st.tuples(part, st.booleans()).map(
                lambda vb: f"{vb[0]},{good}" if vb[1] else f"{good},{vb[0]}"
            )
            return st.one_of(counts, one_bad)
        return values
    if kind == "choice":
        choices = set(opt.choices)
        return st.text(max_size=30).filter(lambda t: t not in choices and t.lower() not in choices)
    if kind == "text":
        longest = max(d.option.max_length for d in declared)
        # (a line break or tab in cards is a space: not among them)
        control = st.sampled_from(["\x00", "\x07", "\x1b[31m", "\x7f", "\x9b"])
        return st.one_of(
            st.tuples(st.text(max_size=10), control, st.text(max_size=10)).map("".join),
            st.just("x" * (longest + 1)),
        )
    # names: more than allowed
    most = max(d.option.items for d in declared)
    return st.just(",".join(f"N{i}" for i in range(most + 1)))


def edge_values(declared: list[Declared]) -> list[str]:
    """The values just past each limit, and the wrong types, for every option."""
    opt = declared[0].option
    low, high = _low(declared), _high(declared)
    if opt.kind in ("number", "whole"):
        found = ["nan", "abc"]
        if math.isfinite(high):
            found.append(repr(int(high) + 1) if opt.kind == "whole" else repr(high + 0.01))
        if math.isfinite(low):
            found.append(repr(int(low) - 1) if opt.kind == "whole" else repr(low - 0.01))
        if opt.kind == "whole":
            found.append(repr((low + high) / 2 + 0.5) if math.isfinite(low + high) else "2.5")
        return found
    if opt.kind == "pair":
        return ["a,b", ",".join(["0"] * (opt.items + 1)), f"{high + 1:g},0"]
    if opt.kind == "choice":
        return ["nonesuch", opt.choices[0] + "\n"]
    if opt.kind == "text":
        return ["a\x00b", "x" * (max(d.option.max_length for d in declared) + 1)]
    return [",".join(f"N{i}" for i in range(max(d.option.items for d in declared) + 1))]


# -- running ----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    folder = tmp_path_factory.mktemp("options")
    made: dict[str, Any] = {"g": folder / "g.json", "m": folder / "m.json", "r": folder / "r.json"}
    assert cli("game", "new", str(made["g"]))[0] == 0
    assert cli("code", "match", "new", str(made["m"]), "--players", "Ann,Bo")[0] == 0
    made["r"].write_text(ROUND, encoding="utf-8")
    made["t"] = folder / "t.json"
    assert (
        cli("tournament", "new", str(made["t"]), "--players", "Ann,Bo,Cy", "--game", "staeda")[0]
        == 0
    )
    made["new"] = folder / "new.json"
    made["out"] = folder / "out"
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen(1)
        made["busy"] = busy.getsockname()[1]
        yield made


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = run(list(argv))
    return code, out.getvalue(), err.getvalue()


def refused(files: dict[str, Path], path: str, flag: str, declared: list[Declared], value: str):
    """Run ``path`` with ``flag=value`` and check it is refused, in one line, untouched."""
    base = [a.format(**{k: str(v) for k, v in files.items()}) for a in BASE[path]]
    if flag in base:  # the option fuzzed replaces its valid value
        i = base.index(flag)
        del base[i : i + 2]
    before = {k: files[k].read_bytes() for k in ("g", "m", "r")}
    argv = [*path.split(), *base, f"{flag}={value}"]
    code, out, err = cli(*argv)
    shown = f"kitgen {path} {flag}={value!r}"
    assert code == 2, (shown, code, out, err)
    assert out == "", shown
    assert err.startswith("error: ") and err.endswith("\n"), (shown, err)
    assert err.count("\n") == 1, (shown, err)  # one line: a value's newline is not printed raw
    assert "\x1b" not in err and "\x00" not in err, (shown, err)
    kind = declared[0].option.kind
    if kind == "choice":
        assert "choose one of:" in err, (shown, err)
    elif kind != "text":  # a text may be refused by what it holds ("'x' is not a card")
        assert flag in err, (shown, err)
    assert not files["new"].exists() and not files["out"].exists(), shown  # no work was done
    assert {k: files[k].read_bytes() for k in ("g", "m", "r")} == before, shown


EDGES = [
    pytest.param(path, flag, declared, value, id=f"{path}-{flag}-{value[:12]!r}")
    for path, flag, declared in CASES
    for value in edge_values(declared)
]


@pytest.mark.parametrize(("path", "flag", "declared", "value"), EDGES)
def test_edge_values_are_refused(files, path, flag, declared, value) -> None:
    refused(files, path, flag, declared, value)


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_random_bad_values_are_refused(files, data: st.DataObject) -> None:
    path, flag, declared = data.draw(st.sampled_from(CASES))
    value = data.draw(bad_values(declared))
    refused(files, path, flag, declared, value)
