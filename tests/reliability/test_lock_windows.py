"""The lock's Windows path (``msvcrt.locking``), run here with a stand-in ``msvcrt``.

No Windows runner is at hand: these tests take the ``sys.platform == "win32"`` and
``os.name == "nt"`` branches of ``kitgen.files.locking`` on Linux, with a module that keeps
``msvcrt.locking``'s rules (a lock is a byte range from the descriptor's current position;
``LK_NBLCK`` raises ``OSError`` when another descriptor holds the range; ``LK_UNLCK`` must
name a range that is held). What they cannot show is Windows itself: its file system, its
sharing rules, a real second process (docs/limits.md says so).
"""

from __future__ import annotations

import os
import sys
import types
from pathlib import Path

import pytest

from kitgen.core.errors import KitgenError
from kitgen.files import changing, lock_file_for


class FakeMsvcrt(types.ModuleType):
    """``msvcrt``'s byte-range locks, kept per file (device, inode) in this process."""

    LK_UNLCK = 0
    LK_NBLCK = 2

    def __init__(self) -> None:
        super().__init__("msvcrt")
        self.held: dict[tuple[int, int, int, int], int] = {}  # (dev, ino, start, n) -> fd
        self.calls: list[tuple[str, int, int]] = []  # (mode, position, bytes)

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        info = os.fstat(fd)
        start = os.lseek(fd, 0, os.SEEK_CUR)
        key = (info.st_dev, info.st_ino, start, nbytes)
        name = {self.LK_NBLCK: "lock", self.LK_UNLCK: "unlock"}[mode]
        self.calls.append((name, start, nbytes))
        if mode == self.LK_NBLCK:
            if key in self.held:
                raise PermissionError(13, "Permission denied")  # msvcrt: EACCES
            self.held[key] = fd
        elif self.held.get(key) != fd:
            raise PermissionError(13, "Permission denied")  # unlocking what is not held
        else:
            del self.held[key]


@pytest.fixture
def windows(monkeypatch: pytest.MonkeyPatch) -> FakeMsvcrt:
    """The win32 branches, with the stand-in msvcrt and no fcntl to fall back on."""
    import fcntl

    fake = FakeMsvcrt()
    monkeypatch.setitem(sys.modules, "msvcrt", fake)
    monkeypatch.setattr(sys, "platform", "win32")

    def no_flock(*args: object) -> None:
        raise AssertionError("fcntl.flock called on the Windows path")

    monkeypatch.setattr(fcntl, "flock", no_flock)
    return fake


def test_a_change_locks_one_byte_and_unlocks_it(windows: FakeMsvcrt, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    with changing(game, wait=0) as real:
        assert real == game
        assert len(windows.held) == 1
    assert windows.calls == [("lock", 0, 1), ("unlock", 0, 1)]
    assert windows.held == {}


def test_a_second_kitgen_waits_then_gives_up(windows: FakeMsvcrt, tmp_path: Path) -> None:
    game = tmp_path / "g.json"
    gave_up = pytest.raises(KitgenError, match=r"gave up after 0\.2 s: another kitgen")
    with changing(game, wait=0), gave_up, changing(game, wait=0.2):
        pass
    tries = [call for call in windows.calls if call[0] == "lock"]
    assert len(tries) > 2  # tried again while waiting, every 0.05 s
    with changing(game, wait=0):  # released: the next one gets it at once
        pass
    assert windows.held == {}


def test_on_nt_the_lock_file_stays_and_is_taken_again(
    windows: FakeMsvcrt, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Windows cannot remove an open file: the lock file stays beside the game, and the next
    kitgen locks that same file (the check that it was removed meanwhile is POSIX only)."""
    import kitgen.files.locking as locking

    class NtOs(types.ModuleType):  # the os module as the locking module sees it on Windows
        name = "nt"

        def __getattr__(self, attr: str) -> object:
            return getattr(os, attr)

    monkeypatch.setattr(locking, "os", NtOs("os"))
    game = tmp_path / "g.json"
    for _ in range(2):
        with changing(game, wait=0):
            pass
    assert lock_file_for(game).is_file()
    assert [call[0] for call in windows.calls] == ["lock", "unlock", "lock", "unlock"]


def test_the_unlock_rewinds_to_the_locked_byte(windows: FakeMsvcrt, tmp_path: Path) -> None:
    """msvcrt unlocks from the current position: the release goes back to byte 0 first."""
    game = tmp_path / "g.json"
    with changing(game, wait=0):
        (fd,) = windows.held.values()
        os.lseek(fd, 5, os.SEEK_SET)  # something moved the descriptor meanwhile
    assert windows.calls[-1] == ("unlock", 0, 1) and windows.held == {}
