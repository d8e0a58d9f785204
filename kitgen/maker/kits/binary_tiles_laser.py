"""The binary tile set as laser parts: each tile cut out, its face and points engraved.

The artwork is the paper tile's (``kitgen.maker.components.tiles.tile_artwork``) turned into
engraving; the background colour is left out (a laser cannot engrave colour). Tiles are
square-cornered so that butted neighbours share their cut lines; with
``shared_edges=False`` each tile is cut on its own, with the spec's rounded corners.
"""

from __future__ import annotations

from kitgen.maker.components.tiles import face_sizes, tile_artwork
from kitgen.maker.laser import LaserJob, Piece, engraved, rect_piece
from kitgen.maker.laser.settings import LaserSettings
from kitgen.maker.specs.tiles import TileSpec


def tile_pieces(spec: TileSpec, shared_edges: bool = True) -> list[Piece]:
    """One part per tile of the set, in spec order; each face's art is defined once, every
    word at one size and every symbol at another, as on paper."""
    geo = spec.tile
    radius = 0.0 if shared_edges else geo.corner_radius
    sizes = face_sizes(spec.faces, geo)
    pieces: list[Piece] = []
    for face in spec.faces:
        art = engraved(tile_artwork(face, geo, sizes.get(face.label)))
        piece = rect_piece(
            geo.width,
            geo.height,
            art,
            radius=radius,
            face=face.label,
            symbol=f"face:{face.label}",
            name=f"tile {face.label}",
        )
        pieces.extend([piece] * face.count)
    return pieces


def tile_laser_job(spec: TileSpec, settings: LaserSettings, shared_edges: bool = True) -> LaserJob:
    """The whole tile set packed onto as many of the settings' bed sheets as it needs."""
    title = f"{spec.kit} — laser, {settings.bed.key}"
    return settings.job(tile_pieces(spec, shared_edges), title, shared_edges)
