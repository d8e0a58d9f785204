"""``kitgen lab binary`` (``kitgen.lab.binary``): binary games played by computer players
from a shuffled bag of the tile set — its options, its help and its run (the registry's
record names them; the shared part is :mod:`kitgen.api.lab`).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.api.lab import (
    LabAnswer,
    Steps,
    draw,
    lab_answer,
    lab_tables,
    lab_text,
    versus_json,
    word_list,
)
from kitgen.core.messages import N_, _
from kitgen.core.options import names, panel, path, whole
from kitgen.simulation.options import PANEL, LabOptions
from kitgen.simulation.run import Progress, run_games


@panel(PANEL)
@dataclass(frozen=True)
class BinaryLabOptions(LabOptions):
    games: int = whole(
        100, low=1, high=20_000, help=N_("Games to play (about 2 s each on one core).")
    )
    bots: tuple[str, ...] = names(
        help=N_(
            "The computer player of each seat, in turn order: random, greedy or strong "
            "(default greedy,greedy; 2 to 4 players). Different players change seats game by "
            "game, on the same bags."
        ),
        items=4,
        metavar="LEVELS",
    )
    spec: Path | None = path(
        None, help=N_("Your own tile set spec (TOML) instead of the shipped 100 tiles.")
    )


#: ``kitgen lab --help``'s line and the command's help.
HELP = N_(
    "Binary games played by the computer: first player's win rate, scores, moves.\n\n"
    "Games from a shuffled bag of the tile set, racks refilled, the rules page's end;"
    " also passes, bingos and blocked games (nobody can move), per seat and per "
    "computer player."
)


def _binary_table(run: BinaryLabOptions, house: dict[str, Any], command: str) -> Any:
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


def binary(*, progress: Progress | None = None, **options: Any) -> LabAnswer:
    """The binary game played by computer players (``kitgen lab binary``)."""
    from kitgen.games.binary.rules import Rules
    from kitgen.simulation import binary as lab

    run, plot, tables = lab_tables(options, BinaryLabOptions, Rules, "binary", _binary_table)
    steps = Steps(progress, run.games * len(tables))
    found = []
    for table in tables:
        records = run_games(lab.play_game, table, run.games, jobs=run.jobs,
                            progress=steps.part(), time_limit=run.time_limit, chunk=1)  # fmt: skip
        steps.done(run.games)
        found.append(lab.figures(records))
    labels = [_("these rules"), str(run.versus)][: len(tables)]
    draw(plot, lab.binary_plot, labels, found)
    head = lab.headline(found[0], tables[0].bots)
    versus, other = None, None
    if len(tables) > 1:
        rows = lab.comparison(found[0], found[1])
        versus = versus_json(tables[1].rules.to_mapping(), tables[1].bots, found[1], rows)
        other = (labels[1], lab.lines(found[1]), rows)
    return lab_answer(
        "binary", run, plot, head, lab_text(head, lab.lines(found[0]), other, plot),
        rules=tables[0].rules.to_mapping(), bots=tables[0].bots,
        figures={"tiles": tables[0].tileset.total, **found[0].as_json()}, versus=versus,
    )  # fmt: skip
