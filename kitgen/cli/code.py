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
from kitgen.api.files import ForceOption
from kitgen.cli import answer
from kitgen.cli.declared import declared, option
from kitgen.cli.fileopts import WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, group
from kitgen.cli.referees import add_referees
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.names import players_given

texts = api.texts
app = group(texts.CODE_HELP)

# -- arguments and options of the subcommands (the house rules come from HouseRules) ---------
Json = answer.JsonOpt
RoundsOpt = Annotated[str | None, option(api.MatchOptions, "rounds")]
#: The house rules of every command, and their file.
RULES = (api.RulesFile, api.HouseRules)

Played = Annotated[list[str] | None, option(api.BoardOptions, "played")]
#: The old spelling of --played (--rows is the house rule: how many rows are in play).
OldRows = Annotated[list[str] | None, typer.Option("--row", "-r", hidden=True)]


def _played(played: list[str] | None, old: list[str] | None) -> list[str]:
    """The rows given with ``--played`` (or, deprecated, ``--row``/``-r``)."""
    if old:
        answer.deprecated("--row", "--played")
        if played:
            raise KitgenError(_(texts.OLD_ROWS))
    return list(played or old or [])


@declared(*RULES)
def audit(
    played: Played = None,
    secret: Annotated[str | None, option(api.BoardOptions, "secret")] = None,
    as_json: Json = False,
    row: OldRows = None,
    **rules: Any,
) -> None:
    answer.show(api.audit(_played(played, row), secret, **rules), as_json)


@declared(api.HintOptions, *RULES)
def hint(played: Played = None, as_json: Json = False, row: OldRows = None, **rules: Any) -> None:
    answer.show(api.hint(_played(played, row), **rules), as_json)


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


match_app = group(texts.MATCH_GROUP_HELP, cls=_MatchGroup)
app.add_typer(match_app, name="match")

MatchFile = Annotated[Path, option(api.MatchFileOptions, "file")]


@declared(*RULES)
def match_new(
    file: MatchFile,
    player: PlayerListOpt = None,
    players: PlayersOpt = None,
    rounds: RoundsOpt = None,
    first_setter: Annotated[str | None, option(api.MatchFileOptions, "first_setter")] = None,
    force: Annotated[bool, option(ForceOption, "force")] = False,
    as_json: Json = False,
    wait: WaitOpt = None,
    **rules: Any,
) -> None:
    """Start a match file for two players."""
    names = players_given(players, player)
    result = api.match_new(
        file, names, rounds=rounds, first_setter=first_setter, force=force, wait=wait, **rules,
    )  # fmt: skip
    answer.show(result, as_json)


#: Every ``kitgen code`` command, from the one list (``kitgen.core.referees``): ``audit``,
#: ``hint`` and ``match new`` are the functions above (old spellings kept for a release), the
#: others are made from their declarations.
add_referees(app, "code", {"match": match_app})
