"""A match: two players, an agreed number of rounds, the setter changing every round.

Pure data and rules; the CLI reads and writes the JSON (``to_dict``/``from_dict``) through
``kitgen.files``. ``from_dict`` checks everything and says what is wrong in a corrupt file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from kitgen.core.errors import KitgenError, check_keys, cited, shown_json
from kitgen.core.messages import N_, _, n_
from kitgen.core.names import check_names
from kitgen.games.icecream import options
from kitgen.games.icecream.rules import CodeRules, rules_from_dict
from kitgen.games.icecream.scoring import round_points

FORMAT = "kitgen-icecream-match"
VERSION = 1
KEYS = ("format", "version", "players", "rules", "rounds_agreed", "first_setter", "rounds")
ROUND_KEYS = ("round", "setter", "guesser", "cracked_on", "points")
#: The most rounds a match may agree on (names: kitgen.core.names).
MAX_ROUNDS = options.MAX_ROUNDS


@dataclass(frozen=True)
class RoundResult:
    number: int
    setter: str
    guesser: str
    cracked_on: int | None
    points: int

    def spoken(self) -> str:
        if self.cracked_on:
            return n_(
                "round {round}: {setter} set, {guesser} guessed, cracked on guess {guess}: {n} "
                "point to {guesser}",
                "round {round}: {setter} set, {guesser} guessed, cracked on guess {guess}: {n} "
                "points to {guesser}",
                self.points,
                round=self.number,
                setter=self.setter,
                guesser=self.guesser,
                guess=self.cracked_on,
            )
        return n_(
            "round {round}: {setter} set, {guesser} guessed, not cracked: {n} point to {guesser}",
            "round {round}: {setter} set, {guesser} guessed, not cracked: {n} points to {guesser}",
            self.points,
            round=self.number,
            setter=self.setter,
            guesser=self.guesser,
        )


@dataclass(frozen=True)
class Match:
    players: tuple[str, str]
    rules: CodeRules
    rounds_agreed: int
    first_setter: str
    rounds: tuple[RoundResult, ...] = ()

    def setter_of(self, number: int) -> str:
        """The setter of round ``number`` (from 1): the first setter, then turn about."""
        first = self.players.index(self.first_setter)
        return self.players[(first + number - 1) % 2]

    def guesser_of(self, number: int) -> str:
        setter = self.setter_of(number)
        return self.players[1] if setter == self.players[0] else self.players[0]

    @property
    def over(self) -> bool:
        return len(self.rounds) >= self.rounds_agreed

    @property
    def next_round(self) -> int | None:
        return None if self.over else len(self.rounds) + 1

    def points(self) -> dict[str, int]:
        totals = dict.fromkeys(self.players, 0)
        for result in self.rounds:
            totals[result.guesser] += result.points
        return totals

    def standings(self) -> list[tuple[str, int]]:
        """Players by points, most first (ties keep the order the players were given)."""
        totals = self.points()
        return sorted(totals.items(), key=lambda item: -item[1])

    def verdict(self) -> str:
        """Who leads or who won, in a sentence."""
        (top, top_points), (_second, second_points) = self.standings()
        played, agreed = len(self.rounds), self.rounds_agreed
        if top_points == second_points:
            if self.over:
                # plural messages by the rounds agreed (Russian "из 21 раунда", "из 5
                # раундов") and by the winner's points ("with 1 point")
                return n_(
                    "the match is a draw after {played} of {n} round, {points} each",
                    "the match is a draw after {played} of {n} rounds, {points} each",
                    agreed,
                    played=played,
                    points=top_points,
                )
            return n_(
                "level after {played} of {n} round, {points} each",
                "level after {played} of {n} rounds, {points} each",
                agreed,
                played=played,
                points=top_points,
            )
        if self.over:
            return n_(
                "{player} wins the match with {n} point to {other}",
                "{player} wins the match with {n} points to {other}",
                top_points,
                player=top,
                other=second_points,
            )
        return n_(
            "{player} leads {points} to {other} after {played} of {n} round",
            "{player} leads {points} to {other} after {played} of {n} rounds",
            agreed,
            player=top,
            points=top_points,
            other=second_points,
            played=played,
        )

    def record(self, cracked_on: int | None) -> Match:
        """The match with the next round's result added (points for that round's guesser)."""
        number = self.next_round
        if number is None:
            raise KitgenError(
                n_(
                    "the match is over ({n} of {n} round played) — start a new match with 'new'",
                    "the match is over ({n} of {n} rounds played) — start a new match with 'new'",
                    self.rounds_agreed,
                )
            )
        score = round_points(self.rules, cracked_on)
        result = RoundResult(
            number, self.setter_of(number), self.guesser_of(number), cracked_on, score.points
        )
        return replace(self, rounds=(*self.rounds, result))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "players": list(self.players),
            "rules": self.rules.as_dict(),
            "rounds_agreed": self.rounds_agreed,
            "first_setter": self.first_setter,
            "rounds": [
                {
                    "round": r.number,
                    "setter": r.setter,
                    "guesser": r.guesser,
                    "cracked_on": r.cracked_on,
                    "points": r.points,
                }
                for r in self.rounds
            ],
        }


def new_match(
    players: list[str], rules: CodeRules, rounds_agreed: int, first_setter: str | None = None
) -> Match:
    """A new match; KitgenError for anything the players should fix."""
    names = [p.strip() for p in players]
    if len(names) != 2 or not all(names):
        raise KitgenError(
            n_(
                "ice cream code is for two players (one sets, one guesses), {n} given "
                "— give --player NAME twice (or --players ANN,BO)",
                "ice cream code is for two players (one sets, one guesses), {n} given "
                "— give --player NAME twice (or --players ANN,BO)",
                sum(1 for name in names if name),
            )
        )
    if not 1 <= rounds_agreed <= MAX_ROUNDS:
        raise KitgenError(
            n_(
                "{n} round is not a match — agree on 1 to {most} (5 or 10)",
                "{n} rounds is not a match — agree on 1 to {most} (5 or 10)",
                rounds_agreed,
                most=MAX_ROUNDS,
            )
        )
    names = check_names(names)
    setter = names[0] if first_setter is None else _find_player(first_setter, names)
    return Match((names[0], names[1]), rules, rounds_agreed, setter)


def _find_player(name: str, players: list[str]) -> str:
    for player in players:
        if player.lower() == name.strip().lower():
            return player
    raise KitgenError(
        _(
            "{name} is not a player — the first setter must be one of {players}",
            name=cited(name),
            players=players,
        )
    )


def from_dict(data: Any) -> Match:
    """Read a match from its JSON data, saying exactly what is wrong if it is corrupt."""
    if not isinstance(data, dict):
        raise KitgenError(_("the file holds no match (expected a JSON object)"))
    if data.get("format") != FORMAT:
        raise KitgenError(
            _(
                "'format' is {found}, expected {format}",
                found=cited(data.get("format")),
                format=cited(FORMAT),
            )
        )
    check_keys(data, KEYS, N_("unknown key {key} — a match file holds {keys}"))
    if type(data.get("version")) is not int or data.get("version") != VERSION:
        raise KitgenError(
            _(
                "'version' is {found}; this kitgen reads {version}",
                found=cited(data.get("version")),
                version=VERSION,
            )
        )
    players = data.get("players")
    if not (isinstance(players, list) and all(isinstance(p, str) for p in players)):
        raise KitgenError(_("'players' must be a list of two names"))
    rules_data = data.get("rules")
    if not isinstance(rules_data, dict):
        raise KitgenError(_("'rules' must be an object with mode, length, flavours, ..."))
    rules = rules_from_dict(rules_data)
    agreed = data.get("rounds_agreed")
    if not isinstance(agreed, int) or isinstance(agreed, bool):
        raise KitgenError(
            _("'rounds_agreed' must be a whole number, not {found}", found=cited(agreed))
        )
    first = data.get("first_setter")
    if not isinstance(first, str):
        raise KitgenError(_("'first_setter' must be a player's name"))
    match = new_match(players, rules, agreed, first)
    rounds = data.get("rounds")
    if not isinstance(rounds, list):
        raise KitgenError(_("'rounds' must be a list"))
    if len(rounds) > agreed:
        raise KitgenError(
            n_(
                "{n} round recorded but only {agreed} agreed",
                "{n} rounds recorded but only {agreed} agreed",
                len(rounds),
                agreed=agreed,
            )
        )
    for number, entry in enumerate(rounds, start=1):
        match = _replay_round(match, number, entry)
    return match


def _replay_round(match: Match, number: int, entry: Any) -> Match:
    if not isinstance(entry, dict):
        raise KitgenError(_("round {number} must be an object", number=number))
    check_keys(
        entry,
        ROUND_KEYS,
        N_("round {number}: unknown key {key} — a round holds {keys}"),
        number=number,
    )
    if type(entry.get("round")) is not int or entry.get("round") != number:
        raise KitgenError(
            _(
                "round {number} is numbered {found}; rounds count from 1 up",
                number=number,
                found=shown_json(entry.get("round")),
            )
        )
    cracked = entry.get("cracked_on")
    if cracked is not None and (not isinstance(cracked, int) or isinstance(cracked, bool)):
        raise KitgenError(
            _(
                "round {number}: 'cracked_on' must be a guess number or null, not {found}",
                number=number,
                found=cited(cracked),
            )
        )
    where = _("round {number}", number=number)
    try:
        updated = match.record(cracked)
    except KitgenError as err:
        raise KitgenError(_("{where}: {err}", where=where, err=err)) from None
    result = updated.rounds[-1]
    why = {
        "setter": _(
            "the setter changes every round, starting with {player}", player=match.first_setter
        ),
        "guesser": _("the guesser is the player who did not set the round"),
        "points": n_(
            "points are the {n} row in play minus the guess that cracked it, 0 if not cracked",
            "points are the {n} rows in play minus the guess that cracked it, 0 if not cracked",
            match.rules.rows,
        ),
    }
    for key in ("setter", "guesser", "points"):
        expected = getattr(result, key)
        if type(entry.get(key)) is not type(expected) or entry.get(key) != expected:
            raise KitgenError(
                _(
                    "{where}: {key} is {found} but should be {expected} ({why})",
                    where=where,
                    key=cited(key),
                    found=cited(entry.get(key)),
                    expected=cited(expected),
                    why=why[key],
                )
            )
    return updated
