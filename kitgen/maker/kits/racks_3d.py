"""The racks as 3D prints: each the rack's end (``racks.Rack.outline``) extruded along its
length, the groove cut out between the end walls; printed standing on its flat bottom, no
supports. One colour; a plate holds as many racks as its bed takes."""

from __future__ import annotations

from kitgen.maker.kits.racks import END_WALL, Rack
from kitgen.maker.solid.plates import Piece, Plate, check_fits, pack
from kitgen.maker.solid.printers import Printer
from kitgen.maker.solid.shapes import EMPTY, Manifold, mesh_of, polygon

#: the rack's filament: a warm wood brown
COLOUR = "#A0703C"

#: (y, z) of the end's outline and x along the rack -> (x, y, z): a rotation (the three
#: axes in turn), so the extruded solid keeps its outward faces
_TURN = ((0.0, 0.0, 1.0, 0.0), (1.0, 0.0, 0.0, 0.0), (0.0, 1.0, 0.0, 0.0))


def _along(points: tuple[tuple[float, float], ...], start: float, length: float) -> Manifold:
    """The cross-section ``points`` (y, z) extruded from ``x = start`` for ``length`` mm."""
    solid = Manifold.extrude(polygon(points), length).transform(_TURN)
    return solid.translate((start, 0.0, 0.0))


def rack_piece(rack: Rack, name: str) -> Piece:
    body = _along(rack.outline(), 0.0, rack.length) - _along(rack.groove(), END_WALL, rack.inner)
    mesh = mesh_of(body)
    return Piece(name, mesh, mesh, rack.length, rack.depth, rack.height, EMPTY, None)


def check_rack(rack: Rack, printer: Printer, what: str) -> None:
    """Refuse a rack longer or deeper than the bed, before any solid is made."""
    probe = Piece("rack", EMPTY, EMPTY, rack.length, rack.depth, rack.height)
    check_fits(probe, printer, what)


def rack_plates(rack: Rack, players: int, printer: Printer, title: str) -> list[Plate]:
    """``players`` racks (one solid, placed ``players`` times), as few plates as hold them."""
    one = rack_piece(rack, "rack")
    pieces = [
        Piece(f"rack {n}", one.whole, one.body, one.width, one.depth, one.height)
        for n in range(1, players + 1)
    ]
    return pack(pieces, printer, COLOUR, None, title)
