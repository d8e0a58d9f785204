"""The ice cream code tokens and paper pegs on sheets: paper (hexagonal packing, duplex backs),
magnet sheets (butted squares with shared cut guides, pegs packed with the tokens), and the
peg discs.

Everything here builds scene sheets and pages; writing them is the caller's business.
"""

from __future__ import annotations

# The kits that print pieces import much the same names (``duplicates`` pairs the lists).
from dataclasses import dataclass

from kitgen.core.messages import _, n_, p_
from kitgen.maker.components.icecream import ink_for, names_fit, peg_face, token_art, token_face
from kitgen.maker.imposition.duplex import NO_ROOM, Room
from kitgen.maker.imposition.pieceset import Piece, PieceSet, round_set
from kitgen.maker.layout import (
    MARK_CLEARANCE,
    MARK_LENGTH,
    VALUE_INSET,
    Box,
    Grid,
    Paper,
    crop_marks,
    fit_grid,
    hex_packing,
    printable_area,
    short_number,
)
from kitgen.maker.scene import Circle, Page, Rect, Shape, Use
from kitgen.maker.scene import Paint as _Paint
from kitgen.maker.sheets import (
    DuplexSheets,
    Sheet,
    batches,
    header,
    magnet_title,
    number_pages,
    sided_batches,
)
from kitgen.maker.specs.icecream import Flavour, IcecreamSpec, PegColour

PAPER_BLEED = 1.0  # colour runs 1 mm past the cut circle, so an off-centre punch shows no white
DUPLEX_BLEED = 2.0  # with a back printed: a home duplex printer shifts the back 1 mm or more
BLEED_GAP = 0.5  # paper left between the bleeds of neighbouring tokens: room for the punch
MAGNET_BLEED = 1.0
BLOCK_GAP = 2.0  # between the guides of a token block and a peg block on one magnet sheet


@dataclass(frozen=True)
class TokenPrint:
    """How the tokens and pegs go on paper, built once from the command's options.

    ``bleed`` ``None`` means the default: 2 mm when backs are printed, else 1 mm. ``room``:
    kept free inside the printable area so that backs moved by a back offset stay inside
    the margin (``kitgen.maker.imposition.duplex.within_margin``).
    """

    paper: Paper
    margin: float = 5.0
    backs: bool = False
    bleed: float | None = None
    room: Room = NO_ROOM

    @property
    def paper_bleed(self) -> float:
        if self.bleed is not None:
            return self.bleed
        return DUPLEX_BLEED if self.backs else PAPER_BLEED

    @property
    def magnet_bleed(self) -> float:
        return MAGNET_BLEED if self.bleed is None else self.bleed


def token_sequence(spec: IcecreamSpec) -> list[Flavour]:
    """Every token of the kit, flavour by flavour in spec order."""
    return [f for f in spec.flavours for _ in range(spec.token.per_flavour)]


def peg_sequence(spec: IcecreamSpec) -> list[PegColour]:
    """Every peg of the kit, colour by colour."""
    return [c for c in spec.pegs.colours for _ in range(c.count)]


def show_names(spec: IcecreamSpec) -> bool:
    """Flavour names go on the tokens only when every one prints at 7 pt or more; otherwise
    the letter and the shape tell the flavours apart and the sheet's header gives the key."""
    return names_fit(
        [flavour_name(f.name) for f in spec.flavours], spec.token.diameter, VALUE_INSET
    )


def flavour_name(name: str) -> str:
    """A flavour's name as printed: the shipped flavours' in the language in use (the
    referee's own words, ``kitgen.games.icecream.flavours``), a spec's own as written."""
    return p_("flavour", name)


def peg_name(name: str) -> str:
    """A peg colour's name as printed, in the language in use (beige, brown)."""
    return p_("peg", name)


def flavour_key(spec: IcecreamSpec) -> str:
    """``S strawberry, G bubblegum, …``: the names the tokens leave off."""
    return ", ".join(f"{f.letter} {flavour_name(f.name)}" for f in spec.flavours)


def token_symbols(
    spec: IcecreamSpec, bleed: float, backs: bool = False
) -> dict[str, tuple[Shape, ...]]:
    """One printed face per flavour, ``token:NAME``, colour ``bleed`` mm past the cut circle;
    with ``backs``, also its back, ``back:NAME``: the same face without the cut circle (the
    punch follows the front's; a back lands a little off it)."""
    d, names = spec.token.diameter, show_names(spec)
    sides = (("token", True), ("back", False)) if backs else (("token", True),)
    return {
        f"{side}:{f.name}": token_face(
            f.colour,
            f.letter,
            flavour_name(f.name) if names else None,
            f.symbol,
            d,
            ink_for(f.colour, f.ink),
            bleed,
            spec.token.outline,
            ring,
        )
        for side, ring in sides
        for f in spec.flavours
    }


def _circles_box(
    centres: list[tuple[float, float]] | tuple[tuple[float, float], ...], diameter: float
) -> tuple[float, float, float, float]:
    """``(x, y, width, height)`` round the cut circles of ``diameter`` at ``centres``."""
    r = diameter / 2
    left, top = min(x for x, _ in centres) - r, min(y for _, y in centres) - r
    return (left, top, max(x for x, _ in centres) + r - left, max(y for _, y in centres) + r - top)


def _token_header(spec: IcecreamSpec) -> str:
    d = short_number(spec.token.diameter)
    text = n_(
        "{n} flavour token, {d} mm: punch out on the circles (a {d} mm circle punch), or "
        "cut with scissors.",
        "{n} flavour tokens, {d} mm: punch out on the circles (a {d} mm circle punch), or "
        "cut with scissors.",
        spec.total_tokens,
        d=d,
    )
    if show_names(spec):
        return text
    return f"{text} {_key_sentence(spec)}"


def _key_sentence(spec: IcecreamSpec) -> str:
    return _("Letter and shape name the flavour: {key}.", key=flavour_key(spec))


def paper_token_sheets(spec: IcecreamSpec, settings: TokenPrint) -> DuplexSheets:
    """Fronts and (when asked) their backs: the same flavour, mirrored for long-edge duplex.

    A token shows its flavour on both sides, so it reads the same whichever side lands up.
    """
    d, paper = spec.token.diameter, settings.paper
    bleed = settings.paper_bleed
    room = settings.room
    outer = printable_area(paper.width, paper.height, settings.margin)
    head, head_height = header(outer, _token_header(spec))
    area = outer.inset(room.left, head_height + room.top, room.right, room.bottom)
    packing = hex_packing(area, d + 2 * bleed, BLEED_GAP, _("a token"))
    symbols = token_symbols(spec, bleed, settings.backs)
    what = _("{kit} — tokens on {paper} paper", kit=spec.kit, paper=paper.name)
    sides = sided_batches(token_sequence(spec), packing.capacity, what, settings.backs)
    fronts: list[Sheet] = []
    backs: list[Sheet] = []
    for p, (batch, front_title, back_title) in enumerate(sides):
        centres = packing.centres[: len(batch)]
        items = [
            Use(f"token:{f.name}", x, y, face=f.name)
            for f, (x, y) in zip(batch, centres, strict=True)
        ]
        trim = _circles_box(centres, d)
        fronts.append(Sheet((*head, *items), front_title, f"tokens {p + 1}", symbols, trim, bleed))
        if settings.backs:
            mirrored = [(paper.width - x, y) for x, y in centres]
            back_items = [
                Use(f"back:{f.name}", x, y, face=f.name)
                for f, (x, y) in zip(batch, mirrored, strict=True)
            ]
            back_trim = _circles_box(mirrored, d)
            backs.append(
                Sheet(tuple(back_items), back_title, f"backs {p + 1}", symbols, back_trim, bleed)
            )
    return DuplexSheets(tuple(fronts), tuple(backs))


def peg_mark(name: str) -> str:
    """The mark on a printed peg: the first two letters of its colour (Be, Br)."""
    return name[:2].capitalize()


def _peg_counts(spec: IcecreamSpec) -> str:
    return ", ".join(
        _(
            "{count} {colour} ({mark})",
            count=c.count,
            colour=peg_name(c.name),
            mark=peg_mark(peg_name(c.name)),
        )
        for c in spec.pegs.colours
    )


def paper_peg_pages(spec: IcecreamSpec, settings: TokenPrint) -> tuple[Page, ...]:
    """The pegs as small printed discs in their colours, hex-packed, grouped by colour."""
    disc, paper = spec.pegs.disc, settings.paper
    bleed = settings.paper_bleed
    outer = printable_area(paper.width, paper.height, settings.margin)
    head, head_height = header(
        outer,
        n_(
            "{n} peg, {disc} mm: {counts}. Punch or cut out on the circles.",
            "{n} pegs, {disc} mm: {counts}. Punch or cut out on the circles.",
            spec.pegs.total,
            disc=short_number(disc),
            counts=_peg_counts(spec),
        ),
    )
    area = outer.inset(0.0, head_height, 0.0, 0.0)
    packing = hex_packing(area, disc + 2 * bleed, BLEED_GAP, _("a peg disc"))
    symbols = {
        f"peg:{c.name}": peg_face(
            c.colour, peg_mark(peg_name(c.name)), disc, bleed, spec.token.outline
        )
        for c in spec.pegs.colours
    }
    per_sheet = batches(peg_sequence(spec), packing.capacity)
    sheets: list[Sheet] = []
    for p, batch in enumerate(per_sheet):
        centres = packing.centres[: len(batch)]
        items = [
            Use(f"peg:{c.name}", x, y, face=c.name)
            for c, (x, y) in zip(batch, centres, strict=True)
        ]
        title = _(
            "{kit} — pegs on {paper} paper, sheet {n} of {count}",
            kit=spec.kit,
            paper=paper.name,
            n=p + 1,
            count=len(per_sheet),
        )
        trim = _circles_box(centres, disc)
        sheets.append(Sheet((*head, *items), title, f"pegs {p + 1}", symbols, trim, bleed))
    return number_pages(sheets, paper, settings.margin)


# --- magnet sheets ------------------------------------------------------------------------


# Plain records, alike in shape where their fields are (``duplicates`` pairs them) on
# purpose: each names its own fields, a type each.
@dataclass(frozen=True)
class _Piece:
    """One square magnet piece: the symbols drawn under (bleed) and over (face) its cell."""

    under: str
    over: str
    face: str


@dataclass(frozen=True)
class _Block:
    """Butted square pieces in one grid on a magnet sheet, with their cut guides."""

    grid: Grid
    pieces: tuple[_Piece, ...]


def _magnet_symbols(
    spec: IcecreamSpec, bleed: float
) -> tuple[dict[str, tuple[Shape, ...]], list[_Piece], list[_Piece]]:
    """Symbols, the token pieces and the peg pieces (in kit order) for magnet sheets.

    Each piece is a square of its colour running ``bleed`` mm under its neighbours (drawn
    first), then the square at its nominal size with the artwork on top.
    """
    d, disc, names = spec.token.diameter, spec.pegs.disc, show_names(spec)
    symbols: dict[str, tuple[Shape, ...]] = {}

    def squares(key: str, colour: str, size: float, art: tuple[Shape, ...]) -> None:
        h = size / 2
        grown = Rect(
            -h - bleed, -h - bleed, size + 2 * bleed, size + 2 * bleed, _Paint(fill=colour)
        )
        symbols[f"bleed:{key}"] = (grown,)
        symbols[f"magnet:{key}"] = (Rect(-h, -h, size, size, _Paint(fill=colour)), *art)

    for f in spec.flavours:
        ink = ink_for(f.colour, f.ink)
        # the round cut line is there for a circle punch that takes magnet sheet
        art = token_face(
            f.colour,
            f.letter,
            flavour_name(f.name) if names else None,
            f.symbol,
            d,
            ink,
            0.0,
            spec.token.outline,
        )
        squares(f.name, f.colour, d, art)
    for c in spec.pegs.colours:
        squares(
            f"peg {c.name}",
            c.colour,
            disc,
            peg_face(c.colour, peg_mark(peg_name(c.name)), disc, 0.0),
        )
    tokens = [_Piece(f"bleed:{f.name}", f"magnet:{f.name}", f.name) for f in token_sequence(spec)]
    pegs = [
        _Piece(f"bleed:peg {c.name}", f"magnet:peg {c.name}", c.name) for c in peg_sequence(spec)
    ]
    return symbols, tokens, pegs


def _pack_blocks(
    area: Box, queues: list[tuple[list[_Piece], float, str]], zone: float
) -> list[list[_Block]]:
    """Pages of blocks: each queue's pieces (square, ``size`` mm) in butted grids, one queue
    after the other, a new block starting below the last one when a page has room left.

    ``zone`` is the room the guides take on each side of a block.
    """
    pages: list[list[_Block]] = []
    blocks: list[_Block] = []
    top = area.y
    for pieces, size, what in queues:
        pending = list(pieces)
        while pending:
            room = Box(area.x, top + zone, area.width, area.bottom - top - 2 * zone)
            fits = room.height >= size - 1e-9 and room.width >= size
            if not fits:
                if not blocks:
                    fit_grid(room, size, size, 0.0, what)  # raises: too big for an empty page
                pages.append(blocks)
                blocks, top = [], area.y
                continue
            grid = fit_grid(room, size, size, 0.0, what)
            # keep the block at the top of its room: the next one goes below it
            grid = Grid(grid.x, room.y, size, size, 0.0, grid.cols, grid.rows)
            batch, pending = pending[: grid.capacity], pending[grid.capacity :]
            used = grid.used(len(batch))
            blocks.append(_Block(used, tuple(batch)))
            top = used.y + used.height + zone + BLOCK_GAP
    if blocks:
        pages.append(blocks)
    return pages


def magnetic_pages(spec: IcecreamSpec, settings: TokenPrint, pegs: bool) -> tuple[Page, ...]:
    """Tokens (and, with ``pegs``, the pegs after them) as butted squares on magnet sheets.

    Magnet sheet is cut with a ruler and knife or a trimmer, not punched: each piece's colour
    fills its square and runs under its neighbours, so a cut a little off the line leaves no
    white sliver. Each block of pieces has its own guides, one in line with every shared
    edge; the pegs fill the room the last tokens leave, then further sheets.
    """
    paper, bleed = settings.paper, settings.magnet_bleed
    d, disc = spec.token.diameter, spec.pegs.disc
    clearance = bleed + MARK_CLEARANCE
    zone = clearance + MARK_LENGTH
    outer = printable_area(paper.width, paper.height, settings.margin)
    symbols, tokens, peg_pieces = _magnet_symbols(spec, bleed)
    queues = [(tokens, d, _("a token"))]
    if pegs:
        text = _(
            "{tokens} flavour tokens ({d} mm squares) and {pegs} pegs ({disc} mm: {counts}) on "
            "magnet sheet: cut along the guides (lay a ruler across two opposite guides).",
            tokens=spec.total_tokens,
            d=short_number(d),
            pegs=spec.pegs.total,
            disc=short_number(disc),
            counts=_peg_counts(spec),
        )
        queues.append((peg_pieces, disc, _("a peg")))
    else:
        text = _(
            "{tokens} flavour tokens ({d} mm squares) on magnet sheet: cut along the guides "
            "(lay a ruler across two opposite guides).",
            tokens=spec.total_tokens,
            d=short_number(d),
        )
    if not show_names(spec):
        text += " " + _("Key: {key}.", key=flavour_key(spec))
    head, head_height = header(outer, text)
    area = outer.inset(zone, head_height, zone, 0.0)
    pages = _pack_blocks(area, queues, zone)
    sheets: list[Sheet] = []
    for p, blocks in enumerate(pages):
        under: list[Shape] = []
        over: list[Shape] = []
        guides: list[Shape] = []
        for block in blocks:
            h = block.grid.cell_w / 2
            for i, piece in enumerate(block.pieces):
                x, y = block.grid.cell(i)
                under.append(Use(piece.under, x + h, y + h))
                over.append(Use(piece.over, x + h, y + h, face=piece.face))
            guides += crop_marks(block.grid, clearance, MARK_LENGTH)
        left = min(b.grid.x for b in blocks)
        top = min(b.grid.y for b in blocks)
        right = max(b.grid.x + b.grid.width for b in blocks)
        bottom = max(b.grid.y + b.grid.height for b in blocks)
        title = magnet_title(spec.kit, p + 1, len(pages), paper)
        trim = (left, top, right - left, bottom - top)
        sheets.append(
            Sheet((*head, *under, *over, *guides), title, f"magnet {p + 1}", symbols, trim, bleed)
        )
    return number_pages(sheets, paper, settings.margin)


# --- the pieces of the print-and-play impositions (kitgen.maker.imposition) ------------------


def _punch_gap(bleed: float) -> float:
    """Between two trims: the bleeds a punch's width apart, as on the paper sheets."""
    return 2 * bleed + BLEED_GAP


def token_pieces(spec: IcecreamSpec, bleed: float, cut_lines: bool = True) -> PieceSet:
    """The flavour tokens, the flavour on both sides so a token reads whichever side is up,
    drawn as on the paper sheets (names left off when they would print under 7 pt, the cut
    circle in a colour that stands out from the flavour).

    ``cut_lines=False`` (a cutter cuts them): no cut circle is printed, so a cut a little off
    the line leaves no stripe of it on the token; the colour runs ``bleed`` mm past the trim.
    """
    d = spec.token.diameter
    if cut_lines:
        symbols = token_symbols(spec, bleed)
    else:
        names = show_names(spec)
        symbols = {
            f"token:{f.name}": (
                Circle(0.0, 0.0, d / 2 + bleed, _Paint(fill=f.colour)),
                *token_art(
                    f.letter,
                    flavour_name(f.name) if names else None,
                    f.symbol,
                    d,
                    ink_for(f.colour, f.ink),
                    inset=VALUE_INSET,
                ),
            )
            for f in spec.flavours
        }
    pieces = tuple(
        Piece(f"token:{f.name}", f"token:{f.name}", f.name) for f in token_sequence(spec)
    )
    key = "" if show_names(spec) else _key_sentence(spec)
    title = _("{kit} — tokens", kit=spec.kit)
    return round_set("tokens", title, d, bleed, _punch_gap(bleed), symbols, pieces, key)


def peg_pieces(spec: IcecreamSpec, bleed: float, cut_lines: bool = True) -> PieceSet:
    """The paper pegs as the paper sheets print them: small discs in their colours with their
    colour's initials, the same on both sides; the cut circle as on the tokens (none when a
    cutter cuts them, see :func:`token_pieces`)."""
    disc = spec.pegs.disc
    outline = spec.token.outline if cut_lines else None
    symbols = {
        f"peg:{c.name}": peg_face(c.colour, peg_mark(peg_name(c.name)), disc, bleed, outline)
        for c in spec.pegs.colours
    }
    pieces = tuple(
        Piece(f"peg:{c.name}", f"peg:{c.name}", c.name)
        for c in spec.pegs.colours
        for _ in range(c.count)
    )
    title = _("{kit} — pegs", kit=spec.kit)
    return round_set("pegs", title, disc, bleed, _punch_gap(bleed), symbols, pieces)
