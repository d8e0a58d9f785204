"""``kitgen.Game`` and ``kitgen.game``: a binary game kept in a file, refereed move by move.

In memory::

    import kitgen

    game = kitgen.Game.new(players=["Ann", "Bob"], order="left")
    game.play("8H 1+1=10").points          # 18
    game.pass_turn()
    game.exchange(3)                       # 3 tiles back into the bag, 3 drawn
    game.undo()
    game.save("game.json")

On a game file, under its lock, the way ``kitgen game`` works (a web server maps a game id
to a path and calls these)::

    kitgen.game.new("game.json", players=["Ann", "Bob"])
    kitgen.game.play("game.json", "8H 1+1=10").as_json()   # what `kitgen game play --json` prints

Every call returns an answer (:class:`~kitgen.core.answer.Answer`): ``ok``, ``reason``, the
command's own fields, ``as_json()`` (the command's ``--json`` object) and ``text`` (what it
prints). Input that cannot be read raises :class:`~kitgen.core.errors.KitgenError`.
"""

from __future__ import annotations

import copy
import functools
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kitgen.core.answer import Answer, players
from kitgen.core.errors import KitgenError, already_exists, cited, display_name
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, _, language, n_
from kitgen.core.names import players_given
from kitgen.core.options import (
    Declared,
    check_value,
    declarations,
    names,
    path,
    switch,
    text,
    whole,
)
from kitgen.core.wording import score_text
from kitgen.files import DEFAULT_WAIT, changing
from kitgen.games.binary import game as engine
from kitgen.games.binary.board import Tile, grid_text, square_name
from kitgen.games.binary.bot_options import BotOptions as BotOptions
from kitgen.games.binary.gamefile import read_game, write_game
from kitgen.games.binary.history import Ended, Entry, Exchanged, Played
from kitgen.games.binary.move import ROTATED, ROTATED_TYPED
from kitgen.games.binary.referee import MoveVerdict
from kitgen.games.binary.rules import Rules as Rules
from kitgen.games.binary.rules import RulesFile as RulesFile
from kitgen.games.binary.rules import rules_from
from kitgen.games.binary.tileset import MAX_RACK
from kitgen.games.binary.tokens import in_table_words as worded
from kitgen.games.binary.tokens import tile_word
from kitgen.games.binary.vocabulary import TileWords as TileWords
from kitgen.games.binary.vocabulary import check_tile_words, use_tile_words

if TYPE_CHECKING:
    from kitgen.api.game_answers import (
        EndAnswer,
        ExchangeAnswer,
        NewAnswer,
        PassAnswer,
        ShowAnswer,
        UndoAnswer,
    )
    from kitgen.api.game_bot import BotAnswer
    from kitgen.api.game_moves import MovesAnswer

#: The answers made on first use (see :func:`__getattr__`), by name -> module.
_LATER = {
    "EndAnswer": "kitgen.api.game_answers",
    "ExchangeAnswer": "kitgen.api.game_answers",
    "NewAnswer": "kitgen.api.game_answers",
    "PassAnswer": "kitgen.api.game_answers",
    "ShowAnswer": "kitgen.api.game_answers",
    "UndoAnswer": "kitgen.api.game_answers",
    "MovesAnswer": "kitgen.api.game_moves",
    "BotAnswer": "kitgen.api.game_bot",
}


def __getattr__(name: str) -> Any:
    """``kitgen.game.PassAnswer`` and the other answers but a move's, loaded when asked for."""
    module = _LATER.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


#: A game file's path: text or a path.
GameFile = str | os.PathLike[str]
#: The names a new game gets when none are given (in English; :func:`default_players` in
#: the language in use).
DEFAULT_PLAYERS = ("Player 1", "Player 2")


def default_players() -> list[str]:
    """``Player 1``, ``Player 2`` in the language in use (the names a new game gets)."""
    return [_("Player {number}", number=number) for number in (1, 2)]


#: ``moves(top=...)`` runs from 1 to this.
MAX_TOP = 1000


# The option declarations here are alike in shape on purpose (``duplicates`` pairs them with
# others'): each is one option's own data, declared once (see kitgen/core/options.py).
@dataclass(frozen=True)
class MovesOptions:
    """The options of ``kitgen game moves``, declared once (``kitgen.core.options``)."""

    top: int | None = whole(
        None,
        low=1,
        high=MAX_TOP,
        metavar="N",
        give=N_("{low} to {high} moves, or --all"),
        help=filled(
            N_("Show the best N moves (1 to {top}; default 10) and the count."), top=MAX_TOP
        ),
    )
    rack: str | None = text(
        None,
        help=N_(
            "The rack's tiles, separated by commas or spaces: 1,1,0,=,+,AND,? (? a "
            "blank). At most the set's rack size, and only tiles not on the board."
        ),
        metavar="TILES",
    )
    all: bool = switch(False, help=N_("Show every legal move."))
    player: str | None = text(
        None, help=N_("Whose rack it is (default: the player to play)."), short="-p", metavar="NAME"
    )
    check: str | None = text(
        None,
        help=N_(
            "A move to judge against all the others: is it legal with this rack, what "
            "does it score, how does it rank ('8H 1+1=10')."
        ),
        metavar="MOVE",
    )


@dataclass(frozen=True)
class GameOptions:
    """The arguments and options of ``kitgen game`` besides the house rules and ``--top``,
    declared once: the game file, the move, who plays, the tile set, the end of the game."""

    file: Path | None = path(None, help=N_("The game file (JSON)."), argument=True)
    move: str | None = text(
        None,
        help=N_(
            "The move: '8H 1+1=10' plays across from H8, 'H8 1=1' plays down. Tiles already "
            "on the board as themselves or '.', a blank as [1] or [AND]."
        ),
        metavar="MOVE",
        argument=True,
    )
    player: str | None = text(
        None,
        help=N_("Who plays: a player's name (refused unless it is their turn)."),
        short="-p",
        metavar="NAME",
    )
    spec: Path | None = path(
        None,
        help=N_(
            "Your own tile set spec (a TOML file) or a shipped template's name instead of "
            "the shipped 100-tile set: tiles-xor adds XOR tiles (and turns the xor rule on)."
        ),
    )
    png: Path | None = path(
        None, help=N_("Also draw the board with its tiles as a picture (PNG) at FILE.")
    )
    left: tuple[str, ...] = names(
        help=N_(
            "What another player has left: NAME=TILES, tiles separated by commas, a blank "
            "as ?, e.g. 'Bob=1,0,×'. Repeat it, or separate players with ';'."
        ),
        items=100,
        metavar="NAME=TILES",
    )
    went_out: str | None = text(
        None,
        help=N_("Who went out (emptied the rack). Default: the player who moved last."),
        metavar="NAME",
    )
    nobody_out: bool = switch(
        False,
        help=N_(
            "Nobody went out: no rack can move again (every player has just passed in "
            "turn). Each player loses the points on their own rack; give every rack with "
            "--left. After the rules' scoreless turns this is the end anyway."
        ),
    )
    count: int | None = whole(
        None,
        low=1,
        high=MAX_RACK,
        metavar="COUNT",
        give=N_("{low} to {high} tiles"),
        help=N_(
            "How many tiles go back into the bag (which ones stays private); as many are drawn."
        ),
        argument=True,
    )


# -- answers ----------------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class MoveAnswer(Answer):
    """A move judged (``kitgen game play`` / ``score``): ``ok`` when it is legal."""

    move: str
    #: Who plays (or would play) it.
    player: str
    points: int
    #: Each expression the move makes: ``text``, ``where``, ``points``, ``bonus``, ``working``.
    expressions: list[dict[str, Any]]
    #: The bonus for playing the whole rack (0 when not).
    bingo: int
    players: list[dict[str, Any]]
    to_play: str | None
    over: bool


# -- what every answer says about the game ----------------------------------------------------


def standings(game: engine.Game) -> str:
    """``Scores: Ann 18, Bob 0. Bob to play.`` (or the final scores and the winner)."""
    scores = ", ".join(f"{who} {score_text(game.scores[who])}" for who in game.players)
    if game.over:
        best = max(game.scores.values())
        winners = [who for who in game.players if game.scores[who] == best]
        if len(winners) == 1:
            return _("Final scores: {scores}. {winner} wins.", scores=scores, winner=winners[0])
        tied = _("{players} and {last}", players=", ".join(winners[:-1]), last=winners[-1])
        return _("Final scores: {scores}. {players} tie.", scores=scores, players=tied)
    if game.scoreless_due:
        return _("Scores: {scores}.", scores=scores) + " " + game.due_reason()
    return _("Scores: {scores}. {player} to play.", scores=scores, player=game.to_play)


def _state(game: engine.Game) -> dict[str, Any]:
    """The fields every game answer ends with: the totals, whose turn, whether it is over."""
    return {
        "players": players([(who, game.scores[who]) for who in game.players]),
        "to_play": None if game.over else game.to_play,
        "over": game.over,
    }


def _breakdown(verdict: MoveVerdict) -> list[str]:
    lines = [f"  {worded(e.text)}  ({e.where}): {e.working()}" for e in verdict.expressions]
    if verdict.bingo:
        lines.append(
            _(
                "  all {tiles} rack tiles played: + {bonus}",
                tiles=len(verdict.placed),
                bonus=verdict.bingo,
            )
        )
    return lines


def _move_answer(
    verdict: MoveVerdict, game: engine.Game, player: str, head: str, *tail: str
) -> MoveAnswer:
    """The answer to a move judged; its text is ``head``, the working, then ``tail``."""
    expressions = [
        {
            "text": e.text,
            "where": e.where,
            "points": e.score,
            "bonus": e.bonus,
            "working": e.working(),
        }
        for e in verdict.expressions
    ]
    if verdict.legal:
        text = "\n".join([head, *_breakdown(verdict), *tail])
    else:
        text = _("illegal move: {reason}", reason=verdict.reason)
    return MoveAnswer(
        ok=verdict.legal,
        reason=verdict.reason,
        move=str(verdict.move),
        player=player,
        points=verdict.score,
        expressions=expressions,
        bingo=verdict.bingo,
        **_state(game),
        text=text,
    )


def _png_label(tile: Tile) -> str:
    """The face drawn on a tile in the picture; a blank as in the text grid."""
    face = ROTATED_TYPED if tile.face == ROTATED else tile_word(tile.face)
    if not tile.blank:
        return face
    return face.lower() if len(face) > 1 else f"({face})"


def _write_png(game: engine.Game, path: Path) -> None:
    """Draw the board with its tiles (the printable board drawing) into a PNG."""
    from kitgen.files import write_bytes
    from kitgen.maker.components.board_binary import board_scene
    from kitgen.maker.render.png import render_png

    tiles = {square: _png_label(tile) for square, tile in game.board.tiles.items()}
    label = _("binary game {name}", name=path.stem)
    page = board_scene(game.board.premiums, tiles=tiles, label=label)
    write_bytes(path, render_png(page))


#: The board picture's layout in mm (``board_svg``, ``--png``): each square's side, and the
#: top-left corner of square A1 from the picture's top-left (margin and label band).
BOARD_SQUARE_MM = 20.0
BOARD_MARGIN_MM = 5.0


def board_layout(game: engine.Game) -> dict[str, float]:
    """Where the squares are in :func:`board_svg`'s picture, in its units (mm): ``side`` of
    the picture, ``square`` side, ``origin`` of A1 (x and y), ``size`` squares per side."""
    from kitgen.maker.components.board_binary import board_geometry

    geo = board_geometry(game.board.premiums, BOARD_SQUARE_MM)
    return {
        "side": geo.total + 2 * BOARD_MARGIN_MM,
        "square": geo.square,
        "origin": BOARD_MARGIN_MM + geo.band,
        "size": geo.size,
    }


def tile_label(tile: Tile) -> str:
    """The face drawn on a tile in the board's picture; a blank as in the text grid."""
    return _png_label(tile)


def board_svg(game: engine.Game, label: str = "binary game", with_tiles: bool = True) -> bytes:
    """The board with its tiles as an SVG picture: the scene ``kitgen game show --png``
    draws, written by the preview SVG backend (``with_tiles`` False: the empty board, the
    same for the whole game, over which a page draws the tiles itself)."""
    from kitgen.maker.components.board_binary import board_scene
    from kitgen.maker.render.svg import render_svg

    tiles = {square: _png_label(tile) for square, tile in game.board.tiles.items()}
    if not with_tiles:
        tiles = {}
    page = board_scene(
        game.board.premiums, BOARD_SQUARE_MM, tiles=tiles, margin=BOARD_MARGIN_MM, label=label
    )
    return render_svg(page, mode="preview")


def board_picture(path: Path) -> bytes:
    """The board of the game in file ``path`` with its tiles, as SVG (what the web's game
    page shows; drawn in a worker, :func:`kitgen.web.commands.picture`)."""
    return board_svg(Game.load(path).state, _("The board"))


def empty_board_picture(path: Path) -> bytes:
    """The empty board of the game in file ``path``, the same for the whole game, over
    which the web's game page draws the tiles itself."""
    return board_svg(Game.load(path).state, _("The board"), with_tiles=False)


def _undone(removed: Entry) -> tuple[str, dict[str, Any]]:
    """What ``undo`` says it took back, and the ``undone`` object."""
    if isinstance(removed, Played):
        said = _(
            "took back {player}'s {move} ({points})",
            player=removed.player,
            move=worded(removed.move),
            points=n_("{n} point", "{n} points", removed.score),
        )
        who, move, points = removed.player, removed.move, removed.score
        return said, {"kind": "move", "player": who, "move": move, "points": points}
    if isinstance(removed, Ended):
        end = {"kind": "end", "player": None, "move": None, "points": 0}
        return _("took back the end of the game"), end
    if isinstance(removed, Exchanged):
        said = _(
            "took back {player}'s exchange of {tiles}",
            player=removed.player,
            tiles=n_("{n} tile", "{n} tiles", removed.count),
        )
        undone = {"kind": "exchange", "player": removed.player, "move": None, "points": 0}
        return said, {**undone, "tiles": removed.count}
    said = _("took back {player}'s pass", player=removed.player)
    return said, {"kind": "pass", "player": removed.player, "move": None, "points": 0}


def history_line(entry: Entry) -> str:
    """One entry of a game's history as a person reads it (``game show``, the web page)."""
    if isinstance(entry, Played):
        # a plural message though English says the bare figure: the other languages name
        # the points ("18 Punkte", "18 очков")
        return n_(
            "{player} played {move} for {n}",
            "{player} played {move} for {n}",
            entry.score,
            player=entry.player,
            move=worded(entry.move),
        )
    if isinstance(entry, Exchanged):
        return _(
            "{player} exchanged {tiles}",
            player=entry.player,
            tiles=n_("{n} tile", "{n} tiles", entry.count),
        )
    if isinstance(entry, Ended):
        if entry.out is None:
            return _("the game ended with nobody out; each lost their own rack's points")
        return _("the game ended; {player} went out", player=entry.out)
    return _("{player} passed", player=entry.player)


def count_given(count: int | str) -> int:
    """An exchange's ``count`` checked by its declaration (a number, or the text of the
    command line)."""
    found: int | None = check_value(_COUNT, count)
    if found is None:
        raise KitgenError(_("say how many tiles go back into the bag, e.g. 3"))
    return found


def _leftover(left: Mapping[str, str | Sequence[str]] | None) -> dict[str, list[str]]:
    """Each player's leftover faces: text ``"1,0,×,?"`` or a list of faces per name."""
    racks: dict[str, list[str]] = {}
    for name, tiles in (left or {}).items():
        text = tiles if isinstance(tiles, str) else ",".join(tiles)
        racks[name] = engine.parse_leftover(text)
    return racks


def _count_declared() -> Declared:
    """The exchange's ``count``, named as the command line shows it (``COUNT``)."""
    found = next(d for d in declarations(GameOptions) if d.name == "count")
    option = copy.copy(found.option)
    option.flag = "COUNT"
    return Declared(found.name, found.default, option)


_COUNT = _count_declared()


def how_many(top: int | str | None, all: bool) -> int | None:
    """``top`` checked by its declaration (a number, or the text of the command line), and
    refused with ``all``."""
    if top is not None and all:
        raise KitgenError(_("--top and --all both say how many moves to show — give one of them"))
    found: int | None = check_value(declarations(MovesOptions)[0], top)
    return found


def parse_left(values: Sequence[str]) -> dict[str, list[str]]:
    """``["Bob=1,0,×;Cy="]`` (``kitgen game end --left``, repeatable) -> each player's
    leftover faces, ``"blank"`` for a blank."""
    left: dict[str, list[str]] = {}
    for value in values:
        for part in value.split(";"):
            if not part.strip():
                continue
            name, sep, tiles = part.partition("=")
            if not sep or not name.strip():
                raise KitgenError(
                    _(
                        "--left {value}: write NAME=TILES, e.g. --left 'Bob=1,0,×' "
                        "(a blank is ?; nothing left is 'Bob=')",
                        value=cited(part.strip()),
                    )
                )
            left.setdefault(name.strip(), []).extend(engine.parse_leftover(tiles))
    return left


# -- the game ---------------------------------------------------------------------------------


T = TypeVar("T")


def _in_table_words(method: Callable[..., T]) -> Callable[..., T]:
    """``method`` of :class:`Game` answering in the game's logic-tile words (its file's
    ``tile_words``): the echo of a move, its explanation, the history and the tiles left."""

    @functools.wraps(method)
    def answered(self: Game, *args: Any, **kwargs: Any) -> T:
        with use_tile_words(self.state.tile_words):
            return method(self, *args, **kwargs)

    return answered


class Game:
    """A binary game: its rules, tile set, board, players and history, refereed move by move.

    Make one with :meth:`new` or :meth:`load`; every move, pass, undo and end changes it in
    memory (:meth:`save` writes it to a game file). ``state`` is the referee's own game
    (:class:`kitgen.games.binary.game.Game`).
    """

    def __init__(self, state: engine.Game) -> None:
        self.state = state

    @classmethod
    def new(
        cls,
        players: Sequence[str] | str | None = None,
        spec: str | os.PathLike[str] | None = None,
        rules_file: str | os.PathLike[str] | None = None,
        tile_words: str | None = None,
        **house_rules: Any,
    ) -> Game:
        """A new game: ``players`` in turn order (default Player 1, Player 2), the tile set
        of ``spec`` (a tile spec TOML; default the shipped 100 tiles), the rules of
        ``rules_file`` and the house rules given by name (``order="left"``, ``xor=True``...;
        see ``kitgen game new --help``). A set with XOR tiles turns ``xor`` on unless
        ``xor=False`` is given. ``tile_words``: the words the table's logic tiles wear,
        ``local`` (the language's, the default) or ``en`` (AND, OR, NOT, XOR); every answer
        about the game writes them so."""
        from kitgen.games.binary.tileset import tileset_from_spec
        from kitgen.maker.specs.board import load_premium_board
        from kitgen.maker.specs.tiles import load_tile_spec

        tileset = tileset_from_spec(load_tile_spec(Path(spec) if spec is not None else None))
        given = Path(rules_file) if rules_file is not None else None
        rules = rules_from(given, house_rules, "kitgen game new")
        if house_rules.get("xor") is None and tileset.counts.get("XOR", 0) > 0:
            # A set with XOR tiles means XOR is in play, unless xor=False says not.
            rules = rules.with_changes(xor=True)
        names = players_given(players) or default_players()
        words = check_tile_words(tile_words)
        return cls(engine.Game(rules, tileset, load_premium_board(), names, tile_words=words))

    @classmethod
    def load(cls, path: GameFile) -> Game:
        """The game in a game file, every entry replayed (a corrupt file raises, naming it)."""
        return cls(read_game(path))

    def save(self, path: GameFile) -> None:
        """Write the game file (atomically; it is the format ``kitgen game`` reads)."""
        write_game(path, self.state)

    # -- the state ---------------------------------------------------------------------------

    @property
    def players(self) -> list[str]:
        """The players' names, in turn order."""
        return list(self.state.players)

    @property
    def scores(self) -> dict[str, int]:
        """Each player's score so far, by name."""
        return dict(self.state.scores)

    @property
    def to_play(self) -> str | None:
        """Whose turn it is (``None`` once the game is over)."""
        return None if self.state.over else self.state.to_play

    @property
    def over(self) -> bool:
        """Whether the game has ended: its last entry is an ``end``."""
        return self.state.over

    @property
    def rules(self) -> Rules:
        """The house rules in force (from ``new``'s rules file and keywords)."""
        return self.state.rules

    @property
    def history(self) -> tuple[Entry, ...]:
        """Every move played, pass and end, in order."""
        return tuple(self.state.entries)

    # -- the referee --------------------------------------------------------------------------

    @_in_table_words
    def play(self, move: str, player: str | None = None) -> MoveAnswer:
        """Judge ``move`` (``"8H 1+1=10"``) and, when legal, play it (``ok``) with its points.
        ``player`` refuses the move unless it is their turn."""
        game = self.state
        who = game.to_play
        verdict = game.play(move, player)
        head = _(
            "{player} plays {move}: {points}",
            player=who,
            move=worded(str(verdict.move)),
            points=n_("{n} point", "{n} points", verdict.score),
        )
        return _move_answer(verdict, game, who, head, standings(game))

    @_in_table_words
    def score(self, move: str) -> MoveAnswer:
        """What ``move`` would score now, and why, without playing it."""
        game = self.state
        verdict = game.judge_text(move)
        head = _(
            "{move} would score {points} for {player}",
            move=worded(str(verdict.move)),
            points=n_("{n} point", "{n} points", verdict.score),
            player=game.to_play,
        )
        return _move_answer(verdict, game, game.to_play, head)

    @_in_table_words
    def pass_turn(self, player: str | None = None) -> PassAnswer:
        """Pass for the player whose turn it is (``ok``), or the reason it is refused."""
        game = self.state
        who = game.to_play
        from kitgen.api.game_answers import PassAnswer

        refused = game.pass_turn(player)
        if refused is None:
            text = _("{player} passes.", player=who) + "\n" + standings(game)
        else:
            text = _("cannot pass: {reason}", reason=refused)
        return PassAnswer(ok=refused is None, reason=refused, player=who, **_state(game), text=text)

    @_in_table_words
    def exchange(self, count: int | str, player: str | None = None) -> ExchangeAnswer:
        """Exchange ``count`` tiles for the player whose turn it is (``ok``): they go back
        into the bag and as many are drawn, which ones stays private; or the reason it is
        refused (the rule ``exchange``, the bag too small, not their turn)."""
        from kitgen.api.game_answers import ExchangeAnswer

        game = self.state
        who = game.to_play
        tiles = count_given(count)
        refused = game.exchange(tiles, player)
        if refused is None:
            said = _(
                "{player} puts {tiles} back into the bag and draws as many; {bag} in the bag.",
                player=who,
                tiles=n_("{n} tile", "{n} tiles", tiles),
                bag=game.bag_count(),
            )
            text = said + "\n" + standings(game)
        else:
            text = _("cannot exchange: {reason}", reason=refused)
        return ExchangeAnswer(
            ok=refused is None,
            reason=refused,
            player=who,
            count=tiles,
            bag=game.bag_count(),
            scoreless=game.scoreless,
            **_state(game),
            text=text,
        )

    @_in_table_words
    def undo(self) -> UndoAnswer:
        """Take back the last move, pass, exchange or end."""
        from kitgen.api.game_answers import UndoAnswer

        said, undone = _undone(self.state.undo())
        text = f"{said}\n{standings(self.state)}"
        return UndoAnswer(ok=True, reason=said, undone=undone, **_state(self.state), text=text)

    @_in_table_words
    def end(
        self,
        left: Mapping[str, str | Sequence[str]] | None = None,
        went_out: str | None = None,
        nobody_out: bool = False,
    ) -> EndAnswer:
        """End the game: ``went_out`` (default: who moved last) adds the points left on the
        other racks; ``left`` gives each other player's tiles (``{"Bob": "1,0,×,?"}`` or a
        list of faces; a blank is ``?``). With ``endgame="standard"`` the others lose theirs.
        The scoreless end (after the rules' scoreless turns in a row, or ``nobody_out`` when
        every player has just passed): ``left`` gives every player's tiles, each loses their
        own."""
        from kitgen.api.game_answers import EndAnswer

        game = self.state
        change = game.end(_leftover(left), went_out, nobody_out=nobody_out)
        record = game.entries[-1]
        assert isinstance(record, Ended)
        lines, changes = [], []
        for who in game.players:
            faces = ["?" if f == engine.BLANK else f for f in record.left.get(who, [])]
            changes.append({"name": who, "left": faces, "points": change[who]})
            if record.out is None and who == game.players[0]:
                lines.append(_("Nobody went out: each player loses the points on their own rack."))
            if who == record.out:
                lines.append(_("{player} went out: +{points}", player=who, points=change[who]))
            else:
                lines.append(
                    _(
                        "{player} has {tiles} left: {points}",
                        player=who,
                        tiles=",".join(faces) or _("nothing"),
                        points=score_text(change[who], sign=True),
                    )
                )
        lines.append(standings(game))
        return EndAnswer(
            ok=True,
            reason=standings(game),
            went_out=record.out,
            changes=changes,
            **_state(game),
            text="\n".join(lines),
        )

    @_in_table_words
    def show(self, png: str | os.PathLike[str] | None = None) -> ShowAnswer:
        """The board, the scores and the tiles not yet played; ``png`` also draws the board
        with its tiles into that PNG file."""
        from kitgen.api.game_answers import ShowAnswer

        game = self.state
        picture = Path(png) if png is not None else None
        if picture is not None:
            if picture.suffix.lower() != ".png":
                raise KitgenError(
                    _("--png {file}: give a file name ending in .png", file=display_name(picture))
                )
            _write_png(game, picture)
        plays = sum(1 for entry in game.entries if isinstance(entry, Played))
        faces, blanks = game.bag()
        listed = "  ".join(f"{tile_word(face)} ×{count}" for face, count in faces.items())
        lines = [
            grid_text(game.board),
            _(
                "Empty squares: tw/dw triple/double word, tl/dl triple/double letter, * centre "
                "(double word). A blank shows as (1) or in lowercase ({blank}).",
                blank=tile_word("AND").lower(),
            ),
            n_("{n} move played.", "{n} moves played.", plays) + " " + standings(game),
            _(
                "Not on the board (bag and racks), {tiles}: {faces}  blank ×{blanks}",
                tiles=n_("{n} tile", "{n} tiles", sum(faces.values()) + blanks),
                faces=listed,
                blanks=blanks,
            ),
            _("In the bag: {tiles}.", tiles=n_("{n} tile", "{n} tiles", game.bag_count())),
        ]
        if game.entries:
            lines.append(_("History:"))
            lines += [
                f"  {number}. {history_line(entry)}" for number, entry in enumerate(game.entries, 1)
            ]
        if picture is not None:
            lines.append(_("Board picture: {file}", file=display_name(picture)))
        return ShowAnswer(
            ok=True,
            reason=standings(game),
            board=grid_text(game.board).splitlines(),
            moves_played=plays,
            unplayed={**faces, "blank": blanks},
            bag=game.bag_count(),
            scoreless=game.scoreless,
            history=[entry.to_mapping() for entry in game.entries],
            png=str(picture) if picture is not None else None,
            **_state(game),
            text="\n".join(lines),
        )

    @_in_table_words
    def moves(
        self,
        rack: str | Sequence[str],
        top: int | str | None = None,
        all: bool = False,
        check: str | None = None,
        player: str | None = None,
    ) -> MovesAnswer:
        """Every legal move for ``rack`` (``"1,1,0,=,+,AND,?"`` or a list of faces; ``?`` a
        blank) on the board, best first: the best ``top`` (default 10) or ``all``. ``check``
        judges one move against them all: legal with this rack, its points, its rank.
        ``ok``: at least one legal move (with ``check``: that move is legal for the rack)."""
        from kitgen.api.game_moves import legal_moves

        shown = how_many(top, all)
        return legal_moves(self.state, rack, top=shown, all=all, check=check, player=player)

    @_in_table_words
    def bot(self, rack: str | Sequence[str], **options: Any) -> BotAnswer:
        """The computer's move for the player to move, from ``rack`` (the tiles the family
        drew for it, as for :meth:`moves`). Options (``kitgen game bot``'s): ``level``
        ``random``, ``greedy`` (the most points, the default) or ``strong`` (points and the
        tiles kept); ``seed`` for ``random`` (chosen and reported when not given); ``play``
        plays the move, or the exchange (a rack with no move and no exchange passes). ``ok``:
        the computer has a move or an exchange."""
        from kitgen.api.game_bot import bot_answer, bot_options, choose_for

        how = bot_options(options)
        game = self.state
        who = game.to_play
        choice, tiles, used = choose_for(game, rack, how.level, how.seed)
        played = None
        if how.play and choice.found is not None:
            played = self.play(str(choice.found.move)).text
        elif how.play and choice.returned:
            played = self.exchange(len(choice.returned)).text
        elif how.play:
            played = self.pass_turn().text
        return bot_answer(game, who, choice, tiles, how.level, used, played)


# -- on a game file, under its lock -----------------------------------------------------------


def new(
    file: GameFile,
    players: Sequence[str] | str | None = None,
    *,
    spec: str | os.PathLike[str] | None = None,
    rules_file: str | os.PathLike[str] | None = None,
    force: bool = False,
    wait: float | str | None = DEFAULT_WAIT,
    tile_words: str | None = None,
    **house_rules: Any,
) -> NewAnswer:
    """Start the game file ``file`` (see :meth:`Game.new`); an existing file is refused
    unless ``force``. Every function on a game file waits up to ``wait`` seconds for another
    kitgen writing it (``kitgen.files.on_wait`` names who is told after a second)."""
    from kitgen.api.game_answers import NewAnswer

    game = Game.new(players, spec=spec, rules_file=rules_file, tile_words=tile_words, **house_rules)
    with changing(file, wait) as real:
        if real.exists() and not force:
            raise already_exists(file)
        game.save(real)
    state, tileset = game.state, game.state.tileset
    first = square_name(state.board.centre)
    headline = _(
        "New game in {file}: {players}; {tiles}, racks of {rack}. "
        "{player} plays first, covering {square}.",
        file=file,
        players=", ".join(state.players),
        tiles=n_("{n} tile", "{n} tiles", tileset.total),
        rack=tileset.rack,
        player=state.to_play,
        square=first,
    )
    defaults = Rules().to_mapping()
    rules = state.rules.to_mapping()
    changed = [f"{k}={v}" for k, v in rules.items() if v != defaults.get(k)]
    said = ", ".join(changed) if changed else _("the defaults (read them: kitgen rules binary)")
    from kitgen.games.binary.tokens import AND, NOT_TEXT, OR, XOR, answer_words

    with use_tile_words(state.tile_words):
        logic = {tile: answer_words()[tile] for tile in (AND, OR, NOT_TEXT, XOR)}
    local = language() != "en"
    worded = _(
        "The logic tiles are {AND}, {OR}, {NOT} and {XOR} at this table (--tile-words {words}).",
        AND=logic[AND],
        OR=logic[OR],
        NOT=logic[NOT_TEXT],
        XOR=logic[XOR],
        words=state.tile_words,
    )
    return NewAnswer(
        ok=True,
        reason=headline,
        file=str(file),
        tiles=tileset.total,
        rack=tileset.rack,
        first_square=first,
        rules=rules,
        tile_words=state.tile_words,
        logic_words=logic,
        **_state(state),
        # in English both settings are the same words: the line would say nothing
        text="\n".join((headline, _("Rules: {rules}.", rules=said), worded)[: 3 if local else 2]),
    )


A = TypeVar("A", bound=Answer)


def _recorded(
    file: GameFile, wait: float | str | None, turn: Callable[[Game], A], *, refused: bool = False
) -> A:
    """``turn`` taken on the game in the game file under its lock, and the file saved; a
    turn the referee refused (``ok`` false) leaves the file untouched unless ``refused``
    (the computer's turn, whose pass is recorded too)."""
    with changing(file, wait) as real:
        game = Game.load(real)
        result = turn(game)
        if result.ok or refused:
            game.save(real)
    return result


def play(
    file: GameFile,
    move: str,
    player: str | None = None,
    *,
    wait: float | str | None = DEFAULT_WAIT,
) -> MoveAnswer:
    """Play ``move`` into the game file: judged, and recorded when legal (an illegal move
    leaves the file untouched)."""
    return _recorded(file, wait, lambda game: game.play(move, player))


def score(file: GameFile, move: str) -> MoveAnswer:
    """What ``move`` would score in the game file now (nothing is written)."""
    return Game.load(file).score(move)


def show(file: GameFile, png: str | os.PathLike[str] | None = None) -> ShowAnswer:
    """The game file's board, scores and unplayed tiles (``png``: also draw the board)."""
    return Game.load(file).show(png)


def undo(file: GameFile, *, wait: float | str | None = DEFAULT_WAIT) -> UndoAnswer:
    """Take back the last move, pass or end in the game file."""
    return _recorded(file, wait, lambda game: game.undo())


def exchange(
    file: GameFile,
    count: int | str,
    player: str | None = None,
    *,
    wait: float | str | None = DEFAULT_WAIT,
) -> ExchangeAnswer:
    """Record an exchange of ``count`` tiles in the game file (see :meth:`Game.exchange`; a
    refused exchange leaves it untouched)."""
    count_given(count)  # refused before the file is read
    return _recorded(file, wait, lambda game: game.exchange(count, player))


def pass_turn(
    file: GameFile,
    player: str | None = None,
    *,
    wait: float | str | None = DEFAULT_WAIT,
) -> PassAnswer:
    """Record a pass in the game file (a refused pass leaves it untouched)."""
    return _recorded(file, wait, lambda game: game.pass_turn(player))


def end(
    file: GameFile,
    left: Mapping[str, str | Sequence[str]] | None = None,
    went_out: str | None = None,
    nobody_out: bool = False,
    *,
    wait: float | str | None = DEFAULT_WAIT,
) -> EndAnswer:
    """End the game in the game file (see :meth:`Game.end`)."""
    _leftover(left)  # unreadable tiles are refused before the file is read
    return _recorded(file, wait, lambda game: game.end(left, went_out, nobody_out))


# The file's ``moves`` takes :meth:`Game.moves`'s parameters after the file (its options
# keyword-only), each typed as there (``duplicates`` pairs the lists): the reference shows both.
def moves(
    file: GameFile,
    rack: str | Sequence[str],
    *,
    top: int | str | None = None,
    all: bool = False,
    check: str | None = None,
    player: str | None = None,
) -> MovesAnswer:
    """Every legal move for ``rack`` on the game file's board (see :meth:`Game.moves`)."""
    shown = how_many(top, all)  # refused before the file is read
    return Game.load(file).moves(rack, top=shown, all=all, check=check, player=player)


def bot(
    file: GameFile,
    rack: str | Sequence[str],
    *,
    wait: float | str | None = DEFAULT_WAIT,
    **options: Any,
) -> BotAnswer:
    """The computer's move in the game file (see :meth:`Game.bot`: ``level``, ``seed``,
    ``play``); with ``play=True`` it is played into the file under its lock, as ``kitgen
    game play`` would. What the web page calls to seat a computer player."""
    from kitgen.api.game_bot import bot_options
    from kitgen.core.options import settings
    from kitgen.files.locking import WaitOption

    if wait is not None:  # refused even when the file is only read
        settings(WaitOption, {"wait": wait}, "kitgen game bot")
    if not bot_options(options).play:  # options refused before the file is read
        return Game.load(file).bot(rack, **options)
    return _recorded(file, wait, lambda game: game.bot(rack, **options), refused=True)


# -- the commands' help, as ``kitgen game --help`` shows it (translated there) ------------
GAME_HELP = N_(
    "Keep a binary game in a file and referee every move: is it connected, is every "
    "line a correct expression, what does it score with the premiums."
)
PLAY_HELP = N_("""Play a move into the game: judge it and, if legal, record it and print the score.

Exit 0 the move is recorded, 1 it is illegal (the file is left untouched), 2 the game
file or the move cannot be read.""")
SCORE_HELP = N_("""What a move would score now, and why — without playing it (the dispute tool).

Exit 0 the move is legal, 1 it is not (with the reason), 2 unreadable input.""")
PASS_HELP = N_("""Record a pass for the player whose turn it is.

Exit 0 the pass is recorded, 1 it is refused (with the reason), 2 unreadable input.""")
EXCHANGE_HELP = N_(
    "Exchange instead of moving: COUNT tiles back into the bag, as many drawn.\n\n"
    "Which tiles stays private, as at the table: the game records how many, and checks that "
    "the bag held enough (house rule exchange).\n\n"
    "Exit 0 the exchange is recorded, 1 it is refused (with the reason), 2 unreadable input."
)
SHOW_HELP = N_("The board with coordinates and premiums, the scores, and the tiles not yet played.")
UNDO_HELP = N_("Take back the last move, pass, exchange or end.")


#: ``kitgen game bot``.
BOT_HELP = N_(
    "The computer's move for the player to move, from the rack drawn for it.\n\n"
    "random: any legal move; greedy: the most points (the first of game moves --top "
    "1); strong: points plus the value of the tiles it keeps, learned from self-play."
    " With no move (strong: also when keeping the rack is worse) it exchanges tiles when"
    " the rules allow it. With --play the move or exchange goes into the game file (else a"
    " pass). Exit 0 with a move or an exchange, 1 when it passes, 2 unreadable input."
)


#: ``kitgen game moves``.
MOVES_HELP = N_(
    "Every legal move for a rack on the game's board, best first (points, then fewer tiles)."
    "\n\nExit 0 at least one legal move (with --check: the move is legal for the rack), 1 none"
    "\n(with --check: it is not), 2 unreadable input."
)
