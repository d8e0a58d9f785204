"""The pages: server-rendered HTML (Jinja2, every value escaped), a little script on top.

Each page's forms post to the page itself and work without script; with it, ``app.js``
sends them in the background (``X-Fragment: 1``) and puts the answer into the page's
status element. The house-rule panels and the kit maker's forms are generated from the
option declarations (:func:`fields`), the same ones the command line's options are.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from kitgen.core import games
from kitgen.core.errors import KitgenError, cited
from kitgen.core.helptexts import translated
from kitgen.core.messages import N_, _, language, language_asked
from kitgen.core.options import Declared, check_value
from kitgen.core.wording import unit_word
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
    what: str = ""  # what a choice chooses: the context of its values' words
    low: float | None = None
    high: float | None = None
    unit: str = ""
    flag: str = ""
    panel: str = ""
    required: bool = False
    step: str = "any"
    hint: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    #: The switch's field without which this one means nothing (off until it is on).
    only_with: str = ""


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
        what=declared.what,
        low=opt.low,
        high=opt.high,
        unit=unit_word(opt.unit) if opt.unit else opt.unit,
        flag=flag,
        panel=opt.panel,
        step="1" if opt.kind == "whole" else "any",
        only_with=opt.only_with,
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
        named = labels or labels_of(path)
        label = named.get(outcome.missing)
        if label:
            message = _("Fill in {field} first", field=cited(_(label)))
        else:
            message = labelled(outcome.message, named)
        return Result(path, error=message, status=outcome.status, asked=values)
    found = outcome.answer
    return Result(path, found.as_json(), found.text, asked=values, ident=outcome.ident)


def labelled(message: str, labels: Mapping[str, str]) -> str:
    """``message`` with the command line's options it names (``--left``, ``--not-cracked``)
    named as the page's form names its fields, by their labels ("check 'What the others
    have left, NAME=TILES, one a line'"): a phone shows no command line. In one pass: a
    label that names an option itself ("With --setter: show the hidden secret.") is kept
    as it is, not named again."""
    named = {"--" + key.replace("_", "-"): label for key, label in labels.items()}
    if not named:
        return message
    flags = "|".join(map(re.escape, named))
    return re.sub(f"({flags})(?![\\w-])", lambda m: cited(_(named[m.group(1)])), message)


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

    lang = language()
    html = page.render(request=request, csrf=request.scope["state"]["csrf"], lang=lang,
                       table_lang=state.store.table_language() or "", verdict=verdict,
                       phone_lang=request.cookies.get(LANG_COOKIE, "")[:20],
                       **HELPERS, **context)  # fmt: skip
    # its language said (a page's script compares the parts it fetches with its own)
    return HTMLResponse(html, status, headers={"content-language": lang})


#: What the templates call besides ``_`` and ``n_``: the script's plurals, a form field from
#: its declaration; a game's pages add their own (the binary game's: the computer's levels).
HELPERS: dict[str, Any] = {"script_plural": seats.script_plural, "own_field": own_field}


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


def to_seat(where: str, form: Mapping[str, str], players: Collection[str]) -> Response:
    """303 to the page ``where`` (a rematch started), taking this phone to the seat its
    form names (``seat``) when that is one of ``players``."""
    from urllib.parse import quote

    seat = form.get("seat", "")[: seats.MAX_SEAT]
    return RedirectResponse(where + (f"#seat={quote(seat)}" if seat in players else ""), 303)


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


async def form_action(request: Request, actions: dict[str, str], **ids: str) -> Result | None:
    """A posted form's action (the first of ``actions`` unless the form names another) run
    on its fields and ``ids`` (the page's game or match); None for a GET."""
    if request.method != "POST":
        return None
    form = await form_of(request)
    return await run_form(web(request), action_of(actions, form), {**form, **ids})


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
        Route("/referee/{path:path}", made_page, methods=both),
        Route("/rules/{game}", rules_page),
        Route("/make", make_list),
        Route("/make/{kit}", make_kit, methods=both),
        Route("/make/{kit}/preview", make_preview, methods=["POST"]),
    ]


HELPERS["kit_summary"] = kit_summary
HELPERS["referee_links"] = referee_links
