"""Fixtures of the card tests: card files made and read once for every test that reads them."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from tests.cards.pdftext import CardFile, read_card_file


@pytest.fixture(scope="session")
def card_file(tmp_path_factory: pytest.TempPathFactory) -> Callable[..., CardFile]:
    """``card_file(kitgen, "binary", "--lang", "nl", "--size", "a6")``: the card file that
    ``kitgen cards ARGS --copies 1`` makes, run through the test's ``kitgen`` and read
    (:class:`CardFile`) once in this process for every test that asks for it: test_sides
    and test_type_sizes measure the same files (one xdist group, tests/conftest.py)."""
    made: dict[tuple[str, ...], CardFile] = {}

    def make(kitgen: Callable[..., object], *args: str) -> CardFile:
        if args not in made:
            out = tmp_path_factory.mktemp("cards")
            result = kitgen("cards", *args, "--copies", "1", "--out", out, "--json")
            assert result.code == 0, result.err  # type: ignore[attr-defined]
            files = result.json()["files"]  # type: ignore[attr-defined]
            assert len(files) == 1, files
            made[args] = read_card_file(Path(files[0]["path"]))
        return made[args]

    return make
