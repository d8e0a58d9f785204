"""The API's OpenAPI description (``/openapi.json``) and its docs page (``/docs``).

Both are made from the endpoint table (:mod:`kitgen.web.commands`): each request body's
properties from the command's own arguments and its option declarations, each answer from
the shipped JSON Schema of the command's ``--json`` (``kitgen schema``). The docs page is
plain HTML rendered here (no script, nothing from a CDN).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from starlette.requests import Request
from starlette.responses import Response

from kitgen.core.helptexts import translated
from kitgen.core.messages import _, language, languages
from kitgen.core.options import Declared
from kitgen.web import commands
from kitgen.web.state import json_response

_TYPES = {"text": "string", "game": "string", "match": "string", "whole": "integer",
          "switch": "boolean", "names": "array"}  # fmt: skip


def _param_schema(param: commands.Param) -> dict[str, Any]:
    if param.declared is not None:
        found = _option_schema(param.declared)
        if param.name == "players":  # "Ann,Bob" as on the command line, or the names
            found.update(type=["string", "array"], items={"type": "string"})
        return found
    schema: dict[str, Any] = {"type": _TYPES[param.kind], "description": translated(param.help)}
    if param.kind == "names":
        schema["items"] = {"type": "string"}
    if param.kind in ("game", "match"):
        schema["pattern"] = "^[a-z2-7]{16}$"
    if param.default is not None:
        schema["default"] = param.default
    return schema


def _option_schema(declared: Declared) -> dict[str, Any]:
    opt = declared.option
    shown = (opt.metavar or declared.name.upper()) if opt.argument else declared.flag
    schema: dict[str, Any] = {"description": translated(opt.help) + f" ({shown})"}
    if opt.kind == "choice":
        schema.update(type="string", enum=list(opt.choices))
    elif opt.kind in ("number", "whole"):
        schema.update(type="number" if opt.kind == "number" else "integer",
                      minimum=opt.low, maximum=opt.high)  # fmt: skip
    elif opt.kind == "switch":
        schema["type"] = "boolean"
    elif opt.kind == "names":
        schema.update(type="array", items={"type": "string"}, maxItems=opt.items)
    elif opt.kind == "pair":
        schema.update(type="string", pattern=r"^-?[0-9.]+(,-?[0-9.]+)+$")
    else:
        schema.update(type="string", maxLength=opt.max_length)
    default = declared.default
    if default is not None and default != () and not isinstance(default, tuple):
        schema["default"] = default
    return schema


def request_schema(command: commands.Command) -> dict[str, Any]:
    properties = {p.name: _param_schema(p) for p in command.params}
    properties.update({name: _option_schema(d) for name, d in command.options.items()})
    for old, (new, _both) in command.renamed.items():  # taken for a release, with a warning
        said = commands.deprecations(command, {old: None})[0]
        properties[old] = {**properties[new], "description": said, "deprecated": True}
    said = _("The language of the answer's texts (--lang).")
    properties["lang"] = {"enum": list(languages()), "description": said}
    schema: dict[str, Any] = {"type": "object", "properties": properties,
                              "additionalProperties": False}  # fmt: skip
    required = [p.name for p in command.params if p.required] + list(command.needs)
    if required:
        schema["required"] = required
    return schema


def openapi() -> dict[str, Any]:
    """The OpenAPI 3.1 description of every endpoint, in the language in use."""
    from kitgen.core.games import names

    return _openapi(language(), names(), languages())


@cache
def _openapi(lang: str, games: tuple[str, ...], every: tuple[str, ...]) -> dict[str, Any]:
    """The description in ``lang`` with ``games`` registered and the languages ``every``
    (each made once)."""
    from kitgen.api import schemas

    paths: dict[str, Any] = {}
    components: dict[str, Any] = {"error": _strip(schemas.load("error"))}
    error = {"application/json": {"schema": {"$ref": "#/components/schemas/error"}}}
    for path, command in commands.commands().items():
        if command.answers == "kit":
            ok = {"description": _("The files made, as one zip."),
                  "content": {"application/zip": {"schema": {"type": "string",
                                                             "format": "binary"}}}}  # fmt: skip
        else:
            name = schemas.schema_name(path)
            components.setdefault(name, _strip(schemas.load(path)))
            ok = {"description": _("The command's --json answer (kitgen schema {command}).",
                                   command=path),
                  "content": {"application/json": {
                      "schema": {"$ref": f"#/components/schemas/{name}"}}}}  # fmt: skip
        paths["/api/" + path.replace(" ", "/")] = {
            "post": {
                "summary": _(command.summary),
                "operationId": path.replace(" ", "_").replace("-", "_"),
                "requestBody": {"required": True, "content": {
                    "application/json": {"schema": request_schema(command)}}},
                "responses": {
                    "200": ok,
                    "400": {"description": _("Bad input: the command line's error."),
                            "content": error},
                    "401": {"description": _("No token, or a wrong one.")},
                    "413": {"description": _("The body is over 64 KB."), "content": error},
                    "503": {"description": _("Over the time limit, or too busy."),
                            "content": error},
                },
            }
        }  # fmt: skip
    return {
        "openapi": "3.1.0",
        "info": {"title": "kitgen", "version": _version(),
                 "description": _("Every referee and kit command of kitgen, as JSON.")},
        "components": {
            "schemas": components,
            "securitySchemes": {"token": {"type": "http", "scheme": "bearer"}},
        },
        "security": [{"token": []}],
        "paths": paths,
    }  # fmt: skip


def always_list(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else value


def _strip(schema: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k not in ("$schema", "$id")}


def _version() -> str:
    from importlib.metadata import version

    return version("kitgen")


async def openapi_json(request: Request) -> Response:
    return json_response(openapi())


async def docs_page(request: Request) -> Response:

    rows = []
    for path, command in commands.commands().items():
        schema = request_schema(command)
        fields = [
            (name, " | ".join(always_list(prop.get("type", ""))),
             name in schema.get("required", []),
             prop.get("description", ""), prop.get("enum"))
            for name, prop in schema["properties"].items()
        ]  # fmt: skip
        rows.append({"url": "/api/" + path.replace(" ", "/"), "path": path,
                     "summary": _(command.summary), "fields": fields,
                     "zip": command.answers == "kit"})  # fmt: skip
    from kitgen.web.pages import render

    return render(request, "docs.html", endpoints=rows)
