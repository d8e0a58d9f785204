"""A computer player at a web binary game (issue #27): the seats the computer plays, and its
turn.

A seat is given to the computer when the game is started (the new-game form's "computer
player") or later on the game page, with a level (``random``, ``greedy``, ``strong``: those of
``kitgen game bot``). The seats are the server's, beside the game file and not in it (the
file stays the command line's own format): ``DATA/seats/ID.json``, ``{"Ann": "greedy"}``,
written under its lock with the library's atomic writes.

The physical tiles stay on the table, as with ``kitgen game bot FILE --rack``: on the
computer's turn whoever is at the table draws its tiles from the bag and types them in; the
server asks :func:`kitgen.api.game.bot` for its move from that rack and plays it (a rack
with no move passes), and every phone sees the board change through the game's events.
Also here: the note that a phone passed or took back for another player
(:func:`acted_for`, kept with :mod:`kitgen.web.seats`' notes).
"""

from __future__ import annotations

import json
from pathlib import Path

from kitgen.core.errors import KitgenError, shown_json, unknown_choice
from kitgen.core.messages import N_, _
from kitgen.web.seats import add_note
from kitgen.web.store import Store

#: The computer's levels (``kitgen game bot --level``) and what the page calls them.
LEVELS = {
    "random": N_("random (any legal move)"),
    "greedy": N_("greedy (the most points)"),
    "strong": N_("strong (points and the tiles kept)"),
}
#: The form's choice that gives a seat back to a person.
PERSON = "person"
#: The longest seats file read (one line a player, at most 100 players).
MAX_SEATS_BYTES = 16_000


def seats_file(store: Store, ident: str) -> Path:
    """The seats file of game ``ident`` (the id checked, the game existing)."""
    store.path("game", ident)
    return store.root / "seats" / f"{ident}.json"


def seats(store: Store, ident: str) -> dict[str, str]:
    """The players of game ``ident`` that the computer plays, and its level for each."""
    path = seats_file(store, ident)
    try:
        if not path.is_file() or path.stat().st_size > MAX_SEATS_BYTES:
            return {}
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and v in LEVELS}


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise unknown_choice("level", level[:40], [*LEVELS, PERSON])
    return level


def set_seat(store: Store, ident: str, player: str, level: str | None) -> dict[str, str]:
    """Give ``player``'s seat to the computer at ``level`` (None: back to a person)."""
    from kitgen.api.files import changing, write_text
    from kitgen.api.game import Game

    players = Game.load(store.path("game", ident)).players
    if player not in players:
        raise unknown_choice("player", player[:40], players)
    if level is not None:
        check_level(level)
    path = seats_file(store, ident)
    path.parent.mkdir(parents=True, exist_ok=True)
    with changing(path) as real:
        found = seats(store, ident)
        if level is None:
            found.pop(player, None)
        else:
            found[player] = level
        write_text(real, json.dumps(found, ensure_ascii=False, indent=1))
    return found


def new_game_seat(form: dict[str, str]) -> tuple[str, str] | None:
    """The new-game form's computer player and level (None: every seat a person's); a
    name that is not one of the players, or an unknown level, is refused before the game
    is started."""
    from kitgen.api.game import DEFAULT_PLAYERS

    name = form.get("computer", "").strip()
    if not name:
        return None
    players = [n.strip() for line in form.get("players", "").splitlines()
               for n in line.split(",") if n.strip()] or list(DEFAULT_PLAYERS)  # fmt: skip
    if name not in players:
        raise KitgenError(
            _(
                "the computer player {name} is not one of the players ({players}) — give one "
                "of their names, or leave it empty",
                name=shown_json(name[:40]),
                players=", ".join(players),
            )
        )
    return name, check_level(form.get("computer_level", "greedy"))


def level_names() -> list[tuple[str, str]]:
    """The levels as the page's choices: (value, what it is called in the language)."""
    return [(level, _(name)) for level, name in LEVELS.items()]


def computer_level(store: Store, ident: str) -> str:
    """The computer's level at game ``ident`` when it is the computer's turn (else the one
    message: whose turn it is)."""
    from kitgen.api.game import Game

    game = Game.load(store.path("game", ident))
    level = seats(store, ident).get(game.to_play or "")
    if game.over:
        raise KitgenError(_("the game is over — undo the end to let the computer play on"))
    if level is None:
        raise KitgenError(
            _(
                "it is {player}'s turn, not the computer's — give {player}'s seat to the "
                "computer under Computer players, or play the move",
                player=game.to_play,
            )
        )
    return level


def acted_for(store: Store, ident: str, by: str, answer: dict[str, object], action: str) -> None:
    """Note that the phone of seat ``by`` passed or took back for another player (its
    ``answer``'s player, or the player of the entry it took back); nothing when ``by`` is not
    one of the players or acted for itself."""
    from kitgen.api.game import Game

    game = Game.load(store.path("game", ident))
    if by not in game.players:
        return
    if action == "undo":
        undone = answer.get("undone")
        if not isinstance(undone, dict) or undone.get("player") in (None, by):
            return
        note = {"kind": "undo", "player": undone["player"], "move": undone.get("move"),
                "what": undone.get("kind")}  # fmt: skip
    else:
        player = answer.get("player")
        if not isinstance(player, str) or player == by:
            return
        note = {"kind": action, "player": player}
    add_note(store, ident, {"after": len(game.history), "by": by, **note})
