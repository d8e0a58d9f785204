"""``kitgen code`` — the ice cream code referee and solver.

Thin: parse, call ``kitgen.games.icecream``, print. numpy is imported only by the
commands that use the solver (audit, hint, strategy), inside the command.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any

import typer
from typer import _click as click
from typer.core import TyperGroup

from kitgen.cli import answer, complete
from kitgen.cli.fileopts import DEFAULT_WAIT, WaitOpt
from kitgen.cli.options import PlayerListOpt, PlayersOpt, player_names
from kitgen.cli.paths import file_name
from kitgen.core import wording
from kitgen.core.errors import KitgenError
from kitgen.games.icecream import flavours
from kitgen.games.icecream.board import Row, parse_rows, wrong_rows
from kitgen.games.icecream.codes import (
    Code,
    check_code,
    check_guess,
    format_code,
    parse_code,
    spoken,
)
from kitgen.games.icecream.feedback import score
from kitgen.games.icecream.rules import CodeRules, make_rules
from kitgen.games.icecream.scoring import round_points

app = typer.Typer(
    help=(
        "Ice cream code referee and solver: feedback, code checks, board audits, hints, "
        "scores, matches.\n\nCodes are flavour numbers run together (1234) or names/colours "
        "separated by commas (strawberry,pink,chocolate,vanilla). Flavours: "
        + flavours.spoken_list()
        + ".\n\nFeedback is B,b (brown, beige counts) in medium and hard mode, one digit per "
        "spot in easy mode (2 brown, 1 beige, 0 empty: 2100). Exit 0: the claim holds; "
        "1: it does not; 2: input that cannot be read."
    ),
    no_args_is_help=True,
    add_completion=False,
)

_flavours = complete.flavour_names

# -- options shared by every subcommand --------------------------------------------------------
Mode = Annotated[
    str | None,
    typer.Option(
        "--mode",
        "-m",
        help="easy, medium or hard (default hard, or the rules file's).",
        metavar="MODE",
        autocompletion=complete.modes,
        show_default=False,
    ),
]
Repeats = Annotated[
    bool,
    typer.Option("--repeats", help="Allow one flavour twice in a code (never 3, never 2 pairs)."),
]
AnyRepeats = Annotated[
    bool, typer.Option("--any-repeats", help="Allow repeats without limit (classic Mastermind).")
]
Flavours = Annotated[
    int | None,
    typer.Option("--flavours", help="Flavours in play (overrides the mode).", metavar="N"),
]
Length = Annotated[
    int | None, typer.Option("--length", help="Code length (overrides the mode).", metavar="N")
]
FeedbackStyle = Annotated[
    str | None,
    typer.Option(
        "--feedback",
        help="counts or position (overrides the mode).",
        metavar="STYLE",
        autocompletion=complete.feedback_styles,
    ),
]
Rows = Annotated[
    int | None, typer.Option("--rows", help="Rows in play (overrides the mode).", metavar="N")
]
RulesFile = Annotated[
    Path | None,
    typer.Option(
        "--rules",
        help="TOML rules file with the house rules (flags given here override it): mode, "
        "length, flavours, feedback, rows, repeats.",
        metavar="FILE",
        show_default=False,
        parser=file_name,
    ),
]
Json = answer.JsonOpt
BoardRows = Annotated[
    list[str] | None,
    typer.Option(
        "--row",
        "-r",
        help="A row of the board, GUESS=FEEDBACK (1234=2,1; easy: 1234=2100). Repeat in order.",
        metavar="GUESS=FEEDBACK",
        show_default=False,
    ),
]


def rules_from_params(params: Mapping[str, Any]) -> CodeRules:
    """The rules in force from a command's parsed parameters (``ctx.params``): the mode,
    then the rules file, then every size or repeats flag given."""
    return make_rules(
        params.get("mode"),
        rules_file=params.get("rules_file"),
        repeats=params.get("repeats", False),
        any_repeats=params.get("any_repeats", False),
        flavours=params.get("flavours_in_play"),
        length=params.get("length"),
        feedback=params.get("feedback_style"),
        rows=params.get("rows"),
    )


def _rows_phrase(n: int) -> str:
    return "the empty board" if n == 0 else "the 1 row" if n == 1 else f"all {n} rows"


def _illegal_secret(code: Code, rules: CodeRules) -> str | None:
    """Why ``code`` cannot be the hidden code, or None when it can."""
    verdict = check_code(code, rules)
    return None if verdict.ok else verdict.reason


def _guess_or_error(guess: Code, rules: CodeRules) -> None:
    verdict = check_guess(guess, rules)
    if not verdict.ok:
        raise KitgenError(f"the guess cannot be placed: {verdict.reason}")


# -- feedback ----------------------------------------------------------------------------------
@app.command()
def feedback(
    ctx: typer.Context,
    secret: Annotated[
        str,
        typer.Argument(
            help="The hidden code, e.g. 1234.", metavar="SECRET", autocompletion=_flavours
        ),
    ],
    guess: Annotated[
        str,
        typer.Argument(help="The guess, e.g. 2211.", metavar="GUESS", autocompletion=_flavours),
    ],
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """The pegs the setter owes for GUESS when the code is SECRET.

    Exit 0 with the pegs, 1 when SECRET is not a legal hidden code, 2 unreadable input.
    """
    rules = rules_from_params(ctx.params)
    code, attempt = parse_code(secret), parse_code(guess)
    shown = {"secret": format_code(code), "guess": format_code(attempt)}
    illegal = _illegal_secret(code, rules)
    if illegal is not None:
        why = f"the secret {format_code(code)} is not a legal code: {illegal}"
        data = answer.verdict(False, why, **shown, brown=None, beige=None, pegs=None, written=None)
        answer.settle(data, why, as_json=as_json)
    _guess_or_error(attempt, rules)
    owed = score(code, attempt, rules)
    data = answer.verdict(
        True,
        owed.spoken(),
        **shown,
        brown=owed.brown,
        beige=owed.beige,
        pegs=list(owed.pegs) if owed.pegs is not None else None,
        written=owed.written(),
    )
    text = (
        f"{rules.describe()}\nsecret {format_code(code)}, guess {format_code(attempt)}: "
        f"the setter owes {owed.written()} — {owed.spoken()}"
    )
    answer.say(data, text, as_json=as_json)


# -- validate ----------------------------------------------------------------------------------
@app.command()
def validate(
    ctx: typer.Context,
    code: Annotated[
        str,
        typer.Argument(
            help="The code to check, e.g. 1233 or red,pink,brown.",
            metavar="CODE",
            autocompletion=_flavours,
        ),
    ],
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """Is CODE a legal hidden code (flavours in play, length, repeats)? Exit 1 if not."""
    rules = rules_from_params(ctx.params)
    parsed = parse_code(code)
    verdict = check_code(parsed, rules)
    data = answer.verdict(verdict.ok, verdict.reason, code=format_code(parsed))
    said = "legal" if verdict.ok else "not legal"
    answer.settle(data, f"{said}: {verdict.reason}", as_json=as_json)


# -- audit -------------------------------------------------------------------------------------
@app.command()
def audit(
    ctx: typer.Context,
    row: BoardRows = None,
    secret: Annotated[
        str | None,
        typer.Option(
            "--secret",
            "-s",
            help="The hidden code, if it is known.",
            metavar="CODE",
            show_default=False,
            autocompletion=_flavours,
        ),
    ] = None,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """Check the feedback on a board: against the secret, or whether any code still fits."""
    from kitgen.games.icecream.solver import code_space

    rules = rules_from_params(ctx.params)
    board = parse_rows(row or [], rules)
    code = parse_code(secret) if secret is not None else None
    if code is not None:
        illegal = _illegal_secret(code, rules)
        if illegal is not None:
            raise KitgenError(f"the secret {format_code(code)} is not a legal code: {illegal}")
    fit = code_space(rules).fit(board)
    fitting = (
        [format_code(code_space(rules).code_at(i)) for i in fit.indices]
        if fit.candidates <= 20
        else None
    )
    if code is None:
        ok, text = _audit_board(board, fit, fitting)
        wrong: list[Any] = []
    else:
        wrong = wrong_rows(code, board, rules)
        ok, text = not wrong, _audit_secret(code, board, wrong)
    data = answer.verdict(
        ok,
        text.splitlines()[-1],
        secret=format_code(code) if code is not None else None,
        candidates=fit.candidates,
        fitting_codes=fitting,
        first_bad_row=(wrong[0].number if wrong else None) if code else fit.first_bad_row,
        board_fits_some_code=fit.candidates > 0,
        wrong_rows=[
            {
                "row": w.number,
                "guess": format_code(w.row.guess),
                "given": w.row.feedback.written(),
                "should_be": w.owed.written(),
            }
            for w in wrong
        ],
    )
    answer.settle(data, text, as_json=as_json)


def _audit_secret(code: Code, board: list[Row], wrong: list[Any]) -> str:
    if wrong:
        lines = [w.reason for w in wrong]
        lines.append(
            f"{len(wrong)} of {len(board)} row{'s' if len(board) != 1 else ''} "
            f"{'carries' if len(wrong) == 1 else 'carry'} wrong feedback for secret "
            f"{format_code(code)}."
        )
        return "\n".join(lines)
    if not board:
        return f"the board is empty; {format_code(code)} is a legal secret."
    return (
        f"{_rows_phrase(len(board))} {'carries' if len(board) == 1 else 'carry'} the right "
        f"feedback for secret {format_code(code)}."
    )


def _audit_board(board: list[Row], fit: Any, fitting: list[str] | None) -> tuple[bool, str]:
    if fit.candidates == 0:
        k = fit.first_bad_row
        before = fit.alive_after[k - 2] if k > 1 else None
        bad = board[k - 1]
        if before is None:
            why = f"no legal code gives guess {format_code(bad.guess)} that feedback"
        else:
            why = (
                f"rows 1-{k - 1} leave {wording.count(before, 'code')}, and none "
                f"gives guess {format_code(bad.guess)} that feedback"
            )
        return False, f"no code fits this board: row {k} ({bad.written()}) cannot be right — {why}."
    codes = wording.count(fit.candidates, "code")
    text = f"consistent: {codes} still fit {_rows_phrase(len(board))}"
    if fitting is not None:
        text += ": " + " ".join(fitting)
    return True, text


# -- hint --------------------------------------------------------------------------------------
@app.command()
def hint(
    ctx: typer.Context,
    row: BoardRows = None,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """The next guess that leaves the fewest codes in the worst case (Knuth's minimax)."""
    from kitgen.games.icecream.solver import code_space

    rules = rules_from_params(ctx.params)
    board = parse_rows(row or [], rules)
    space = code_space(rules)
    space.require_solver_size()
    fit = space.fit(board) if board else None
    rows_left = rules.rows - len(board)
    if fit is not None and fit.candidates == 0:
        why = (
            f"no code fits this board (row {fit.first_bad_row} cannot be right) — check it "
            "with 'kitgen code audit'"
        )
        data = answer.verdict(
            False,
            why,
            guess=None,
            candidates=0,
            worst_case_remaining=0,
            possible=False,
            rows_left=rows_left,
            first_bad_row=fit.first_bad_row,
        )
        answer.settle(data, why, as_json=as_json)
    best = space.hint(fit)
    cracked = next(
        (n for n, r in enumerate(board, start=1) if r.feedback.brown == rules.length), None
    )
    if cracked is not None:
        text = f"already cracked on row {cracked}: the code is {format_code(best.guess)}"
    elif best.candidates == 1:
        text = f"the code must be {format_code(best.guess)} ({spoken(best.guess)})"
    else:
        text = (
            f"next guess {format_code(best.guess)} ({spoken(best.guess)}): "
            f"{best.candidates:,} codes fit the board; after its feedback at most "
            f"{best.worst_case_remaining:,} remain"
            + ("" if best.possible else " (it cannot be the code itself, but splits them best)")
        )
    if rows_left == 0:
        text += f" — but all {rules.rows} rows are used, so the round is over"
    data = answer.verdict(
        True,
        text,
        guess=format_code(best.guess),
        candidates=best.candidates,
        worst_case_remaining=best.worst_case_remaining,
        possible=best.possible,
        rows_left=rows_left,
        first_bad_row=None,
    )
    answer.say(data, text, as_json=as_json)


# -- score -------------------------------------------------------------------------------------
@app.command("score")
def score_round(
    ctx: typer.Context,
    cracked_on: Annotated[
        int | None, typer.Option("--cracked-on", help="The guess number that cracked the code.")
    ] = None,
    not_cracked: Annotated[
        bool, typer.Option("--not-cracked", help="The code was not cracked in the rows.")
    ] = False,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """Points for a round: rows in play minus the guess that cracked it, 0 if not cracked."""
    rules = rules_from_params(ctx.params)
    result = round_points(rules, _cracked(cracked_on, not_cracked))
    data = answer.verdict(True, result.reason, points=result.points)
    answer.say(data, result.reason, as_json=as_json)


def _cracked(cracked_on: int | None, not_cracked: bool) -> int | None:
    if (cracked_on is None) == (not not_cracked):
        raise KitgenError("give exactly one of --cracked-on N or --not-cracked")
    return cracked_on


# -- strategy ----------------------------------------------------------------------------------
@app.command()
def strategy(
    ctx: typer.Context,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
) -> None:
    """Play the hint strategy against every code: worst case and average guesses."""
    from kitgen.games.icecream.solver import code_space

    rules = rules_from_params(ctx.params)
    result = code_space(rules).strategy()
    average = result.average
    verdict = (
        f"every code is cracked within the {rules.rows} rows in play"
        if result.all_cracked
        else f"some codes need more than the {rules.rows} rows in play"
    )
    data = answer.verdict(
        True,
        verdict,
        worst=result.worst,
        average=float(average),
        all_cracked=result.all_cracked,
        codes=result.codes,
        total_guesses=result.total_guesses,
        average_exact=f"{average.numerator}/{average.denominator}",
        first_guess=format_code(result.first_guess),
        histogram={str(k): v for k, v in result.histogram.items()},
    )
    spread = ", ".join(f"{n:,} in {k}" for k, n in result.histogram.items())
    answer.say(
        data,
        f"{rules.describe()}\n{result.codes:,} codes, first guess {data['first_guess']}\n"
        f"worst case {result.worst} guesses, average {data['average_exact']} = "
        f"{float(average):.3f}\ncodes cracked by guess count: {spread}\n{verdict}",
        as_json=as_json,
    )


# -- match -------------------------------------------------------------------------------------
class _MatchGroup(TyperGroup):
    """``kitgen code match VERB FILE``; the old ``match FILE VERB`` order still works for a
    release, with a warning (``kitgen game`` has always put the verb first)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if len(args) >= 2 and args[0] not in self.commands and args[1] in self.commands:
            answer.deprecated(
                f"'kitgen code match FILE {args[1]}'", f"'kitgen code match {args[1]} FILE'"
            )
            args = [args[1], args[0], *args[2:]]
        return super().parse_args(ctx, args)


match_app = typer.Typer(
    cls=_MatchGroup,
    help="A match file: players, mode, rounds agreed, the setter changing every round, "
    "standings. kitgen code match new|round|show FILE.",
    no_args_is_help=True,
    add_completion=False,
)
app.add_typer(match_app, name="match")

MatchFile = Annotated[
    Path,
    typer.Argument(
        help="The match file (JSON).", metavar="FILE", show_default=False, parser=file_name
    ),
]


@match_app.command("new")
def match_new(
    ctx: typer.Context,
    file: MatchFile,
    player: PlayerListOpt = None,
    players: PlayersOpt = None,
    rounds_agreed: Annotated[
        int, typer.Option("--rounds", help="Rounds agreed (5 or 10 suggested).", metavar="N")
    ] = 5,
    first_setter: Annotated[
        str | None,
        typer.Option(
            "--first-setter",
            help="Who sets first (whoever ate ice cream last).",
            metavar="NAME",
            show_default=False,
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Overwrite FILE if it already exists.")
    ] = False,
    mode: Mode = None,
    repeats: Repeats = False,
    any_repeats: AnyRepeats = False,
    flavours_in_play: Flavours = None,
    length: Length = None,
    feedback_style: FeedbackStyle = None,
    rows: Rows = None,
    rules_file: RulesFile = None,
    as_json: Json = False,
    wait: WaitOpt = DEFAULT_WAIT,
) -> None:
    """Start a match file for two players."""
    from kitgen.games.icecream.match import new_match
    from kitgen.games.icecream.matchfile import locked, write_match

    path: Path = file
    rules = rules_from_params(ctx.params)
    game = new_match(player_names(players, player), rules, rounds_agreed, first_setter)
    with locked(path, wait) as real:
        if real.exists() and not force:
            raise KitgenError(f"{path} already exists — choose another name, or add --force")
        write_match(real, game)
    _show(game, as_json, f"new match saved to {path}")


@match_app.command("round")
def match_round(
    file: MatchFile,
    cracked_on: Annotated[
        int | None,
        typer.Option(
            "--cracked-on",
            help="The guess number that cracked the code.",
            metavar="N",
            show_default=False,
        ),
    ] = None,
    not_cracked: Annotated[
        bool, typer.Option("--not-cracked", help="The code was not cracked in the rows.")
    ] = False,
    guesser: Annotated[
        str | None,
        typer.Option(
            "--guesser",
            help="Who guessed, to check it was their turn (optional).",
            metavar="NAME",
            show_default=False,
        ),
    ] = None,
    as_json: Json = False,
    wait: WaitOpt = DEFAULT_WAIT,
) -> None:
    """Record the next round's result: the guesser cracked the code on guess N, or not.

    Exit 0 the round is recorded, 1 it is refused (not that guesser's turn), 2 bad input.
    """
    from kitgen.games.icecream.matchfile import locked, read_match, write_match

    path: Path = file
    cracked = _cracked(cracked_on, not_cracked)
    with locked(path, wait) as real:
        game = read_match(real, path)
        number = game.next_round
        if number is not None and guesser is not None:
            expected = game.guesser_of(number)
            if guesser.strip().lower() != expected.lower():
                _show(
                    game,
                    as_json,
                    f"not recorded: round {number} is guessed by {expected}, since "
                    f"{game.setter_of(number)} sets it (the setter changes every round)",
                    refused=f"round {number} is guessed by {expected}",
                )
        game = game.record(cracked)
        write_match(real, game)
    _show(game, as_json, game.rounds[-1].spoken())


@match_app.command("show")
def match_show(file: MatchFile, as_json: Json = False) -> None:
    """Standings, the rounds so far, and who sets next."""
    _show(_load(file), as_json, None)


def _load(path: Path):  # -> Match
    from kitgen.games.icecream.matchfile import read_match

    return read_match(path)


def _show(game: Any, as_json: bool, headline: str | None, refused: str | None = None) -> None:
    """Print the match; with ``refused`` the command was refused for that reason (exit 1)."""
    number = game.next_round
    next_setter = game.setter_of(number) if number is not None else None
    next_guesser = game.guesser_of(number) if number is not None else None
    data = answer.verdict(
        refused is None,
        refused if refused is not None else game.verdict(),
        mode=game.rules.mode,
        rules=game.rules.as_dict(),
        rounds_agreed=game.rounds_agreed,
        rounds_played=len(game.rounds),
        players=answer.players(game.points().items()),
        standings=answer.players(game.standings()),
        next_round=number,
        next_setter=next_setter,
        next_guesser=next_guesser,
        over=game.over,
        rounds=game.to_dict()["rounds"],
    )
    if refused is not None:
        answer.settle(data, headline or refused, as_json=as_json)
    lines = [headline] if headline else []
    lines.append(f"{game.rules.describe()}; {game.rounds_agreed} rounds agreed")
    lines += [f"  {r.spoken()}" for r in game.rounds]
    lines.append("standings: " + ", ".join(f"{p} {n}" for p, n in game.standings()))
    lines.append(game.verdict())
    if next_setter is not None:
        lines.append(f"round {number}: {next_setter} sets, {next_guesser} guesses")
    answer.say(data, "\n".join(lines), as_json=as_json)
