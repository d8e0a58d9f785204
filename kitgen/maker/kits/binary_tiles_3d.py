"""The binary tiles as 3D prints: each tile a rounded block, its face and points raised on top.

A tile is ``THICKNESS`` mm high (the paper tile's face and points, laid out as on paper,
raised ``RELIEF`` mm from its top). Both heights fall on whole layers, so the filament change
comes exactly where the glyphs begin. The points are set in bold: the regular weight's strokes
(0.09 of the size) are thinner than a 0.4 mm nozzle prints at a 19 mm tile's 3.2 mm figures.
Tiles of one colour pair (body, glyphs) share plates: one filament change a plate.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from kitgen.maker.components.tiles import face_sizes, tile_artwork
from kitgen.maker.fits import Fit3D
from kitgen.maker.scene import Text
from kitgen.maker.solid.plates import Piece, Plate, check_fits, pack, raised_piece
from kitgen.maker.solid.settings import Print3D, check_stroke
from kitgen.maker.solid.shapes import EMPTY as EMPTY_MESH
from kitgen.maker.solid.shapes import (
    Manifold,
    mesh_of,
    prism,
    rounded_rect,
    text_section,
    union,
)
from kitgen.maker.specs.tiles import Face, TileGeometry, TileSpec

THICKNESS = 4.0  # mm, a wooden Scrabble tile's
RELIEF = 0.6  # mm of raised glyphs: three 0.2 mm layers


def heights(settings: Print3D) -> tuple[float, float]:
    """The body's height and the glyphs' relief (or, sunk, their cavities' depth below the
    top), each on whole layers: the tile is as high either way."""
    relief = settings.layers_up(RELIEF)
    return settings.layers(THICKNESS - relief), relief


def geometry_3d(spec: TileSpec) -> TileGeometry:
    """The spec's tile with its points in bold (see the module's note)."""
    return spec.tile.model_copy(update={"points_font": "bold"})


def check_tiles(spec: TileSpec, settings: Print3D, what: str) -> None:
    """Refuse a tile the bed cannot hold or whose text the nozzle cannot print: before any
    solid is made."""
    geo = geometry_3d(spec)
    sizes = face_sizes(spec.faces, geo)
    for face in spec.faces:
        for text in tile_artwork(face, geo, sizes.get(face.label)):
            if isinstance(text, Text):
                check_stroke(text.size, text.font, settings.nozzle, what)
    base, relief = heights(settings)
    probe = Piece("tile", EMPTY_MESH, EMPTY_MESH, geo.width, geo.height, base + relief)
    check_fits(probe, settings.printer, what)


def tile_piece(face: Face, geo: TileGeometry, size: float | None, settings: Print3D) -> Piece:
    base, relief = heights(settings)
    body = prism(rounded_rect(geo.width, geo.height, geo.corner_radius), 0.0, base)
    glyphs = []
    for text in tile_artwork(face, geo, size):
        if isinstance(text, Text):
            section = text_section(
                text.text, text.x, geo.height - text.y, text.size, text.font, text.anchor
            )
            glyphs.append(prism(section, base, relief))
    raised = union(glyphs)
    name = f"tile {face.label}" if not face.blank else "tile blank"
    if settings.sunk:
        outline = rounded_rect(geo.width, geo.height, geo.corner_radius)
        return sunk_piece(name, prism(outline, 0.0, base + relief), raised, geo.width,
                          geo.height, base, relief)  # fmt: skip
    height = base + (relief if glyphs else 0.0)
    return raised_piece(name, body, raised, geo.width, geo.height, height, base if glyphs else None)


def sunk_piece(
    name: str,
    block: Manifold,
    glyphs: Manifold,
    width: float,
    depth: float,
    floor: float,
    relief: float,
) -> Piece:
    """A piece with ``glyphs`` (standing from ``floor`` up by ``relief``: the top of
    ``block``) cut into its top: ``whole`` and ``body`` the block with the cavities,
    ``glyphs`` their inlay."""
    if glyphs.is_empty():
        mesh = mesh_of(block)
        return Piece(name, mesh, mesh, width, depth, floor + relief)
    # the glyphs stretched to twice their height: cavities open above the top
    cavities = glyphs.translate((0.0, 0.0, -floor)).scale((1.0, 1.0, 2.0)).translate((0, 0, floor))
    cut = mesh_of(block - cavities)
    return Piece(name, cut, cut, width, depth, floor + relief, mesh_of(glyphs), floor, sunk=True)


def tile_plates(spec: TileSpec, settings: Print3D) -> list[Plate]:
    """Every tile of the set on plates, a colour pair (body, glyphs) at a time, in the
    spec's order; each face's solid made once."""
    geo = geometry_3d(spec)
    sizes = face_sizes(spec.faces, geo)
    plates: list[Plate] = []
    for (background, ink), faces in _by_colour(spec):
        pieces: list[Piece] = []
        for face in faces:
            piece = tile_piece(face, geo, sizes.get(face.label), settings)
            for n in range(1, face.count + 1):
                pieces.append(piece.numbered(n))
        labels = " ".join(face.label if not face.blank else "blank" for face in faces)
        glyphs = ink if any(not face.blank for face in faces) else None
        plates += pack(pieces, settings.printer, background, glyphs, f"{spec.kit}: {labels}")
    return plates


def _by_colour(spec: TileSpec) -> Iterator[tuple[tuple[str, str], list[Face]]]:
    groups: dict[tuple[str, str], list[Face]] = {}
    for face in spec.faces:
        if face.count:
            groups.setdefault((face.background.upper(), face.ink.upper()), []).append(face)
    yield from groups.items()


def tile_fit(spec: Path | None, settings: Print3D) -> Fit3D:
    """The tile as ``kitgen calibrate 3d`` tries it (the game's record's ``fits``): pockets
    of its size, and a blank tile of the spec (``None``: the shipped set) to drop in them."""
    from kitgen.maker.specs.tiles import load_tile_spec

    tiles = load_tile_spec(spec)
    face = next((f for f in tiles.faces if f.blank), tiles.faces[0])
    piece = tile_piece(face, geometry_3d(tiles), None, settings)
    geo = tiles.tile
    return Fit3D("square", geo.width, piece, geo.height, geo.corner_radius)
