"""Rows on the board (a guess and the feedback the setter gave) and checking them.

A row is written ``GUESS=FEEDBACK``: ``1234=2,1`` in counts modes, ``1234=2100`` by position.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kitgen.core.errors import KitgenError, cited
from kitgen.core.messages import _, n_
from kitgen.core.options import declaration
from kitgen.games.icecream.codes import Code, check_code, check_guess, format_code, parse_code
from kitgen.games.icecream.feedback import Feedback, parse_feedback, score
from kitgen.games.icecream.options import BoardOptions
from kitgen.games.icecream.rules import CodeRules


@dataclass(frozen=True)
class Row:
    """One row of the board: the guess and the feedback the setter put beside it."""

    guess: Code
    feedback: Feedback

    def written(self) -> str:
        return f"{format_code(self.guess)}={self.feedback.written()}"


@dataclass(frozen=True)
class WrongRow:
    """A row whose feedback does not match the secret: what was given and what is owed."""

    number: int
    row: Row
    owed: Feedback

    @property
    def reason(self) -> str:
        return _(
            "row {row}: guess {guess} got {given} ({given_spoken}) but is owed {owed} "
            "({owed_spoken})",
            row=self.number,
            guess=format_code(self.row.guess),
            given=self.row.feedback.written(),
            given_spoken=self.row.feedback.spoken(),
            owed=self.owed.written(),
            owed_spoken=self.owed.spoken(),
        )


def parse_row(text: str, rules: CodeRules, number: int) -> Row:
    """Read ``GUESS=FEEDBACK``; a guess that breaks the row rules is unreadable input too."""
    example = "1234=2100" if rules.by_position else "1234=2,1"
    guess_text, sep, feedback_text = text.partition("=")
    if not sep:
        raise KitgenError(
            _(
                "{flag} {text}: row {row} has no '=' — write GUESS=FEEDBACK, e.g. {example}",
                flag=declaration(BoardOptions, "played").flag,
                row=number,
                text=cited(text),
                example=example,
            )
        )
    guess = parse_code(guess_text)
    verdict = check_guess(guess, rules)
    if not verdict.ok:
        raise KitgenError(
            _(
                "row {row}: {reason} — fix the guess, e.g. {example}",
                row=number,
                reason=verdict.reason,
                example=example,
            )
        )
    return Row(guess, parse_feedback(feedback_text, rules))


def parse_rows(texts: Sequence[str], rules: CodeRules) -> list[Row]:
    if len(texts) > rules.rows:
        raise KitgenError(
            n_(
                "{n} row given but {mode} mode has only {rows} rows in play — drop the "
                "extra rows or set --rows",
                "{n} rows given but {mode} mode has only {rows} rows in play — drop the "
                "extra rows or set --rows",
                len(texts),
                mode=rules.mode_name(),
                rows=rules.rows,
            )
        )
    return [parse_row(text, rules, i) for i, text in enumerate(texts, start=1)]


def wrong_rows(secret: Code, rows: Sequence[Row], rules: CodeRules) -> list[WrongRow]:
    """The rows whose feedback differs from what ``secret`` owes (rows numbered from 1)."""
    verdict = check_code(secret, rules)
    if not verdict.ok:
        raise KitgenError(_("the secret {reason}", reason=verdict.reason))
    wrong = []
    for number, row in enumerate(rows, start=1):
        owed = score(secret, row.guess, rules)
        if owed != row.feedback:
            wrong.append(WrongRow(number, row, owed))
    return wrong
