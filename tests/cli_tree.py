"""The CLI's command tree, for tests that look at every command."""

from __future__ import annotations

from typing import Any

from kitgen.cli.app import command_tree


def leaf_commands() -> dict[str, Any]:
    """Every runnable command of the CLI (a click command), by its path after ``kitgen``."""
    root = command_tree()
    found: dict[str, Any] = {}

    def walk(cmd: Any, path: str) -> None:
        subs = getattr(cmd, "commands", None)
        if subs:
            for name, sub in subs.items():
                walk(sub, f"{path} {name}".strip())
        else:
            found[path] = cmd

    walk(root, "")
    return found
