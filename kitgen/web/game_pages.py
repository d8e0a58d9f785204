"""The binary game's pages of ``kitgen serve`` (its record's ``web``): the check page
``/check`` with its tile keyboard, and the game at the table ``/game`` (the list, each game's
page and the parts that change with a move, its board as SVG, its live events, its seats for
the computer, its rematch)."""

from __future__ import annotations

from typing import Any

from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from kitgen.core.answer import Answer
from kitgen.core.errors import KitgenError
from kitgen.core.messages import _, language, language_asked, n_, p_
from kitgen.core.speech import quoted
from kitgen.web import commands, game_seats, pages, seats
from kitgen.web.state import Web, form_of, presence_stream, web
from kitgen.web.store import Store
from kitgen.web.work import Overloaded

#: Its templates' (game.html, games.html) list of the computer's levels.
pages.HELPERS["levels"] = game_seats.level_names


async def check_page(request: Request) -> Response:
    words = web(request).store.table().get("check", {}).get("tile_words", "local")
    return await pages.referee_page(request, "check", {"check": "check"}, "check.html",
                                    keys=check_keys(words))  # fmt: skip


#: The check page's tile keyboard: what a key shows and what it types (a logic tile with
#: spaces round it, NOT before its operand).
CHECK_KEYS = [("0", "0"), ("1", "1"), ("=", "="), ("+", "+"), ("−", "−"), ("×", "×"),
              ("÷", "÷"), ("AND", " AND "), ("OR", " OR "), ("NOT", "NOT "), ("XOR", " XOR "),
              ("␣", " ")]  # fmt: skip


def check_keys(words: str = "local") -> list[tuple[str, str]]:
    """:data:`CHECK_KEYS` with the logic tiles in the table's words (``words``, the check
    page's remembered ``tile_words``): the language's in use, or AND, OR, NOT, XOR; the
    referee reads both."""
    from kitgen.api.check import tile_word, use_tile_words

    with use_tile_words(words):
        return [
            (tile_word(shown), typed.replace(shown, tile_word(shown)))
            for shown, typed in CHECK_KEYS
        ]


async def game_list(request: Request) -> Response:
    state = web(request)
    if request.method == "POST":
        form = await form_of(request)
        if pages.rules_given(state, "game", form):
            await pages.remember(state, "game", form)
            return pages.show_result(
                request,
                "games.html",
                pages.kept("game new"),
                games=await _games(state),
                rules=pages.rule_fields(state, "game"),
                form=form,
            )
        try:
            seat = game_seats.new_game_seat(form)
        except KitgenError as err:
            result = pages.Result("game new", error=str(err), status=400)
        else:
            result = await pages.run_form(state, "game new", form)
        if result.answer is not None:
            if seat is not None:
                await state.work.light(game_seats.set_seat, state.store, result.ident, *seat)
            return RedirectResponse(f"/game/{result.answer['file']}", 303)
        return pages.show_result(request, "games.html", result, games=await _games(state),
                                 rules=pages.rule_fields(state, "game"), form=form)  # fmt: skip
    return pages.render(request, "games.html", games=await _games(state),
                        rules=pages.rule_fields(state, "game"), form={})  # fmt: skip


async def _games(state: Web) -> list[dict[str, Any]]:
    def read() -> list[dict[str, Any]]:
        from kitgen.api.game import Game

        found = []
        for ident in state.store.games()[:20]:
            try:
                game = Game.load(state.store.path("game", ident))
            except KitgenError:
                continue
            found.append({"id": ident, "players": game.players, "scores": game.scores,
                          "to_play": game.to_play, "over": game.over})  # fmt: skip
        return found

    return await state.work.light(read)


def game_version(store: Any, ident: str) -> str:
    """:func:`file_version` of game ``ident``'s file and its notes."""
    return pages.file_version(store.path("game", ident), seats.notes_file(store, ident))


def _history(game: Any, notes: list[dict[str, Any]]) -> list[str]:
    """The game's history as the page says it, oldest first: each entry as the game file
    records it (a move in the table's tile words), with who did it when a phone acted for
    another seat, and what was taken back and by whom (the server's notes)."""
    from kitgen.api.check import in_table_words

    def took_back(note: dict[str, Any]) -> str:
        if note.get("what") == "move":
            move = in_table_words(note.get("move") or "")
            return _("{by} took back {player}'s move {move}", by=note["by"],
                     player=note["player"], move=move)  # fmt: skip
        if note.get("what") == "exchange":
            return _("{by} took back {player}'s exchange", by=note["by"], player=note["player"])
        return _("{by} took back {player}'s pass", by=note["by"], player=note["player"])

    lines: list[str] = [took_back(n) for n in notes if n.get("kind") == "undo" and n["after"] == 0]
    for at, entry in enumerate(game.history, start=1):
        record = entry.to_mapping()
        by = next((n["by"] for n in notes if n["after"] == at
                   and n.get("kind") in ("pass", "play", "exchange")
                   and n.get("player") == record.get("player")), None)  # fmt: skip
        if "move" in record:
            said = n_("{player} played {move} for {n}", "{player} played {move} for {n}",
                      record["score"], player=record["player"],
                      move=in_table_words(record["move"]))  # fmt: skip
        elif "exchange" in record:
            tiles = n_("{n} tile", "{n} tiles", record["exchange"])
            said = _("{player} exchanged {tiles}", player=record["player"], tiles=tiles)
        elif "end" in record and record["end"]["out"] is None:
            said = _("the game ended with nobody out; each lost their own rack's points")
        elif "end" in record:
            said = _("the game ended; {player} went out", player=record["end"]["out"])
        else:
            said = _("{player} passed", player=record["player"])
        if by is not None:
            said = _("{said} (on {by}'s phone)", said=said, by=by)
        lines.append(said)
        lines += [took_back(n) for n in notes if n.get("kind") == "undo" and n["after"] == at]
    return lines


def _sheet(game: Any) -> list[dict[str, Any]]:
    """The score sheet: each turn's player, move (or pass), points and running total."""
    totals = dict.fromkeys(game.players, 0)
    rows = []
    for entry in game.history:
        record = entry.to_mapping()
        if "end" in record:  # the leftovers added and taken off
            for player, points in record["end"].get("points", {}).items():
                if points and player in totals:
                    totals[player] += int(points)
                    rows.append({"player": player, "move": _("the end of the game"),
                                 "points": int(points), "total": totals[player]})  # fmt: skip
            continue
        player, points = record["player"], int(record.get("score", 0))
        totals[player] += points
        move = record.get("move", "")
        if "exchange" in record:
            move = _("exchange ({tiles})", tiles=n_("{n} tile", "{n} tiles", record["exchange"]))
        rows.append({"player": player, "move": move, "points": points,
                     "total": totals[player]})  # fmt: skip
    return rows


async def _game_view(state: Web, ident: str) -> dict[str, Any]:
    def read() -> dict[str, Any]:
        from kitgen.api.game import Game

        path = state.store.path("game", ident)
        version = game_version(state.store, ident)
        game = Game.load(path)
        from kitgen.api.check import use_tile_words

        with use_tile_words(game.state.tile_words):  # the keyboard, tiles and history
            return view(game, path, version)

    def view(game: Any, path: Any, version: Any) -> dict[str, Any]:
        from kitgen.api.game import board_layout

        notes = seats.notes(state.store, ident)
        history = _history(game, notes)
        layout = board_layout(game.state)
        size, origin, square = int(layout["size"]), layout["origin"], layout["square"]
        squares = [
            {"name": f"{row + 1}{'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[col]}",
             "x": origin + col * square, "y": origin + row * square}
            for row in range(size) for col in range(size)
        ]  # fmt: skip
        from kitgen.api.check import tile_word
        from kitgen.api.game import tile_label

        # the tiles, drawn by the page over the empty board (a move sends these, not the
        # whole picture again)
        tiles = [
            {"x": origin + col * square, "y": origin + row * square, "label": tile_label(tile),
             "blank": tile.blank, "square": f"{row + 1}{'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[col]}",
             "face": "‖" if tile.face == "=|" else tile_word(tile.face)}
            for (col, row), tile in sorted(game.state.board.tiles.items())
        ]  # fmt: skip
        faces = [tile_word(f) for f in game.state.tileset.faces]
        premiums = game.state.board.premiums
        kinds = {
            code: {"said": premium_said(kind), "shown": "★" if code == "**" else
                   p_("premium", kind.name), "colour": kind.colour}
            for code, kind in premiums.kinds.items()
        }  # fmt: skip
        rows = [
            " ".join(getattr(premiums.at(col, row), "code", "..") for col in range(size))
            for row in range(size)
        ]
        best = max(game.scores.values(), default=0)
        last = game.history[-1].to_mapping() if game.history else {}
        # the rules' scoreless turns are reached: nobody is to play, the end is to be recorded
        due = game.rules.scoreless_end if game.state.scoreless_due else 0
        return {
            "id": ident,
            "players": [(p, game.scores[p]) for p in game.players],
            "names": list(game.players),
            "to_play": None if due else game.to_play,
            "due": due,
            "due_note": _(
                "Nobody is to play now: record the end under {button} below, with what every "
                "player has left (NAME=TILES, one a line).",
                button=quoted(_("End the game")),
            ),
            "last_player": last.get("player") or "",
            "over": game.over,
            "winners": [p for p in game.players if game.scores[p] == best] if game.over else [],
            "sheet": _sheet(game),
            "rematch": seats.rematch_of(state.store, ident),
            "history": history[::-1],
            "version": version,
            "layout": layout,
            "squares": squares,
            "tiles": tiles,
            "faces": faces,
            "zoom": {"size": size, "kinds": kinds, "rows": rows},
            "rack_example": f"1,1,0,=,+,{tile_word('AND')},?",
            "rack": game.state.tileset.rack,
            "seats": game_seats.seats(state.store, ident),
        }

    return await state.work.light(read)


def premium_said(kind: Any) -> str:
    """A premium square's kind as a screen reader says it after the square's name ("H8,
    double word"), in the language in use: the shipped kinds by what they multiply, the
    centre star as the centre; a board spec's own kind by its name."""
    word, letter = int(kind.word), int(kind.letter)
    said = {
        (3, 1): _("triple word"), (2, 1): _("double word"),
        (1, 3): _("triple letter"), (1, 2): _("double letter"),
    }.get((word, letter)) or p_("premium", kind.name)  # fmt: skip
    if kind.code == "**":
        return _("centre, {premium}", premium=said)
    return said


GAME_ACTIONS = {"score": "game score", "play": "game play", "pass": "game pass",
                "exchange": "game exchange", "undo": "game undo", "end": "game end",
                "moves": "game moves"}  # fmt: skip


async def game_page(request: Request) -> Response:
    state = web(request)
    ident = request.path_params["ident"]
    result = None
    if request.method == "POST":
        form = await form_of(request)
        action = form.get("action", "")
        result = await pages.run_form(state, GAME_ACTIONS.get(action, "game score"),
                                      {**form, "game": ident})  # fmt: skip
        if "--left" in result.text + result.error + str((result.answer or {}).get("reason")):
            result = await state.work.light(on_page, state.store, ident, result)
        by = form.get("by", "")[: seats.MAX_SEAT]
        answer = result.answer
        acts = ("pass", "undo", "play", "exchange")
        if by and answer is not None and answer.get("ok") and action in acts:
            # a phone acting for another seat: the history says who did it
            await state.work.light(game_seats.acted_for, state.store, ident, by, answer, action)
        if pages.fragment(request):
            return pages.render(request, "_status.html", result.status, result=result)
    try:
        view = await _game_view(state, ident)
    except KitgenError as err:
        return pages.render(request, "missing.html", 404, message=str(err))
    return pages.render(request, "game.html", result.status if result else 200, result=result,
                        game=view)  # fmt: skip


def on_page(store: Store, ident: str, result: pages.Result) -> pages.Result:
    """``result`` with the scoreless end's way on said as the page does it (its form "End
    the game"), not as the command line does (``kitgen game end --left``): the answer of
    the turn that reached the end, and of a turn refused after it."""
    from dataclasses import replace

    from kitgen.api.game import Game

    game = Game.load(store.path("game", ident)).state
    if not game.scoreless_due:
        return result
    said = _(
        "{due} — record the end under {button} below, with what every player has left "
        "(NAME=TILES, one a line).",
        due=game.due_words(),
        button=quoted(_("End the game")),
    )
    command_line = game.due_reason()
    labelled = pages.labelled(command_line, pages.labels_of(result.command))

    def swapped(text: str) -> str:
        return text.replace(command_line, said).replace(labelled, said)

    answer = result.answer
    if answer is not None and isinstance(answer.get("reason"), str):
        answer = {**answer, "reason": swapped(answer["reason"])}
    return replace(result, answer=answer, text=swapped(result.text), error=swapped(result.error))


async def rematch(request: Request) -> Response:
    """A game over: a new one for the same players in the same order, the table's house
    rules and the same computer seats, started once however many phones ask at once
    (:func:`kitgen.web.seats.rematch_once`); every phone at the old game is offered it."""
    from kitgen.api.game import Game

    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    try:
        old = await state.work.light(lambda: Game.load(state.store.path("game", ident)))
    except KitgenError as err:
        return pages.render(request, "missing.html", 404, message=str(err))
    if not old.over:
        message = _("the game is not over yet — play it to its end, then start the rematch")
        return pages.render(request, "missing.html", 400, message=message)
    remembered = state.store.table().get("game", {})
    command = commands.command("game new")
    # the same tiles on the table: their words, unless the table's rules say otherwise
    values: dict[str, Any] = {"players": "\n".join(old.players), "tile_words": old.state.tile_words}
    for name, declared in command.options.items():
        if declared.name in remembered and name not in pages.NOT_RULES:
            values[name] = remembered[declared.name]
    lang, asked = language(), language_asked()

    def start() -> str:  # in the thread, under the lock of the old game's notes
        checked = commands.read_request(command, values)
        made = commands.run(str(state.store.root), "game new", checked, lang, asked)
        for player, level in game_seats.seats(state.store, ident).items():
            game_seats.set_seat(state.store, made.ident, player, level)
        return str(made.ident)

    try:
        started = await state.work.light(seats.rematch_once, state.store, ident, "game",
                                         len(old.history), start)  # fmt: skip
    except KitgenError as err:
        return pages.render(request, "missing.html", 400, message=str(err))
    return pages.to_seat(f"/game/{started}", form, old.players)


async def game_panel(request: Request) -> Response:
    """The parts of a game page that change with a move (the script swaps them in)."""
    try:
        view = await _game_view(web(request), request.path_params["ident"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    return pages.render(request, "_game_panel.html", game=view)


async def seat_page(request: Request) -> Response:
    """The game page's seat form: a player's seat to the computer at a level, or back."""
    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    level = form.get("level", "")
    try:
        given = None if level == game_seats.PERSON else game_seats.check_level(level)
        await state.work.light(
            game_seats.set_seat, state.store, ident, form.get("player", ""), given
        )
    except KitgenError as err:
        return Response(str(err), 400, media_type="text/plain; charset=utf-8")
    return RedirectResponse(f"/game/{ident}", 303)


async def computer_move(request: Request) -> Response:
    """The computer's turn: its move from the rack drawn for it, played into the game."""
    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    try:
        level = await state.work.light(game_seats.computer_level, state.store, ident)
    except KitgenError as err:
        result = pages.Result("game bot", error=str(err), status=400)
    else:
        body = {"game": ident, "rack": form.get("rack", ""), "level": level, "play": True}
        outcome = await state.answer("game bot", body)
        if outcome.answer is None:
            result = pages.Result("game bot", error=outcome.message, status=outcome.status)
        else:
            answer = outcome.answer
            result = pages.Result("game bot", answer.as_json(), answer.text)
    if pages.fragment(request):
        return pages.show_result(request, "game.html", result)
    return pages.show_result(request, "game.html", result, game=await _game_view(state, ident))


async def board_svg(request: Request) -> Response:
    """The board of a game as an SVG picture (the scene of ``kitgen game show --png``)."""
    ident = request.path_params["ident"]
    empty = request.url.path.endswith("/empty.svg")
    try:
        drawn = "empty_board_picture" if empty else "board_picture"
        svg = await web(request).picture("game", ident, f"kitgen.api.game:{drawn}", empty)
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    except Overloaded as err:
        return Response(str(err), 503, media_type="text/plain")
    # the empty board never changes in a game: each phone fetches it once
    headers = {"cache-control": "private, max-age=86400" if empty else "no-cache"}
    if "gzip" in request.headers.get("accept-encoding", ""):
        import gzip

        headers["content-encoding"] = "gzip"
        svg = gzip.compress(svg, 6, mtime=0)
    headers["vary"] = "Accept-Encoding"
    return Response(svg, media_type="image/svg+xml", headers=headers)


async def events(request: Request) -> Response:
    """Server-sent events of a game: ``change`` within a quarter second of its file
    changing (a move from any phone, or ``kitgen game play`` on the same file), ``presence``
    when a phone comes or goes."""
    return presence_stream(request, "game", game_version)


# -- its referee commands' own web calls: a game started under a new id, a game ended --


def game_new(store: Store, v: dict[str, Any]) -> commands.Created:
    """``game new``: a game stored under a new id (the players, the house rules)."""
    from kitgen.api import game

    ident, path = store.new("game")
    names = commands.given_players(v) or list(game.DEFAULT_PLAYERS)
    return commands.Created(commands.scrubbed(game.new(path, names, **v), path, ident), ident)


def game_end(store: Store, v: dict[str, Any]) -> Answer:
    """``game end``: the leftovers as the command line's ``--left NAME=TILES`` give them."""
    from kitgen.api import game

    path = store.path("game", v.pop("game"))
    return game.end(path, game.parse_left(v.pop("left", []) or []), **v)


# Each page module lists its routes in a table like this one (``duplicates`` pairs the
# tables): the game's record (``web``) or the app names this function.
def routes() -> list[Route]:
    both = ["GET", "POST"]
    return [
        Route("/check", check_page, methods=both),
        Route("/game", game_list, methods=both),
        Route("/game/{ident}", game_page, methods=both),
        Route("/game/{ident}/panel", game_panel),
        Route("/game/{ident}/board.svg", board_svg),
        Route("/game/{ident}/empty.svg", board_svg),
        Route("/game/{ident}/events", events),
        Route("/game/{ident}/seat", seat_page, methods=["POST"]),
        Route("/game/{ident}/rematch", rematch, methods=["POST"]),
        Route("/game/{ident}/computer", computer_move, methods=["POST"]),
    ]
