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
from kitgen.cli import answer
from kitgen.cli.declared import answering, declared, given, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, player_names
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_
from kitgen.files import ForceOption
from kitgen.games.icecream import flavours
from kitgen.games.icecream.bot_options import CodeBotOptions
from kitgen.games.icecream.options import (
    BoardOptions,
    BotSecretArgument,
    CodeArguments,
    CrackedOption,
    MatchFileOptions,
    MatchOptions,
)
from kitgen.games.icecream.rules import HouseRules, RulesFile

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
Json = answer.JsonOpt
RoundsOpt = Annotated[str | None, option(MatchOptions, "rounds")]
#: The house rules of every command, and their file.
RULES = (RulesFile, HouseRules)
API = "kitgen.api.code"

FEEDBACK_HELP = N_("""The pegs the setter owes for GUESS when the code is SECRET.

Exit 0 with the pegs, 1 when SECRET is not a legal hidden code, 2 unreadable input.""")
app.command("feedback", help=FEEDBACK_HELP)(
    answering(f"{API}:feedback", *RULES, own=given(CodeArguments, "secret", "guess", required=True))
)
app.command(
    "validate",
    help=N_("Is CODE a legal hidden code (flavours in play, length, repeats)? Exit 1 if not."),
)(answering(f"{API}:validate", *RULES, own=given(CodeArguments, "code", required=True)))
app.command(
    "audit",
    help=N_("Check the feedback on a board: against the secret, or whether any code still fits."),
)(answering(f"{API}:audit", *RULES, own=given(BoardOptions, "row", "secret")))
app.command(
    "hint",
    help=N_("The next guess that leaves the fewest codes in the worst case (Knuth's minimax)."),
)(answering(f"{API}:hint", *RULES, own=given(BoardOptions, "row")))
app.command(
    "score",
    help=N_("Points for a round: rows in play minus the guess that cracked it, 0 if not cracked."),
)(
    answering(
        f"{API}:score",
        *RULES,
        own={**given(CrackedOption, "cracked_on"), **given(BoardOptions, "not_cracked")},
    )
)
app.command(
    "strategy",
    help=N_("Play the hint strategy against every code: worst case and average guesses."),
)(answering(f"{API}:strategy", *RULES))


BOT_HELP = N_(
    "The computer plays a round: it guesses SECRET row by row (random, first or "
    "knuth), or with --setter hides a code and answers your --guess rows.\n\n"
    "Exit 0 when the code is cracked within the rows in play, 1 when not (yet), 2 "
    "unreadable input."
)


app.command("bot", help=BOT_HELP)(
    answering(f"{API}:bot", CodeBotOptions, *RULES, own=given(BotSecretArgument, "secret"))
)


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

MatchFile = Annotated[Path, option(MatchFileOptions, "file")]


@match_app.command("new")
@declared(*RULES)
def match_new(
    file: MatchFile,
    player: PlayerListOpt = None,
    players: PlayersOpt = None,
    rounds: RoundsOpt = None,
    first_setter: Annotated[str | None, option(MatchFileOptions, "first_setter")] = None,
    force: Annotated[bool, option(ForceOption, "force")] = False,
    as_json: Json = False,
    wait: WaitOpt = None,
    **rules: Any,
) -> None:
    """Start a match file for two players."""
    names = player_names(players, player)
    result = api.match_new(
        file, names, rounds=rounds, first_setter=first_setter, force=force, wait=wait, **rules,
    )  # fmt: skip
    answer.show(result, as_json)


ROUND_HELP = N_("""Record the next round's result: the guesser cracked the code on guess N, or not.

Exit 0 the round is recorded, 1 it is refused (not that guesser's turn), 2 bad input.""")
match_app.command("round", help=ROUND_HELP)(
    answering(
        f"{API}:match_round",
        own={
            **given(MatchFileOptions, "file", required=True),
            **given(CrackedOption, "cracked_on"),
            **given(BoardOptions, "not_cracked"),
            **given(MatchFileOptions, "guesser"),
            "as_json": (Json, False),
            "wait": (WaitOpt, None),
        },
    )
)
match_app.command("show", help=N_("Standings, the rounds so far, and who sets next."))(
    answering(f"{API}:match_show", own={**given(MatchFileOptions, "file", required=True)})
)
