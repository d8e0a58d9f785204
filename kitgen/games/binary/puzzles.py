"""Binary worksheet lines, each with one answer the referee (``kitgen check``) confirms.

Five tasks: work out the value (``101 + 11 = ?``), fill in the missing tile (``1 ? 1 =
10``: exactly one tile makes it correct, every face of the set tried), find the mistake and
correct it (the right-hand side is wrong; the answer is the line with the right value),
write a number in binary, and build the best line from a rack (``best``). Under the rules
page's house rules (printed on the sheet).

The figure: the tiles of the finished line (for writing a number, its binary digits). Lines:
level 1 up to 8 tiles (``+`` and ``−``), level 2 9 to 12 (and ``×``), level 3 13 or more
(and ``÷``, ``AND``, ``OR``). Numbers: level 1 2 to 4 digits, level 2 5 or 6, level 3 7 to
9. Level 1 holds about a hundred different lines; a deck of 100 at any one level can be
made.

The best line (``best``): a rack of 5 to 8 tiles of the tile set (one ``=``, one to three
operator tiles drawn as the bag holds them, the rest ``0`` and ``1``, no blank); the answer
is the correct line, made of some or all of them, that scores the most as a play on squares
without premiums scores: the points printed on its tiles plus its bonus (the rules page's
scoring; never the 50 for a whole rack, which is 9 tiles). Every correct line the rack makes
is found by the move engine (``kitgen game moves``) on an empty board without premiums,
within :data:`BEST_BUDGET` steps of its work budget (a rack past it is drawn again). A rack
is kept only when exactly one set of tiles makes the highest score, every correct order of
those tiles scores it (the sheet says so: any correct order of the key's tiles is right),
and that score holds a bonus (``0 + 0 = 0`` is no puzzle). The figure: how many different
correct lines (tiles in order) the rack makes — level 1 2 to 6, level 2 7 to 19, level 3 20
or more (racks of 5 or 6 tiles, 6 or 7, 7 or 8).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import fields, replace

from kitgen.core.errors import KitgenError
from kitgen.games.binary.expr import Verdict, judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet
from kitgen.games.binary.values import to_binary
from kitgen.games.puzzles.puzzle import DeckSettings, Draw, Puzzle

TASKS: tuple[str, ...] = ("value", "tile", "fix", "write", "best")
#: The level of a line by its tiles, and of a number by its binary digits.
TILES = {1: (1, 8), 2: (9, 12), 3: (13, 99)}
DIGITS = {1: (2, 4), 2: (5, 6), 3: (7, 9)}
MEASURE = "tiles"
#: The operators each level draws from, and the most digits of a number in it.
OPERATORS = {1: ("+", "−"), 2: ("+", "−", "×"), 3: ("+", "−", "×", "÷", "AND", "OR")}
MOST_DIGITS = {1: 3, 2: 3, 3: 4}
#: The faces a missing tile may be (XOR too when the house rules put it in play).
FACES = ("0", "1", "+", "−", "×", "÷", "=", "AND", "OR", "NOT")
#: The best line: the rack's tiles drawn at each level, and the level by the number of
#: different correct lines the rack makes.
RACK = {1: (5, 6), 2: (6, 7), 3: (7, 8)}
LINES = {1: (2, 6), 2: (7, 19), 3: (20, 10_000)}
#: Racks drawn for one best line before another task is drawn: one in 3 to 12 racks is kept
#: (docs/guides/classroom.md), so that a deck holds about as many best lines as other lines.
BEST_RACKS = 12
#: The move engine's work budget for one rack (its racks take at most a few thousand steps).
BEST_BUDGET = 100_000


def level_of(figure: int, task: str) -> int:
    table = DIGITS if task == "write" else LINES if task == "best" else TILES
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


def draw_line(tileset: TileSet, rules: Rules | None = None) -> Draw:
    """Lines under ``rules`` (default: the rules page's); a best line's rack from ``tileset``."""
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
        if task == "best":  # a few racks in a row: most are not kept, the other tasks are
            for _n in range(BEST_RACKS):
                if (found := _best(rng, level, tileset, house)) is not None:
                    return found
            return None
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


def rack_order(tileset: TileSet) -> dict[str, int]:
    """Where each face stands on a printed rack: the tile set's order (digits first)."""
    return {face: i for i, face in enumerate(tileset.faces)}


def draw_rack(rng: random.Random, level: int, tileset: TileSet) -> list[str]:
    """A rack for a best line: one ``=``, operator tiles as the bag holds them, the rest
    digits, in the tile set's order."""
    bag = [f for f in tileset.faces if f not in ("0", "1", "=") for _n in range(tileset.counts[f])]
    digits = [f for f in ("0", "1") for _n in range(tileset.counts.get(f, 0))]
    low, high = RACK[level]
    size = min(rng.randint(low, high), tileset.rack - 1)  # never a whole rack's 50
    operators = rng.randint(1, 3 if level == 3 else 2)
    rack = ["="] + [bag[rng.randrange(len(bag))] for _n in range(operators)]
    rack += [digits[rng.randrange(len(digits))] for _n in range(size - len(rack))]
    order = rack_order(tileset)
    return sorted(rack, key=order.__getitem__)


def line_text(faces: Sequence[str]) -> str:
    """Tiles in a row as the referee writes the line: digits side by side make a number."""
    out: list[str] = []
    for face in faces:
        if face in ("0", "1") and out and out[-1][0] in "01":
            out[-1] += face
        else:
            out.append(face)
    return " ".join(out)


def best_lines(rack: Sequence[str], tileset: TileSet, rules: Rules) -> dict[tuple[str, ...], int]:
    """Every correct line ``rack``'s tiles make (its tiles in order) and its points on squares
    without premiums, found by the move engine within :data:`BEST_BUDGET` steps (past them,
    ``TooMuchWork``): the first moves on an empty board without premiums, as wide as the
    rack, whose centre is its corner (so each line is found twice only, across and down)."""
    from kitgen.games.binary.board import Board
    from kitgen.games.binary.movegen import Budget, generate
    from kitgen.games.binary.premiums import PremiumBoard

    plain = PremiumBoard(size=len(rack), centre=(0, 0), premiums={}, kinds={})
    found = generate(Board(plain), rack, tileset, rules, None, Budget(BEST_BUDGET))
    lines: dict[tuple[str, ...], int] = {}
    for leaf in found.leaves:
        lines[tuple(face for _sq, face, _blank in sorted(leaf[6]))] = -leaf[0]
    return lines


def draw_best(tileset: TileSet, rules: Rules | None = None) -> Draw:
    """Best lines only (a deck of them: the benchmark's and the tests')."""
    house = rules or Rules()

    def draw(rng: random.Random, level: int) -> Puzzle | None:
        return _best(rng, level, tileset, house)

    return draw


def _best(rng: random.Random, level: int, tileset: TileSet, rules: Rules) -> Puzzle | None:
    """A rack whose best line is one set of tiles (any correct order of them scores it)."""
    from kitgen.games.binary.movegen import TooMuchWork

    rack = draw_rack(rng, level, tileset)
    try:
        lines = best_lines(rack, tileset, rules)
    except TooMuchWork:
        return None
    low, high = LINES[level]
    if not low <= len(lines) <= high:  # one line only (1 = 1) is no puzzle
        return None
    top = max(lines.values())
    tops = sorted(line for line, points in lines.items() if points == top)
    tiles = {tuple(sorted(line)) for line in tops}
    if len(tiles) > 1:
        return None
    same = [line for line in lines if tuple(sorted(line)) in tiles]
    if len(same) != len(tops):  # a correct order of the best tiles that scores less
        return None
    answer = line_text(tops[0])
    verdict = _judged(answer, rules)
    points = sum(tileset.points[face] for face in tops[0])
    if verdict is None or points + verdict.bonus != top:
        raise RuntimeError(f"the move engine and the referee disagree on {answer}: {top} points")
    if not verdict.bonus:  # the best is worth no bonus (0 = 0 + 0): no puzzle about scoring
        return None
    question: dict[str, object] = {"task": "best", "rack": rack}
    puzzle = _puzzle(level, question, answer, len(lines), rules)
    worth = {face: tileset.points[face] for face in sorted(set(rack), key=rack.index)}
    extra = {"score": top, "bonus": verdict.bonus, "points": worth, **puzzle.extra}
    return replace(puzzle, extra=extra)


def _puzzle(
    level: int, question: dict[str, object], answer: str, figure: int, rules: Rules
) -> Puzzle:
    task = question["task"]
    name = "digits" if task == "write" else "lines" if task == "best" else MEASURE
    return Puzzle(
        "binary",
        level,
        question,
        answer,
        {"name": name, "value": figure},
        {"rules": rules_dict(rules)},
    )


def deck_draw(settings: DeckSettings) -> Draw:
    """``kitgen puzzles binary`` (the game's record's ``puzzles``): worksheet lines, the best
    lines' racks drawn from the kit's tile set (``settings.tileset``, required)."""
    if settings.tileset is None:
        raise ValueError("a binary deck needs the tile set its racks are drawn from")
    return draw_line(settings.tileset)
