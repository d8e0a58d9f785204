"""``kitgen tournament``'s arguments and options, declared once (the command line, the
library's keywords and the web form are made from them)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kitgen.core.games import names as game_names
from kitgen.core.messages import N_
from kitgen.core.options import choice, names, path

#: The most results one ``round`` records.
MAX_RESULTS = 50


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class TournamentFile:
    file: Path | None = path(None, help=N_("The tournament file (JSON)."), argument=True)


@dataclass(frozen=True)
class NewOptions:
    game: str = choice(
        game_names()[0],
        game_names,  # the games registered when asked, not when this was imported
        what="game",
        help=N_("The game played."),  # its words: the registered games' names
    )
    rounds: str = choice(
        "single",
        ("single", "double"),
        what="rounds",
        help=N_(
            "'single': each pair meets once; 'double': twice, colours or seats swapped the "
            "second time."
        ),
        metavar="ROUNDS",
    )


@dataclass(frozen=True)
class RoundOptions:
    result: tuple[str, ...] = names(
        help=N_(
            'A game\'s result, the first-named player first: "Ann-Bob 1-0", "Ann-Bob ½-½" '
            'or the game\'s own score "Ann-Bob 312-287"; repeat it for more games.'
        ),
        items=MAX_RESULTS,
        metavar="RESULT",
    )


@dataclass(frozen=True)
class ShowOptions:
    sheet: Path | None = path(
        None,
        help=N_("Also print the pairings and standings for the wall into this PDF file."),
        metavar="PDF",
    )


HELP = N_(
    "A class tournament: a round robin by the Berger tables (a bye for an odd count), the "
    "results game by game, the standings with their tie-breaks."
)
NEW_HELP = N_("Start a tournament file: the players, the game, one or two cycles.")
ROUND_HELP = N_("Record results: the standings and the next round's pairings follow.")
SHOW_HELP = N_("The pairings, the results so far and the standings (--sheet: a PDF for the wall).")
