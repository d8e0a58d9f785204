"""A tile face as scene shapes, in tile-local millimetres (origin at the tile's top-left).

Scrabble habit: the face large in the middle, its points small in the lower right corner;
blank tiles stay plain.
"""

from __future__ import annotations

from kitgen.render.fonts import text_width
from kitgen.scene import Paint, Rect, Shape, Text
from kitgen.spec import Face, TileGeometry

FACE_HEIGHT = 0.60  # of the tile height: the em size of a one-character face
FACE_WIDTH = 0.76  # of the tile width: the widest a face may be
CAP_HEIGHT = 0.729  # DejaVu Sans: cap height / em, used to centre the face vertically
POINTS_HEIGHT = 0.17  # of the tile height
POINTS_INSET = 0.075  # of the tile width, from the right and bottom edges
OUTLINE_WIDTH = 0.2


def face_size(label: str, geo: TileGeometry) -> float:
    """The font size (mm) that sets ``label`` as large as the tile allows."""
    size = FACE_HEIGHT * geo.height
    width = text_width(label, size, geo.face_font)
    limit = FACE_WIDTH * geo.width
    return size if width <= limit else size * limit / width


def tile_background(face: Face, geo: TileGeometry, bleed: float, radius: float) -> Rect:
    """The tile's colour, running ``bleed`` mm past its edges."""
    return Rect(
        -bleed,
        -bleed,
        geo.width + 2 * bleed,
        geo.height + 2 * bleed,
        Paint(fill=face.background),
        radius=0.0 if bleed > 0 else radius,
    )


def tile_artwork(face: Face, geo: TileGeometry) -> list[Shape]:
    """The face and its points; nothing for a blank tile."""
    if face.blank:
        return []
    size = face_size(face.label, geo)
    baseline = geo.height / 2 + CAP_HEIGHT * size / 2
    points_size = POINTS_HEIGHT * geo.height
    inset = POINTS_INSET * geo.width
    return [
        Text(
            geo.width / 2,
            baseline,
            face.label,
            size,
            fill=face.ink,
            font=geo.face_font,
            anchor="middle",
        ),
        Text(
            geo.width - inset,
            geo.height - inset,
            str(face.points),
            points_size,
            fill=face.ink,
            font=geo.points_font,
            anchor="end",
        ),
    ]


def tile_outline(geo: TileGeometry, radius: float, colour: str | None = None) -> Rect:
    """The outline of the tile at exactly its nominal size."""
    return Rect(
        0.0,
        0.0,
        geo.width,
        geo.height,
        Paint(stroke=colour or geo.outline, stroke_width=OUTLINE_WIDTH),
        radius=radius,
    )


def tile_front(face: Face, geo: TileGeometry, bleed: float) -> tuple[Shape, ...]:
    """Background with bleed, the artwork and the rounded outline: one paper tile."""
    return (
        tile_background(face, geo, bleed, geo.corner_radius),
        *tile_artwork(face, geo),
        tile_outline(geo, geo.corner_radius),
    )


def tile_back(geo: TileGeometry, bleed: float) -> tuple[Shape, ...]:
    """The back of every tile: one colour with the set's mark, so the bag hides the faces."""
    items: list[Shape] = [
        Rect(
            -bleed,
            -bleed,
            geo.width + 2 * bleed,
            geo.height + 2 * bleed,
            Paint(fill=geo.back_colour),
        )
    ]
    if geo.back_label:
        size = 0.32 * geo.height
        items.append(
            Text(
                geo.width / 2,
                geo.height / 2 + CAP_HEIGHT * size / 2,
                geo.back_label,
                size,
                fill="#FFFFFF",
                font="bold",
                anchor="middle",
            )
        )
    return tuple(items)
