"""``Game.bot``: a computer player chooses a move for the rack the family drew for it.

The physical tiles stay on the table: the family draws the computer's rack from the bag as
for anyone and types it in; the bot answers with its move (and, with ``play``, the game
plays it, as ``kitgen game play`` would). Imported only when a bot is asked for.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, n_
from kitgen.core.options import MAX_SEED, settings
from kitgen.core.wording import choice_word
from kitgen.games.binary.bot import BLANK, Choice, choose, exchange_limit
from kitgen.games.binary.bot_options import BotOptions
from kitgen.games.binary.game import Game
from kitgen.games.binary.tokens import in_table_words as worded


@dataclass(frozen=True, kw_only=True)
class BotAnswer(Answer):
    """The computer's move (``kitgen game bot``): ``ok`` when it has one (else it passes)."""

    level: str
    #: The random level's seed (``None`` for greedy and strong, which draw nothing).
    seed: int | None
    #: Who the computer plays for (the player to move).
    player: str
    rack: list[str]
    #: How many legal moves the rack has, and how many the bot weighed.
    count: int
    weighed: int
    #: The tiles left out of the search: the whole rack's moves are past the engine's work
    #: limit, so it chose among those of the rest (``count`` is then an "at least").
    set_aside: list[str]
    move: str | None
    points: int
    expressions: list[str]
    #: The tiles left on the rack after the move, and (``strong``) what they are worth.
    kept: list[str]
    leave_value: float | None
    #: The tiles it puts back into the bag instead of moving (an exchange; empty otherwise).
    exchanged: list[str]
    #: The move engine's steps the choice took, all its searches together, and their limit
    #: (one ``game moves`` question's: docs/limits.md).
    steps: int
    work_limit: int
    #: ``strong`` with the bag empty: the other player's replies were past the work limit,
    #: so the moves were weighed without them.
    replies_cut: bool
    #: Whether the move (or the exchange, or the pass) was played into the game.
    played: bool
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


def bot_options(options: Mapping[str, Any]) -> BotOptions:
    """``level``, ``seed`` and ``play`` checked against their declarations."""
    return settings(BotOptions, options, "kitgen game bot")


def bag_estimate(game: Game, rack: Sequence[str]) -> int:
    """The tiles still in the bag as far as the computer can tell: those not on the board,
    less its own rack and a full rack for each other player."""
    faces, blanks = game.bag()
    unseen = sum(faces.values()) + blanks - len(rack)
    return max(0, unseen - game.tileset.rack * (len(game.players) - 1))


def other_rack(game: Game, rack: Sequence[str]) -> list[str] | None:
    """With two players and the bag empty, the other player's rack: every tile not on the
    board and not on this rack (``None`` otherwise)."""
    if len(game.players) != 2 or bag_estimate(game, rack) > 0:
        return None
    faces, blanks = game.bag()
    unseen = Counter({face: n for face, n in faces.items() if n > 0})
    unseen[BLANK] = blanks
    unseen.subtract(rack)
    return sorted((+unseen).elements())


def choose_for(
    game: Game, rack: str | Sequence[str], level: str, seed: int | None
) -> tuple[Choice, list[str], int]:
    """The bot's choice for the player to move, the rack read, and the seed used."""
    from kitgen.api.game_moves import parse_rack

    if game.over:
        raise KitgenError(_("the game is over — undo the end to let the computer play on"))
    tiles = parse_rack(rack, game)
    used = random.SystemRandom().randrange(MAX_SEED + 1) if seed is None else seed
    choice = choose(
        game.board,
        tiles,
        game.tileset,
        game.rules,
        level,
        random.Random(used),
        judge=game.judge,
        bag=bag_estimate(game, tiles),
        opponent=other_rack(game, tiles),
        exchange=exchange_limit(game.rules, game.bag_count(), game.tileset.rack, len(tiles)),
    )
    return choice, tiles, used


def work_limit() -> int:
    from kitgen.games.binary.movegen import budget

    return budget.WORK_LIMIT


def shown(faces: Sequence[str]) -> list[str]:
    return ["?" if face == BLANK else face for face in faces]


def bot_answer(
    game: Game,
    who: str,
    choice: Choice,
    rack: list[str],
    level: str,
    seed: int | None,
    played: str | None,
) -> BotAnswer:
    """The answer; ``played`` is the text of the move or pass answer when it was played."""
    held = worded(" ".join(shown(rack)))
    level_word = choice_word("level", level)
    found = choice.found
    if choice.returned:
        head = _(
            "{player}'s rack {rack}: the computer ({level}) exchanges {tiles} ({count}); "
            "keeps {kept}",
            player=who,
            rack=held,
            level=level_word,
            tiles=worded(" ".join(shown(choice.returned))),
            count=n_("{n} tile", "{n} tiles", len(choice.returned)),
            kept=worded(" ".join(shown(choice.leave))) or _("nothing"),
        )
    elif found is None:
        head = _(
            "{player}'s rack {rack}: no legal move, so the computer ({level}) passes",
            player=who,
            rack=held,
            level=level_word,
        )
    else:
        head = _(
            "{player}'s rack {rack}: the computer ({level}) plays {move} for {points} "
            "({moves}); keeps {kept}",
            player=who,
            rack=held,
            level=level_word,
            move=worded(str(found.move)),
            points=n_("{n} point", "{n} points", found.points),
            moves=n_("of at least {n} legal move", "of at least {n} legal moves", choice.count)
            if choice.set_aside
            else n_("of {n} legal move", "of {n} legal moves", choice.count),
            kept=worded(" ".join(shown(choice.leave))) or _("nothing"),
        )
    value = None if choice.value is None else choice.value / 100
    lines = [head]
    if choice.set_aside:
        lines.append(
            _(
                "  its whole rack has more moves than the move engine searches, so it chose "
                "among those without {tiles}",
                tiles=" ".join(shown(choice.set_aside)),
            )
        )
    if choice.cut_ahead:
        lines.append(
            _(
                "  the other player's replies are past the move engine's work limit, so it "
                "weighed its moves without them"
            )
        )
    if value is not None and found is not None:
        from kitgen.core.wording import signed

        lines.append(_("  the tiles kept are worth {value} points to it", value=signed(value, 2)))
    if played is not None:
        lines.append(played)
    state = game
    return BotAnswer(
        ok=found is not None or bool(choice.returned),
        reason=head,
        level=level,
        seed=seed if level == "random" else None,
        player=who,
        rack=shown(rack),
        count=choice.count,
        weighed=choice.weighed,
        set_aside=shown(choice.set_aside),
        move=str(found.move) if found is not None else None,
        points=found.points if found is not None else 0,
        expressions=found.expressions if found is not None else [],
        kept=shown(choice.leave) if found is not None or choice.returned else shown(rack),
        leave_value=value,
        exchanged=shown(choice.returned),
        steps=choice.steps,
        work_limit=work_limit(),
        replies_cut=choice.cut_ahead,
        played=played is not None,
        players=[{"name": p, "points": state.scores[p]} for p in state.players],
        to_play=None if state.over else state.to_play,
        over=state.over,
        text="\n".join(lines),
    )
