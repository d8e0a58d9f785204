"""The ice cream code kit as 3D prints: flavour tokens, pegs (and, in ``board icecream
--3d``, the peg board and the code pedestal).

A token is a disc of the spec's diameter, ``TOKEN_THICKNESS`` high, its flavour's shape and
letter raised ``RELIEF`` on top in the ink that reads on its colour (the name is left off:
its strokes would be thinner than a nozzle). The tokens of one flavour share plates (one
filament and one change a plate). A peg is a cylinder of the spec's peg diameter, standing
``pegs.height`` out of its hole (``PEG_SEAT`` deep), its colour's mark (Be, Br) raised on its
top: one plate a colour. The mark is in the regular face, as large as the peg's top holds
with a nozzle's width to spare, its outline grown by ``MARK_GROW`` of the nozzle (0.08 mm at
0.4 mm) so that every stroke prints as a closed path: in the bold face at 2.7 mm, the e's
bar and curves were 0.28 mm, and PrusaSlicer left the B's upper bowl open; at 3.77 mm grown,
the thinnest stroke is 0.42 mm and the B's and e's counters stay 0.45 mm or more open.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from kitgen.core.errors import KitgenError
from kitgen.core.messages import _
from kitgen.core.wording import decimal, short
from kitgen.maker.components.icecream import ink_for, token_art
from kitgen.maker.fits import Fit3D
from kitgen.maker.render.fonts import CAP_HEIGHT
from kitgen.maker.scene import Circle, FontName, Polyline, Shape, Text
from kitgen.maker.solid.plates import Piece, Plate, check_fits, pack, raised_piece
from kitgen.maker.solid.settings import Print3D, check_stroke
from kitgen.maker.solid.shapes import (
    EMPTY,
    CrossSection,
    JoinType,
    Manifold,
    circle,
    holes_hold,
    polygon,
    prism,
    text_section,
    union,
    union2d,
)
from kitgen.maker.specs.icecream import IcecreamSpec

TOKEN_THICKNESS = 3.0  # mm in all: a 2.4 mm disc and 0.6 mm of raised shape and letter
RELIEF = 0.6
PEG_SEAT = 5.0  # mm of a peg inside the board's hole
CHAMFER = 0.4  # mm off a peg's foot: no elephant's foot to stop it going into its hole
MARK_FONT: FontName = "regular"  # a peg's mark: the bold face's counters close up at a peg's size
MARK_GROW = 0.2  # of the nozzle: how far the mark's outline is grown all round
MARK_ARC = 32  # segments of a full circle in the grown mark's rounded corners

__all__ = ["TOKEN_THICKNESS", "peg_plates", "token_plates"]


def heights(total: float, settings: Print3D) -> tuple[float, float]:
    """A body's height and its relief on whole layers, ``total`` mm in all."""
    relief = settings.layers_up(RELIEF)
    return settings.layers(total - relief), relief


def section_of(shapes: Sequence[Shape], cx: float, cy: float) -> CrossSection:
    """Scene shapes (y down, about the origin) as one region, y up, about ``(cx, cy)``."""
    parts: list[CrossSection] = []
    for shape in shapes:
        if isinstance(shape, Text):
            parts.append(
                text_section(
                    shape.text, cx + shape.x, cy - shape.y, shape.size, shape.font, shape.anchor
                )
            )
        elif isinstance(shape, Circle):
            parts.append(circle(2 * shape.r, cx + shape.cx, cy - shape.cy))
        elif isinstance(shape, Polyline):
            parts.append(polygon([(cx + x, cy - y) for x, y in shape.points]))
    return union2d(parts)


def _token_art(spec: IcecreamSpec, index: int) -> list[Shape]:
    flavour = spec.flavours[index]
    ink = ink_for(flavour.colour, flavour.ink)
    return token_art(flavour.letter, None, flavour.symbol, spec.token.diameter, ink)


def check_tokens(spec: IcecreamSpec, settings: Print3D, what: str) -> None:
    for index in range(len(spec.flavours)):
        for shape in _token_art(spec, index):
            if isinstance(shape, Text):
                check_stroke(shape.size, shape.font, settings.nozzle, what)
    d = spec.token.diameter
    check_fits(Piece("token", EMPTY, EMPTY, d, d, TOKEN_THICKNESS), settings.printer, what)


def token_piece(spec: IcecreamSpec, index: int, settings: Print3D) -> Piece:
    d = spec.token.diameter
    r = d / 2
    base, relief = heights(TOKEN_THICKNESS, settings)
    body = prism(circle(d, r, r), 0.0, base)
    raised = prism(section_of(_token_art(spec, index), r, r), base, relief)
    flavour = spec.flavours[index]
    return _piece(
        f"token {flavour.letter} {flavour.name}", body, raised, d, d, base, relief, settings
    )


def _piece(
    name: str,
    body: Manifold,
    raised: Manifold,
    width: float,
    depth: float,
    base: float,
    relief: float,
    settings: Print3D,
) -> Piece:
    if settings.sunk:
        from kitgen.maker.kits.binary_tiles_3d import sunk_piece

        top = prism(circle(width, width / 2, depth / 2), base - 0.2, relief + 0.2)
        block = union([body, top])  # a disc's or a peg's round top, up to the full height
        return sunk_piece(name, block, raised, width, depth, base, relief)
    return raised_piece(name, body, raised, width, depth, base + relief, base)


def token_plates(spec: IcecreamSpec, settings: Print3D, title: str) -> list[Plate]:
    """Every flavour's tokens on plates of their own."""
    plates: list[Plate] = []
    for index, flavour in enumerate(spec.flavours):
        piece = token_piece(spec, index, settings)
        pieces = [piece.numbered(n) for n in range(1, spec.token.per_flavour + 1)]
        ink = ink_for(flavour.colour, flavour.ink)
        plates += pack(pieces, settings.printer, flavour.colour.upper(), ink.upper(), title)
    return plates


def peg_mark_shapes(mark: str, diameter: float, ink: str, nozzle: float) -> list[Shape]:
    """A peg's mark, centred on its top, as large as the top holds with the nozzle's width
    to spare round the grown outline (``mark_grow``): its farthest point from the centre at
    the peg's radius less the nozzle."""
    unit = text_section(mark, 0.0, -CAP_HEIGHT / 2, 1.0, MARK_FONT, "middle")
    reach = max(
        (math.hypot(x, y) for contour in unit.to_polygons() for x, y in contour), default=1.0
    )
    size = math.floor((diameter / 2 - nozzle - mark_grow(nozzle)) / reach * 100) / 100
    return [Text(0.0, CAP_HEIGHT * size / 2, mark, size, ink, MARK_FONT, "middle")]


def mark_grow(nozzle: float) -> float:
    """How far a peg's mark's outline is grown all round (mm)."""
    return round(MARK_GROW * nozzle, 4)


def mark_section(mark: str, diameter: float, ink: str, nozzle: float) -> CrossSection:
    """A peg's mark as printed, about the peg's top's centre: the letters grown."""
    r = diameter / 2
    letters = section_of(peg_mark_shapes(mark, diameter, ink, nozzle), r, r)
    return letters.offset(mark_grow(nozzle), JoinType.Round, 2.0, MARK_ARC)


def peg_length(spec: IcecreamSpec) -> float:
    return PEG_SEAT + spec.pegs.height


def check_pegs(spec: IcecreamSpec, marks: Sequence[str], settings: Print3D, what: str) -> None:
    for mark in marks:
        for shape in peg_mark_shapes(mark, spec.pegs.diameter, "#000000", settings.nozzle):
            if isinstance(shape, Text):
                check_stroke(
                    shape.size, shape.font, settings.nozzle, what, mark_grow(settings.nozzle)
                )
                section = mark_section(mark, spec.pegs.diameter, "#000000", settings.nozzle)
                if not holes_hold(section, settings.nozzle):
                    raise KitgenError(
                        _(
                            "{what}: the holes in the letters of the mark {mark} ({size} mm "
                            "high) are narrower than the {nozzle} mm nozzle prints — give "
                            "larger pieces or a finer --nozzle",
                            what=what,
                            mark=mark,
                            size=decimal(shape.size, 2),
                            nozzle=short(settings.nozzle),
                        )
                    )
    d = spec.pegs.diameter
    check_fits(Piece("peg", EMPTY, EMPTY, d, d, peg_length(spec)), settings.printer, what)


def peg_piece(spec: IcecreamSpec, colour: str, mark: str, settings: Print3D) -> Piece:
    d = spec.pegs.diameter
    r = d / 2
    base, relief = heights(peg_length(spec), settings)
    foot = settings.layers_up(CHAMFER)
    cone = Manifold.cylinder(foot, r - CHAMFER, r, 96).translate((r, r, 0.0))
    shaft = Manifold.cylinder(base - foot, r, r, 96).translate((r, r, foot))
    body = union([cone, shaft])
    ink = ink_for(colour)
    raised = prism(mark_section(mark, d, ink, settings.nozzle), base, relief)
    return _piece(f"peg {mark}".strip(), body, raised, d, d, base, relief, settings)


def peg_plates(
    spec: IcecreamSpec, marks: Sequence[str], settings: Print3D, title: str
) -> list[Plate]:
    """Each colour's pegs on plates of their own, marked (``marks``: Be, Br)."""
    plates: list[Plate] = []
    for peg, mark in zip(spec.pegs.colours, marks, strict=True):
        if not peg.count:
            continue
        piece = peg_piece(spec, peg.colour, mark, settings)
        pieces = [piece.numbered(n) for n in range(1, peg.count + 1)]
        ink = ink_for(peg.colour).upper()
        plates += pack(pieces, settings.printer, peg.colour.upper(), ink, title)
    return plates


def peg_fit(spec: Path | None, settings: Print3D) -> Fit3D:
    """The peg as ``kitgen calibrate 3d`` tries it (the game's record's ``fits``): holes of
    its diameter, and a peg of the kit (``None``: the shipped one) as ``kitgen tokens --3d
    --pegs`` prints it, to push into them."""
    from kitgen.maker.specs.icecream import load_icecream_spec

    kit = load_icecream_spec(spec)
    piece = peg_piece(kit, kit.pegs.colours[0].colour, "", settings)
    return Fit3D("round", kit.pegs.diameter, piece)
