"""What the ice cream code referee says: the text of each answer, read aloud at the table.

Pure functions of the rules, the board and the solver's findings; ``kitgen.api.code`` puts
them in the answers' ``text`` (the ``reason`` is often its last line). Nothing here imports
the solver (numpy): its results are only type hints.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from kitgen.core import wording
from kitgen.games.icecream.board import Row, WrongRow
from kitgen.games.icecream.codes import Code, format_code, spoken
from kitgen.games.icecream.feedback import Feedback
from kitgen.games.icecream.rules import CodeRules

if TYPE_CHECKING:
    from kitgen.games.icecream.match import Match
    from kitgen.games.icecream.solver import BoardFit, Hint, StrategyResult


def rows_phrase(n: int) -> str:
    """``the empty board``, ``the 1 row``, ``all 3 rows``."""
    return "the empty board" if n == 0 else "the 1 row" if n == 1 else f"all {n} rows"


def feedback_text(rules: CodeRules, secret: Code, guess: Code, owed: Feedback) -> str:
    """The rules in force, then the pegs the setter owes, written and spoken."""
    return (
        f"{rules.describe()}\nsecret {format_code(secret)}, guess {format_code(guess)}: "
        f"the setter owes {owed.written()} — {owed.spoken()}"
    )


def audit_secret_text(secret: Code, board: Sequence[Row], wrong: Sequence[WrongRow]) -> str:
    """Each row with wrong feedback for ``secret``, then the count; or that all are right."""
    if wrong:
        lines = [w.reason for w in wrong]
        lines.append(
            f"{len(wrong)} of {len(board)} row{'s' if len(board) != 1 else ''} "
            f"{'carries' if len(wrong) == 1 else 'carry'} wrong feedback for secret "
            f"{format_code(secret)}."
        )
        return "\n".join(lines)
    if not board:
        return f"the board is empty; {format_code(secret)} is a legal secret."
    return (
        f"{rows_phrase(len(board))} {'carries' if len(board) == 1 else 'carry'} the right "
        f"feedback for secret {format_code(secret)}."
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
            why = f"no legal code gives guess {format_code(bad.guess)} that feedback"
        else:
            why = (
                f"rows 1-{k - 1} leave {wording.count(before, 'code')}, and none "
                f"gives guess {format_code(bad.guess)} that feedback"
            )
        return f"no code fits this board: row {k} ({bad.written()}) cannot be right — {why}."
    codes = wording.count(fit.candidates, "code")
    text = f"consistent: {codes} still fit {rows_phrase(len(board))}"
    if fitting is not None:
        text += ": " + " ".join(fitting)
    return text


def impossible_board_text(first_bad_row: int | None) -> str:
    """Why there is no hint for a board no code fits."""
    return (
        f"no code fits this board (row {first_bad_row} cannot be right) — check it "
        "with 'kitgen code audit'"
    )


def hint_text(rules: CodeRules, board: Sequence[Row], best: Hint, rows_left: int) -> str:
    """The next guess and what it leaves in the worst case (or the code, once known)."""
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
    return text


def strategy_verdict(rules: CodeRules, result: StrategyResult) -> str:
    """Whether the hint strategy cracks every code within the rows in play."""
    if result.all_cracked:
        return f"every code is cracked within the {rules.rows} rows in play"
    return f"some codes need more than the {rules.rows} rows in play"


def strategy_text(rules: CodeRules, result: StrategyResult) -> str:
    """The rules, the codes and first guess, the worst and average guesses, the spread."""
    average = result.average
    spread = ", ".join(f"{n:,} in {k}" for k, n in result.histogram.items())
    return (
        f"{rules.describe()}\n{result.codes:,} codes, first guess "
        f"{format_code(result.first_guess)}\nworst case {result.worst} guesses, average "
        f"{average.numerator}/{average.denominator} = {float(average):.3f}\n"
        f"codes cracked by guess count: {spread}\n{strategy_verdict(rules, result)}"
    )


def match_text(match: Match, headline: str | None) -> str:
    """The headline (if any), the rules, every round, the standings, who sets next."""
    lines = [headline] if headline else []
    lines.append(f"{match.rules.describe()}; {match.rounds_agreed} rounds agreed")
    lines += [f"  {r.spoken()}" for r in match.rounds]
    lines.append("standings: " + ", ".join(f"{p} {n}" for p, n in match.standings()))
    lines.append(match.verdict())
    number = match.next_round
    if number is not None:
        lines.append(
            f"round {number}: {match.setter_of(number)} sets, {match.guesser_of(number)} guesses"
        )
    return "\n".join(lines)


def refused_round_text(match: Match, number: int) -> str:
    """Why a round was not recorded: the guesser named is not the one whose turn it is."""
    return (
        f"not recorded: round {number} is guessed by {match.guesser_of(number)}, since "
        f"{match.setter_of(number)} sets it (the setter changes every round)"
    )
