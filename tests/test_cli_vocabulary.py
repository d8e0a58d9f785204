"""One vocabulary across commands: option names and wording, errors, examples in --help."""

from __future__ import annotations

import json
import re
import shlex

import pytest

from kitgen.core.examples import command_examples
from tests.cli_tree import leaf_commands
from tests.lab.conftest import small_spec_text

COMMANDS = leaf_commands()
EXAMPLES = command_examples()  # the shared commands' and the shipped games'


def options_of(path: str) -> dict[str, object]:
    return {opt: p for p in COMMANDS[path].params for opt in getattr(p, "opts", [])}


# -- each default said once --------------------------------------------------------------------


def test_no_option_gives_its_default_twice(kitgen) -> None:
    """An option whose help states its default in its own words ("0–8 a part (default 0)")
    gets no "Default: 0." after it (--tabs, --tab-width, --spacing, --nozzle, --clearance,
    --reference, --bed, --fit said it twice)."""
    twice = {
        f"{path} {p.opts[0]}": p.help
        for path, command in COMMANDS.items()
        for p in command.params
        if p.help and "(default" in p.help and "Default:" in p.help
    }
    assert not twice, twice
    page = " ".join(re.sub(r"[│╭╮╰╯─]", " ", kitgen("racks", "--help").out).split())
    assert "break them out (default 0). --tab-width" in page, page


def test_a_docstring_s_lines_are_wrapped_at_the_terminal_s_width() -> None:
    """A help paragraph written on two lines of its docstring is one paragraph on the page:
    in the commands' list ("every house rule" ended a line of its own) and past the first
    paragraph (Typer joins the first one's lines only), in every language."""
    import os

    from tests.reliability.helpers import kitgen_proc

    wide = {**os.environ, "COLUMNS": "250"}
    root = kitgen_proc("--help", env=wide).stdout
    assert "every house rule and the switch that changes it, and the errata" in root, root
    german = kitgen_proc("--help", "--lang", "de", env=wide).stdout
    assert "jede Hausregel und den Schalter" in german, german
    play = kitgen_proc("game", "play", "--help", env=wide).stdout
    assert "(the file is left untouched), 2 the game file or the move cannot be read." in play


@pytest.mark.parametrize(("columns", "widest"), [("0", 80), ("-5", 80), ("100000", 500), ("5", 40)])
def test_a_help_page_in_any_terminal_width(columns: str, widest: int) -> None:
    """``COLUMNS=0`` (set so by some tools) printed an empty line for a help page, 100000 a
    page of 5.7 MB of spaces: the page is as wide as the terminal, 40 to 500 columns."""
    import os

    from tests.reliability.helpers import kitgen_proc

    env = {k: v for k, v in os.environ.items() if k != "TERMINAL_WIDTH"}
    done = kitgen_proc("check", "--help", env={**env, "COLUMNS": columns})
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and "--explain" in done.stdout and "Examples:" in done.stdout
    assert max(len(line) for line in lines) == widest, done.stdout[:500]


# -- help ends with real examples -------------------------------------------------------------


@pytest.mark.parametrize("path", sorted(COMMANDS))
def test_every_help_ends_with_two_or_three_examples(kitgen, path) -> None:
    result = kitgen(*path.split(), "--help")
    assert result.code == 0
    tail = result.out[result.out.rindex("Examples:") :]
    shown = [line.strip() for line in tail.splitlines() if line.strip().startswith("$ kitgen")]
    assert 2 <= len(shown) <= 3, tail
    assert all(line.startswith(f"$ kitgen {path}") for line in shown), shown
    assert result.out.rstrip().endswith(shown[-1].split()[-1])  # nothing after the examples


def test_every_command_has_examples_and_no_example_is_orphaned() -> None:
    assert set(EXAMPLES) == set(COMMANDS)
    # short enough to show unwrapped (and copy as one line) in an 80-column terminal
    assert max(len(line) for lines in EXAMPLES.values() for line in lines) <= 75


@pytest.mark.parametrize(
    ("path", "line"), [(p, line) for p, lines in sorted(EXAMPLES.items()) for line in lines]
)
def test_every_example_parses_as_written(path, line) -> None:
    """Each example names options that exist, with values their types and choices accept."""
    words = shlex.split(line)
    assert words[: 1 + len(path.split())] == ["kitgen", *path.split()]
    args = words[1 + len(path.split()) :]
    ctx = COMMANDS[path].make_context(f"kitgen {path}", args)
    assert ctx.params is not None


# -- the same concept, the same option ------------------------------------------------------------


def test_one_wording_for_json_out_and_rules() -> None:
    wording: dict[str, set[str]] = {"--json": set(), "--out": set(), "--rules": set()}
    for path in COMMANDS:
        for opt, param in options_of(path).items():
            if opt in wording and not param.hidden:
                wording[opt].add(param.help)
    assert len(wording["--json"]) == 1 and len(wording["--out"]) == 1
    assert {h.split(")")[0] for h in wording["--rules"]} == {
        "TOML rules file with the house rules (flags given here override it"
    }


def test_dash_p_is_player_everywhere_and_players_take_names() -> None:
    for path in COMMANDS:
        opts = options_of(path)
        if "-p" in opts:
            assert opts["-p"] is opts["--player"], path
        if "--players" in opts and not opts["--players"].hidden:
            assert opts["--players"].metavar == "NAMES", path
            assert "--player" in opts, path  # the repeatable spelling too


def test_spec_everywhere_the_tile_or_kit_spec_is_read() -> None:
    for path in COMMANDS:
        opts = options_of(path)
        assert "--tiles" not in opts or opts["--tiles"].hidden, path
    assert "--spec" in options_of("game new") and "--spec" in options_of("tiles")


def test_every_spec_says_it_takes_a_template_s_name(kitgen, tmp_path) -> None:
    """Every --spec takes a shipped template's name; ``board binary`` and ``lab binary`` said
    "your own … spec (TOML)" alone. Each is run with one."""
    helps = {
        path: options_of(path)["--spec"].help for path in COMMANDS if "--spec" in options_of(path)
    }
    assert len(helps) >= 8 and all("shipped template's name" in h for h in helps.values()), helps
    done = kitgen("board", "binary", "--spec", "board", "--single-page", "--out", tmp_path)
    assert done.code == 0 and (tmp_path / "binary-board-a4.pdf").exists(), done.err
    lab = kitgen("lab", "binary", "--spec", "tiles-xor", "--games", "1", "--jobs", "1", "--json")
    assert lab.code == 0 and lab.json()["games"] == 1, lab.err


def test_placeholders_are_upper_case() -> None:
    """Placeholders are FILE, DIR, N, MM...; an option with a few fixed choices shows them
    (``a4|letter``)."""
    for path in COMMANDS:
        for param in COMMANDS[path].params:
            metavar = param.metavar
            if param.param_type_name == "argument":
                assert metavar, (path, param.name)  # shown as FILE, CARDS, EXPR...
            if metavar and re.fullmatch(r"[a-z0-9-]+(\|[a-z0-9-]+)+", metavar):
                continue
            if metavar and metavar.strip():
                letters = [c for c in metavar if c.isalpha()]
                assert all(c.isupper() for c in letters), (path, param.name, metavar)


# -- deprecated spellings keep working, with a note --------------------------------------------


def test_game_new_tiles_is_a_deprecated_spec(kitgen, tmp_path) -> None:
    xor = "templates/binary/tiles-xor.toml"
    result = kitgen("game", "new", tmp_path / "g.json", "--tiles", xor, "--json")
    assert result.code == 0
    assert result.err == (
        "warning: --tiles is deprecated and will be removed in kitgen 0.2.0 — use --spec "
        "(see CHANGELOG.md, 'Deprecated')\n"
    )
    assert result.json()["rules"]["xor"] is True  # the XOR set turns the xor rule on
    both = kitgen("game", "new", tmp_path / "h.json", "--tiles", xor, "--spec", xor)
    assert both.code == 2 and "give the tile spec once" in both.err


def test_game_end_out_is_a_deprecated_went_out(kitgen, tmp_path) -> None:
    game = tmp_path / "g.json"
    spec = tmp_path / "none.toml"  # a set of no tiles: the bag is empty, Bob can go out
    spec.write_text(small_spec_text({}), encoding="utf-8")
    assert kitgen("game", "new", game, "--players", "Ann,Bob", "--spec", spec).code == 0
    result = kitgen("game", "end", game, "--out", "Bob", "--left", "Ann=", "--json")
    assert result.code == 0 and "warning: game end --out NAME is deprecated" in result.err
    assert result.json()["went_out"] == "Bob"


def test_players_and_player_build_the_same_game(kitgen, tmp_path) -> None:
    a = kitgen("game", "new", tmp_path / "a.json", "--players", "Ann,Bob", "--json").json()
    b = kitgen("game", "new", tmp_path / "b.json", "-p", "Ann", "--player", "Bob", "--json")
    assert b.json()["players"] == a["players"]


# -- one error look -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["check", "--order", "maths", "1=1"],
            "unknown order 'maths' — choose one of: math, left (did you mean 'math'?)",
        ),
        (
            ["code", "validate", "--mode", "hardd", "1234"],
            "unknown mode 'hardd' — choose one of: easy, medium, hard (did you mean 'hard'?)",
        ),
        (
            ["tiles", "--paper", "a5"],
            "unknown paper 'a5' — choose one of: a4, letter (did you mean 'a4'?)",
        ),
        (
            ["cards", "binary", "--size", "pokr"],
            "unknown card size 'pokr' — choose one of: a6, poker, tarot, a5 "
            "(did you mean 'poker'?)",
        ),
        (
            ["game", "new", "x.json", "--leading-zeros", "nevr"],
            "unknown leading zeros 'nevr' — choose one of: after-not, never, always "
            "(did you mean 'never'?)",
        ),
    ],
)
def test_unknown_choice_reads_the_same_everywhere(kitgen, args, message) -> None:
    result = kitgen(*args)
    assert (result.code, result.out, result.err) == (2, "", f"error: {message}\n")
    as_json = kitgen(*args, "--json")
    assert as_json.code == 2 and as_json.err == ""
    assert json.loads(as_json.out) == {
        "ok": False,
        "error": {"code": 2, "message": message},
        "lang": "en",
    }


def test_missing_files_read_not_found_with_the_command_that_makes_one(kitgen, tmp_path) -> None:
    game = tmp_path / "night.json"
    result = kitgen("game", "show", game)
    assert result.err == (
        f"error: game file {game} not found — start one with: kitgen game new {game}\n"
    )
    match = tmp_path / "match.json"
    result = kitgen("code", "match", "show", match)
    assert result.err == (
        f"error: match file {match} not found — start one with: "
        f"kitgen code match new {match} --players Ann,Bo\n"
    )
    rules = tmp_path / "house.toml"
    for args in (
        ["check", "--rules", rules, "1=1"],
        ["code", "validate", "--rules", rules, "1234"],
        ["staeda", "targets", "3", "4", "5", "--rules", rules],
    ):
        result = kitgen(*args)
        assert result.err == f"error: rules file {rules} not found — check the path\n", args
    result = kitgen("staeda", "round", tmp_path / "round.toml")
    assert result.err == f"error: round file {tmp_path / 'round.toml'} not found — check the path\n"
    result = kitgen("tiles", "--spec", tmp_path / "my.toml", "--out", tmp_path)
    assert result.err == f"error: spec file {tmp_path / 'my.toml'} not found — check the path\n"


# -- Ctrl-C ------------------------------------------------------------------------------------


def _interrupt(*args: object, **kwargs: object) -> None:
    raise KeyboardInterrupt


INTERRUPTED = "interrupted (Ctrl-C): stopped; no file was left half-written\n"


def test_ctrl_c_in_a_command_exits_130_with_one_line(kitgen, monkeypatch) -> None:
    monkeypatch.setattr("kitgen.api.check.judge", _interrupt)
    result = kitgen("check", "1=1")
    assert (result.code, result.out, result.err) == (130, "", INTERRUPTED)


def test_ctrl_c_while_loading_exits_130_with_one_line(kitgen, monkeypatch) -> None:
    monkeypatch.setattr("kitgen.cli.app.build_app", _interrupt)
    result = kitgen("check", "1=1")
    assert (result.code, result.out, result.err) == (130, "", INTERRUPTED)


def test_code_row_is_a_deprecated_played(kitgen) -> None:
    """--rows N is the house rule (how many rows are in play): a row of the board is --played."""
    board = ["--mode", "hard", "--played", "1234=1,1", "--played", "5612=0,2"]
    new = kitgen("code", "audit", *board, "--json")
    assert new.code == 0 and new.err == "" and new.json()["candidates"] == 4
    old = kitgen("code", "audit", "--mode", "hard", "-r", "1234=1,1", "--row", "5612=0,2", "--json")
    assert old.err == (
        "warning: --row is deprecated and will be removed in kitgen 0.2.0 — use --played "
        "(see CHANGELOG.md, 'Deprecated')\n"
    )
    assert (old.code, old.json()) == (0, new.json())
    hint = kitgen("code", "hint", "--mode", "hard", "-r", "1234=1,1", "-r", "5612=0,2")
    assert hint.code == 0 and hint.out.startswith("next guess 3564")
    both = kitgen("code", "hint", "--row", "1234=1,1", "--played", "5612=0,2")
    assert both.code == 2 and "give the rows played with --played only" in both.err
