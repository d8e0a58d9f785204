"""Atomic writes: a failed or interrupted write leaves the old file and no temporary files."""

from __future__ import annotations

from pathlib import Path

import pytest

from kitgen.files import atomic_writer, write_text


def test_write_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    write_text(target, "old")
    write_text(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_failure_mid_write_keeps_old_file_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "tiles.pdf"
    write_text(target, "complete old file")
    with pytest.raises(RuntimeError), atomic_writer(target, "w") as handle:
        handle.write("half of a new")
        raise RuntimeError("power cut")
    assert target.read_text() == "complete old file"
    assert [p.name for p in tmp_path.iterdir()] == ["tiles.pdf"]


def test_interrupt_keeps_no_partial_new_file(tmp_path: Path) -> None:
    target = tmp_path / "new.pdf"
    with pytest.raises(KeyboardInterrupt), atomic_writer(target) as handle:
        handle.write(b"%PDF-1.4 partial")
        raise KeyboardInterrupt
    assert not any(tmp_path.iterdir())


def test_written_files_are_readable_by_others(tmp_path: Path) -> None:
    target = write_text(tmp_path / "x.txt", "x")
    assert target.stat().st_mode & 0o044 == 0o044
