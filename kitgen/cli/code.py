"""``kitgen code`` — the ice cream code referee and solver.

Thin: parse, call ``kitgen.api.code``, print its answer. The house rules are the options
generated from ``HouseRules``; numpy is imported only by the library functions that use the
solver (audit, hint, strategy).
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from typer.core import TyperGroup

from kitgen.api import code as api
from kitgen.cli import answer, complete
from kitgen.cli.declared import declared, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, player_names
from kitgen.cli.paths import file_name
from kitgen.core.errors import KitgenError
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, _
from kitgen.games.icecream import flavours
from kitgen.games.icecream.bot_options import CodeBotOptions
from kitgen.games.icecream.options import CrackedOption, MatchOptions
from kitgen.games.icecream.rules import HouseRules

app = typer.Typer(
    help=filled(
        N_(
            "Ice cream code referee and solver: feedback, code checks, board audits, hints, "
            "scores, matches.\n\nCodes are flavour numbers run together (1234) or names/colours "
            "separated by commas (strawberry,pink,chocolate,vanilla). Flavours: {flavours}."
            "\n\nFeedback is B,b (brown, beige counts) in medium and hard mode, one digit per "
            "spot in easy mode (2 brown, 1 beige, 0 empty: 2100). Exit 0: the claim holds; "
            "1: it does not; 2: input that cannot be read."
        ),
        flavours=flavours.spoken_list(),
    ),
    no_args_is_help=True,
    add_completion=False,
)

# -- arguments and options of the subcommands (the house rules come from HouseRules) -----------
RulesFile = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help=N_(
            "TOML rules file with the house rules (flags given here override it): mode, "
            "length, flavours, feedback, rows, repeats."
        ),
        metavar="FILE",
        show_default=False,
        parser=file_name,
    ),
]
Json = answer.JsonOpt
CrackedOpt = Annotated[str | None, option(CrackedOption, "cracked_on")]
RoundsOpt = Annotated[str | None, option(MatchOptions, "rounds")]
BoardRows = Annotated[
    list[str] | None,
    typer.Option(
        "--played",
        help=N_(
            "A row played on the board, GUESS=FEEDBACK (1234=2,1; easy: 1234=2100). Repeat "
            "in order."
        ),
        metavar="GUESS=FEEDBACK",
        show_default=False,
    ),
]
#: The old spelling of --played (--rows is the house rule: how many rows are in play).
OldRows = Annotated[list[str] | None, typer.Option("--row", "-r", hidden=True)]


def _played(played: list[str] | None, old: list[str] | None) -> list[str]:
    """The rows given with ``--played`` (or, deprecated, ``--row``/``-r``)."""
    if old:
        answer.deprecated("--row", "--played")
        if played:
            raise KitgenError(_("give the rows played with --played only — --row is its old name"))
    return list(played or old or [])


Secret = Annotated[
    str,
    typer.Argument(
        help=N_("The hidden code, e.g. 1234."),
        metavar="SECRET",
        autocompletion=complete.flavour_names,
    ),
]
Guess = Annotated[
    str,
    typer.Argument(
        help=N_("The guess, e.g. 2211."), metavar="GUESS", autocompletion=complete.flavour_names
    ),
]
CodeArg = Annotated[
    str,
    typer.Argument(
        help=N_("The code to check, e.g. 1233 or red,pink,brown."),
        metavar="CODE",
        autocompletion=complete.flavour_names,
    ),
]
KnownSecret = Annotated[
    str | None,
    typer.Option(
        "--secret",
        "-s",
        help=N_("The hidden code, if it is known."),
        metavar="CODE",
        show_default=False,
        autocompletion=complete.flavour_names,
    ),
]
NotCracked = Annotated[
    bool, typer.Option("--not-cracked", help=N_("The code was not cracked in the rows."))
]


@app.command()
@declared(HouseRules)
def feedback(
    secret: Secret, guess: Guess, rules_file: RulesFile = None, as_json: Json = False, **rules: Any
) -> None:
    """The pegs the setter owes for GUESS when the code is SECRET.

    Exit 0 with the pegs, 1 when SECRET is not a legal hidden code, 2 unreadable input.
    """
    answer.show(api.feedback(secret, guess, rules_file=rules_file, **rules), as_json)


@app.command()
@declared(HouseRules)
def validate(
    code: CodeArg, rules_file: RulesFile = None, as_json: Json = False, **rules: Any
) -> None:
    """Is CODE a legal hidden code (flavours in play, length, repeats)? Exit 1 if not."""
    answer.show(api.validate(code, rules_file=rules_file, **rules), as_json)


@app.command()
@declared(HouseRules)
def audit(
    played: BoardRows = None,
    secret: KnownSecret = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
    row: OldRows = None,
    **rules: Any,
) -> None:
    """Check the feedback on a board: against the secret, or whether any code still fits."""
    rows = _played(played, row)
    answer.show(api.audit(rows, secret, rules_file=rules_file, **rules), as_json)


@app.command()
@declared(HouseRules)
def hint(
    played: BoardRows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
    row: OldRows = None,
    **rules: Any,
) -> None:
    """The next guess that leaves the fewest codes in the worst case (Knuth's minimax)."""
    rows = _played(played, row)
    answer.show(api.hint(rows, rules_file=rules_file, **rules), as_json)


@app.command("score")
@declared(HouseRules)
def score_round(
    cracked_on: CrackedOpt = None,
    not_cracked: NotCracked = False,
    rules_file: RulesFile = None,
    as_json: Json = False,
    **rules: Any,
) -> None:
    """Points for a round: rows in play minus the guess that cracked it, 0 if not cracked."""
    result = api.score(cracked_on, not_cracked=not_cracked, rules_file=rules_file, **rules)
    answer.show(result, as_json)


@app.command()
@declared(HouseRules)
def strategy(rules_file: RulesFile = None, as_json: Json = False, **rules: Any) -> None:
    """Play the hint strategy against every code: worst case and average guesses."""
    answer.show(api.strategy(rules_file=rules_file, **rules), as_json)


BotSecret = Annotated[
    str | None,
    typer.Argument(
        help=N_("The code the computer guesses (default: one drawn from --seed)."),
        metavar="[SECRET]",
        show_default=False,
        autocompletion=complete.flavour_names,
    ),
]


BOT_HELP = N_(
    "The computer plays a round: it guesses SECRET row by row (random, first or "
    "knuth), or with --setter hides a code and answers your --guess rows.\n\n"
    "Exit 0 when the code is cracked within the rows in play, 1 when not (yet), 2 "
    "unreadable input."
)


@app.command(help=BOT_HELP)
@declared(CodeBotOptions, HouseRules)
def bot(
    secret: BotSecret = None, rules_file: RulesFile = None, as_json: Json = False, **rules: Any
) -> None:
    answer.show(api.bot(secret, rules_file=rules_file, **rules), as_json)


# -- match -------------------------------------------------------------------------------------
class _MatchGroup(TyperGroup):
    """``kitgen code match VERB FILE``; the old ``match FILE VERB`` order still works for a
    release, with a warning (``kitgen game`` has always put the verb first)."""

    # ``ctx`` is click's Context, which Typer keeps in a private module: typed ``Any`` here.
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        if len(args) >= 2 and args[0] not in self.commands and args[1] in self.commands:
            answer.deprecated(
                f"'kitgen code match FILE {args[1]}'", f"'kitgen code match {args[1]} FILE'"
            )
            args = [args[1], args[0], *args[2:]]
        return super().parse_args(ctx, args)


match_app = typer.Typer(
    cls=_MatchGroup,
    help=N_(
        "A match file: players, mode, rounds agreed, the setter changing every round, "
        "standings. kitgen code match new|round|show FILE."
    ),
    no_args_is_help=True,
    add_completion=False,
)
app.add_typer(match_app, name="match")

MatchFile = Annotated[
    Path,
    typer.Argument(
        help=N_("The match file (JSON)."), metavar="FILE", show_default=False, parser=file_name
    ),
]


@match_app.command("new")
@declared(HouseRules)
def match_new(
    file: MatchFile,
    player: PlayerListOpt = None,
    players: PlayersOpt = None,
    rounds: RoundsOpt = None,
    first_setter: Annotated[
        str | None,
        typer.Option(
            "--first-setter",
            help=N_("Who sets first (whoever ate ice cream last)."),
            metavar="NAME",
            show_default=False,
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help=N_("Overwrite FILE if it already exists."))
    ] = False,
    rules_file: RulesFile = None,
    as_json: Json = False,
    wait: WaitOpt = None,
    **rules: Any,
) -> None:
    """Start a match file for two players."""
    names = player_names(players, player)
    result = api.match_new(
        file, names, rounds=rounds, first_setter=first_setter, force=force, wait=wait,
        rules_file=rules_file, **rules,
    )  # fmt: skip
    answer.show(result, as_json)


@match_app.command("round")
def match_round(
    file: MatchFile,
    cracked_on: CrackedOpt = None,
    not_cracked: NotCracked = False,
    guesser: Annotated[
        str | None,
        typer.Option(
            "--guesser",
            help=N_("Who guessed, to check it was their turn (optional)."),
            metavar="NAME",
            show_default=False,
        ),
    ] = None,
    as_json: Json = False,
    wait: WaitOpt = None,
) -> None:
    """Record the next round's result: the guesser cracked the code on guess N, or not.

    Exit 0 the round is recorded, 1 it is refused (not that guesser's turn), 2 bad input.
    """
    result = api.match_round(file, cracked_on, not_cracked=not_cracked, guesser=guesser, wait=wait)
    answer.show(result, as_json)


@match_app.command("show")
def match_show(file: MatchFile, as_json: Json = False) -> None:
    """Standings, the rounds so far, and who sets next."""
    answer.show(api.match_show(file), as_json)
