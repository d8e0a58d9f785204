"""``kitgen lab binary`` (``kitgen.lab.binary``): binary games played by computer players
from a shuffled bag of the tile set — its options, its help and its run (the registry's
record names them; the shared part is :mod:`kitgen.api.lab`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.api.lab import GameLab, LabAnswer, Steps, run_lab, word_list
from kitgen.core.messages import N_
from kitgen.core.options import panel, path, whole
from kitgen.simulation.options import PANEL, LabOptions, players
from kitgen.simulation.run import Progress


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@panel(PANEL)
@dataclass(frozen=True)
class BinaryLabOptions(LabOptions):
    games: int = whole(
        100, low=1, high=20_000, help=N_("Games to play (about 2 s each on one core).")
    )
    bots: tuple[str, ...] = players(
        help=N_(
            "The computer player of each seat, in turn order: random, greedy or strong "
            "(default greedy,greedy; 2 to 4 players). Different players change seats game by "
            "game, on the same bags."
        ),
        items=4,
    )
    spec: Path | None = path(
        None,
        help=N_(
            "Your own tile set spec (TOML), or a shipped template's name (kitgen templates "
            "list), instead of the shipped 100 tiles."
        ),
    )


#: ``kitgen lab --help``'s line and the command's help.
HELP = N_(
    "Binary games played by the computer: first player's win rate, scores, moves.\n\n"
    "Games from a shuffled bag of the tile set, racks refilled, the rules page's end;"
    " also passes, bingos and blocked games (nobody can move), per seat and per "
    "computer player."
)


class BinaryLab(GameLab):
    """What the binary game's lab gives the shared run: a table of the tile set under the
    house rules, its games one at a time."""

    game, simulation, plot = "binary", "kitgen.simulation.binary", "binary_plot"

    def table(self, run: BinaryLabOptions, house: dict[str, Any], command: str) -> Any:
        from kitgen.games.binary.rules import rules_from
        from kitgen.games.binary.tileset import tileset_from_spec
        from kitgen.maker.specs.board import load_premium_board
        from kitgen.maker.specs.tiles import load_tile_spec
        from kitgen.simulation.binary import Table

        tileset = tileset_from_spec(load_tile_spec(run.spec))
        rules = rules_from(run.rules_file, house, command)
        if house.get("xor") is None and tileset.counts.get("XOR", 0) > 0:
            rules = rules.with_changes(xor=True)  # a set with XOR tiles puts XOR in play
        bots = word_list(run.bots) or ("greedy", "greedy")
        return Table(rules, tileset, load_premium_board(), bots, run.seed)

    def play(self, run: BinaryLabOptions, table: Any, steps: Steps) -> Any:
        sim = self.sim()
        return sim.figures(self.games(sim.play_game, table, run.games, run, steps, chunk=1))

    def head(self, run: Any, tables: Sequence[Any], found: Sequence[Any]) -> str:
        head: str = self.sim().headline(found[0], tables[0].bots)
        return head

    def rules(self, table: Any) -> dict[str, Any]:
        rules: dict[str, Any] = table.rules.to_mapping()
        return rules

    def bots(self, table: Any) -> Sequence[str]:
        bots: Sequence[str] = table.bots
        return bots

    def figures(self, table: Any, found: Any) -> Any:
        return {"tiles": table.tileset.total, **found.as_json()}

    def versus_figures(self, table: Any, found: Any) -> Any:
        return found.as_json()


def binary(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """The binary game played by computer players (``kitgen lab binary``)."""
    return run_lab(BinaryLab(), progress, options)
