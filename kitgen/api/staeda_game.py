"""A whole Stæða game kept in a file: the players, the target, every round, the end.

The referee's functions (:mod:`kitgen.api.staeda`) each settle one dispute; a game at a
table needs the rounds kept, the points added up and the end seen. This module keeps them in
a game file (JSON, written atomically under its lock with :mod:`kitgen.files`, as game and
match files are)::

    {"format": "kitgen-staeda-game", "version": 1, "players": ["Ann", "Bo"],
     "target": 35, "target_cards": "3 4 5", "play_to": null,
     "rules": {"whole_numbers": false, "tie_break": "operations"},
     "rounds": [{"table": "7 2 5", "hands": {"Ann": "3 A K", "Bo": ""},
                 "claims": {"Ann": "(3+4)×5"}, "called": "Ann"}],
     "next": {"table": "", "hands": {}, "claims": {}, "passed": []}}

``called`` (in a round and in ``next``, only when someone called) is the player who called
"stæða" (:func:`call`): under the house rule ``tie_break = "first-call"`` the claims are
judged in the order of the rules page, the caller's first, then clockwise (the players'
order); without a call, in the order they came.

A round is kept as it was played (the table, each hand, each claim in the order they came)
and judged again whenever the file is read, by :func:`kitgen.api.staeda.round` with the
points so far: the points, the cards kept and the winners are never stored, so a file
cannot disagree with the rules. ``next`` is the round being entered: each player gives a
hand and a claim, or says "no stæða" (``passed``); when the table is given and every player
has spoken, the round is judged and kept (:func:`enter`).

The game ends as the rules page says: when no set of at most six cards still in play (the
deck minus the kept cards: the three target cards are set aside for the first round only,
then shuffled back with every card not kept as points) makes the target
(:func:`kitgen.api.staeda.over`); or, when the players agreed on it (``play_to``), at the end
of the round in which someone reaches that many points.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError, cited, display_name
from kitgen.core.messages import N_, _, language
from kitgen.games.staeda.cards import HAND_CARDS, TABLE_CARDS

FORMAT = "kitgen-staeda-game"
VERSION = 1
KEYS = (
    "format",
    "version",
    "players",
    "target",
    "target_cards",
    "play_to",
    "rules",
    "rounds",
    "next",
    "computer",
)
NEXT_KEYS = ("table", "hands", "claims", "passed")
ROUND_KEYS = ("table", "hands", "claims")
#: The rules page: "four players by default (2 to 6 work)".
FEWEST_PLAYERS = 2
MOST_PLAYERS = 6
#: The most points a game may be played to: the deck's 52 cards.
MOST_POINTS_TO_WIN = 52
#: The most rounds a file keeps (a round nobody wins keeps no card, so the deck alone does
#: not bound them).
MOST_ROUNDS = 200
#: The longest claim read (an expression over at most six cards is far shorter).
MOST_CLAIM_CHARS = 200


@dataclass(frozen=True)
class Judged:
    """A round kept in the file, judged: its input and the referee's answer."""

    table: str
    hands: dict[str, str]
    claims: dict[str, str]
    #: :class:`kitgen.api.staeda.RoundAnswer` (winners, points won, every claim's verdict).
    answer: Any
    #: The cards the winners keep (English ranks, suits when given).
    kept: list[str]
    #: The player who called "stæða" in the round ("": no call was recorded).
    called: str = ""


@dataclass
class Next:
    """The round being entered: the table, and what each player said so far."""

    table: str = ""
    hands: dict[str, str] = field(default_factory=dict)
    claims: dict[str, str] = field(default_factory=dict)
    passed: list[str] = field(default_factory=list)
    #: The player who called "stæða" this round (:func:`call`), or "".
    called: str = ""

    def spoken(self) -> list[str]:
        """The players who gave a claim or said "no stæða", in that order."""
        return [*self.claims, *(p for p in self.passed if p not in self.claims)]


@dataclass
class StaedaGame:
    """A Stæða game: :meth:`load` reads a game file, :func:`new_game` starts one and
    :func:`enter` records what a player says (the file's lock held from read to write)."""

    players: list[str]
    target: int
    target_cards: str
    play_to: int | None
    rules: dict[str, Any]
    rounds: list[Judged]
    next: Next
    #: The points after the rounds, by player.
    points: dict[str, int]
    #: Every card kept as points so far.
    kept: list[str]
    over: bool = False
    #: Why the game is over (the referee's words), or how it goes on.
    reason: str = ""
    #: The call that gave this game judged a round (:func:`enter`).
    judged: bool = False
    #: The players the computer plays: at the show-down its claim is the referee's
    #: (:func:`computer_claim`), from the hand dealt to it and the table.
    computer: list[str] = field(default_factory=list)
    #: The round the call that gave this game took back (:func:`undo`), as it was judged.
    undone: Judged | None = None

    @classmethod
    def load(cls, file: str | Path) -> StaedaGame:
        """The game in ``file``, every round judged again; a corrupt file is named."""
        from kitgen.files import read_json_file

        data = read_json_file(file, N_("Stæða game file"))
        try:
            return from_dict(data)
        except KitgenError as err:
            raise KitgenError(
                _(
                    "Stæða game file {file} is corrupt: {reason}",
                    file=display_name(file),
                    reason=err,
                )
            ) from None

    @property
    def winners(self) -> list[str]:
        """The players with the most points once the game is over (else none)."""
        if not self.over:
            return []
        best = max(self.points.values(), default=0)
        return [p for p in self.players if self.points[p] == best]

    @property
    def waiting(self) -> list[str]:
        """The players whose claim (or "no stæða") the round still waits for."""
        if self.over:
            return []
        spoken = set(self.next.spoken())
        return [p for p in self.players if p not in spoken]

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "players": self.players,
            "target": self.target,
            "target_cards": self.target_cards,
            "play_to": self.play_to,
            "rules": self.rules,
            "rounds": [
                {"table": r.table, "hands": r.hands, "claims": r.claims}
                | ({"called": r.called} if r.called else {})
                for r in self.rounds
            ],
            "computer": self.computer,
            "next": {
                "table": self.next.table,
                "hands": self.next.hands,
                "claims": self.next.claims,
                "passed": self.next.passed,
            }
            | ({"called": self.next.called} if self.next.called else {}),
        }


# -- reading and checking -----------------------------------------------------------------------


def _bad(key: str) -> KitgenError:
    return KitgenError(_("{key} is not as a Stæða game file writes it", key=cited(key)))


def _text(value: object, key: str, most: int = MOST_CLAIM_CHARS * 5) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise _bad(key)
    return value


def _texts(value: object, key: str, players: list[str]) -> dict[str, str]:
    if not isinstance(value, dict) or any(p not in players for p in value):
        raise _bad(key)
    return {p: _text(v, key) for p, v in value.items()}


def from_dict(data: Any) -> StaedaGame:
    """The game of a file's JSON data, every field checked and every round judged again."""
    from kitgen.api.staeda import Rules
    from kitgen.core.options import checked

    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _bad("format")
    unknown = sorted(set(data) - set(KEYS))
    if unknown:
        raise _bad(unknown[0])
    if data.get("version") != VERSION or type(data.get("version")) is not int:
        raise _bad("version")
    players = data.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise _bad("players")
    target = data.get("target")
    if type(target) is not int:
        raise _bad("target")
    play_to = data.get("play_to")
    if play_to is not None and (type(play_to) is not int or not 0 < play_to <= MOST_POINTS_TO_WIN):
        raise _bad("play_to")
    rules = data.get("rules")
    if not isinstance(rules, dict):
        raise _bad("rules")
    rules = checked([Rules], rules, "kitgen staeda round")
    game = _start(players, target, _text(data.get("target_cards"), "target_cards"), play_to, rules)
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or len(rounds) > MOST_ROUNDS:
        raise _bad("rounds")
    for entry in rounds:
        if not isinstance(entry, dict) or set(entry) - {"called"} != set(ROUND_KEYS):
            raise _bad("rounds")
        _judge(
            game,
            _text(entry["table"], "table"),
            _texts(entry["hands"], "hands", players),
            _texts(entry["claims"], "claims", players),
            _caller(entry, players),
        )
    upcoming = data.get("next")
    if not isinstance(upcoming, dict) or set(upcoming) - {"called"} != set(NEXT_KEYS):
        raise _bad("next")
    passed = upcoming["passed"]
    if not isinstance(passed, list) or any(p not in players for p in passed):
        raise _bad("passed")
    game.next = Next(
        _text(upcoming["table"], "table"),
        _texts(upcoming["hands"], "hands", players),
        _texts(upcoming["claims"], "claims", players),
        list(passed),
        _caller(upcoming, players),
    )
    computer = data.get("computer", [])
    if not isinstance(computer, list) or any(p not in players for p in computer):
        raise _bad("computer")
    game.computer = list(computer)
    _ending(game)
    return game


def _caller(entry: dict[str, Any], players: list[str]) -> str:
    """The player who called in a round of the file (``called``), or "" (none recorded)."""
    called = entry.get("called", "")
    if called != "" and called not in players:
        raise _bad("called")
    return str(called)


def _start(
    players: list[str], target: int, target_cards: str, play_to: int | None, rules: dict[str, Any]
) -> StaedaGame:
    """A game before its first round, every input checked."""
    from kitgen.api.staeda import targets
    from kitgen.core.names import check_names
    from kitgen.core.options import checked
    from kitgen.games.staeda.options import TargetOption

    names = check_names(players)
    if not FEWEST_PLAYERS <= len(names) <= MOST_PLAYERS:
        raise KitgenError(
            _(
                "a Stæða game takes {fewest} to {most} players, not {n} — give their names, "
                "one a line",
                fewest=FEWEST_PLAYERS,
                most=MOST_PLAYERS,
                n=len(names),
            )
        )
    goal = checked([TargetOption], {"target": target}, "kitgen staeda round")["target"]
    if target_cards.strip():
        allowed = targets(target_cards, is_=goal)
        if not allowed.ok:
            raise KitgenError(allowed.reason or "")
        target_cards = " ".join(allowed_cards(target_cards))
    if play_to is not None and not 0 < play_to <= MOST_POINTS_TO_WIN:
        raise _play_to(play_to)
    points = dict.fromkeys(names, 0)
    return StaedaGame(names, goal, target_cards, play_to, dict(rules), [], Next(), points, [])


def allowed_cards(text: str, what: str = N_("cards"), most: int | None = None) -> list[str]:
    """Cards as the file keeps them: English ranks, suits when given (``"H"``, a Dutch
    king, is ``"K"``); at most ``most``, each read or refused as the referee does."""
    return [str(c) for c in _parsed(text, what, most)]


def _parsed(text: str, what: str = N_("cards"), most: int | None = None) -> list[Any]:
    from kitgen.games.staeda.cards import parse_cards

    return parse_cards(" ".join(text.split()), what, most)


def _judge(
    game: StaedaGame, table: str, hands: dict[str, str], claims: dict[str, str], called: str = ""
) -> None:
    """Judge a round with the points so far (:func:`kitgen.api.staeda.round`), keep it and
    add its points and kept cards to ``game``; the claims in the order they came, or, when
    ``called`` names who called, in the rules page's: the caller's first, then clockwise."""
    from kitgen.api.staeda import check
    from kitgen.api.staeda import round as judge_round

    if game.over:
        raise KitgenError(_("the game is over — start a rematch to play on"))
    if len(game.rounds) >= MOST_ROUNDS:
        raise KitgenError(
            _(
                "the game has {n} rounds, as many as a game file keeps — start a new game",
                n=MOST_ROUNDS,
            )
        )
    every = {p: hands.get(p, "") for p in game.players}
    _check_counts(game, table, every)
    if called:
        start = game.players.index(called)
        turn = game.players[start:] + game.players[:start]
        claims = {p: claims[p] for p in turn if p in claims}
    answer = judge_round(
        target=game.target, table=table, hand=every, claim=claims, points=game.points, **game.rules
    )
    kept: Counter[str] = Counter()
    from_table: Counter[str] = Counter()
    for winner in answer.winners:
        used = Counter(
            check(
                claims[winner], target=game.target, hand=every[winner], table=table, **game.rules
            ).cards
        )
        own = Counter(allowed_cards(every[winner]))
        for card, n in used.items():
            kept[card] += min(n, own[card])  # the winner's own cards first
            from_table[card] = max(from_table[card], n - min(n, own[card]))
    kept.update(from_table)  # a table card two tied winners used is kept once
    game.kept += sorted(kept.elements())
    game.points = {p["name"]: p["points"] for p in answer.players}
    game.rounds.append(Judged(table, every, dict(claims), answer, sorted(kept.elements()), called))


def _check_counts(game: StaedaGame, table: str, hands: dict[str, str]) -> None:
    """No card twice, and no rank more often than a deck has, in the round and the kept cards
    together, and in the first round the three target cards too: the rules page sets them
    aside for that round, then shuffles every card not kept as points for the next."""
    if game.rounds:
        every = " ".join([*game.kept, table, *hands.values()])
        _parsed(every, N_("this round's cards and the kept cards together"))
        return
    every = " ".join([*game.kept, game.target_cards, table, *hands.values()])
    _parsed(every, N_("this round's cards, the kept cards and the target cards together"))


def _ending(game: StaedaGame) -> None:
    """Whether the game is over after its rounds, and why (or how it goes on)."""
    if not game.rounds:
        return
    best = max(game.points.values())
    if game.play_to is not None and best >= game.play_to:
        leaders = [p for p in game.players if game.points[p] == best]
        game.over = True
        game.reason = _(
            "{players} reached {n} points, the points agreed to win",
            players=_names(leaders),
            n=game.play_to,
        )
        return
    rules = tuple(sorted(game.rules.items()))
    # after a round the target cards are back in the deck (set aside for the first round only)
    game.over, game.reason = _over(game.target, tuple(sorted(game.kept)), rules, language())


@lru_cache(maxsize=256)
def _over(
    target: int, kept: tuple[str, ...], rules: tuple[tuple[str, Any], ...], lang: str
) -> tuple[bool, str]:
    """:func:`kitgen.api.staeda.over` for the cards kept so far (a search: asked once per
    game, cards and language ``lang``, the one in use; every page of the game asks it)."""
    from kitgen.api.staeda import over

    found = over(target=target, kept=" ".join(kept), **dict(rules))
    return found.ok, found.reason or ""


def _names(players: list[str]) -> str:
    if len(players) == 1:
        return players[0]
    return _("{players} and {last}", players=", ".join(players[:-1]), last=players[-1])


# -- starting and playing -----------------------------------------------------------------------


def new_game(
    file: str | Path,
    players: list[str],
    *,
    target: int | str,
    target_cards: str = "",
    play_to: int | str | None = None,
    computer: list[str] | tuple[str, ...] = (),
    **house_rules: Any,
) -> StaedaGame:
    """Start a game in ``file`` (which must not exist): the players in turn order, the
    game's ``target`` (from the three ``target_cards`` when given: it must be one they
    allow), ``play_to`` points to win (None: until no stæða can be made), the players the
    ``computer`` plays, the house rules (``whole_numbers``, ``tie_break``) as for
    :func:`kitgen.api.staeda.round`."""
    from kitgen.api.staeda import Rules
    from kitgen.core.options import checked
    from kitgen.files import changing, write_text

    rules = checked([Rules], house_rules, "kitgen staeda round")
    defaults = Rules()
    rules = {
        "whole_numbers": rules.get("whole_numbers", defaults.whole_numbers),
        "tie_break": rules.get("tie_break", defaults.tie_break),
    }
    if isinstance(target, str):
        target = _whole(target, "target")
    if isinstance(play_to, str):
        play_to = _whole(play_to, "play_to") if play_to.strip() else None
    game = _start(list(players), target, target_cards, play_to, rules)
    for name in computer:
        _player(game, name)
    game.computer = list(dict.fromkeys(computer))
    with changing(file) as real:
        if real.exists():
            raise KitgenError(_("{file} exists already", file=display_name(file)))
        write_text(real, json.dumps(game.to_dict(), ensure_ascii=False, indent=1) + "\n")
    return game


def _whole(text: str, key: str) -> int:
    """A whole number typed in a form (``key``: ``target`` or ``play_to``)."""
    try:
        return int(text.strip()[:20])
    except ValueError:
        if key == "play_to":
            raise _play_to(cited(text[:20])) from None
        raise KitgenError(
            _(
                "the target must be a whole number from 2 to 242, not {value}",
                value=cited(text[:20]),
            )
        ) from None


def _play_to(n: object) -> KitgenError:
    return KitgenError(
        _(
            "play to {n} points: give a whole number from 1 to {most}, or leave it empty to "
            "play until no stæða can be made",
            n=n,
            most=MOST_POINTS_TO_WIN,
        )
    )


def enter(
    file: str | Path,
    player: str = "",
    *,
    hand: str = "",
    claim: str = "",
    no_claim: bool = False,
    table: str | None = None,
    by_computer: bool = False,
) -> StaedaGame:
    """Record in ``file`` what a player says at the show-down: ``hand`` and ``claim``, or
    ``no_claim`` ("no stæða"); and/or the ``table`` cards (anyone may give them). When the
    table is known and every player has spoken, the round is judged and kept. Said again,
    a player's claim replaces the one given before. The file's lock is held throughout.

    ``by_computer``: ``player`` is one the computer plays, and its claim is the computer's
    (:func:`computer_claim`) from ``hand`` and the table."""
    from kitgen.files import changing, write_text

    if len(claim) > MOST_CLAIM_CHARS:
        raise KitgenError(
            _(
                "the claim is {n} characters long — a claim is at most {most}",
                n=len(claim),
                most=MOST_CLAIM_CHARS,
            )
        )
    with changing(file) as real:
        game = StaedaGame.load(real)
        if game.over:
            raise KitgenError(_("the game is over — start a rematch to play on"))
        upcoming = game.next
        if table is not None and table.strip():
            upcoming.table = " ".join(allowed_cards(table, N_("table"), TABLE_CARDS))
        if player and by_computer:
            claim, no_claim = _computer(game, player, hand, upcoming.table), False
        if player:
            _player(game, player)
            if claim.strip() and no_claim:
                raise KitgenError(_('give a claim or say "no stæða", not both'))
            if not claim.strip() and not no_claim:
                raise KitgenError(_('give your claim, or say "no stæða"'))
            upcoming.hands[player] = " ".join(allowed_cards(hand, N_("hand"), HAND_CARDS))
            upcoming.claims.pop(player, None)
            if player in upcoming.passed:
                upcoming.passed.remove(player)
            if no_claim:
                upcoming.passed.append(player)
            else:
                upcoming.claims[player] = " ".join(claim.split())
        every = {p: upcoming.hands.get(p, "") for p in game.players}
        _check_counts(game, upcoming.table, every)
        judged = bool(upcoming.table) and not game.waiting
        if judged:
            _judge(game, upcoming.table, upcoming.hands, upcoming.claims, upcoming.called)
            game.next = Next()
        write_text(real, json.dumps(game.to_dict(), ensure_ascii=False, indent=1) + "\n")
    found = StaedaGame.load(file)
    found.judged = judged
    return found


def call(file: str | Path, player: str) -> StaedaGame:
    """Record in ``file`` that ``player`` called "stæða" in the round being played (the
    rules page: after a call every other player has one more turn, then the show-down). The
    round is then judged in the order the rules page gives the house rule ``first-call``:
    the caller's claim first, then clockwise. One call a round: another is refused, naming
    the caller. The file's lock is held throughout."""
    from kitgen.files import changing, write_text

    with changing(file) as real:
        game = StaedaGame.load(real)
        if game.over:
            raise KitgenError(_("the game is over — start a rematch to play on"))
        _player(game, player)
        if game.next.called:
            raise KitgenError(
                _(
                    "{player} called stæða already this round — every other player has one "
                    "more turn, then the show-down",
                    player=game.next.called,
                )
            )
        game.next.called = player
        write_text(real, json.dumps(game.to_dict(), ensure_ascii=False, indent=1) + "\n")
    return StaedaGame.load(file)


def undo(file: str | Path, number: int | None = None) -> StaedaGame:
    """Take back the last judged round of the game in ``file`` (``number``: its number, when
    the caller saw it; another number is refused, so that two phones taking back at once
    take back one round): its points and kept cards are taken off, a game it ended goes on,
    and what was said in it (the table, every hand and claim, each "no stæða") is the round
    being entered again, to be changed — a player's claim sent again, or the table cards —
    and judged anew. Refused before any round is judged, and once anything of the next
    round is entered. The file's lock is held throughout; the game returned names the round
    taken back (:attr:`StaedaGame.undone`)."""
    from kitgen.files import changing, write_text

    with changing(file) as real:
        game = StaedaGame.load(real)
        last = len(game.rounds)
        if number is not None and number > last:
            raise KitgenError(
                _(
                    "round {n} was taken back already, or is not judged yet — look at the "
                    "scores again",
                    n=number,
                )
            )
        if number is not None and number < last:
            raise KitgenError(
                _(
                    "round {n} is not the last round judged (round {last} is) — only the last "
                    "round can be taken back",
                    n=number,
                    last=last,
                )
            )
        if not game.rounds:
            raise KitgenError(_("no round has been judged yet — there is nothing to take back"))
        if game.next.table or game.next.spoken():
            raise KitgenError(
                _(
                    "round {n} cannot be taken back: the next round has begun — its claims "
                    "or its table cards are in",
                    n=last,
                )
            )
        taken = game.rounds[-1]
        data = game.to_dict()
        data["rounds"] = data["rounds"][:-1]
        passed = [p for p in game.players if p not in taken.claims]
        data["next"] = {"table": taken.table, "hands": dict(taken.hands),
                        "claims": dict(taken.claims), "passed": passed}  # fmt: skip
        if taken.called:
            data["next"]["called"] = taken.called
        write_text(real, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
    found = StaedaGame.load(file)
    found.undone = taken
    return found


def _player(game: StaedaGame, player: str) -> None:
    if player not in game.players:
        raise KitgenError(
            _(
                "{player} is not a player of this game — pick one of: {players}",
                player=cited(player[:40]),
                players=", ".join(game.players),
            )
        )


def _computer(game: StaedaGame, player: str, hand: str, table: str) -> str:
    """The computer's claim for ``player`` (one it plays) from ``hand`` and ``table``."""
    _player(game, player)
    if player not in game.computer:
        raise KitgenError(
            _(
                "the computer does not play {player} — the computer plays: {players}",
                player=player,
                players=", ".join(game.computer) or "—",
            )
        )
    if not table:
        raise KitgenError(
            _("give the table cards first: the computer claims from its hand and the table")
        )
    return computer_claim(game.target, hand, table, bool(game.rules["whole_numbers"]))


def computer_claim(target: int, hand: str, table: str, whole_numbers: bool = False) -> str:
    """What the computer claims at the show-down (``kitgen staeda bot``'s claim): the stæða
    with the most cards from ``hand`` and ``table``, or the expression nearest ``target``."""
    from kitgen.games.staeda.bot import Player

    cards = _parsed(hand, N_("hand"), HAND_CARDS)
    return Player(target, whole_numbers).claim(cards, _parsed(table, N_("table"), TABLE_CARDS))
