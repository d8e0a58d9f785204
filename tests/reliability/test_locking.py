"""Changing one file from many processes: one lock from read to write, waits that say so."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from kitgen.cli.app import run
from kitgen.files import changing, lock_file_for

from .helpers import kitgen_args, kitgen_proc, names


def test_the_lock_is_beside_the_file_only_while_it_is_held(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game)]) == 0
    with changing(game):
        assert names(tmp_path) == [".g.json.kitgen-lock", "g.json"]
        assert lock_file_for(game) == tmp_path / ".g.json.kitgen-lock"
    assert run(["game", "pass", str(game)]) == 0
    assert names(tmp_path) == ["g.json"]  # nothing left beside the user's file


def test_a_lock_file_link_beside_the_game_is_never_followed(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me", encoding="utf-8")
    (tmp_path / "g.json.lock").symlink_to(victim)
    assert run(["game", "new", str(game)]) == 0
    assert run(["game", "pass", str(game)]) == 0
    assert victim.read_text(encoding="utf-8") == "keep me"
    assert (tmp_path / "g.json.lock").is_symlink()


def test_a_linked_game_file_is_read_and_written_through_the_link(tmp_path: Path) -> None:
    real = tmp_path / "games" / "real.json"
    real.parent.mkdir()
    link = tmp_path / "link.json"
    assert run(["game", "new", str(real), "--players", "Ann,Bob"]) == 0
    link.symlink_to(real)
    assert run(["game", "pass", str(link)]) == 0  # Ann passes through the link
    assert run(["game", "pass", str(real)]) == 0  # Bob passes on the real file
    assert link.is_symlink()
    passes = [e["pass"] for e in json.loads(real.read_text(encoding="utf-8"))["moves"]]
    assert passes == [True, True]
    # the link and the real file share one lock
    assert lock_file_for(Path(os.path.realpath(link))) == lock_file_for(real)


def test_a_wait_says_so_after_a_second_and_gives_up_with_exit_2(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game)]) == 0
    before = game.read_bytes()
    with changing(game):  # another kitgen is writing it
        done = kitgen_proc("game", "pass", game, "--wait", "2")
    assert done.returncode == 2, done
    lines = done.stderr.splitlines()
    assert lines[0] == f"waiting for {game} (another kitgen is writing it)…"
    assert lines[1].startswith(f"error: gave up after 2 s: another kitgen is still writing {game}")
    assert game.read_bytes() == before
    # --wait 0 gives up at once, without the waiting line
    with changing(game):
        done = kitgen_proc("code", "match", "new", tmp_path / "m.json", "--players", "A,B")
        assert done.returncode == 0  # another file: its own lock
        done = kitgen_proc("game", "pass", game, "--wait", "0")
    assert done.returncode == 2 and done.stderr.startswith("error: gave up after 0 s")


def test_a_released_lock_lets_the_waiter_in(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game), "--players", "Ann,Bob"]) == 0
    with changing(game):
        proc = subprocess.Popen(
            kitgen_args("game", "pass", game), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        # the waiter reads the game only once it has the lock: the pass it records is Ann's
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert out.startswith("Ann passes.")


def test_wait_out_of_range_is_refused(tmp_path: Path, capsys) -> None:
    game = tmp_path / "g.json"
    for bad in ("nan", "-1", "1e9", "inf"):
        assert run(["game", "new", str(game), "--wait", bad]) == 2
        assert "--wait" in capsys.readouterr().err
    assert not game.exists()


def test_the_file_commands_import_without_fcntl() -> None:
    """Windows has no fcntl: the game and match commands must still import there."""
    code = (
        "import sys; sys.modules['fcntl'] = None\n"
        "import kitgen.cli.game, kitgen.cli.code, kitgen.files, kitgen.games.binary.gamefile, "
        "kitgen.games.icecream.matchfile, kitgen.cli.streams\nprint('ok')"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.stdout == "ok\n", done.stderr


def _gives_up(path: Path) -> bool:
    """Whether ``kitgen game pass PATH`` finds the file locked (and gives up at once)."""
    done = kitgen_proc("game", "pass", path, "--wait", "0")
    return done.returncode == 2 and "gave up" in done.stderr


def test_a_linked_folder_shares_the_lock_of_the_real_folder(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    (tmp_path / "link").symlink_to(real)
    assert run(["game", "new", str(real / "g.json")]) == 0
    assert run(["game", "new", str(real / "h.json")]) == 0
    with changing(tmp_path / "link" / "g.json"):
        assert _gives_up(real / "g.json")
        assert not _gives_up(real / "h.json")  # another file, another lock


def test_the_lock_holds_whatever_the_environment(tmp_path: Path) -> None:
    """Another XDG_RUNTIME_DIR or TMPDIR (a cron job, an ssh session) takes the same lock."""
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game)]) == 0
    (tmp_path / "run").mkdir(mode=0o700)
    (tmp_path / "tmp").mkdir()
    env = {**os.environ, "XDG_RUNTIME_DIR": str(tmp_path / "run"), "TMPDIR": str(tmp_path / "tmp")}
    with changing(game):
        done = subprocess.run(
            kitgen_args("game", "pass", game, "--wait", "0"), env=env, capture_output=True,
            text=True, timeout=120, check=False,
        )  # fmt: skip
    assert done.returncode == 2 and "gave up" in done.stderr


def _bind_mount(source: Path, target: Path) -> bool:
    target.mkdir()
    done = subprocess.run(
        ["mount", "--bind", str(source), str(target)], capture_output=True, check=False
    )
    return done.returncode == 0


def _round(path: Path, env: dict[str, str] | None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        kitgen_args("code", "match", "round", path, "--cracked-on", "2"),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )  # fmt: skip


def test_thirty_processes_in_two_environments_on_three_paths_lose_no_round(
    tmp_path: Path,
) -> None:
    """The issue's test: 30 ``code match round`` at once, half with another XDG_RUNTIME_DIR
    and TMPDIR, through the real folder, a symbolic link and (where the test may mount) a
    bind mount of it: every process says a different round (none saw the file another was
    writing), every round it reports is in the file, and nothing is left beside it. (It
    holds the plain race of processes in one environment on one path, which was a test of
    20 more processes of its own.)"""
    real = tmp_path / "real"
    real.mkdir()
    path = real / "race.json"
    assert run(["code", "match", "new", str(path), "--players", "Ann,Bo", "--rounds", "30"]) == 0
    (tmp_path / "link").symlink_to(real)
    paths = [path, tmp_path / "link" / "race.json"]
    mounted = tmp_path / "mounted"
    if _bind_mount(real, mounted):
        paths.append(mounted / "race.json")
    (tmp_path / "run").mkdir(mode=0o700)
    other = {**os.environ, "XDG_RUNTIME_DIR": str(tmp_path / "run"), "TMPDIR": str(tmp_path)}
    try:
        procs = [_round(paths[i % len(paths)], other if i % 2 else None) for i in range(30)]
        results = [proc.communicate(timeout=300) for proc in procs]
    finally:
        if len(paths) == 3:
            subprocess.run(["umount", str(mounted)], check=False)
    assert [proc.returncode for proc in procs] == [0] * 30, results
    said = sorted(int(out.split()[1].rstrip(":")) for out, _ in results)
    assert said == list(range(1, 31))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert [r["round"] for r in data["rounds"]] == list(range(1, 31))
    assert [r["setter"] for r in data["rounds"][:4]] == ["Ann", "Bo", "Ann", "Bo"]
    assert names(real) == ["race.json"]  # no lock or temporary file left beside it
