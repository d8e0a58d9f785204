"""`kitgen --help` and every command group's help end with examples too, that parse as written."""

from __future__ import annotations

import shlex

import pytest

from kitgen.cli.app import command_tree
from kitgen.core.examples import group_examples
from tests.cli_tree import leaf_commands

COMMANDS = leaf_commands()
GROUP_EXAMPLES = group_examples()  # the shared groups' and the shipped games'


def _groups() -> set[str]:
    found = {""}

    def walk(cmd, path: str) -> None:
        for name, sub in (getattr(cmd, "commands", None) or {}).items():
            if getattr(sub, "commands", None):
                found.add(f"{path} {name}".strip())
                walk(sub, f"{path} {name}".strip())

    walk(command_tree(), "")
    return found


def test_every_group_and_the_root_have_examples() -> None:
    assert set(GROUP_EXAMPLES) == _groups()
    assert max(len(line) for lines in GROUP_EXAMPLES.values() for line in lines) <= 75


@pytest.mark.parametrize("group", sorted(GROUP_EXAMPLES))
def test_group_help_ends_with_its_examples(kitgen, group) -> None:
    result = kitgen(*group.split(), "--help")
    assert result.code == 0
    tail = result.out[result.out.rindex("Examples:") :]
    shown = [line.strip() for line in tail.splitlines() if line.strip().startswith("$ kitgen")]
    assert shown == [f"$ {line}" for line in GROUP_EXAMPLES[group]]
    assert 2 <= len(shown) <= 3
    assert result.out.rstrip().endswith(shown[-1].split()[-1])  # nothing after the examples


@pytest.mark.parametrize(
    "line", [line for _, lines in sorted(GROUP_EXAMPLES.items()) for line in lines]
)
def test_every_group_example_names_a_command_and_parses(line) -> None:
    words = shlex.split(line)[1:]
    longest_first = sorted(COMMANDS, key=len, reverse=True)
    path = next(p for p in longest_first if words[: len(p.split())] == p.split())
    ctx = COMMANDS[path].make_context(f"kitgen {path}", words[len(path.split()) :])
    assert ctx.params is not None
