"""A tile face as scene shapes, in tile-local millimetres (origin at the tile's top-left).

Scrabble habit: the face large in the middle, its points small in the lower right corner;
blank tiles stay plain.
"""

from __future__ import annotations

import math

from kitgen.core.units import PT_PER_MM
from kitgen.maker.layout import VALUE_INSET
from kitgen.maker.render.fonts import CAP_HEIGHT, text_width
from kitgen.maker.scene import Paint, Rect, Shape, Text
from kitgen.maker.specs.tiles import Face, TileGeometry

FACE_HEIGHT = 0.60  # of the tile height: the em size of a one-character face
FACE_WIDTH = 0.76  # of the tile width: the widest a face may be
POINTS_HEIGHT = 0.17  # of the tile height
POINTS_INSET = 0.075  # of the tile width, from the right and bottom edges (2 mm at least)
OVERSHOOT = 0.02  # of the size: how far a round digit's ink dips below the baseline


POINTS_MIN_PT = 6.0  # the points figure is printed at least this large


def face_size(label: str, geo: TileGeometry) -> float:
    """The font size (mm) that sets ``label`` alone as large as the tile allows."""
    size = FACE_HEIGHT * geo.height
    width = text_width(label, size, geo.face_font)
    limit = min(FACE_WIDTH * geo.width, geo.width - 2 * VALUE_INSET)
    return size if width <= limit else size * limit / width


def is_word(label: str) -> bool:
    """Word tiles are the logic tiles, in English or in any language's words (OR, AND, NOT,
    XOR; ИЛИ, И, НЕ in Russian: one letter is a word too), and any other face of more than
    one character; symbol tiles hold one character (0, 1, =, +)."""
    from kitgen.games.binary.tokens import spelled_tiles

    return len(label) > 1 or label.upper() in spelled_tiles()


def face_sizes(faces: list[Face], geo: TileGeometry) -> dict[str, float]:
    """One font size for every word tile and one for every symbol tile of the set: each class
    at the size its widest member allows, so AND and OR stand the same height."""
    shown = [f.label for f in faces if not f.blank]
    sizes: dict[str, float] = {}
    for word in (True, False):
        labels = [label for label in shown if is_word(label) == word]
        if labels:
            size = min(face_size(label, geo) for label in labels)
            sizes.update(dict.fromkeys(labels, size))
    return sizes


def points_size(geo: TileGeometry) -> float:
    """The font size (mm) of the points figure."""
    return POINTS_HEIGHT * geo.height


def smallest_legible_height() -> float:
    """The smallest tile height (to 0.1 mm) whose points print at ``POINTS_MIN_PT`` or more."""
    return math.ceil(POINTS_MIN_PT / PT_PER_MM / POINTS_HEIGHT * 10 - 1e-9) / 10


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


def tile_artwork(face: Face, geo: TileGeometry, size: float | None = None) -> list[Shape]:
    """The face (at ``size`` mm, by default as large as it fits) and its points; nothing for a
    blank tile. Pass ``face_sizes(...)[label]`` so every word tile of a set matches."""
    if face.blank:
        return []
    size = face_size(face.label, geo) if size is None else size
    baseline = geo.height / 2 + CAP_HEIGHT * size / 2
    points = points_size(geo)
    # the points' ink at least VALUE_INSET inside the trim: a cut 1.5 mm off clips none of it
    inset = max(POINTS_INSET * geo.width, VALUE_INSET)
    low = max(POINTS_INSET * geo.width, VALUE_INSET + OVERSHOOT * points)
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
            geo.height - low,
            str(face.points),
            points,
            fill=face.ink,
            font=geo.points_font,
            anchor="end",
        ),
    ]


def tile_front(
    face: Face, geo: TileGeometry, bleed: float, size: float | None = None, radius: float = 0.0
) -> tuple[Shape, ...]:
    """One tile's front, origin at its top-left corner: its colour running ``bleed`` mm past
    every edge, and the artwork. Nothing is drawn on the trim line: the tile is cut square on
    the crop marks (and its corners rounded with a punch, if wanted), colour to the edge.
    Without bleed the colour takes the trim's corner ``radius`` (a cutter that cuts round
    the colour, as Design Space does, then cuts the rounded corners)."""
    return (tile_background(face, geo, bleed, radius), *tile_artwork(face, geo, size))


def tile_back(geo: TileGeometry, bleed: float) -> tuple[Shape, ...]:
    """The back of every tile, origin at its top-left corner: one colour running ``bleed`` mm
    past every edge, with the set's mark, so the bag hides the faces."""
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
