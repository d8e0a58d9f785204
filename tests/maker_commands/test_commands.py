"""``kitgen.maker.commands``: the kit commands' table and the contract of each module, and the
laser answer every laser command returns (``laser_report``), worked out by hand."""

from __future__ import annotations

import dataclasses
import importlib
import pkgutil
from pathlib import Path

import pytest

import kitgen.maker.commands as package
from kitgen.maker.commands import COMMANDS, GROUPS
from kitgen.maker.commands.laser import laser_report
from kitgen.maker.laser import BEDS, CUT_PAINT, LaserJob
from kitgen.maker.laser.material import LayerSetting, Material
from kitgen.maker.laser.settings import LaserSettings
from kitgen.maker.options import Excludes, Needs
from kitgen.maker.output import Made, Output
from kitgen.maker.scene import Page, Rect

#: The modules of the package that are not a command: the laser report, the cards' package.
HELPERS = {"kitgen.maker.commands.laser", "kitgen.maker.commands.cards"}


def _modules() -> list[str]:
    return [
        info.name
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")
        if info.name not in HELPERS
    ]


def test_every_command_module_is_in_the_table_and_nothing_else() -> None:
    assert sorted(COMMANDS.values()) == sorted(_modules())
    # the groups are the first words of the two-word commands that have no module of their own
    two_words = {key.split()[0] for key in COMMANDS if " " in key}
    assert set(GROUPS) == two_words - {"cards"}


def _options(command: str) -> set[str]:
    module = importlib.import_module(COMMANDS[command])
    return {f.name for f in dataclasses.fields(module.OPTIONS)}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_each_command_has_options_conflicts_and_a_builder(command: str) -> None:
    module = importlib.import_module(COMMANDS[command])
    assert dataclasses.is_dataclass(module.OPTIONS)
    assert module.OPTIONS.__dataclass_params__.frozen
    assert callable(module.build)
    assert all(isinstance(c, Needs | Excludes) and c.message.strip() for c in module.CONFLICTS)


def test_every_conflict_can_fire_in_a_command_that_has_it() -> None:
    """A conflict names options by their field names: a typo, or a table given to commands
    that lack one side of it, would never refuse anything. (The family tables, such as
    ``PIECE_CONFLICTS``, are shared on purpose: each entry needs one command it fits.)"""
    fits: dict[Needs | Excludes, list[str]] = {}
    for command in COMMANDS:
        fields = _options(command)
        for conflict in importlib.import_module(COMMANDS[command]).CONFLICTS:
            if isinstance(conflict, Needs):
                one, others = conflict.needs, conflict.options
            else:
                one, others = conflict.first, conflict.others
            named = [name.split("=")[0] for name in others]
            can_fire = one.split("=")[0] in fields and any(n in fields for n in named)
            fits.setdefault(conflict, [])
            if can_fire:
                fits[conflict].append(command)
    assert len(fits) > 10
    assert [c for c, commands in fits.items() if not commands] == []


def _material() -> Material:
    layers = {
        "cut-outer": LayerSetting(10.0, 60),
        "cut-inner": LayerSetting(10.0, 60),
        "score": LayerSetting(40.0, 15),
        "engrave": LayerSetting(200.0, 20),
    }
    return Material("test", "", 0.1, layers)


def test_the_laser_answer_adds_up_the_sheets_by_hand(tmp_path: Path) -> None:
    # two sheets, each one 100 x 50 mm outline: 300 mm of cut at 10 mm/s = 30 s a sheet
    page = Page(300.0, 200.0, (Rect(10.0, 10.0, 100.0, 50.0, CUT_PAINT, role="cut"),))
    bed = BEDS["k40"]
    job = LaserJob((page, page), (300.0, 300.0), ((), ()), bed, 0.1, False)
    settings = LaserSettings(bed, 0.1, 5.0, _material())
    made = laser_report([job], settings, Output(tmp_path), {"fit_mm": 0.15}, "a note")
    assert isinstance(made, Made)
    figures = made.figures
    assert figures["sheets"] == 2
    assert figures["cut_time_s"] == 60.0
    assert figures["score_time_s"] == 0.0 and figures["engrave_time_s"] == 0.0
    assert figures["kerf_mm"] == 0.1 and figures["bed"] == "k40"
    assert figures["bed_mm"] == [300.0, 200.0]
    assert figures["shared_edges"] is False and figures["fit_mm"] == 0.15
    assert made.notes[0] == "a note"
    assert made.notes[1] == (
        "2 sheets of 300 × 200 mm (k40), kerf 0.1 mm, every outline cut on its own"
    )
    assert made.notes[2].startswith("cut 0.60 m at 10 mm/s: 1 min 0 s; score 0.00 m")
