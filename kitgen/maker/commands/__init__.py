"""What each kit command builds: its options (one dataclass), its conflicts, its builder.

Every module here has ``OPTIONS`` (the settings dataclass, see ``kitgen.maker.options``),
``CONFLICTS`` (its table of options that do not go together) and ``build(options, out)``
returning :class:`kitgen.maker.output.Made`. ``kitgen.make(command, ...)`` finds the module
in :data:`COMMANDS`; the command line's kit commands are generated from the same modules.
"""

from kitgen.core.messages import N_

#: The kit command path (as typed after ``kitgen``) -> its module.
COMMANDS: dict[str, str] = {
    "board binary": "kitgen.maker.commands.board_binary",
    "board icecream": "kitgen.maker.commands.board_icecream",
    "calibrate 3d": "kitgen.maker.commands.calibrate_3d",
    "calibrate duplex": "kitgen.maker.commands.calibrate_duplex",
    "calibrate laser": "kitgen.maker.commands.calibrate_laser",
    "tiles": "kitgen.maker.commands.tiles",
    "racks": "kitgen.maker.commands.racks",
    "cards binary": "kitgen.maker.commands.cards.binary",
    "cards icecream": "kitgen.maker.commands.cards.icecream",
    "cards staeda": "kitgen.maker.commands.cards.staeda",
    "cards reference": "kitgen.maker.commands.cards.reference",
    "cards all": "kitgen.maker.commands.cards.all_games",
    "cards score-sheets": "kitgen.maker.commands.cards.score_sheets",
    "tokens": "kitgen.maker.commands.tokens",
    "puzzles": "kitgen.maker.commands.puzzles",
}

#: The help of the kit command groups without a module of their own (``kitgen board``,
#: ``kitgen calibrate``; ``kitgen cards`` has ``kitgen.maker.commands.cards.HELP``).
GROUPS: dict[str, str] = {
    "board": N_("Game boards: a poster across several pages, one reference page, or a laser file."),
    "calibrate": N_(
        "Calibration sheets: print one, read it, and give what you read to the print commands "
        "(e.g. --back-offset for duplex backs)."
    ),
}
