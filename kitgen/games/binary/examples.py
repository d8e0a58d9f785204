"""The binary game's ``--help`` examples (its record's ``examples``): its own commands' lines
and those it adds to the shared ones (the format: :mod:`kitgen.core.examples`)."""

from __future__ import annotations

# Text data, alike in shape with the other games' examples on purpose (``duplicates`` pairs
# them): each game's own lines, kept in its package so that a new game brings its own.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "tiles": (
        "kitgen tiles --backs",
        "kitgen tiles --laser --no-shared-edges --bed glowforge --kerf 0.15",
        "kitgen tiles --print-then-cut silhouette --mark-inset 15.875",
    ),
    "racks": (
        "kitgen racks --3d --preview",
        "kitgen racks --laser --thickness 3.2 --bed glowforge",
        "kitgen racks --3d --count 2 --printer ender3",
    ),
    "board binary": (
        "kitgen board binary",
        "kitgen board binary --single-page --paper letter --preview",
        "kitgen board binary --laser --bed lightburn-600x400",
    ),
    "cards binary": (
        "kitgen cards binary --order left",
        "kitgen cards binary --order left --no-padding --lang nl",
        "kitgen cards binary --texts cards-binary-nl --size poker",
    ),
    "cards reference": (
        "kitgen cards reference --lang ru",
        "kitgen cards reference --paper letter",
    ),
    "check": (
        "kitgen check '100 AND 1 = 101'",
        "kitgen check --explain '1+1×10=11'",
        "kitgen check --json '1000×11=11000'",
    ),
    "game new": (
        'kitgen game new night.json --players "Ann,Bob"',
        "kitgen game new xor.json --spec tiles-xor",
    ),
    "game play": (
        'kitgen game play night.json "8H 1+1=10"',
        'kitgen game play night.json "H6 1=." --player Bob',
    ),
    "game score": (
        'kitgen game score night.json "H6 1=."',
        'kitgen game score night.json "M6 0=." --json',
    ),
    "game show": (
        "kitgen game show night.json",
        "kitgen game show night.json --png night.png",
    ),
    "game undo": (
        "kitgen game undo night.json",
        "kitgen game undo night.json --json",
    ),
    "game moves": (
        "kitgen game moves night.json --rack 1,1,0,=,+,×,1,0,=",
        'kitgen game moves night.json --rack "1 0 = + ? 1" --check "9H 1=1"',
        "kitgen game moves night.json --rack 1,0,=,+ --all --json",
    ),
    "game bot": (
        "kitgen game bot night.json --rack 1,1,0,=,+,×,1,0,=",
        'kitgen game bot night.json --rack "1 0 = + ? 1" --level strong --play',
    ),
    "game exchange": (
        "kitgen game exchange night.json 3",
        "kitgen game exchange night.json 9 --json",
    ),
    "game pass": (
        "kitgen game pass night.json",
        "kitgen game pass night.json --player Bob",
    ),
    "game end": (
        'kitgen game end night.json --left "Ann=1,0,?"',
        'kitgen game end night.json --went-out Bob --left "Ann=?,0,1" --json',
    ),
    "lab binary": (
        "kitgen lab binary --games 200 --seed 7",
        'kitgen lab binary --versus "--endgame standard" --plot end.png',
        "kitgen lab binary --bots strong,greedy --games 200 --json",
    ),
    "rules": ("kitgen rules binary",),
    "puzzles": ("kitgen puzzles binary --size sheet --paper letter --lang nl",),
    "schema": ("kitgen schema check",),
    "templates copy": (
        "kitgen templates copy tiles-xor",
        "kitgen templates copy cards-binary-nl my-cards",
    ),
}

GROUP_EXAMPLES: dict[str, tuple[str, ...]] = {
    "": ("kitgen check '1+1=10'",),
    "board": ("kitgen board binary",),
    "cards": ("kitgen cards binary --lang nl",),
    "game": (
        'kitgen game new night.json --players "Ann,Bob"',
        'kitgen game play night.json "8H 1+1=10"',
    ),
    "lab": ("kitgen lab binary --games 200",),
    "templates": ("kitgen templates copy tiles-xor",),
}
