"""The examples at the end of every command's ``--help`` (most are the README's): text data,
like the help texts (:mod:`kitgen.core.helptexts`).

The command lines are kept as typed in every language; only the heading above them is
translated (``kitgen.cli.helptext`` hangs them on the command tree when a help page is
printed, never for a run).
"""

from __future__ import annotations

from kitgen.core.speech import N_

#: The heading of the examples block.
HEADING = N_("Examples:")
#: Command path (after ``kitgen``) -> two or three command lines that work as written, each
#: short enough (at most 75 characters) to show unwrapped in an 80-column terminal.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "serve": (
        "kitgen serve",
        "kitgen serve --lan --port 8080",
        "kitgen serve --data games --token my-table-token",
    ),
    "tiles": (
        "kitgen tiles --backs",
        "kitgen tiles --laser --no-shared-edges --bed glowforge --kerf 0.15",
        "kitgen tiles --print-then-cut silhouette --mark-inset 15.875",
    ),
    "tokens": (
        "kitgen tokens --backs --pegs --preview",
        "kitgen tokens --token-size 25.4",
        "kitgen tokens --print-then-cut cricut --pegs",
    ),
    "racks": (
        "kitgen racks --3d --preview",
        "kitgen racks --laser --thickness 3.2 --bed glowforge",
        "kitgen racks --3d --count 2 --printer ender3",
    ),
    "puzzles": (
        "kitgen puzzles 24 --count 24 --level 2",
        "kitgen puzzles code --mode easy --size sheet --answers separate",
        "kitgen puzzles binary --size sheet --paper letter --lang nl",
    ),
    "tournament new": (
        "kitgen tournament new class.json --players Ann,Bob,Cy,Dee,Eve --game staeda",
        "kitgen tournament new pairs.json --players Ann,Bob,Cy,Dee --rounds double",
    ),
    "tournament round": (
        'kitgen tournament round class.json --result "Ann-Bob 1-0"',
        'kitgen tournament round class.json --result "Eve-Cy ½-½" --json',
    ),
    "tournament show": (
        "kitgen tournament show class.json",
        "kitgen tournament show class.json --sheet wall.pdf",
    ),
    "board binary": (
        "kitgen board binary",
        "kitgen board binary --single-page --paper letter --preview",
        "kitgen board binary --laser --bed lightburn-600x400",
    ),
    "board icecream": (
        "kitgen board icecream --paper letter",
        "kitgen board icecream --laser --kerf 0.15",
    ),
    "build": (
        "kitgen build",
        "kitgen build icecream --json",
        "kitgen build all --paper letter",
    ),
    "cards binary": (
        "kitgen cards binary --order left",
        "kitgen cards binary --order left --no-padding --lang nl",
        "kitgen cards binary --texts cards-binary-nl --size poker",
    ),
    "cards icecream": (
        "kitgen cards icecream",
        "kitgen cards icecream --mode easy --repeats --lang et --size poker",
    ),
    "cards staeda": (
        "kitgen cards staeda --whole-numbers --lang is --size tarot",
        "kitgen cards staeda --lang en --paper letter",
    ),
    "calibrate duplex": (
        "kitgen calibrate duplex --paper letter",
        "kitgen calibrate duplex --back-offset 1.5,-0.5",
        "kitgen calibrate duplex --readings 0.5,-0.25,-0.5,0.25",
    ),
    "calibrate laser": (
        "kitgen calibrate laser",
        "kitgen calibrate laser --thickness 3.2 --kerf 0.15",
    ),
    "calibrate 3d": (
        "kitgen calibrate 3d",
        "kitgen calibrate 3d --printer a1-mini --slicer bambu",
    ),
    "cards all": (
        "kitgen cards all",
        "kitgen cards all --size poker --paper letter",
    ),
    "cards reference": (
        "kitgen cards reference --lang ru",
        "kitgen cards reference --paper letter",
    ),
    "cards score-sheets": (
        "kitgen cards score-sheets",
        "kitgen cards score-sheets staeda --columns 6 --pages 2",
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
        'kitgen game end night.json --left "Ann=1,0,×"',
        'kitgen game end night.json --went-out Bob --left "Ann=1,?"',
    ),
    "code feedback": (
        "kitgen code feedback --mode easy 1234 2211",
        "kitgen code feedback --mode hard --repeats --json red,pink,brown,brown 3311",
    ),
    "code validate": (
        "kitgen code validate --mode hard --repeats 1133",
        "kitgen code validate --mode medium strawberry,pink,chocolate",
    ),
    "code audit": (
        "kitgen code audit --mode hard --played 1234=1,1 --played 5612=0,2",
        "kitgen code audit --secret 3564 --played 1234=1,1 --played 5612=1,1",
    ),
    "code hint": (
        "kitgen code hint --mode hard --played 1234=1,1 --played 5612=0,2",
        "kitgen code hint --flavours 6 --length 4 --feedback counts --any-repeats",
    ),
    "code score": (
        "kitgen code score --mode easy --cracked-on 5 --json",
        "kitgen code score --mode hard --not-cracked",
    ),
    "code strategy": (
        "kitgen code strategy --mode hard --repeats",
        "kitgen code strategy --mode easy --json",
    ),
    "code bot": (
        "kitgen code bot 1234",
        "kitgen code bot --mode easy --level random --seed 7",
        "kitgen code bot --setter --seed 4711 --guess 1234 --guess 5612",
    ),
    "code match new": (
        "kitgen code match new match.json --players Ann,Bo --first-setter Bo",
        "kitgen code match new match.json --player Ann --player Bo --rounds 10",
    ),
    "code match round": (
        "kitgen code match round match.json --cracked-on 4",
        "kitgen code match round match.json --cracked-on 6 --guesser Bo",
    ),
    "code match show": (
        "kitgen code match show match.json",
        "kitgen code match show match.json --json",
    ),
    "staeda targets": (
        "kitgen staeda targets A 2 3",
        "kitgen staeda targets 3 4 5 --is 24",
        "kitgen staeda targets 3,4,5 --json",
    ),
    "staeda check": (
        'kitgen staeda check --target 24 --hand "3 A K" --table "7 2 5" "K*2+A+3"',
        'kitgen staeda check --target 24 --hand 6,A,3 --table 4,9,9 "6/(A-3/4)"',
        "kitgen staeda check --target 7 --hand 3,4 --table '' 3+4 --json",
    ),
    "staeda solve": (
        'kitgen staeda solve --target 35 --hand "A 2 3" --table "5 7 K"',
        'kitgen staeda solve --target 143 --hand "A 9 K" --table "Q J 10"',
    ),
    "staeda round": (
        "kitgen staeda round --target 7 --table '' --hand 'Ann=3 4' --claim Ann:3+4",
        "kitgen staeda round --target 7 --table 5 --hand Bo=2 --claim Bo:5+2 --json",
    ),
    "staeda over": (
        'kitgen staeda over --target 35 --target-cards "3 4 5"',
        'kitgen staeda over --target 24 --kept "A 2 3" --json',
    ),
    "staeda bot": (
        'kitgen staeda bot --target 24 --hand "3 A K" --table "7 2 5"',
        "kitgen staeda bot --target 35 --hand A,2,3 --table 5,7,K --level cautious",
    ),
    "lab binary": (
        "kitgen lab binary --games 200 --seed 7",
        'kitgen lab binary --versus "--endgame standard" --plot end.png',
        "kitgen lab binary --bots strong,greedy --games 200 --json",
    ),
    "lab icecream": (
        "kitgen lab icecream --games 1000",
        'kitgen lab icecream --mode hard --versus "--repeats" --plot hard.png',
    ),
    "lab staeda": (
        "kitgen lab staeda --deals 2000 --games 50",
        'kitgen lab staeda --games 0 --versus "--whole-numbers"',
    ),
    "rules": (
        "kitgen rules binary",
        "kitgen rules staeda --json",
    ),
    "templates list": (
        "kitgen templates list",
        "kitgen templates list --json",
    ),
    "templates copy": (
        "kitgen templates copy tiles-xor",
        "kitgen templates copy cards-binary-nl my-cards",
    ),
    "schema": (
        "kitgen schema",
        "kitgen schema check",
        "kitgen schema code match show",
    ),
}


#: The same for ``kitgen --help`` ("") and each command group's help: a first taste of the
#: commands under it, each of which shows more.
GROUP_EXAMPLES: dict[str, tuple[str, ...]] = {
    "": (
        "kitgen build",
        "kitgen check '1+1=10'",
        "kitgen code feedback --mode easy 1234 2211",
    ),
    "board": (
        "kitgen board binary",
        "kitgen board icecream --paper letter",
    ),
    "calibrate": (
        "kitgen calibrate duplex",
        "kitgen calibrate duplex --back-offset 1.5,-0.5",
        "kitgen calibrate laser --thickness 3.2",
    ),
    "cards": (
        "kitgen cards all",
        "kitgen cards binary --lang nl",
    ),
    "code": (
        "kitgen code feedback --mode easy 1234 2211",
        "kitgen code hint --mode hard --played 1234=1,1 --played 5612=0,2",
    ),
    "code match": (
        "kitgen code match new match.json --players Ann,Bo",
        "kitgen code match show match.json",
    ),
    "game": (
        'kitgen game new night.json --players "Ann,Bob"',
        'kitgen game play night.json "8H 1+1=10"',
    ),
    "lab": (
        "kitgen lab binary --games 200",
        'kitgen lab staeda --versus "--whole-numbers"',
    ),
    "templates": (
        "kitgen templates list",
        "kitgen templates copy tiles-xor",
    ),
    "tournament": (
        "kitgen tournament new class.json --players Ann,Bob,Cy,Dee,Eve --game staeda",
        'kitgen tournament round class.json --result "Ann-Bob 1-0"',
    ),
    "staeda": (
        "kitgen staeda targets 3 4 5",
        'kitgen staeda solve --target 35 --hand "A 2 3" --table "5 7 K"',
    ),
}
