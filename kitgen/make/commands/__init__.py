"""What each kit command builds: its options (one dataclass), its conflicts, its builder.

Every module here has ``OPTIONS`` (the settings dataclass, see ``kitgen.make.options``),
``CONFLICTS`` (its table of options that do not go together) and ``build(options, out)``
returning :class:`kitgen.make.output.Made`. ``kitgen.make(command, ...)`` finds the module
in :data:`COMMANDS`; the command line's kit commands are generated from the same modules.
"""

#: The kit command path (as typed after ``kitgen``) -> its module.
COMMANDS: dict[str, str] = {
    "board binary": "kitgen.make.commands.board_binary",
    "board icecream": "kitgen.make.commands.board_icecream",
    "calibrate duplex": "kitgen.make.commands.calibrate_duplex",
    "calibrate laser": "kitgen.make.commands.calibrate_laser",
    "tiles": "kitgen.make.commands.tiles",
    "cards binary": "kitgen.make.commands.cards.binary",
    "cards icecream": "kitgen.make.commands.cards.icecream",
    "cards staeda": "kitgen.make.commands.cards.staeda",
    "cards reference": "kitgen.make.commands.cards.reference",
    "cards all": "kitgen.make.commands.cards.all_games",
    "cards score-sheets": "kitgen.make.commands.cards.score_sheets",
    "tokens": "kitgen.make.commands.tokens",
}
