"""One wording for the parser's usage errors, like kitgen's own: what is wrong — how to fix it.

The parser (typer's click) words its errors its own way ("Invalid value for '--pages': -1 is
not in the range 1<=x<=50."). :func:`usage_message` rewords the common ones so that a typo
in an option reads like every other kitgen error, and always says where the help is.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from kitgen.core.errors import cited, shown
from kitgen.core.messages import N_, _, quoted

#: The parser's own sentences this module rewords.
_NO_COMMAND = re.compile(r"No such command '(?P<name>.*)'\.(?: Did you mean '(?P<near>.*)'\?)?$")
_RANGE = re.compile(r"(?P<value>.*) is not in the range (?P<range>.*)\.$")
_NOT_A = re.compile(r"(?P<value>'.*') is not a valid (?P<kind>integer|int|float)( range)?\.$")
_FOLDER = re.compile(r"(?:File|Path|Directory) '(?P<path>.*)' is a directory\.$")
_MISSING_FILE = re.compile(r"(?:File|Path|Directory) '(?P<path>.*)' does not exist\.$")
_A_FILE = re.compile(r"(?:File|Path|Directory) '(?P<path>.*)' is a file\.$")
_UNREADABLE = re.compile(r"(?:File|Path|Directory) '(?P<path>.*)' is not readable\.$")
_UNWRITABLE = re.compile(r"(?:File|Path|Directory) '(?P<path>.*)' is not writable\.$")
_COMMAND_WORD = re.compile(r"[a-z][a-z-]+$")
_EXTRA = re.compile(r"Got unexpected extra argument(?:s|\(s\))? \((?P<args>.*)\)$")


def kinds(err: BaseException) -> set[str]:
    """The names of the classes ``err`` is an instance of (``{"NoSuchOption", "UsageError",
    ...}``): the parser's exception classes live in a private module of typer, so they are
    told apart by name rather than imported."""
    return {cls.__name__ for cls in type(err).__mro__}


def usage_message(err: Any, argv: Sequence[str]) -> str:
    """The one-line message for a usage error ``err`` raised on ``kitgen argv...``."""
    kind = kinds(err)
    command = _command_path(err, argv)
    see = _("see {help}", help=cited(f"{command} --help"))
    if "NoSuchOption" in kind:
        return _unknown_option(err, command)
    if "MissingParameter" in kind and err.param is not None:
        missing = (
            N_("missing option {name} — {see}")
            if err.param.param_type_name == "option"
            else N_("missing argument {name} — {see}")
        )
        return _(missing, name=_name(err.param), see=see)
    if "BadParameter" in kind and err.param is not None:
        return _bad_value(_name(err.param), err.message, see)
    if "BadOptionUsage" in kind and "requires" in err.message:
        return _("option {option} needs a value — {see}", option=err.option_name, see=see)
    if "BadOptionUsage" in kind and "does not take a value" in err.message:
        return _(
            "option {option} is a switch and takes no value — {see}",
            option=err.option_name,
            see=see,
        )
    found = _NO_COMMAND.match(err.message)
    if found:
        return _unknown_command(found, command)
    extra = _EXTRA.match(err.message)
    if extra:
        return _(
            "got unexpected extra argument(s) ({args}) — {see}", args=shown(extra["args"]), see=see
        )
    if err.message == "Missing command.":
        return _("missing command — see {help} for the commands", help=cited(f"{command} --help"))
    message = err.format_message()
    return _(
        "{problem} — {see}",
        problem=shown(f"{message[:1].lower()}{message[1:].rstrip('.')}", 300),
        see=see,
    )


def _unknown_option(err: Any, command: str) -> str:
    """``unknown option '--papr'`` with the options it may have meant."""
    near = _or_list(list(err.possibilities or [])[:3])
    if near:
        return _(
            "unknown option {option} — see {help} for the options (did you mean {near}?)",
            option=quoted(shown(err.option_name)),
            help=cited(f"{command} --help"),
            near=near,
        )
    return _(
        "unknown option {option} — see {help} for the options",
        option=quoted(shown(err.option_name)),
        help=cited(f"{command} --help"),
    )


def _unknown_command(found: re.Match[str], command: str) -> str:
    """``unknown command 'gam'`` with the command it may have meant."""
    if found["near"]:
        return _(
            "unknown command {name} — see {help} for the commands (did you mean {near}?)",
            name=quoted(shown(found["name"])),
            help=cited(f"{command} --help"),
            near=quoted(found["near"]),
        )
    return _(
        "unknown command {name} — see {help} for the commands",
        name=quoted(shown(found["name"])),
        help=cited(f"{command} --help"),
    )


def _bad_value(name: str, message: str, see: str) -> str:
    """``--pages -1 is out of range — give 1 to 50`` and kin."""
    found = _RANGE.match(message)
    if found:
        return _(
            "{flag} {value} is out of range — give {give}",
            flag=name,
            value=shown(found["value"]),
            give=_range(found["range"]),
        )
    found = _NOT_A.match(message)
    if found:
        message = (
            N_("{flag} {value} is not a number — {give}")
            if found["kind"] == "float"
            else N_("{flag} {value} is not a whole number — {give}")
        )
        return _(message, flag=name, value=found["value"], give=see)
    found = _FOLDER.match(message)
    if found:
        return _(
            "{flag} {path} is a folder — give the path of a file", flag=name, path=found["path"]
        )
    found = _MISSING_FILE.match(message)
    if found:
        return _("{flag} {path} not found — check the path", flag=name, path=found["path"])
    found = _A_FILE.match(message)
    if found:
        return _(
            "{flag} {path} is a file — give the path of a folder", flag=name, path=found["path"]
        )
    found = _UNREADABLE.match(message) or _UNWRITABLE.match(message)
    if found:
        return _(
            "{flag} {path} cannot be used: kitgen may not read or write it — check its permissions",
            flag=name,
            path=found["path"],
        )
    problem = f"{message[:1].lower()}{message[1:].rstrip('.')}"
    return _("{flag}: {problem} — {see}", flag=name, problem=problem, see=see)


def _range(text: str) -> str:
    """Click's ``1<=x<=50`` as ``1 to 50``; ``x>=1`` as ``1 or more``; ``x<=5`` as ``at most 5``."""
    both = re.fullmatch(r"(\S+?)<=?x<=?(\S+)", text)
    if both:
        return _("{low} to {high}", low=both[1], high=both[2])
    low = re.fullmatch(r"x>=?(\S+)", text)
    if low:
        return _("{low} or more", low=low[1])
    high = re.fullmatch(r"x<=?(\S+)", text)
    if high:
        return _("at most {high}", high=high[1])
    return text


def _name(param: Any) -> str:
    """An option by its first flag (``--pages``), an argument by its placeholder (``FILE``)."""
    if param.param_type_name == "option" and param.opts:
        return str(param.opts[0])
    from kitgen.cli.helptext import metavar

    return metavar(str(param.metavar or param.human_readable_name).strip("[]").upper())


def _or_list(names: list[str]) -> str:
    quoted_names = [quoted(n) for n in names]
    if len(quoted_names) < 2:
        return "".join(quoted_names)
    return _("{names} or {last}", names=", ".join(quoted_names[:-1]), last=quoted_names[-1])


def _command_path(err: Any, argv: Sequence[str]) -> str:
    """``kitgen tiles``: from the parser's context, else the command words that start argv."""
    ctx = getattr(err, "ctx", None)
    if ctx is not None:
        return str(ctx.command_path)
    words = ["kitgen"]
    for arg in argv[:3]:
        if not _COMMAND_WORD.match(arg):
            break
        words.append(arg)
    return " ".join(words)
