"""Shared fixtures: the shipped premium board and tile set, a fresh game."""

from __future__ import annotations

import pytest

from kitgen.games.binary import Rules
from kitgen.games.binary.board import Board
from kitgen.games.binary.game import Game
from kitgen.games.binary.tileset import TileSet, tileset_from_spec
from kitgen.maker.specs.board import load_premium_board
from kitgen.maker.specs.tiles import load_tile_spec


@pytest.fixture(scope="session")
def premiums():
    return load_premium_board()


@pytest.fixture(scope="session")
def tileset() -> TileSet:
    return tileset_from_spec(load_tile_spec())


@pytest.fixture
def board(premiums) -> Board:
    return Board(premiums)


@pytest.fixture
def new_game(premiums, tileset):
    def make(rules: Rules | None = None, tiles: TileSet | None = None, players=("Ann", "Bob")):
        return Game(rules or Rules(), tiles or tileset, premiums, list(players))

    return make
