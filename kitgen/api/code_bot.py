"""``kitgen.code.bot``: the computer plays the ice cream code — as the guesser, or the setter.

As the **guesser** it plays a whole round against a secret (the one given, or one it draws
from the seed), row by row as ``kitgen code hint`` would advise at ``knuth``, each row with
the feedback the secret owes it. As the **setter** (``setter=True``) it hides a secret drawn
from the seed and answers the guesses a player makes (``guesses``), each with its feedback,
without showing the secret until it is cracked or the rows in play are used up: a player
who wants to guess gives the same seed with each new guess (or keeps the answers of one
call). Imported only when the bot is asked for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError, shown
from kitgen.core.messages import _, n_
from kitgen.core.options import MAX_SEED, checked, names_of, settings
from kitgen.core.wording import choice_word
from kitgen.games.icecream.bot_options import CodeBotOptions
from kitgen.games.icecream.codes import Code, check_code, check_guess, format_code, parse_code
from kitgen.games.icecream.feedback import score as owed_for
from kitgen.games.icecream.rules import CodeRules, HouseRules, rules_from


@dataclass(frozen=True, kw_only=True)
class CodeBotAnswer(Answer):
    """A round with the computer (``kitgen code bot``): ``ok`` when the code is cracked
    within the rows in play."""

    #: ``guesser`` (the computer guesses) or ``setter`` (the computer hid the code).
    role: str
    #: The guesser's level (``None`` when the computer is the setter).
    level: str | None
    seed: int
    mode: str
    rules: dict[str, Any]
    #: The secret, or ``None`` while the computer (as setter) keeps it hidden.
    secret: str | None
    #: Each row: ``guess``, ``feedback`` (table notation) and, for the computer's guesses,
    #: ``fitting``: how many codes still fitted the board before it.
    rows: list[dict[str, Any]]
    cracked_on: int | None
    points: int
    rows_left: int


def hidden_secret(rules: CodeRules, seed: int) -> Code:
    """The secret the computer hides for ``seed``: a legal code, each as likely."""
    from kitgen.games.icecream.codes import legal_codes

    codes = list(legal_codes(rules))
    return codes[random.Random(f"kitgen code bot {seed}").randrange(len(codes))]


def bot(
    secret: str | None = None,
    /,
    *,
    rules_file: str | Path | None = None,
    **options: Any,
) -> CodeBotAnswer:
    """Play a round with the computer: as the guesser against ``secret`` (default: one drawn
    from ``seed``) at ``level`` (``random``, ``first``, ``knuth``, ``parts`` or ``optimal``),
    or with ``setter=True`` as the one who hid the code, answering ``guess`` (your guesses, in
    order); ``reveal`` shows the setter's secret. House rules by name (``mode="easy"``...)."""
    command = "kitgen code bot"
    checked([CodeBotOptions, HouseRules], options, command)
    own = set(names_of(CodeBotOptions))
    how = settings(CodeBotOptions, {k: v for k, v in options.items() if k in own}, command)
    house = {k: v for k, v in options.items() if k not in own}
    rules = rules_from(rules_file, house, command)
    used = random.SystemRandom().randrange(MAX_SEED + 1) if how.seed is None else how.seed
    if how.setter:
        if secret is not None:
            raise KitgenError(_("the computer chooses the secret as setter — leave out SECRET"))
        guesses = [options["guess"]] if isinstance(options.get("guess"), str) else how.guess
        return _setter(rules, used, guesses, how.reveal)
    if how.guess:
        raise KitgenError(_("--guess is for --setter: as guesser the computer makes the guesses"))
    if how.reveal:
        raise KitgenError(_("--reveal is for --setter: as guesser the computer hides no secret"))
    return _guesser(rules, how.level, used, secret)


def _guesser(rules: CodeRules, level: str, seed: int, secret: str | None) -> CodeBotAnswer:
    from kitgen.games.icecream.bot import Guesser

    if secret is None:
        code = hidden_secret(rules, seed)
    else:
        code = parse_code(secret)
        verdict = check_code(code, rules)
        if not verdict.ok:
            raise KitgenError(
                _(
                    "the secret {code} is not a legal code: {reason}",
                    code=shown(format_code(code)),
                    reason=verdict.reason,
                )
            )
    player = Guesser(rules, level)
    index = player.space.index_of(code)
    assert index is not None  # a legal code is in the code space
    played = player.play(index, random.Random(seed))
    rows = []
    for attempt, fitting in zip(played.guesses, played.candidates, strict=True):
        rows.append(
            {
                "guess": format_code(attempt),
                "feedback": owed_for(code, attempt, rules).written(),
                "fitting": fitting,
            }
        )
    points = played.points(rules)
    lines = [
        _(
            "The computer ({level}) guesses {secret} in {mode} mode:",
            level=choice_word("level", level),
            secret=format_code(code),
            mode=rules.mode_name(),
        )
    ]
    lines += _row_lines(rules, rows)
    lines.append(_result(rules, played.cracked_on, points))
    cracked, secret = played.cracked_on, format_code(code)
    return _answer(rules, seed, "guesser", level, secret, rows, cracked, points, lines)


def _setter(rules: CodeRules, seed: int, guesses: Sequence[str], reveal: bool) -> CodeBotAnswer:
    if len(guesses) > rules.rows:
        raise KitgenError(
            n_(
                "{n} guess, but {mode} mode has {rows} rows in play — give at most {rows}",
                "{n} guesses, but {mode} mode has {rows} rows in play — give at most {rows}",
                len(guesses),
                mode=rules.mode,
                rows=rules.rows,
            )
        )
    code = hidden_secret(rules, seed)
    rows: list[dict[str, Any]] = []
    cracked = None
    for number, text in enumerate(guesses, 1):
        if cracked is not None:
            raise KitgenError(
                _(
                    "guess {number}: the code was cracked on guess {cracked} — start a new "
                    "round with another seed",
                    number=number,
                    cracked=cracked,
                )
            )
        attempt = parse_code(text)
        verdict = check_guess(attempt, rules)
        if not verdict.ok:
            raise KitgenError(_("guess {number}: {reason}", number=number, reason=verdict.reason))
        rows.append(
            {
                "guess": format_code(attempt),
                "feedback": owed_for(code, attempt, rules).written(),
                "fitting": None,
            }
        )
        if attempt == code:
            cracked = number
    done = cracked is not None or len(rows) == rules.rows
    shown = format_code(code) if done or reveal else None
    points = 0 if cracked is None else rules.rows - cracked
    lines = [
        _(
            "The computer has hidden secret number {seed} ({mode} mode); give --seed {seed} "
            "with your guesses.",
            seed=seed,
            mode=rules.mode,
        )
    ]
    lines += _row_lines(rules, rows)
    if done:
        lines.append(_result(rules, cracked, points))
    if shown is not None and cracked is None:
        lines.append(_("The secret was {secret}.", secret=shown))
    if not done:
        lines.append(n_("{n} row left.", "{n} rows left.", rules.rows - len(rows)))
    return _answer(rules, seed, "setter", None, shown, rows, cracked, points, lines)


def _answer(
    rules: CodeRules,
    seed: int,
    role: str,
    level: str | None,
    secret: str | None,
    rows: list[dict[str, Any]],
    cracked: int | None,
    points: int,
    lines: list[str],
) -> CodeBotAnswer:
    """The round the computer played as ``role`` (the guesser at ``level``, or the setter),
    its rows so far and the lines printed (the last one is the reason)."""
    return CodeBotAnswer(
        ok=cracked is not None,
        reason=lines[-1],
        role=role,
        level=level,
        seed=seed,
        mode=rules.mode,
        rules=rules.as_dict(),
        secret=secret,
        rows=rows,
        cracked_on=cracked,
        points=points,
        rows_left=rules.rows - len(rows),
        text="\n".join(lines),
    )


def _row_lines(rules: CodeRules, rows: Sequence[dict[str, Any]]) -> list[str]:
    out = []
    for number, row in enumerate(rows, 1):
        line = _(
            "  {number:>2}. {guess}  {feedback}",
            number=number,
            guess=row["guess"],
            feedback=row["feedback"],
        )
        if row["fitting"] is not None:
            line += "  " + n_("({n} code fitted)", "({n} codes fitted)", row["fitting"])
        out.append(line)
    return out


def _result(rules: CodeRules, cracked_on: int | None, points: int) -> str:
    if cracked_on is None:
        return n_(
            "Not cracked within the {n} row in play: 0 points.",
            "Not cracked within the {n} rows in play: 0 points.",
            rules.rows,
        )
    return _(
        "Cracked on guess {guess} of {rows}: {points}.",
        guess=cracked_on,
        rows=rules.rows,
        points=n_("{n} point", "{n} points", points),
    )
