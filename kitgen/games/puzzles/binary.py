"""Binary worksheet lines, each with one answer the referee (``kitgen check``) confirms.

Four tasks: work out the value (``101 + 11 = ?``), fill in the missing tile (``1 ? 1 =
10``: exactly one tile makes it correct, every face of the set tried), find the mistake and
correct it (the right-hand side is wrong; the answer is the line with the right value) and
write a number in binary. Under the rules page's house rules (printed on the sheet).

The figure: the tiles of the finished line (for writing a number, its binary digits). Lines:
level 1 up to 8 tiles (``+`` and ``−``), level 2 9 to 12 (and ``×``), level 3 13 or more
(and ``÷``, ``AND``, ``OR``). Numbers: level 1 2 to 4 digits, level 2 5 or 6, level 3 7 to
9. Level 1 holds about a hundred different lines; a deck of 100 at any one level can be
made.
"""

from __future__ import annotations

import random
from dataclasses import fields

from kitgen.core.errors import KitgenError
from kitgen.games.binary.expr import Verdict, judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.values import to_binary
from kitgen.games.puzzles.puzzle import Draw, Puzzle

TASKS: tuple[str, ...] = ("value", "tile", "fix", "write")
#: The level of a line by its tiles, and of a number by its binary digits.
TILES = {1: (1, 8), 2: (9, 12), 3: (13, 99)}
DIGITS = {1: (2, 4), 2: (5, 6), 3: (7, 9)}
MEASURE = "tiles"
#: The operators each level draws from, and the most digits of a number in it.
OPERATORS = {1: ("+", "−"), 2: ("+", "−", "×"), 3: ("+", "−", "×", "÷", "AND", "OR")}
MOST_DIGITS = {1: 3, 2: 3, 3: 4}
#: The faces a missing tile may be (XOR too when the house rules put it in play).
FACES = ("0", "1", "+", "−", "×", "÷", "=", "AND", "OR", "NOT")


def level_of(figure: int, task: str) -> int:
    table = DIGITS if task == "write" else TILES
    return next(lv for lv, (low, high) in table.items() if low <= figure <= high)


def rules_dict(rules: Rules) -> dict[str, object]:
    return {f.name: getattr(rules, f.name) for f in fields(rules)}


def tiles(line: list[str]) -> int:
    """Tiles of a line of tokens: one per digit, one per operator and ``=``."""
    return sum(len(t) if t[0] in "01" else 1 for t in line)


def _correct(text: str, rules: Rules) -> bool:
    try:
        return judge(text, rules).valid
    except KitgenError:
        return False


def draw_line(rules: Rules | None = None) -> Draw:
    house = rules or Rules()
    faces = (*FACES, "XOR") if house.xor else FACES

    def number(rng: random.Random, level: int) -> str:
        return to_binary(rng.randrange(1, 2 ** rng.randint(1, MOST_DIGITS[level])))

    def draw(rng: random.Random, level: int) -> Puzzle | None:
        task = TASKS[rng.randrange(len(TASKS))]
        if task == "write":
            low, high = DIGITS[level]
            value = rng.randrange(2 ** (low - 1), 2**high)
            answer = to_binary(value)
            return _puzzle(level, {"task": task, "number": value}, answer, len(answer), house)
        ops = OPERATORS[level]
        left = [number(rng, level)]
        for _n in range(1 if level == 1 else rng.randint(1, 2)):
            left += [ops[rng.randrange(len(ops))], number(rng, level)]
        text = " ".join(left)
        verdict = _judged(f"{text} = {text}", house)
        if verdict is None or verdict.value is None:
            return None
        line = [*left, "=", to_binary(verdict.value)]
        full = " ".join(line)
        if not _correct(full, house) or level_of(tiles(line), task) != level:
            return None
        if task == "value":
            question = " ".join([*left, "=", "?"])
            return _puzzle(level, {"task": task, "expr": question}, line[-1], tiles(line), house)
        if task == "fix":
            wrong = _wrong(line, rng)
            if wrong is None or _correct(wrong, house):
                return None
            return _puzzle(level, {"task": task, "expr": wrong}, full, tiles(line), house)
        return _missing(line, rng, faces, level, house)

    return draw


def _judged(text: str, rules: Rules) -> Verdict | None:
    try:
        verdict = judge(text, rules)
    except KitgenError:
        return None
    return verdict if verdict.valid else None


def _wrong(line: list[str], rng: random.Random) -> str | None:
    """The line with one digit of its result changed (never its leading 1)."""
    result = line[-1]
    if len(result) == 1:
        wrong = "10" if result == "1" else "1"
    else:
        at = rng.randrange(1, len(result))
        wrong = result[:at] + ("1" if result[at] == "0" else "0") + result[at + 1 :]
    return " ".join([*line[:-1], wrong])


def _missing(
    line: list[str], rng: random.Random, faces: tuple[str, ...], level: int, rules: Rules
) -> Puzzle | None:
    """One tile of the line hidden, when exactly one face of the set fits its place."""
    places = [(i, j) for i, t in enumerate(line) for j in range(len(t) if t[0] in "01" else 1)]
    i, j = places[rng.randrange(len(places))]
    token = line[i]
    hidden = token[j] if token[0] in "01" else token

    def filled(face: str) -> str:
        if token[0] in "01":
            joined = token[:j] + face + token[j + 1 :]
            if face not in "01?":  # an operator splits the number
                joined = " ".join(p for p in (token[:j], face, token[j + 1 :]) if p)
            return " ".join([*line[:i], joined, *line[i + 1 :]])
        return " ".join([*line[:i], face, *line[i + 1 :]])

    fitting = [face for face in faces if _correct(filled(face), rules)]
    if fitting != [hidden]:
        return None
    question = filled("?")
    return _puzzle(level, {"task": "tile", "expr": question}, hidden, tiles(line), rules)


def _puzzle(
    level: int, question: dict[str, object], answer: str, figure: int, rules: Rules
) -> Puzzle:
    return Puzzle(
        "binary",
        level,
        question,
        answer,
        {"name": "digits" if question["task"] == "write" else MEASURE, "value": figure},
        {"rules": rules_dict(rules)},
    )
