"""The kit commands' options, declared once (see ``kitgen.core.options``).

Each kit command's options are one frozen dataclass built from the groups here: the paper
options every print command has, the print-and-play options of the commands that print
pieces, and the laser options. The command line's flags, the keyword arguments of
``kitgen.make`` and the web forms all come from these fields; the conflicts between options
are one table per family (:data:`PIECE_CONFLICTS`), checked before any spec is loaded.

The field declarations are alike in shape (``duplicates`` pairs them) on purpose: each is
one option's own data (default, limits, unit, advice, help), written once; what options
share is said once (a group's help section by ``@panel``, the laser speeds by ``_speed``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, make_dataclass
from pathlib import Path
from typing import Any

from kitgen.core.errors import KitgenError
from kitgen.core.helptexts import filled
from kitgen.core.messages import N_, _, pN_
from kitgen.core.options import choice, number, pair, panel, path, switch, text, whole
from kitgen.maker.solid.printers import DEFAULT_PRINTER, PRINTER_PRESETS

PAPER_PANEL = N_("Paper")
PNP_PANEL = N_("Print and play")
LASER_PANEL = N_("Laser (with --laser)")
PRINT3D_PANEL = N_("3D printing (with --3d)")
PREVIEW_PANEL = N_("Previews")

PAPERS = ("a4", "letter")
LAYOUTS = ("sheet", "gutterfold")
CUTTERS = ("silhouette", "cricut")
FORMATS = ("svg", "lbrn2")
FORMATS_3D = ("3mf", "stl")
SLICERS = ("prusa", "bambu", "orca", "generic")
COLOURS = ("one", "layer", "multi")
RELIEFS = ("raised", "sunk")
#: The choices as a person reads them, marked for the catalogues
#: (:func:`kitgen.core.wording.choice_word`).
CHOICE_WORDS = (
    pN_("colour mode", "one"),
    pN_("colour mode", "layer"),
    pN_("colour mode", "multi"),
    pN_("layout", "sheet"),
    pN_("layout", "gutterfold"),
    pN_("relief", "raised"),
    pN_("relief", "sunk"),
)
SOFTWARE = ("lightburn", "k40-whisperer", "glowforge", "xtool")
BED_PRESETS = "k40 (300x200), glowforge (495x279), xtool-d1 (430x390), lightburn-600x400"


def _speed(help: str) -> Any:
    """A speed of the laser job's time estimate (cutting, scoring, engraving)."""
    return number(None, low=0.1, high=1000.0, unit="mm/s", help=help, metavar="MM/S")


#: mm: the shortest scale bar a calibration sheet takes (``--reference``).
SHORTEST_BAR = 40.0


def scale_bar(high: float, help: str) -> Any:
    """``--reference``, the length of a calibration sheet's scale bar (``calibrate laser``,
    ``calibrate 3d``: each its own longest bar and what the bar tells)."""
    return number(
        100.0,
        low=SHORTEST_BAR,
        high=high,
        unit="mm",
        give=N_("{low} to {high} mm (the longer, the finer the scale reading)"),
        help=help,
    )


@dataclass(frozen=True)
class SpecOption:
    spec: Path | None = path(
        None,
        help=N_(
            "Your own kit spec (a TOML file), or a shipped template's name (kitgen templates "
            "list), instead of the shipped kit."
        ),
    )


@panel(PAPER_PANEL)
@dataclass(frozen=True)
class PaperOptions:
    """Where and how a print command prints."""

    paper: str = choice("a4", PAPERS, help=N_("Paper size."))
    margin: float = number(
        5.0,
        low=0.0,
        high=50.0,
        unit="mm",
        give=N_("the printer margin, from {low} to {high} mm"),
        help=N_("Printer margin in mm: nothing is printed closer to the paper's edge."),
    )


@panel(PREVIEW_PANEL)
@dataclass(frozen=True)
class PreviewOptions:
    preview: bool = switch(
        False,
        help=N_("Also write a PNG of every page or laser sheet next to it (needs cairo)."),
    )
    dpi: float = number(
        100.0,
        low=10.0,
        high=1200.0,
        give=N_("{low} to {high} (100 is plenty for a preview)"),
        help=N_("Resolution of the PNG previews."),
        metavar="N",
    )


@panel(PNP_PANEL)
@dataclass(frozen=True)
class PrintAndPlayOptions:
    """How printed pieces become pieces: duplex backs, gutterfold, a vinyl cutter."""

    layout: str = choice(
        "sheet",
        LAYOUTS,
        help=N_(
            "sheet: pieces on their own pages (backs duplex with --backs); gutterfold: fronts "
            "on one half of each sheet, backs on the other, to fold, glue and cut (no duplex)."
        ),
    )
    print_then_cut: str | None = choice(
        None,
        CUTTERS,
        what="cutter",
        help=N_(
            "silhouette: pages with Studio's Type 1 registration marks to print, and a DXF "
            "(Studio Basic) and an SVG cut file each; cricut: transparent 300 dpi PNGs of "
            "Design Space's print-then-cut size to upload, and their SVG cut lines."
        ),
    )
    back_offset: tuple[float, ...] | None = pair(
        None,
        low=-5.0,
        high=5.0,
        items=3,
        unit="mm",
        give=N_(
            "-5 to 5 mm (and at most 2 degrees): a printer further off needs its paper guides set"
        ),
        help=N_(
            "Move every back by X,Y mm (as seen on the back page; may be negative, -5 to 5) "
            "and turn it DEG degrees clockwise about the page centre (-2 to 2). Read them off "
            "'kitgen calibrate duplex'."
        ),
        metavar="X,Y[,DEG]",
    )
    mark_inset: float | None = number(
        None,
        low=10.0,
        high=30.0,
        unit="mm",
        give=N_(
            "{low} to {high} mm (10 is Silhouette Studio's least, 15.875 = 0.625 in for "
            "the Auto Sheet Feeder)"
        ),
        help=N_(
            "With --print-then-cut silhouette: paper edge to the registration marks, mm, "
            "10–30 (default 10, Studio's least; the Auto Sheet Feeder needs 15.875 = 0.625 in). "
            "Type the same inset into Studio."
        ),
    )


@panel(PNP_PANEL)
@dataclass(frozen=True)
class BleedOption:
    bleed: float | None = number(
        None,
        low=0.0,
        high=5.0,
        unit="mm",
        give=N_("{low} to {high} mm of colour past the cut line"),
        help=N_(
            "Colour printed past each cut line, in mm, 0 to 5 (at least 2 with --backs); "
            "default 3 mm for paper tiles, 2 mm for tokens with backs, 1 mm otherwise."
        ),
    )


@dataclass(frozen=True)
class TokenSizeOption:
    """The ice cream code kit's tokens at another size (``tokens``, ``board icecream``)."""

    token_size: float | None = number(
        None,
        low=10.0,
        high=30.0,
        unit="mm",
        give=N_("{low} to {high} mm (19 mm is a 3/4-inch punch, 25.4 mm a 1-inch one)"),
        help=N_("Token diameter in mm, 10–30 (default: the spec's, 19 mm = a 3/4-inch punch)."),
    )


@dataclass(frozen=True)
class TileSizeOption:
    """The binary game's tiles at another size (``tiles``, ``racks``: each restates it where
    its options list it)."""

    tile_size: float | None = number(
        None,
        low=5.0,
        high=100.0,
        unit="mm",
        give=N_("a size from {low} to {high} mm"),
        help=N_("Square tile size in mm (default: the spec's, 19 mm)."),
    )


@panel(PAPER_PANEL)
@dataclass(frozen=True)
class PosterOptions:
    """A board printed as a poster across several pages."""

    overlap: float = number(
        12.0,
        low=2.0,
        high=100.0,
        unit="mm",
        give=N_("{low} to {high} mm, at most a third of the printed page"),
        help=N_("mm of the board printed on both of two joining pages."),
    )


@panel(LASER_PANEL)
@dataclass(frozen=True)
class LaserOptions:
    """A laser job: the bed, the beam, the speeds for the time estimate, the files."""

    kerf: float = number(
        0.1,
        low=0.0,
        high=1.0,
        unit="mm",
        give=N_("the width your beam burns away, from {low} to {high} mm (typically 0.05–0.2 mm)"),
        help=N_(
            "Width the laser beam burns away, in mm: cut lines move out by half of it so "
            "parts come out at their nominal size."
        ),
    )
    bed: str = text(
        "300x200",
        help=filled(
            N_("Laser bed WIDTHxHEIGHT in mm, or a preset: {presets}."), presets=BED_PRESETS
        ),
        metavar="BED",
        complete="beds",
        max_length=40,
    )
    speed: float | None = _speed(
        N_(
            "Cutting speed in mm/s, 0.1–1000, for the time estimate (default: the bed "
            "preset's — k40 10, glowforge 12, xtool-d1 5 (2 passes), lightburn-600x400 20, "
            "other beds 10; the laser-materials template lists them all)."
        )
    )
    score_speed: float | None = _speed(
        N_(
            "Scoring speed in mm/s, 0.1–1000 (default: the bed preset's — k40 40, "
            "glowforge 50, xtool-d1 30, lightburn-600x400 80, other beds 40)."
        )
    )
    engrave_speed: float | None = _speed(
        N_(
            "Engraving speed in mm/s, 0.1–1000 (default: the bed preset's — k40 200, "
            "glowforge 250, xtool-d1 100, lightburn-600x400 300, other beds 200)."
        )
    )
    line_interval: float | None = number(
        None,
        low=0.01,
        high=1.0,
        unit="mm",
        help=N_("mm between engraving lines, 0.01–1 (default 0.1 on every preset)."),
    )
    material: Path | None = path(
        None,
        help=N_(
            "Your own laser settings for the time estimate (a TOML file: kitgen templates "
            "copy laser-materials gives one to edit)."
        ),
    )
    format: str | None = choice(
        None,
        FORMATS + FORMATS_3D,
        what="file format",
        help=N_(
            "With --laser: svg (default), or lbrn2 to also write a LightBurn project beside "
            "each SVG. With --3d: 3mf (default; colours and the filament change set up for the "
            "slicer) or stl (one mesh a plate and colour, no colour change)."
        ),
    )
    software: str | None = choice(
        None,
        SOFTWARE,
        what="laser software",
        help=N_(
            "The program that will open the SVG, which decides its colours: lightburn, "
            "k40-whisperer (every cut pure red), glowforge or xtool (xTool Creative Space); "
            "default: the bed preset's (k40: k40-whisperer, glowforge, xtool-d1: xtool, "
            "lightburn-600x400 and other beds: lightburn)."
        ),
    )
    tabs: int = whole(
        0,
        low=0,
        high=8,
        give=N_("{low} to {high} tabs a part (0: none)"),
        help=N_(
            "Tabs (uncut bridges) on the outline of every part up to 60 mm across, 0–8 a "
            "part, so small parts stay in the sheet until you break them out (default 0)."
        ),
        metavar="N",
    )
    tab_width: float = number(
        0.3,
        low=0.1,
        high=3.0,
        unit="mm",
        give=N_("{low} to {high} mm of material (0.2–0.3 mm still breaks by hand in plywood)"),
        help=N_(
            "Width of each tab's bridge of material in mm, 0.1–3 (default 0.3; the gap in "
            "the cut line is this plus the kerf)."
        ),
    )
    spacing: float = number(
        2.0,
        low=0.0,
        high=50.0,
        unit="mm",
        give=N_("{low} to {high} mm between parts"),
        help=N_(
            "mm between the cut lines of neighbouring parts, 0–50 (default 2; parts that "
            "share edges still touch)."
        ),
    )


@panel(LASER_PANEL)
@dataclass(frozen=True)
class JointOptions:
    """Parts that slot together: the sheet's thickness and the clearance of every slot."""

    thickness: float | None = number(
        None,
        low=1.0,
        high=10.0,
        unit="mm",
        give=N_("your sheet's measured thickness, {low} to {high} mm"),
        help=N_(
            "Your sheet's measured thickness in mm, 1–10: slots and tabs follow it "
            "(default: the kit spec's)."
        ),
    )
    fit: float = number(
        0.1,
        low=0.0,
        high=1.0,
        unit="mm",
        give=N_(
            "the clearance to add to every slot, {low} to {high} mm (0.1 for a snug fit; cut "
            "`kitgen calibrate laser` to find yours)"
        ),
        help=N_(
            "Clearance in mm added to every slot, 0–1 (after kerf compensation; "
            "`kitgen calibrate laser` finds yours)."
        ),
    )


#: ``--format`` of a command that writes laser files only (``calibrate laser``, the boards).
LASER_FORMAT_HELP = N_(
    "svg, or lbrn2 to also write a LightBurn project beside each SVG (layers with "
    "speed, power and passes from the bed preset or --material)."
)


@panel(PRINT3D_PANEL)
@dataclass(frozen=True)
class Print3DOptions:
    """A 3D print: the printer's bed, the slicer the file is for, colours, nozzle, layers."""

    three_d: bool = switch(
        False,
        flag="--3d",
        help=N_(
            "Write ready-to-slice 3MF files for a 3D printer instead of PDFs: the pieces as "
            "solids on as many build plates as needed, the glyphs raised in a second colour."
        ),
    )
    printer: str = text(
        DEFAULT_PRINTER,
        help=filled(
            N_("The printer (its bed): a preset or WIDTHxDEPTH in mm: {presets}."),
            presets=PRINTER_PRESETS,
        ),
        metavar="PRINTER",
        max_length=40,
    )
    slicer: str | None = choice(
        None,
        SLICERS,
        what="slicer",
        help=N_(
            "The slicer the 3MF is set up for: prusa (PrusaSlicer), bambu (Bambu Studio), orca "
            "(OrcaSlicer) or generic (the 3MF core only); default: the printer preset's "
            "(Bambu Lab: bambu, Prusa: prusa, others: orca)."
        ),
    )
    colours: str = choice(
        "layer",
        COLOURS,
        what="colour mode",
        help=N_(
            "one: one colour; layer: a filament change (M600) at the first glyph layer, which "
            "any one-nozzle printer can make; multi: the glyphs as a second part on filament "
            "2 (AMS, MMU, tool changers)."
        ),
    )
    nozzle: float = number(
        0.4,
        low=0.2,
        high=1.0,
        unit="mm",
        give=N_("your nozzle's diameter, {low} to {high} mm"),
        help=N_(
            "Nozzle diameter in mm, 0.2–1 (default 0.4): text with strokes thinner than it "
            "is refused."
        ),
    )
    layer_height: float | None = number(
        None,
        low=0.05,
        high=0.6,
        unit="mm",
        give=N_("{low} to {high} mm, at most three quarters of the nozzle"),
        help=N_(
            "Layer height in mm, 0.05–0.6 (default half the nozzle, 0.2 mm): every height, "
            "and the filament change, falls on a layer (the first layer as high as the rest)."
        ),
    )
    clearance: float = number(
        0.2,
        low=0.0,
        high=1.0,
        unit="mm",
        give=N_(
            "the room between parts that fit together, {low} to {high} mm (print "
            "`kitgen calibrate 3d` to find yours)"
        ),
        help=N_(
            "Room in mm between parts that fit together (a peg in its hole, a tile in its "
            "pocket), 0–1 (default 0.2; `kitgen calibrate 3d` finds yours)."
        ),
    )


@panel(PRINT3D_PANEL)
@dataclass(frozen=True)
class ReliefOption:
    """How a 3D print's glyphs (faces, points, symbols, letters, marks) stand on a piece."""

    relief: str = choice(
        "raised",
        RELIEFS,
        what="relief",
        help=N_(
            "raised: the glyphs stand 0.6 mm above the piece's top; sunk: they are cut 0.6 mm "
            "into it, the top flat (with --colours layer the cavities' floor is printed in the "
            "glyph colour: a change to it and one back; multi fills them with filament 2)."
        ),
    )


def restated(group: type, name: str, **changes: Any) -> Any:
    """The field ``name`` of ``group`` declared for a command that words it its own way
    (``help``, ``panel``): the same default, limits and messages, declared once."""
    (found,) = [f for f in fields(group) if f.name == name]
    option = copy.copy(found.metadata["option"])
    for key, value in changes.items():
        setattr(option, key, value)
    return field(default=found.default, metadata={"option": option})


def with_games(base: type, added: Iterable[str]) -> type:
    """``base`` (a shared kit command's options: ``cards all``, ``puzzles``) with the
    declarations the registered games add to it (``"module:Class"``, each once, after
    ``base``'s fields): one frozen dataclass named as ``base``, the same class for the same
    declarations (a command module's ``OPTIONS``, asked for each time: a game registered
    later brings its own)."""
    names = tuple(dict.fromkeys(added))
    if not names:
        return base
    found = _WITH_GAMES.get((base, names))
    if found is None:
        from kitgen.core import games

        namespace = {"__doc__": base.__doc__, "__module__": base.__module__}
        found = make_dataclass(
            base.__name__,
            [],
            bases=(*(games.load(name) for name in names), base),
            namespace=namespace,
            frozen=True,
        )
        _WITH_GAMES[(base, names)] = found
    return found


_WITH_GAMES: dict[tuple[type, tuple[str, ...]], type] = {}


#: The options that only a laser job reads.
LASER_ONLY = (
    "kerf",
    "bed",
    "speed",
    "score_speed",
    "engrave_speed",
    "line_interval",
    "material",
    "software",
    "tabs",
    "tab_width",
    "spacing",
    "thickness",
    "fit",
)


# -- conflicts ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PieceOptions(
    PreviewOptions,
    ReliefOption,
    Print3DOptions,
    LaserOptions,
    BleedOption,
    PrintAndPlayOptions,
    PaperOptions,
):
    """A kit of pieces made every way (``tiles``, ``tokens``): on paper with print and play,
    by the laser or the 3D printer, with previews (in the order their help lists them), and
    with duplex backs (``--backs``, first of the command's own options; ``tokens`` words it
    its own way)."""

    backs: bool = switch(
        False,
        help=N_(
            "Add a back page after every front page, mirrored for long-edge duplex (and "
            "fronts-only and backs-only PDFs for printing by hand: fronts, turn the stack, backs)."
        ),
    )


@dataclass(frozen=True)
class BoardOptions(
    PreviewOptions,
    Print3DOptions,
    JointOptions,
    LaserOptions,
    PosterOptions,
    PaperOptions,
):
    """A board made every way (``board binary``, ``board icecream``): on paper as a poster,
    by the laser or the 3D printer, with previews (in the order their help lists them; each
    command's own options and its spec come before them)."""


# The two kinds of conflict: plain records, alike in shape to others where their fields are
# (``duplicates`` pairs them) on purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class Needs:
    """Each of ``options``, when given, needs ``needs`` on; ``message`` may name ``{flag}``."""

    options: tuple[str, ...]
    needs: str
    message: str


@dataclass(frozen=True)
class Excludes:
    """``first`` (given, or on, or ``name=value``) cannot go with any of ``others``."""

    first: str
    others: tuple[str, ...]
    message: str


Conflict = Needs | Excludes


def flag_of(name: str) -> str:
    return "--" + name.replace("_", "-")


def check_conflicts(
    conflicts: Iterable[Conflict], given: Mapping[str, Any], present: Sequence[str]
) -> None:
    """Refuse the first conflict among the options ``given`` (by name; a switch counts when
    on; ``layout=gutterfold`` names a value) that the command has (``present``)."""
    on = {name for name, value in given.items() if value is not None and value is not False}
    on |= {f"{name}={value}" for name, value in given.items() if isinstance(value, str)}
    for conflict in conflicts:
        if isinstance(conflict, Needs):
            if conflict.needs not in present or conflict.needs in on:
                continue
            for name in conflict.options:
                option = name.partition("=")[0]  # "format=svg": the value given
                if name in on and option in present:
                    raise KitgenError(_(conflict.message, flag=flag_of(option)))
        elif conflict.first in on and any(other in on for other in conflict.others):
            raise KitgenError(_(conflict.message))


#: Every command with a ``--laser`` switch: its laser settings need it.
NEEDS_LASER = Needs(
    LASER_ONLY, "laser", N_("{flag} is a laser setting — add --laser, or leave it out")
)

#: The options that only a 3D print reads.
PRINT3D_ONLY = (
    "printer",
    "slicer",
    "colours",
    "nozzle",
    "layer_height",
    "clearance",
    "relief=sunk",
)

#: ``--format``: svg and lbrn2 are laser files, 3mf and stl 3D prints.
NEEDS_LASER_FORMAT = Needs(
    ("format=svg", "format=lbrn2"),
    "laser",
    N_("{flag} is a laser setting — add --laser, or leave it out"),
)
NEEDS_3D = Needs(
    ("format=3mf", "format=stl", *PRINT3D_ONLY),
    "three_d",
    N_("{flag} is a 3D printing setting — add --3d, or leave it out"),
)
FORMAT_NEEDS: tuple[Conflict, ...] = (NEEDS_LASER_FORMAT, NEEDS_3D)

#: ``--3d`` against the options of paper, laser and cutter kits.
EXCLUDES_3D = Excludes(
    "three_d",
    (
        "laser",
        "paper",
        "margin",
        "backs",
        "magnetic",
        "bleed",
        "corners=round",
        "layout=gutterfold",
        "print_then_cut",
        "back_offset",
        "overlap",
        "single_page",
    ),
    N_(
        "--3d prints solid pieces: it does not go with the paper, laser and cutter options "
        "(--laser, --paper, --margin, --backs, --magnetic, --bleed, --corners, --layout, "
        "--print-then-cut, --overlap, --single-page) — drop those"
    ),
)

#: A board command that prints on paper, cuts (``--laser``) or prints in 3D (``--3d``), and
#: the racks (cut or printed in 3D): the laser settings need ``--laser``, the 3D settings
#: ``--3d``, each ``--format`` its own kind, and ``--3d`` none of the paper and laser options.
BOARD_CONFLICTS: tuple[Conflict, ...] = (NEEDS_LASER, *FORMAT_NEEDS, EXCLUDES_3D)

#: Print-then-cut for Design Space with duplex backs (``--backs``, or a ``--back-offset``).
CRICUT_HAS_NO_BACKS = N_(
    "--print-then-cut cricut cannot print backs (--backs, --back-offset): Design Space prints "
    "the image itself, on one "
    "side, wherever it places it on the sheet, so kitgen cannot know where a back would have "
    "to go — use --print-then-cut silhouette --backs (the backs are printed duplex behind the "
    "fronts, the cutter cuts from the front), --layout gutterfold, or --backs and cut by hand"
)

#: The conflicts of the commands that print or cut pieces (tiles, tokens, pegs, cards). What
#: depends on the values given (the least bleed behind a back, a back offset other than 0,0)
#: is checked by ``kitgen.maker.imposition.settings.print_and_play``.
PIECE_CONFLICTS: tuple[Conflict, ...] = (
    NEEDS_LASER,
    *FORMAT_NEEDS,
    Needs(("no_shared_edges",), "laser", N_("--no-shared-edges is a laser option — add --laser")),
    Excludes(
        "laser",
        ("corners=round",),
        N_(
            "--corners is for printed tiles; a laser cuts rounded corners with --no-shared-edges "
            "— use that instead"
        ),
    ),
    Excludes(
        "laser", ("bleed",), N_("--bleed is for printing; laser parts have no colour — drop it")
    ),
    Excludes(
        "layout=gutterfold",
        ("print_then_cut",),
        N_(
            "--layout gutterfold and --print-then-cut are two ways to make the pieces — choose one "
            "(gutterfold: fold and cut by hand; print-then-cut: the cutter cuts)"
        ),
    ),
    Excludes(
        "layout=gutterfold",
        ("laser",),
        N_("--layout gutterfold folds paper; --laser cuts sheet material — drop one of them"),
    ),
    Excludes(
        "layout=gutterfold",
        ("magnetic",),
        N_(
            "--layout gutterfold folds a paper sheet; magnet sheet has no printable back and does "
            "not fold — drop --magnetic (paper), or --layout (magnet sheets)"
        ),
    ),
    Excludes(
        "layout=gutterfold",
        ("backs",),
        N_(
            "--layout gutterfold prints fronts and backs on one side of each sheet — drop --backs "
            "(or drop --layout gutterfold to print backs duplex)"
        ),
    ),
    Excludes(
        "print_then_cut",
        ("laser",),
        N_(
            "--print-then-cut is for vinyl cutters (Silhouette, Cricut) that cut a printed sheet; "
            "--laser is for a laser cutter — choose one"
        ),
    ),
    Excludes(
        "print_then_cut",
        ("magnetic",),
        N_(
            "--print-then-cut lays out paper, card or sticker sheets for the cutter — drop "
            "--magnetic (or drop --print-then-cut and cut magnet sheets along the guides)"
        ),
    ),
    Excludes("print_then_cut=cricut", ("backs", "back_offset"), CRICUT_HAS_NO_BACKS),
    Needs(
        ("mark_inset",),
        "print_then_cut",
        N_(
            "{flag} places Silhouette's registration marks — add --print-then-cut silhouette, or "
            "leave it out"
        ),
    ),
    Excludes(
        "print_then_cut=cricut",
        ("mark_inset",),
        N_(
            "--mark-inset places Silhouette's registration marks; Design Space prints its own — "
            "drop --mark-inset"
        ),
    ),
)
