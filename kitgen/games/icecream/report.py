"""What the ice cream code referee says: the text of each answer, read aloud at the table.

Pure functions of the rules, the board and the solver's findings; ``kitgen.api.code`` puts
them in the answers' ``text`` (the ``reason`` is often its last line). Nothing here imports
the solver (numpy): its results are only type hints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kitgen.core import wording
from kitgen.core.messages import N_, _, n_, number
from kitgen.games.icecream.board import Row, WrongRow
from kitgen.games.icecream.codes import Code, format_code, spoken
from kitgen.games.icecream.feedback import Feedback
from kitgen.games.icecream.rules import CodeRules

if TYPE_CHECKING:
    from kitgen.games.icecream.match import Match
    from kitgen.games.icecream.solver import BoardFit, Hint, StrategyResult


def rows_phrase(n: int) -> str:
    """``the empty board``, ``the 1 row``, ``all 3 rows``."""
    if n == 0:
        return _("the empty board")
    return n_("the {n} row", "all {n} rows", n)


def feedback_text(rules: CodeRules, secret: Code, guess: Code, owed: Feedback) -> str:
    """The rules in force, then the pegs the setter owes, written and spoken."""
    said = _(
        "secret {secret}, guess {guess}: the setter owes {written} — {spoken}",
        secret=format_code(secret),
        guess=format_code(guess),
        written=owed.written(),
        spoken=owed.spoken(),
    )
    return f"{rules.describe()}\n{said}"


def audit_secret_text(secret: Code, board: Sequence[Row], wrong: Sequence[WrongRow]) -> str:
    """Each row with wrong feedback for ``secret``, then the count; or that all are right."""
    if wrong:
        lines = [w.reason for w in wrong]
        if len(wrong) == 1:
            said = n_(
                "1 of {n} row carries wrong feedback for secret {secret}.",
                "1 of {n} rows carries wrong feedback for secret {secret}.",
                len(board),
                secret=format_code(secret),
            )
        else:
            said = n_(
                "{wrong} of {n} row carry wrong feedback for secret {secret}.",
                "{wrong} of {n} rows carry wrong feedback for secret {secret}.",
                len(board),
                wrong=len(wrong),
                secret=format_code(secret),
            )
        lines.append(said)
        return "\n".join(lines)
    if not board:
        return _("the board is empty; {secret} is a legal secret.", secret=format_code(secret))
    return n_(
        "the {n} row carries the right feedback for secret {secret}.",
        "all {n} rows carry the right feedback for secret {secret}.",
        len(board),
        secret=format_code(secret),
    )


def audit_board_text(board: Sequence[Row], fit: BoardFit, fitting: list[str] | None) -> str:
    """How many codes still fit the board (listing up to 20), or the first row that cannot
    be right and why."""
    if fit.candidates == 0:
        k = fit.first_bad_row
        assert k is not None
        before = fit.alive_after[k - 2] if k > 1 else None
        bad = board[k - 1]
        if before is None:
            why = _("no legal code gives guess {guess} that feedback", guess=format_code(bad.guess))
        else:
            why = n_(
                "rows 1–{last} leave {n} code, and none gives guess {guess} that feedback",
                "rows 1–{last} leave {n} codes, and none gives guess {guess} that feedback",
                before,
                last=k - 1,
                guess=format_code(bad.guess),
            )
        return _(
            "no code fits this board: row {row} ({written}) cannot be right — {why}.",
            row=k,
            written=bad.written(),
            why=why,
        )
    text = n_(
        "consistent: {n} code still fits {board}",
        "consistent: {n} codes still fit {board}",
        fit.candidates,
        board=rows_phrase(len(board)),
    )
    if fitting is not None:
        text += ": " + " ".join(fitting)
    return text


def impossible_board_text(first_bad_row: int | None) -> str:
    """Why there is no hint for a board no code fits."""
    return _(
        "no code fits this board (row {row} cannot be right) — check it with 'kitgen code audit'",
        row=first_bad_row,
    )


def hint_text(
    rules: CodeRules,
    board: Sequence[Row],
    best: Hint,
    rows_left: int,
    asked: str = "knuth",
    used: str = "knuth",
) -> str:
    """The next guess and what it leaves in the worst case (or the code, once known); with
    ``asked`` ``optimal`` answered by ``used`` ``parts``, why."""
    cracked = next(
        (n for n, r in enumerate(board, start=1) if r.feedback.brown == rules.length), None
    )
    code, said = format_code(best.guess), spoken(best.guess)
    if cracked is not None:
        text = _("already cracked on row {row}: the code is {code}", row=cracked, code=code)
    elif best.candidates == 1:
        text = _("the code must be {code} ({flavours})", code=code, flavours=said)
    else:
        if best.possible:
            message = N_(
                "next guess {code} ({flavours}): {fit}; after its feedback at most {left} remain"
            )
        else:
            message = N_(
                "next guess {code} ({flavours}): {fit}; after its feedback at most {left} remain "
                "(it cannot be the code itself, but splits them best)"
            )
        text = _(
            message,
            code=code,
            flavours=said,
            fit=n_("{n} code fits the board", "{n} codes fit the board", best.candidates),
            left=number(best.worst_case_remaining),
        )
    if asked == "optimal" and used == "parts" and cracked is None and best.candidates > 1:
        text = _(
            "{hint} (the guess that splits the codes into the most parts: the exact search "
            "for the fewest guesses would take too long on this board)",
            hint=text,
        )
    if rows_left == 0:
        text = _(
            "{hint} — but all {rows} rows are used, so the round is over",
            hint=text,
            rows=rules.rows,
        )
    return text


def strategy_verdict(rules: CodeRules, result: StrategyResult) -> str:
    """Whether the hint strategy cracks every code within the rows in play."""
    if result.all_cracked:
        return n_(
            "every code is cracked within the {n} row in play",
            "every code is cracked within the {n} rows in play",
            rules.rows,
        )
    return n_(
        "some codes need more than the {n} row in play",
        "some codes need more than the {n} rows in play",
        rules.rows,
    )


def strategy_text(rules: CodeRules, result: StrategyResult) -> str:
    """The rules, the codes and first guess, the worst and average guesses, the spread."""
    average = result.average
    spread = ", ".join(
        _("{codes} in {guesses}", codes=number(n), guesses=k) for k, n in result.histogram.items()
    )
    lines = [
        rules.describe(),
        n_(
            "{n} code, first guess {guess}",
            "{n} codes, first guess {guess}",
            result.codes,
            guess=format_code(result.first_guess),
        ),
        n_(
            "worst case {n} guess, average {exact} = {average}",
            "worst case {n} guesses, average {exact} = {average}",
            result.worst,
            exact=f"{average.numerator}/{average.denominator}",
            average=wording.decimal(float(average), 3),
        ),
        _("codes cracked by guess count: {spread}", spread=spread),
        strategy_verdict(rules, result),
    ]
    return "\n".join(lines)


def match_text(match: Match, headline: str | None) -> str:
    """The headline (if any), the rules, every round, the standings, who sets next."""
    lines = [headline] if headline else []
    lines.append(
        n_(
            "{rules}; {n} round agreed",
            "{rules}; {n} rounds agreed",
            match.rounds_agreed,
            rules=match.rules.describe(),
        )
    )
    lines += [f"  {r.spoken()}" for r in match.rounds]
    lines.append(
        _("standings: {standings}", standings=", ".join(f"{p} {n}" for p, n in match.standings()))
    )
    lines.append(match.verdict())
    upcoming = match.next_round
    if upcoming is not None:
        lines.append(
            _(
                "round {round}: {setter} sets, {guesser} guesses",
                round=upcoming,
                setter=match.setter_of(upcoming),
                guesser=match.guesser_of(upcoming),
            )
        )
    return "\n".join(lines)


def refused_round_text(match: Match, number: int) -> str:
    """Why a round was not recorded: the guesser named is not the one whose turn it is."""
    return _(
        "not recorded: round {round} is guessed by {guesser}, since {setter} sets it (the setter "
        "changes every round)",
        round=number,
        guesser=match.guesser_of(number),
        setter=match.setter_of(number),
    )
