"""A game in progress: players, turns, moves, scores, and the end (pure, no I/O).

A game is recorded as plain data (what ``kitgen game`` keeps in its JSON file): the rules
in force, the tile set, the premium board, the players and its history (``history``: a move
played, a pass, an exchange, the end). Loading a record replays every entry through the
referee, so a hand-edited file whose moves no longer hold is reported (naming the move),
never silently repaired. Before each entry the game keeps what the entry changes (a
``Snapshot``), and ``undo`` puts the last one back.

The racks are private, as at the table: the game knows which tiles are on the board, and so
how many are in the bag (every tile not on the board, less a full rack for each player while
the bag lasts), but never which tiles a player holds. An exchange is recorded by its count;
the game's ends ask for the tiles left on the racks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kitgen.core.errors import KitgenError, check_keys, cited, shown, shown_json
from kitgen.core.messages import N_, _, n_
from kitgen.core.names import check_names
from kitgen.games.binary.board import (
    Board,
    premiums_from_mapping,
    premiums_to_mapping,
)
from kitgen.games.binary.history import Ended, Entry, Exchanged, Passed, Played, Snapshot
from kitgen.games.binary.move import Move, parse_face, parse_move
from kitgen.games.binary.premiums import PremiumBoard
from kitgen.games.binary.referee import Judge, MoveVerdict, judge_move, rules_judge
from kitgen.games.binary.rules import Rules
from kitgen.games.binary.tileset import TileSet
from kitgen.games.binary.vocabulary import check_tile_words

FORMAT = "kitgen binary game"
VERSION = 1
#: The most players in one game (names: kitgen.core.names).
MAX_PLAYERS = 8
TOP_KEYS = ("format", "version", "rules", "tiles", "board", "players", "moves")
#: Keys a game file may leave out: ``tile_words`` (a file from before it was kept is played
#: with the language's words, ``local``).
OPTIONAL_KEYS = ("tile_words",)
BLANK = "blank"
BLANK_SPELLINGS = {"?", "_", "blank", "[]"}
GAME_OVER = N_("the game is over (undo the end to play on)")


def parse_leftover(text: str) -> list[str]:
    """``"1,0,×,?"`` -> ``["1", "0", "×", "blank"]`` (a blank is ``?``, ``_`` or ``blank``)."""
    faces = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        faces.append(BLANK if part.lower() in BLANK_SPELLINGS else parse_face(part))
    return faces


class Game:
    """Players take turns in order; each turn is a move, a pass or an exchange; ``end``
    closes the game (after a player goes out, or as the scoreless end)."""

    def __init__(
        self,
        rules: Rules,
        tileset: TileSet,
        premiums: PremiumBoard,
        players: Sequence[str],
        judge: Judge | None = None,
        tile_words: str = "local",
    ) -> None:
        if not 1 <= len(players) <= MAX_PLAYERS:
            raise KitgenError(
                _(
                    "a game needs 1 to {most} players, each with a name ({given} given)",
                    most=MAX_PLAYERS,
                    given=len(players),
                )
            )
        names = check_names(players)
        self.rules = rules
        self.tileset = tileset
        self.board = Board(premiums)
        self.players = names
        self.judge = judge or rules_judge(rules)
        #: The table's logic-tile words, ``local`` or ``en`` (:mod:`.vocabulary`): every
        #: answer about the game writes the tiles in them.
        self.tile_words = check_tile_words(tile_words)
        self.entries: list[Entry] = []
        self.scores: dict[str, int] = dict.fromkeys(names, 0)
        self.turns = 0
        #: The state just before each entry, one per entry (what ``undo`` restores).
        self._before: list[Snapshot] = []

    # -- state ------------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return bool(self.entries) and isinstance(self.entries[-1], Ended)

    @property
    def scoreless(self) -> int:
        """How many scoreless turns in a row end the history (passes, exchanges, moves worth
        0)."""
        count = 0
        for entry in reversed(self.entries):
            if isinstance(entry, Ended) or (isinstance(entry, Played) and entry.score):
                break
            count += 1
        return count

    @property
    def scoreless_due(self) -> bool:
        """The rules' scoreless end is reached: nothing but the end (or an undo) may follow."""
        most = self.rules.scoreless_end
        return bool(most) and not self.over and self.scoreless >= most

    def due_words(self) -> str:
        """The scoreless end that is due: ``6 scoreless turns in a row end the game``."""
        return n_(
            "{n} scoreless turn in a row ends the game",
            "{n} scoreless turns in a row end the game",
            self.rules.scoreless_end,
        )

    def due_reason(self) -> str:
        """Why no turn may be taken: the scoreless end is due, and how the command line
        records it (a page says its own form: :func:`kitgen.web.game_pages.on_page`)."""
        return _(
            "{due} — record the end with every player's leftover tiles: kitgen game end "
            "--left 'NAME=TILES'",
            due=self.due_words(),
        )

    def _refused_turn(self, player: str | None) -> str | None:
        """Why nobody may take a turn now (over, the scoreless end due, not ``player``'s turn)."""
        if self.over:
            return _(GAME_OVER)
        if self.scoreless_due:
            return self.due_reason()
        if player is not None and self.player(player) != self.to_play:
            return self._not_your_turn(player)
        return None

    @property
    def to_play(self) -> str:
        return self.players[self.turns % len(self.players)]

    def player(self, name: str) -> str:
        """The recorded spelling of a player's name (case does not matter)."""
        for known in self.players:
            if known.casefold() == name.strip().casefold():
                return known
        raise KitgenError(
            _(
                "no player named {name} — the players are {players}",
                name=f"'{shown(name)}'",
                players=", ".join(self.players),
            )
        )

    def bag(self) -> tuple[dict[str, int], int]:
        """Tiles not on the board (in the bag or on racks): per face, and blanks."""
        faces, blanks = self.board.face_counts()
        left = {face: self.tileset.counts[face] - faces[face] for face in self.tileset.faces}
        return left, self.tileset.blanks - blanks

    def bag_count(self) -> int:
        """How many tiles are in the bag: every tile not on the board, less a full rack for
        each player (the racks are full while the bag holds a tile)."""
        faces, blanks = self.bag()
        unseen = sum(faces.values()) + blanks
        return max(0, unseen - self.tileset.rack * len(self.players))

    # -- moves ------------------------------------------------------------------------------

    def parse(self, text: str) -> Move:
        return parse_move(text, self.board.size)

    def judge_text(self, text: str, player: str | None = None) -> MoveVerdict:
        """What the move would do now (nothing is recorded)."""
        move = self.parse(text)
        refused = self._refused_turn(player)
        if refused is not None:
            return MoveVerdict(move, False, refused)
        return judge_move(self.board, move, self.tileset, self.judge)

    def play(self, text: str, player: str | None = None) -> MoveVerdict:
        """Judge the move and, when legal, put it on the board and record it."""
        verdict = self.judge_text(text, player)
        if verdict.legal:
            self._apply_move(verdict)
        return verdict

    def _apply_move(self, verdict: MoveVerdict, text: str | None = None) -> None:
        """Record a legal move (as the players wrote it when replaying a record)."""
        who = self.to_play
        written = text if text is not None else str(verdict.move)
        self._record(Played(who, written, verdict.score))
        self.board.place(verdict.placed)
        self.scores[who] += verdict.score
        self.turns += 1

    def _record(self, entry: Entry) -> None:
        """Keep the state as it is now, then add ``entry`` to the history."""
        self._before.append(Snapshot(dict(self.board.tiles), dict(self.scores), self.turns))
        self.entries.append(entry)

    def pass_turn(self, player: str | None = None) -> str | None:
        """Record a pass; returns the refusal reason instead when it is not allowed."""
        refused = self._refused_turn(player)
        if refused is not None:
            return refused
        self._record(Passed(self.to_play))
        self.turns += 1
        return None

    def exchange_refused(self, count: int) -> str | None:
        """Why the player to play may not put ``count`` tiles back now (the rules' exchange
        and the bag), or ``None``."""
        rule = self.rules.exchange
        if rule == "off":
            return _("exchanging tiles is off in this game (house rule exchange = off)")
        rack = self.tileset.rack
        if not 1 <= count <= rack:
            return _(
                "an exchange puts back 1 to {rack} tiles (a rack's worth), not {count}",
                rack=rack,
                count=count,
            )
        bag = self.bag_count()
        if rule == "rack" and bag < rack:
            return _(
                "the bag holds {tiles}: an exchange needs at least a rack's worth ({rack}) in "
                "it (house rule exchange = rack)",
                tiles=n_("{n} tile", "{n} tiles", bag),
                rack=rack,
            )
        if bag < count:
            return _(
                "the bag holds {tiles}, fewer than the {count} to exchange",
                tiles=n_("{n} tile", "{n} tiles", bag),
                count=count,
            )
        return None

    def exchange(self, count: int, player: str | None = None) -> str | None:
        """Record an exchange of ``count`` tiles (which ones stay private); returns the
        refusal reason instead when it is not allowed."""
        refused = self._refused_turn(player) or self.exchange_refused(count)
        if refused is not None:
            return refused
        self._record(Exchanged(self.to_play, count))
        self.turns += 1
        return None

    def _not_your_turn(self, player: str) -> str:
        return _(
            "it is {player}'s turn, not {other}'s", player=self.to_play, other=self.player(player)
        )

    def last_mover(self) -> str | None:
        for entry in reversed(self.entries):
            if isinstance(entry, Played):
                return entry.player
        return None

    def end(
        self,
        left: Mapping[str, Sequence[str]],
        out: str | None = None,
        *,
        nobody_out: bool = False,
        recorded: bool = False,
    ) -> dict[str, int]:
        """Close the game: ``out`` went out; ``left`` is every other player's leftover tiles.

        A player goes out only once the bag is empty, and the other racks then hold every
        tile off the board (the rules page's end). The player who went out adds the points of
        all tiles left on the other racks; with ``endgame = "standard"`` each other player
        also loses their own leftover points.
        The scoreless end (when its turns are reached, or ``nobody_out`` after every player
        passed in turn: no rack can move again): nobody went out, ``left`` is every player's
        tiles, each loses the points on their own rack and nobody adds.
        ``recorded``: the end read back from a game file, where a player may have gone out
        before the bag was empty (earlier kitgen accepted that): kept as it was written.
        Returns the points each player gains (negative: loses).
        """
        if self.over:
            raise KitgenError(_("the game is already over"))
        scoreless = nobody_out or self.scoreless_due
        if scoreless and out is not None:
            raise KitgenError(
                _("nobody went out: the game ends with the scoreless end — leave out --went-out")
            )
        if scoreless and not self.scoreless_due and not self._all_passed():
            raise KitgenError(
                _(
                    "--nobody-out ends a game no rack can move in again: every player passes "
                    "in turn first"
                )
            )
        went = None if scoreless else self._went_out(out)
        racks = self._racks(left, went)
        missing = [p for p in self.players if p != went and p not in racks]
        if missing:
            raise KitgenError(
                _(
                    "say what {player} has left: --left '{player}=1,0,×' "
                    "(or '{player}=' for nothing)",
                    player=missing[0],
                )
            )
        if went is not None and self.bag_count() and not recorded:
            # the rules page: a player goes out by emptying the rack after the bag is empty
            # (while it holds a tile, every rack is filled back up after each move)
            raise KitgenError(
                _(
                    "{player} cannot have gone out: the bag still holds {tiles}, and a rack is "
                    "filled back up to {rack} after every move — a player goes out only once "
                    "the bag is empty (a game no rack can move in ends with --nobody-out)",
                    player=went,
                    tiles=n_("{n} tile", "{n} tiles", self.bag_count()),
                    rack=self.tileset.rack,
                )
            )
        if went is None or not recorded:
            # with a player out the bag is empty: the other racks hold every tile off the board
            self._check_all_racks(racks)
        points = {who: sum(self._points(f) for f in faces) for who, faces in racks.items()}
        change = dict.fromkeys(self.players, 0)
        if went is not None:
            change[went] = sum(points.values())
        if went is None or self.rules.endgame == "standard":
            for who, lost in points.items():
                change[who] -= lost
        self._record(Ended(went, racks, change))
        for who, delta in change.items():
            self.scores[who] += delta
        return change

    def _check_all_racks(self, racks: Mapping[str, Sequence[str]]) -> None:
        """The racks given at the end: full while the bag holds tiles (the scoreless end);
        with the bag empty, together every tile not on the board."""
        rack = self.tileset.rack
        if self.bag_count():
            for who, held in racks.items():
                if len(held) != rack:
                    raise KitgenError(
                        _(
                            "{player} is given {tiles}, but while the bag holds tiles every "
                            "rack holds {rack} — check --left",
                            player=who,
                            tiles=n_("{n} tile", "{n} tiles", len(held)),
                            rack=rack,
                        )
                    )
            return
        off, blanks = self.bag()
        unseen = sum(off.values()) + blanks
        given = sum(len(held) for held in racks.values())
        if given != unseen:
            raise KitgenError(
                _(
                    "with the bag empty every tile off the board is on a rack, {unseen} in "
                    "all, but the racks given hold {given} — check --left",
                    unseen=unseen,
                    given=given,
                )
            )

    def _all_passed(self) -> bool:
        """Every player passed in turn, the last turns of the history."""
        count = len(self.players)
        last = self.entries[-count:]
        return len(last) == count and all(isinstance(entry, Passed) for entry in last)

    def _went_out(self, out: str | None) -> str:
        """Who went out: ``out``, or the player who moved last."""
        if out is None:
            out = self.last_mover()
            if out is None:
                raise KitgenError(
                    _("nobody has played a move yet — name who went out with --went-out")
                )
        return self.player(out)

    def _racks(self, left: Mapping[str, Sequence[str]], out: str | None) -> dict[str, list[str]]:
        """The leftover tiles given, checked against the racks and the tiles off the board;
        ``out``'s rack must be empty (and is left out)."""
        racks: dict[str, list[str]] = {}
        for name, faces in left.items():
            who = self.player(name)
            if who in racks:
                raise KitgenError(_("{player}'s leftover tiles are given twice", player=who))
            racks[who] = list(faces)
            if len(racks[who]) > self.tileset.rack:
                raise KitgenError(
                    _(
                        "{player} is given {tiles} left, but a rack holds {rack} — check --left",
                        player=who,
                        tiles=n_("{n} tile", "{n} tiles", len(racks[who])),
                        rack=self.tileset.rack,
                    )
                )
        if out is not None:
            if racks.get(out):
                raise KitgenError(
                    _(
                        "{player} went out, so {player} has no tiles left — check "
                        "--went-out/--left",
                        player=out,
                    )
                )
            racks.pop(out, None)
        bag, blanks = self.bag()
        wanted = Counter(face for faces in racks.values() for face in faces)
        for face, count in wanted.items():
            if face == BLANK:
                if count > blanks:
                    raise KitgenError(
                        n_(
                            "the racks hold {n} blank, but only {free} are off the board",
                            "the racks hold {n} blanks, but only {free} are off the board",
                            count,
                            free=blanks,
                        )
                    )
            elif face not in bag:
                raise KitgenError(_("the tile set has no {face} tiles", face=face))
            elif count > bag[face]:
                raise KitgenError(
                    _(
                        "the racks hold {count} × {face}, but only {free} are off the board",
                        count=count,
                        face=face,
                        free=bag[face],
                    )
                )
        return racks

    def _points(self, face: str) -> int:
        return self.tileset.blank_points if face == BLANK else self.tileset.points.get(face, 0)

    def undo(self) -> Entry:
        """Take back the last entry (move, pass, exchange or end): the state kept before it
        returns."""
        if not self.entries:
            raise KitgenError(_("there is nothing to undo: no move has been recorded"))
        before = self._before.pop()
        self.board.tiles.clear()
        self.board.tiles.update(before.tiles)
        self.scores.update(before.scores)
        self.turns = before.turns
        return self.entries.pop()

    # -- the record -------------------------------------------------------------------------

    def to_mapping(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_mapping(),
            "tiles": self.tileset.to_mapping(),
            "board": premiums_to_mapping(self.board.premiums),
            "players": list(self.players),
            "tile_words": self.tile_words,
            "moves": [entry.to_mapping() for entry in self.entries],
        }

    @classmethod
    def from_mapping(cls, data: Any, judge: Judge | None = None) -> Game:
        """Rebuild a game from its record; a ``KitgenError`` says what is wrong with it."""
        if not isinstance(data, Mapping):
            raise KitgenError(_("not a game file: expected a JSON object"))
        if data.get("format") != FORMAT:
            raise KitgenError(
                _(
                    "not a game file: {key} should be {format}",
                    key=cited("format"),
                    format=cited(FORMAT),
                )
            )
        if type(data.get("version")) is not int or data.get("version") != VERSION:
            raise KitgenError(
                _(
                    '"version" {found} is not one this kitgen reads ({version})',
                    found=cited(data.get("version")),
                    version=VERSION,
                )
            )
        check_keys(
            data, (*TOP_KEYS, *OPTIONAL_KEYS), N_("unknown key {key} (a game file holds {keys})")
        )
        for key in TOP_KEYS:
            if key not in data:
                raise KitgenError(_("{key} is missing", key=cited(key)))
        if not isinstance(data["rules"], Mapping):
            raise KitgenError(_('"rules" should be a table of rule switches'))
        recorded = dict(data["rules"])
        # a file from before the scoreless end kept playing after any number of them
        recorded.setdefault("scoreless_end", 0)
        try:
            rules = Rules.from_mapping(recorded, source=_("rules"))
        except TypeError as err:
            raise KitgenError(f"{_('rules')}: {err}") from None
        tileset = TileSet.from_mapping(data["tiles"])
        premiums = premiums_from_mapping(data["board"])
        players = data["players"]
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise KitgenError(_('"players" should be a list of names'))
        moves = data["moves"]
        if not isinstance(moves, list):
            raise KitgenError(_('"moves" should be a list'))
        words = data.get("tile_words", "local")
        try:
            tile_words = check_tile_words(words)
        except KitgenError as err:
            raise KitgenError(f'"tile_words": {err}') from None
        game = cls(rules, tileset, premiums, players, judge, tile_words)
        game.replay(moves)
        return game

    def replay(self, entries: Sequence[Any]) -> None:
        """Play recorded entries again; any that no longer holds is named by its number."""
        for number, entry in enumerate(entries, 1):
            try:
                self._replay_one(entry)
            except KitgenError as err:
                raise KitgenError(_("move {number}: {reason}", number=number, reason=err)) from None

    def _replay_one(self, entry: Any) -> None:
        if not isinstance(entry, Mapping):
            raise KitgenError(
                _("expected an object such as {example}", example='{"player": ..., "move": ...}')
            )
        if self.over:
            raise KitgenError(_("recorded after the end of the game"))
        if "end" in entry:
            self._replay_end(entry)
            return
        if self.scoreless_due:
            raise KitgenError(self.due_reason())
        keys = set(entry)
        player = entry.get("player")
        if not isinstance(player, str) or player != self.to_play:
            raise KitgenError(
                _(
                    "it was {player}'s turn, but the move is recorded for {other}",
                    player=self.to_play,
                    other=shown_json(player),
                )
            )
        if keys == {"player", "pass"} and entry["pass"] is True:
            refused = self.pass_turn()
            if refused is not None:
                raise KitgenError(refused)
            return
        if keys == {"player", "exchange"} and type(entry["exchange"]) is int:
            refused = self.exchange(entry["exchange"])
            if refused is not None:
                raise KitgenError(
                    _(
                        "{player}'s exchange no longer holds: {reason}",
                        player=player,
                        reason=refused,
                    )
                )
            return
        if keys != {"player", "move", "score"} or not isinstance(entry["move"], str):
            raise KitgenError(
                _(
                    "expected {move}, {passed}, {exchanged} or {end}",
                    move='{"player", "move", "score"}',
                    passed='{"player", "pass": true}',
                    exchanged='{"player", "exchange": 3}',
                    end='{"end"}',
                )
            )
        verdict = judge_move(self.board, self.parse(entry["move"]), self.tileset, self.judge)
        if not verdict.legal:
            raise KitgenError(
                _(
                    "{player}'s {move} is no longer legal: {reason}",
                    player=player,
                    move=cited(entry["move"]),
                    reason=verdict.reason,
                )
            )
        recorded = entry["score"]
        if isinstance(recorded, bool) or recorded != verdict.score:
            raise KitgenError(
                _(
                    "{player}'s {move} is recorded as {recorded} points "
                    "but scores {points} under the recorded rules",
                    player=player,
                    move=cited(entry["move"]),
                    recorded=cited(entry["score"]),
                    points=verdict.score,
                )
            )
        self._apply_move(verdict, entry["move"])

    def _replay_end(self, entry: Mapping[str, Any]) -> None:
        end = entry["end"]
        if (
            set(entry) != {"end"}
            or not isinstance(end, Mapping)
            or set(end) != {"out", "left", "points"}
        ):
            raise KitgenError(_("expected {end}", end='{"end": {"out", "left", "points"}}'))
        left = end["left"]
        if not isinstance(left, Mapping) or not all(
            isinstance(v, list) and all(isinstance(f, str) for f in v) for v in left.values()
        ):
            raise KitgenError(_('"left" should map each player to a list of faces'))
        if end["out"] is not None and not isinstance(end["out"], str):
            raise KitgenError(_('"out" should name the player who went out, or be null'))
        if end["out"] is None:
            change = self.end(left, nobody_out=True)
        else:
            change = self.end(left, end["out"], recorded=True)
        if change != end["points"]:
            raise KitgenError(
                _(
                    "the end is recorded as {recorded} but works out as {found}",
                    recorded=cited(end["points"]),
                    found=cited(change),
                )
            )
