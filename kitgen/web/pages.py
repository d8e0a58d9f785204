"""The pages: server-rendered HTML (Jinja2, every value escaped), a little script on top.

Each page's forms post to the page itself and work without script; with it, ``app.js``
sends them in the background (``X-Fragment: 1``) and puts the answer into the page's
status element. The house-rule panels and the kit maker's forms are generated from the
option declarations (:func:`fields`), the same ones the command line's options are.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from kitgen.core import games
from kitgen.core.errors import KitgenError
from kitgen.core.helptexts import translated
from kitgen.core.messages import N_, _, language, language_asked, n_, p_
from kitgen.core.options import Declared, check_value
from kitgen.web import commands, seats
from kitgen.web.state import Web, form_of, table_url, web


def rules_of(page: str) -> str:
    """The command whose options are the house rules page ``page`` keeps for the table (its
    game's referee marked ``keeps``: ``check``, ``game new``, ``code feedback``…)."""
    for game in games.games():
        for referee in game.referees:
            if referee.keeps and referee.page.lstrip("/") == page:
                return referee.path(game.name)
    raise LookupError(page)


#: The declared options of those commands that are a round's data, not a house rule.
NOT_RULES = {"target", "hand", "table", "is"}


# -- forms from the declarations ----------------------------------------------------------------


@dataclass
class Field:
    """One form control, made from a declaration or a command's own argument."""

    name: str
    label: str
    kind: str
    value: Any = None
    choices: tuple[str, ...] = ()
    low: float | None = None
    high: float | None = None
    unit: str = ""
    flag: str = ""
    panel: str = ""
    required: bool = False
    step: str = "any"
    hint: str = ""
    extra: dict[str, str] = field(default_factory=dict)


def declared_field(name: str, declared: Declared, value: Any = None) -> Field:
    opt = declared.option
    shown = value if value is not None else declared.default
    if isinstance(shown, tuple) and opt.kind == "pair":
        shown = ",".join(f"{v:g}" for v in shown)
    elif isinstance(shown, tuple | list):
        shown = "\n".join(str(v) for v in shown)
    label, flag = translated(opt.help), declared.flag
    if opt.argument:  # given by position on the command line: no --flag, named in words
        what = _(declared.what)
        label = _("{what}: {help}", what=what[:1].upper() + what[1:], help=label)
        flag = ""
    return Field(
        name=name,
        label=label,
        kind=opt.kind,
        value=shown,
        choices=opt.choices,
        low=opt.low,
        high=opt.high,
        unit=opt.unit,
        flag=flag,
        panel=opt.panel,
        step="1" if opt.kind == "whole" else "any",
    )


def own_field(command: str, name: str) -> Field:
    """The form control of ``command``'s own argument ``name``, from its declaration (its
    limits, its default): what a page's hand-laid form takes its ``min``/``max`` from."""
    for param in commands.command(command).params:
        if param.name == name and param.declared is not None:
            return declared_field(name, param.declared)
    raise LookupError(f"{command} declares no {name}")


def fields(command: str, values: dict[str, Any] | None = None, only: set[str] | None = None,
           leave: set[str] = frozenset()) -> list[Field]:  # type: ignore[assignment]  # fmt: skip
    """The form controls of ``command``'s declared options (``only`` those, or all but
    ``leave``), filled with ``values``; hidden options are left out."""
    found = commands.command(command)
    out = []
    for name, declared in found.options.items():
        if declared.option.hidden or name in leave or (only is not None and name not in only):
            continue
        out.append(declared_field(name, declared, (values or {}).get(declared.name)))
    return out


def rule_fields(web_state: Web, game: str) -> list[Field]:
    """The house-rule panel of ``game``, filled with the table's remembered rules."""
    remembered = web_state.store.table().get(game, {})
    return fields(rules_of(game), remembered, leave=NOT_RULES)


def given_values(command: commands.Command, form: dict[str, str]) -> dict[str, Any]:
    """A form's fields that belong to ``command`` and say something: empty fields and
    options left at their defaults are not given (so no conflict is seen in them)."""
    names = set(command.names())
    out: dict[str, Any] = {}
    for key, value in form.items():
        if key not in names or value == "":
            continue
        declared = command.options.get(key)
        if declared is not None:
            try:
                if check_value(declared, value) == declared.default:
                    continue
            except KitgenError:
                pass  # the library says what is wrong with it
        out[key] = value
    return out


async def remember(state: Web, game: str, values: dict[str, Any]) -> None:
    """Keep the house rules given in a form as the table's rules of ``game``."""
    command = commands.command(rules_of(game))
    rules = {}
    for name, declared in command.options.items():
        if name in NOT_RULES or name not in values:
            continue
        try:
            rules[declared.name] = check_value(declared, values[name])
        except KitgenError:
            return
    await state.work.light(state.store.set_table, game, rules)


def rules_given(state: Web, game: str, form: dict[str, str]) -> bool:
    """Whether the form's "Keep for the table" button of ``game``'s rules was pressed."""
    return form.get("keep") == game


def kept(path: str) -> Result:
    return Result(path, note=_("House rules kept for everyone at this table."))


# -- answering a form ---------------------------------------------------------------------------


@dataclass
class Result:
    """What the status element shows: an answer, or the one error message."""

    command: str
    answer: dict[str, Any] | None = None
    text: str = ""
    error: str = ""
    status: int = 200
    asked: dict[str, Any] = field(default_factory=dict)
    ident: str = ""
    note: str = ""


def labels_of(path: str) -> dict[str, str]:
    """The labels of the fields of referee command ``path``'s game's pages (its record's
    ``labels``): its page shows them, and a field left empty is named by its label ("Fill
    in 'Target' first"), not by the API's key."""
    for game in games.games():
        if any(referee.path(game.name) == path for referee in game.referees):
            return game.labels
    return {}


async def run_form(
    state: Web, path: str, form: dict[str, str], labels: dict[str, str] | None = None
) -> Result:
    """Run command ``path`` on the fields of a form of its game's page (or of one whose
    fields are named by ``labels``)."""
    command = commands.command(path)
    values = given_values(command, form)
    outcome = await state.answer(path, values)
    if outcome.answer is None:
        label = (labels or labels_of(path)).get(outcome.missing)
        message = _("Fill in '{field}' first", field=_(label)) if label else outcome.message
        return Result(path, error=message, status=outcome.status, asked=values)
    found = outcome.answer
    return Result(path, found.as_json(), found.text, asked=values, ident=outcome.ident)


def verdict(command: str, ok: bool) -> str:
    """What the status element says for a yes or no answer of ``command`` (its referee's
    ``verdicts``; default: Yes / No)."""
    said = {r.path(g.name): r.verdicts for g in games.games() for r in g.referees if r.verdicts}
    yes, no = said.get(command, (N_("Yes"), N_("No")))
    return _(yes if ok else no)


def render(request: Request, name: str, status: int = 200, **context: Any) -> Response:
    state = web(request)
    context.setdefault("result", None)
    page = state.templates.get_template(name)
    from kitgen.web.guard import LANG_COOKIE

    html = page.render(request=request, csrf=request.scope["state"]["csrf"], lang=language(),
                       table_lang=state.store.table_language() or "", verdict=verdict,
                       phone_lang=request.cookies.get(LANG_COOKIE, "")[:20],
                       **HELPERS, **context)  # fmt: skip
    return HTMLResponse(html, status)


#: What the templates call besides ``_`` and ``n_``: the script's plurals, the computer's
#: levels, a kit's summary in the language.
HELPERS = {"script_plural": seats.script_plural, "levels": seats.level_names,
           "own_field": own_field}  # fmt: skip


def fragment(request: Request) -> bool:
    return request.headers.get("x-fragment") == "1"


def show_result(request: Request, page: str, result: Result, **context: Any) -> Response:
    """The page with ``result`` in its status element, or only the status element (for
    the script)."""
    if fragment(request):
        return render(request, "_status.html", result.status, result=result)
    return render(request, page, result.status, result=result, **context)


# -- the pages ----------------------------------------------------------------------------------


def _back(where: str) -> str:
    """A page of this server to go back to (never another site's: ``//host`` is refused)."""
    if not where.startswith("/") or where.startswith("//") or "\\" in where or len(where) > 500:
        return "/"
    return where


async def pick_language(request: Request) -> Response:
    """The picker's form: the language everyone at the table reads (``auto``: each phone
    its browser's), kept with the table's settings; or, with ``for=phone``, this phone's own
    (kept in this browser's cookie; ``auto``: it follows the table again); then back to the
    page."""
    from kitgen.core.messages import check_language
    from kitgen.web.guard import LANG_COOKIE

    state = web(request)
    form = await form_of(request)
    picked = form.get("lang", "auto")
    try:
        code = None if picked == "auto" else check_language(picked)
    except KitgenError as err:
        return Response(str(err), 400, media_type="text/plain; charset=utf-8")
    back = RedirectResponse(_back(form.get("back", "/")), 303)
    if form.get("for") == "phone":
        if code is None:
            back.delete_cookie(LANG_COOKIE, path="/", httponly=True, samesite="strict")
        else:
            back.set_cookie(LANG_COOKIE, code, max_age=400 * 86400, path="/", httponly=True,
                            samesite="strict")  # fmt: skip
        return back
    await state.work.light(state.store.set_table_language, code)
    return back


async def home(request: Request) -> Response:
    return render(request, "home.html", game_cards=game_cards)


def game_cards() -> list[tuple[str, str, str]]:
    """The start page's cards of the games' hand-laid pages, from their records (``home``):
    (address, title, summary), in English; the page translates them."""
    return [card for game in games.games() for card in game.home]


def action_of(actions: dict[str, str], form: dict[str, str] | None = None) -> str:
    """The command a referee page's form runs: the one it names, else the page's first."""
    return actions.get((form or {}).get("action", ""), next(iter(actions.values())))


async def referee_page(
    request: Request, game: str, actions: dict[str, str], page: str, **context: Any
) -> Response:
    """A referee's page (check, code, Stæða): its form's action run (the first of
    ``actions`` unless the form names another), or the house rules kept for the table; the
    page with the answer in its status element, or only that element (for the script)."""
    state = web(request)
    result = None
    form: dict[str, str] = {}
    if request.method == "POST":
        form = await form_of(request)
        action = action_of(actions, form)
        if rules_given(state, game, form):
            await remember(state, game, form)
            result = kept(action)
        else:
            result = await run_form(state, action, form)
        if fragment(request):
            return render(request, "_status.html", result.status, result=result)
    return render(request, page, result.status if result else 200, result=result, form=form,
                  expr=form.get("expr", ""), rules=rule_fields(state, game),
                  labels=labels_of(action_of(actions)), **context)  # fmt: skip


async def check_page(request: Request) -> Response:
    words = web(request).store.table().get("check", {}).get("tile_words", "local")
    return await referee_page(request, "check", {"check": "check"}, "check.html",
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
        if rules_given(state, "game", form):
            await remember(state, "game", form)
            return show_result(
                request,
                "games.html",
                kept("game new"),
                games=await _games(state),
                rules=rule_fields(state, "game"),
            )
        try:
            seat = seats.new_game_seat(form)
        except KitgenError as err:
            result = Result("game new", error=str(err), status=400)
        else:
            result = await run_form(state, "game new", form)
        if result.answer is not None:
            if seat is not None:
                await state.work.light(seats.set_seat, state.store, result.ident, *seat)
            return RedirectResponse(f"/game/{result.answer['file']}", 303)
        return show_result(request, "games.html", result, games=await _games(state),
                           rules=rule_fields(state, "game"))  # fmt: skip
    return render(
        request, "games.html", games=await _games(state), rules=rule_fields(state, "game")
    )


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


def file_version(*paths: Any) -> str:
    """The version of a game's files as the game's events name it (``hello`` and ``change``):
    the game file, and the notes of who did what beside it; a page whose panel holds
    another is behind, and fetches the panel again."""
    parts = []
    for path in paths:
        try:
            info = path.stat()
        except OSError:
            parts.append("0")
            continue
        parts.append(f"{info.st_mtime_ns}-{info.st_size}")
    return ".".join(parts)


def game_version(store: Any, ident: str) -> str:
    """:func:`file_version` of game ``ident``'s file and its notes."""
    return file_version(store.path("game", ident), seats.notes_file(store, ident))


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
            said = _("{player} played {move} for {points}", player=record["player"],
                     move=in_table_words(record["move"]), points=record["score"])  # fmt: skip
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
        return {
            "id": ident,
            "players": [(p, game.scores[p]) for p in game.players],
            "names": list(game.players),
            "to_play": game.to_play,
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
            "seats": seats.seats(state.store, ident),
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


async def form_action(request: Request, actions: dict[str, str], **ids: str) -> Result | None:
    """A posted form's action (the first of ``actions`` unless the form names another) run
    on its fields and ``ids`` (the page's game or match); None for a GET."""
    if request.method != "POST":
        return None
    form = await form_of(request)
    return await run_form(web(request), action_of(actions, form), {**form, **ids})


async def game_page(request: Request) -> Response:
    state = web(request)
    ident = request.path_params["ident"]
    result = None
    if request.method == "POST":
        form = await form_of(request)
        action = form.get("action", "")
        result = await run_form(state, GAME_ACTIONS.get(action, "game score"),
                                {**form, "game": ident})  # fmt: skip
        by = form.get("by", "")[: seats.MAX_SEAT]
        answer = result.answer
        acts = ("pass", "undo", "play", "exchange")
        if by and answer is not None and answer.get("ok") and action in acts:
            # a phone acting for another seat: the history says who did it
            await state.work.light(seats.acted_for, state.store, ident, by, answer, action)
        if fragment(request):
            return render(request, "_status.html", result.status, result=result)
    try:
        view = await _game_view(state, ident)
    except KitgenError as err:
        return render(request, "missing.html", 404, message=str(err))
    return render(request, "game.html", result.status if result else 200, result=result,
                  game=view)  # fmt: skip


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
        return render(request, "missing.html", 404, message=str(err))
    if not old.over:
        message = _("the game is not over yet — play it to its end, then start the rematch")
        return render(request, "missing.html", 400, message=message)
    remembered = state.store.table().get("game", {})
    command = commands.command("game new")
    # the same tiles on the table: their words, unless the table's rules say otherwise
    values: dict[str, Any] = {"players": "\n".join(old.players), "tile_words": old.state.tile_words}
    for name, declared in command.options.items():
        if declared.name in remembered and name not in NOT_RULES:
            values[name] = remembered[declared.name]
    lang, asked = language(), language_asked()

    def start() -> str:  # in the thread, under the lock of the old game's notes
        checked = commands.read_request(command, values)
        made = commands.run(str(state.store.root), "game new", checked, lang, asked)
        for player, level in seats.seats(state.store, ident).items():
            seats.set_seat(state.store, made.ident, player, level)
        return str(made.ident)

    try:
        started = await state.work.light(seats.rematch_once, state.store, ident, "game",
                                         len(old.history), start)  # fmt: skip
    except KitgenError as err:
        return render(request, "missing.html", 400, message=str(err))
    seat = form.get("seat", "")[: seats.MAX_SEAT]
    where = f"/game/{started}" + (f"#seat={quote(seat)}" if seat in old.players else "")
    return RedirectResponse(where, 303)


async def game_panel(request: Request) -> Response:
    """The parts of a game page that change with a move (the script swaps them in)."""
    try:
        view = await _game_view(web(request), request.path_params["ident"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain")
    return render(request, "_game_panel.html", game=view)


# -- the referees no hand-laid page offers (kitgen.core.referees) ---------------------------


def made_pages() -> dict[str, tuple[str, commands.Command]]:
    """The referee commands of the list that no hand-laid page offers (``code bot``), by
    their page's path after ``/referee/`` (``code/bot``): the game's title and the endpoint."""
    from kitgen.core import games

    found = {}
    for game in games.games():
        for referee in game.referees:
            if not referee.page:
                path = referee.path(game.name)
                found[path.replace(" ", "/")] = (game.title, commands.command(path))
    return found


def referee_links() -> dict[str, list[tuple[str, str, str]]]:
    """The made pages as the home page lists them, by the page of their game that the home
    page's card links to (its first referee's: ``/code`` for ``code bot``; ``""`` for a game
    with no page of its own, whose card they make): (address, game title, summary), in the
    language in use. Each game so has one card, its made pages under it."""
    from kitgen.core import games

    home = {g.title: next((r.page for r in g.referees if r.page), "") for g in games.games()}
    found: dict[str, list[tuple[str, str, str]]] = {}
    for slug, (title, command) in made_pages().items():
        found.setdefault(home.get(title, ""), []).append(
            (f"/referee/{slug}", _(title), _(command.summary))
        )
    return found


def _filled(command: commands.Command, form: dict[str, str], answer: dict[str, Any] | None
            ) -> dict[str, Any]:  # fmt: skip
    """What a made page's fields show: what was sent, and in an option's field left empty
    the answer's value of that name (the seed the computer drew, to give again with the next
    guess). An argument's is not: the secret code bot reveals would be sent back with the
    next guess, which the computer's own secret refuses."""
    shown: dict[str, Any] = dict(form)
    for name in command.options:
        value = (answer or {}).get(name)
        if shown.get(name, "") == "" and isinstance(value, str | int) and value is not True:
            shown[name] = str(value)
    return shown


def _made_fields(command: commands.Command, shown: dict[str, Any]) -> list[Field]:
    """A made page's form controls: the command's own arguments, then its options (a hidden
    one left out), each from its declaration and filled with ``shown``."""
    found = []
    named = [(p.name, p.declared) for p in command.params if p.declared is not None]
    for name, declared in [*named, *command.options.items()]:
        if declared.option.hidden:
            continue
        value = shown.get(name)
        if declared.option.kind == "switch":
            value = str(value).lower() in ("on", "true", "1", "yes") if value else None
        made = declared_field(name, declared, value if value != "" else None)
        if name in {p.name for p in command.params if p.required} or name in command.needs:
            made.required = True
        found.append(made)
    return found


async def made_page(request: Request) -> Response:
    """The page of a referee command made from its declarations (``/referee/code/bot``):
    one form, sent whole (no script needed); the answer above it, and the form filled again
    with what was sent, for the next turn."""
    slug = request.path_params["path"].strip("/")
    found = made_pages().get(slug)
    if found is None:
        return render(request, "missing.html", 404, message=_("there is no such page"))
    title, command = found
    result = None
    form: dict[str, str] = {}
    if request.method == "POST":
        form = await form_of(request)
        labels = {f.name: f.label for f in _made_fields(command, {})}
        result = await run_form(web(request), command.path, form, labels=labels)
    shown = _filled(command, form, result.answer if result else None)
    panels = _panels(_made_fields(command, shown))
    return render(request, "referee.html", result.status if result else 200, result=result,
                  command=command, slug=slug, title=_(title), panels=panels)  # fmt: skip


# -- the kit maker ------------------------------------------------------------------------------


def kit_slug(path: str) -> str:
    return path.removeprefix("make ").replace(" ", "-")


def kits() -> dict[str, commands.Command]:
    return {kit_slug(p): c for p, c in commands.commands().items() if p.startswith("make ")}


def kit_summary(command: commands.Command) -> str:
    """A kit command's summary in the language: the first line of its translated help (the
    catalogue holds the whole help, paragraphs and all)."""
    from kitgen.api.make import command_module

    try:
        module = command_module(command.path.removeprefix("make "))
    except KitgenError:
        return _(command.summary)
    return str(_(module.HELP)).split("\n")[0]


async def make_list(request: Request) -> Response:
    listed = [(slug, c.path.removeprefix("make "), kit_summary(c)) for slug, c in kits().items()]
    return render(request, "make.html", kits=listed)


def _kit(request: Request) -> commands.Command | None:
    return kits().get(request.path_params["kit"])


def _panels(found: list[Field]) -> list[tuple[str, list[Field]]]:
    panels: dict[str, list[Field]] = {}
    for f in found:
        panels.setdefault(f.panel or _("Options"), []).append(f)
    return list(panels.items())


#: The longest value a link to a kit's page may fill a field with (characters).
MOST_LINKED_VALUE = 40

#: The kits whose page gives their one PDF bare, not in a zip: a deck to print as it is.
BARE_PDF = frozenset({"make puzzles"})


async def make_kit(request: Request) -> Response:
    command = _kit(request)
    if command is None:
        return render(request, "missing.html", 404, message=_("there is no such kit"))
    state = web(request)
    if request.method == "POST":
        form = await form_of(request)
        result = await run_kit(state, command, form)
        if isinstance(result, commands.Kit):
            if command.path in BARE_PDF and result.single and result.single[0].endswith(".pdf"):
                name, pdf = result.single
                bare = {"content-disposition": f'attachment; filename="{name}"'}
                return Response(pdf, media_type="application/pdf", headers=bare)
            disposition = f'attachment; filename="{result.name}.zip"'
            return Response(result.zip, media_type="application/zip",
                            headers={"content-disposition": disposition})  # fmt: skip
        return show_result(request, "make_kit.html", result, command=command,
                           slug=kit_slug(command.path), panels=_panels(fields(command.path)),
                           bare=command.path in BARE_PDF)  # fmt: skip
    # the rule cards' QR code: the link every phone at the table opens this server with
    filled: dict[str, Any] = {"qr": table_url(request)} if "qr" in command.options else {}
    # a link may choose options ahead (Stæða's game over: ?game=staeda&columns=3); only shown
    # in the form, checked as any typed value when it is sent
    filled |= {
        key: value[:MOST_LINKED_VALUE]
        for key, value in request.query_params.items()
        if key in command.options and key != "qr"
    }
    panels = _panels(fields(command.path, filled, leave={"preview", "dpi"}))
    return render(request, "make_kit.html", command=command, slug=kit_slug(command.path),
                  panels=panels, bare=command.path in BARE_PDF)  # fmt: skip


async def run_kit(state: Web, command: commands.Command, form: dict[str, str]) -> Any:
    outcome = await state.answer(command.path, given_values(command, form))
    if outcome.kit is not None:
        return outcome.kit
    return Result(command.path, error=outcome.message, status=outcome.status)


async def make_preview(request: Request) -> Response:
    """The first preview picture of the kit as the form now stands (PNG)."""
    command = _kit(request)
    if command is None:
        return Response(_("there is no such kit"), 404, media_type="text/plain")
    state = web(request)
    form = await form_of(request)
    from kitgen.web.work import Overloaded

    try:
        values = commands.read_request(command, given_values(command, form))
        values.pop("preview", None)
        picture = await state.work.heavy(
            "preview", str(state.store.root), command.path, values, language(),
            language_asked(), what=_("the preview"),
        )  # fmt: skip
    except KitgenError as err:
        return Response(str(err), 400, media_type="text/plain; charset=utf-8")
    except Overloaded as err:
        return Response(str(err), 503, media_type="text/plain; charset=utf-8")
    return Response(picture, media_type="image/png", headers={"cache-control": "no-store"})


# -- a computer player at the table (kitgen.web.seats) -------------------------------------


async def seat_page(request: Request) -> Response:
    """The game page's seat form: a player's seat to the computer at a level, or back."""
    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    level = form.get("level", "")
    try:
        given = None if level == seats.PERSON else seats.check_level(level)
        await state.work.light(seats.set_seat, state.store, ident, form.get("player", ""), given)
    except KitgenError as err:
        return Response(str(err), 400, media_type="text/plain; charset=utf-8")
    return RedirectResponse(f"/game/{ident}", 303)


async def computer_move(request: Request) -> Response:
    """The computer's turn: its move from the rack drawn for it, played into the game."""
    state = web(request)
    ident = request.path_params["ident"]
    form = await form_of(request)
    try:
        level = await state.work.light(seats.computer_level, state.store, ident)
    except KitgenError as err:
        result = Result("game bot", error=str(err), status=400)
    else:
        body = {"game": ident, "rack": form.get("rack", ""), "level": level, "play": True}
        outcome = await state.answer("game bot", body)
        if outcome.answer is None:
            result = Result("game bot", error=outcome.message, status=outcome.status)
        else:
            answer = outcome.answer
            result = Result("game bot", answer.as_json(), answer.text)
    if fragment(request):
        return show_result(request, "game.html", result)
    return show_result(request, "game.html", result, game=await _game_view(state, ident))


async def rules_page(request: Request) -> Response:
    """A game's rules page (``kitgen rules GAME``) in the page's language, as HTML."""
    from markupsafe import Markup

    from kitgen.api.rules import rules
    from kitgen.web.markdown import to_html

    try:
        answer = rules(request.path_params["game"])
    except KitgenError as err:
        return Response(str(err), 404, media_type="text/plain; charset=utf-8")
    body = answer.rules.split("\n", 1)[1] if "\n" in answer.rules else ""
    return render(request, "rules.html", answer=answer, body=Markup(to_html(body)))


def routes() -> list[Route]:
    both = ["GET", "POST"]
    return [
        Route("/", home),
        Route("/language", pick_language, methods=["POST"]),
        Route("/check", check_page, methods=both),
        Route("/game", game_list, methods=both),
        Route("/game/{ident}", game_page, methods=both),
        Route("/game/{ident}/panel", game_panel),
        Route("/game/{ident}/seat", seat_page, methods=["POST"]),
        Route("/game/{ident}/rematch", rematch, methods=["POST"]),
        Route("/game/{ident}/computer", computer_move, methods=["POST"]),
        Route("/referee/{path:path}", made_page, methods=both),
        Route("/rules/{game}", rules_page),
        Route("/make", make_list),
        Route("/make/{kit}", make_kit, methods=both),
        Route("/make/{kit}/preview", make_preview, methods=["POST"]),
    ]


HELPERS["kit_summary"] = kit_summary
HELPERS["referee_links"] = referee_links
