"""What a write may replace, and what every failed write says: exit 2, one line, old file kept."""

from __future__ import annotations

import os
import signal
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from kitgen.cli.app import run
from kitgen.core.errors import KitgenError
from kitgen.files import atomic_writer, leftovers, write_text

from .helpers import kitgen_proc, names

REGULAR_ONLY = "kitgen only ever replaces a regular file"


def special_files(folder: Path) -> dict[str, Path]:
    """A FIFO, a folder, a socket and (as root) a character device like /dev/null."""
    made = {"fifo": folder / "fifo", "folder": folder / "folder", "socket": folder / "sock"}
    os.mkfifo(made["fifo"])
    made["folder"].mkdir()
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(made["socket"]))
    sock.close()
    if os.geteuid() == 0:
        made["device"] = folder / "null"
        os.mknod(made["device"], 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    return made


@pytest.mark.parametrize(
    "command",
    [
        ["game", "new", "{}", "--force"],
        ["code", "match", "new", "{}", "--players", "A,B", "--force"],
    ],
)
def test_only_a_regular_file_is_ever_replaced(tmp_path: Path, capsys, command) -> None:
    for kind, path in special_files(tmp_path).items():
        mode = os.lstat(path).st_mode
        capsys.readouterr()
        assert run([str(path) if a == "{}" else a for a in command]) == 2, kind
        err = capsys.readouterr().err
        assert err.startswith(f"error: cannot write {path}: it is ") and REGULAR_ONLY in err
        assert os.lstat(path).st_mode == mode  # still what it was


def test_a_picture_is_never_written_into_a_fifo_or_folder(tmp_path: Path, capsys) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game)]) == 0
    os.mkfifo(tmp_path / "fifo.png")
    (tmp_path / "folder.png").mkdir()
    for name in ("fifo.png", "folder.png"):
        capsys.readouterr()
        assert run(["game", "show", str(game), "--png", str(tmp_path / name)]) == 2
        assert REGULAR_ONLY in capsys.readouterr().err


def test_a_dangling_link_is_refused(tmp_path: Path, capsys) -> None:
    link = tmp_path / "g.json"
    link.symlink_to(tmp_path / "gone" / "real.json")
    assert run(["game", "new", str(link)]) == 2
    assert "which does not exist" in capsys.readouterr().err
    assert link.is_symlink() and not (tmp_path / "gone").exists()


def test_a_linked_output_replaces_the_real_file(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    write_text(real, "old")
    (tmp_path / "link.txt").symlink_to(real)
    write_text(tmp_path / "link.txt", "new")
    assert real.read_text() == "new" and (tmp_path / "link.txt").is_symlink()


KILLED_MID_WRITE = """
import os, signal, sys
from kitgen.files import atomic_writer
with atomic_writer(sys.argv[1]) as handle:
    handle.write(b"x" * 300_000)
    handle.flush()
    os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_write_killed_with_sigkill_leaves_the_old_file_and_the_next_write_cleans_up(
    tmp_path: Path,
) -> None:
    target = tmp_path / "tiles.pdf"
    write_text(target, "complete old file")
    for _ in range(2):  # the second run clears what the first left
        done = subprocess.run([sys.executable, "-c", KILLED_MID_WRITE, str(target)], check=False)
        assert done.returncode == -signal.SIGKILL
        assert target.read_text() == "complete old file"
        left = leftovers(target)
        assert len(left) == 1 and left[0].stat().st_size == 300_000
    write_text(target, "new")
    assert names(tmp_path) == ["tiles.pdf"] and target.read_text() == "new"


def test_a_live_writers_temporary_file_is_not_taken_for_a_leftover(tmp_path: Path) -> None:
    target = tmp_path / "board.pdf"
    with atomic_writer(target) as handle:
        handle.write(b"being written")
        handle.flush()
        write_text(target, "another write meanwhile")  # cleans up leftovers only
        assert len(leftovers(target)) == 1
    assert target.read_bytes() == b"being written"
    assert names(tmp_path) == ["board.pdf"]


def test_other_files_that_look_alike_are_never_removed(tmp_path: Path) -> None:
    target = tmp_path / "g.json"
    keep = [".g.json.tmp", ".g.json.abc.tmp", ".g.json.ABCDEFGH.tmp", "g.json.12345678.tmp",
            ".other.json.abcdefgh.tmp"]  # fmt: skip
    for name in keep:
        (tmp_path / name).write_text("mine")
    write_text(target, "x")
    assert names(tmp_path) == sorted([*keep, "g.json"])


def test_a_closed_pipe_after_the_change_is_quiet_and_keeps_the_exit_code(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game), "--players", "Ann,Bob"]) == 0
    read_end, write_end = os.pipe()
    os.close(read_end)  # like `| head -0`: nobody reads
    done = kitgen_proc("game", "pass", game, stdout=write_end, capture_output=False,
                       stderr=subprocess.PIPE)  # fmt: skip
    os.close(write_end)
    assert (done.returncode, done.stderr) == (0, "")
    assert '"pass": true' in game.read_text()
    # an illegal move keeps its own exit code (1), quietly, and the file untouched
    before = game.read_text()
    read_end, write_end = os.pipe()
    os.close(read_end)
    done = kitgen_proc("game", "play", game, "8H 1+1", stdout=write_end, capture_output=False,
                       stderr=subprocess.PIPE)  # fmt: skip
    os.close(write_end)
    assert (done.returncode, done.stderr) == (1, "")
    assert game.read_text() == before


def test_a_closed_stdout_never_lands_in_the_game_file(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    assert run(["game", "new", str(game), "--players", "Ann,Bob"]) == 0
    done = kitgen_proc("game", "pass", game, stdout=None, capture_output=False,
                       stderr=subprocess.PIPE, preexec_fn=lambda: os.close(1))  # fmt: skip
    assert (done.returncode, done.stderr) == (0, "")
    assert kitgen_proc("game", "show", game).returncode == 0  # still a good game file
    assert "passes" not in game.read_text()


# -- OS errors while writing ------------------------------------------------------------------


def test_os_errors_while_writing_name_the_path_and_the_old_file(tmp_path: Path, capsys) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    long_name = tmp_path / ("n" * 300 + ".json")
    through = f"{a_file} is a file, not a folder — nothing was written; give a path through "
    cases = [
        (["tiles", "--out", str(a_file)], through),
        (["game", "new", str(a_file / "g.json")], through),
        (["game", "new", str(long_name)], "File name too long — nothing was written"),
        (["tokens", "--out", str(a_file / "deeper")], through),
    ]
    for argv, reason in cases:
        capsys.readouterr()
        assert run(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("error: cannot write "), err
        assert reason in err, err
        assert err.count("\n") == 1


def test_an_empty_file_name_is_refused() -> None:
    with pytest.raises(KitgenError, match="the file name is empty"):
        write_text("", "x")


FULL_DISK = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (20_000, 20_000))
from kitgen.cli.app import run
sys.exit(run(["game", "new", sys.argv[1], "--force"]))
"""


def test_a_file_size_limit_fails_cleanly_and_keeps_the_old_file(tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    write_text(game, "x" * 30_000)  # the old file, larger than the limit
    done = subprocess.run([sys.executable, "-c", FULL_DISK, str(game)], capture_output=True,
                          text=True, check=False)  # fmt: skip
    # a new game file is about 3 KB: it fits, and replaces the old one
    assert done.returncode == 0, done.stderr
    write_text(game, "old")
    big = FULL_DISK.replace("20_000, 20_000", "1_000, 1_000")
    done = subprocess.run([sys.executable, "-c", big, str(game)], capture_output=True, text=True,
                          check=False)  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == (
        f"error: cannot write {game}: the file is too large for this disk or your file size "
        "limit — the old file is intact; raise the file size limit (ulimit -f), or write to "
        "another disk\n"
    )
    assert game.read_text() == "old" and names(tmp_path) == ["g.json"]


@pytest.fixture
def tiny_tmpfs(tmp_path: Path):
    """A 64 KB tmpfs (needs root and a kernel that lets this process mount)."""
    mount = tmp_path / "tiny"
    mount.mkdir()
    made = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mount)],
                          capture_output=True, check=False)  # fmt: skip
    if made.returncode != 0:
        pytest.skip("cannot mount a tmpfs here")
    yield mount
    subprocess.run(["umount", str(mount)], check=False)


def test_a_full_disk_and_a_read_only_disk(tiny_tmpfs: Path, capsys) -> None:
    game = tiny_tmpfs / "g.json"
    assert run(["game", "new", str(game)]) == 0
    capsys.readouterr()
    assert run(["tiles", "--out", str(tiny_tmpfs)]) == 2  # the PDFs do not fit in 64 KB
    err = capsys.readouterr().err
    assert "No space left on device — nothing was written" in err
    assert all(not p.name.startswith(".") for p in tiny_tmpfs.iterdir())
    before = game.read_text()
    subprocess.run(["mount", "-o", "remount,ro", str(tiny_tmpfs)], check=True)
    assert run(["game", "pass", str(game)]) == 2
    assert capsys.readouterr().err == (
        f"error: cannot write {game}: Read-only file system — the old file is intact; move it "
        "to a folder you can write in\n"
    )
    assert game.read_text() == before


def test_a_full_disk_names_the_files_written_before_it(tiny_tmpfs: Path, capsys) -> None:
    """The tile sheets fit in 64 KB, the count sheet after them does not: the error said
    "nothing was written" (of the count sheet) and left the tile sheets unnamed."""
    assert run(["tiles", "--out", str(tiny_tmpfs)]) == 2
    err = capsys.readouterr().err
    written = sorted(tiny_tmpfs.iterdir())
    assert [p.name for p in written] == ["binary-tiles-a4.pdf"]
    assert err.startswith(f"error: cannot write {tiny_tmpfs}/binary-count-sheet-a4.pdf: ")
    assert err.endswith(f"; {written[0]} was written all the same\n") and err.count("\n") == 1


def test_an_empty_file_name_on_the_command_line(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    for argv in (["game", "new", ""], ["code", "match", "new", "", "--players", "A,B"]):
        capsys.readouterr()
        assert run(argv) == 2
        assert capsys.readouterr().err == (
            "error: the file name is empty — give the path of a file\n"
        )
    assert names(tmp_path) == []


def test_a_failed_build_step_says_why(tmp_path: Path, capsys) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    assert run(["build", "staeda", "--out", str(a_file)]) == 2
    err = capsys.readouterr().err.splitlines()[-1]
    assert err.startswith("error: step 'kitgen cards staeda")
    card = a_file / "staeda" / "a4" / "staeda-rule-card-en-a6-a4.pdf"
    assert err.endswith(f"failed (exit 2): cannot write {card}: {a_file} is a file, not a "
                        "folder — nothing was written; give a path through folders only "
                        "(another --out or file name)")  # fmt: skip


def test_a_closed_stderr_keeps_the_exit_code_and_stdout_clean(tmp_path: Path) -> None:
    done = kitgen_proc("game", "show", tmp_path / "missing.json", stderr=None,
                       capture_output=False, stdout=subprocess.PIPE,
                       preexec_fn=lambda: os.close(2))  # fmt: skip
    assert (done.returncode, done.stdout) == (2, "")


@pytest.mark.parametrize(
    "argv",
    [
        ["tiles", "--spec", ""],
        ["check", "--rules", "", "1=1"],
        ["staeda", "targets", "3", "4", "5", "--rules", ""],
        ["cards", "binary", "--texts", ""],
        ["code", "feedback", "1234", "1234", "--rules", ""],
        ["tiles", "--laser", "--material", ""],
    ],
)
def test_an_empty_file_option_is_refused(kitgen, argv: list[str]) -> None:
    # Path('') would be the current folder: the answer names the empty name, not a folder.
    result = kitgen(*argv)
    assert (result.code, result.out) == (2, "")
    flag = argv[argv.index("") - 1]
    assert result.err in (
        f"error: {flag} is empty — give the path of a file\n",
        "error: the file name is empty — give the path of a file\n",
    )
