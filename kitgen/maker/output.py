"""The one place a kit's files are named and written, and what a kit command reports.

Renderers return bytes; a kit builder hands them to an :class:`Output`, which names each file
from its parts (``binary``, ``tiles``, ``a4`` -> ``binary-tiles-a4.pdf``) in the output folder,
writes it atomically (``kitgen.files``), and keeps the list. PNG previews are written last,
once every real file is there, so a missing cairo costs nothing but the previews (one warning
per run). :meth:`Output.made` returns the :class:`Made` answer the CLI and the web print.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kitgen.core.messages import language, pN_

if TYPE_CHECKING:
    from kitgen.maker.scene import Document, Page


@dataclass(frozen=True)
class WrittenFile:
    """One file a command wrote. ``kind`` is e.g. "tiles", "backs", "count-sheet", "laser".
    A 3D print's file (a 3MF or STL, or its preview) is one build plate of ``pieces``
    pieces: ``pages`` counts its plates."""

    path: Path
    kind: str
    pages: int
    pieces: int | None = field(default=None, kw_only=True)

    def as_dict(self) -> dict[str, object]:
        """The file as ``--json`` lists it: ``path``, ``kind``, ``pages`` (and a 3D
        print's ``pieces``)."""
        found: dict[str, object] = {"path": str(self.path), "kind": self.kind, "pages": self.pages}
        if self.pieces is not None:
            found["pieces"] = self.pieces
        return found


def files_json(files: Sequence[WrittenFile]) -> str:
    """The ``--json`` answer of a print command that writes files only: one line, UTF-8."""
    return json.dumps({"files": [f.as_dict() for f in files]}, ensure_ascii=False)


def files_summary(files: Sequence[WrittenFile]) -> str:
    """A short human summary: one line per file."""
    from kitgen.core.errors import display_name
    from kitgen.core.messages import _, n_, p_

    lines = []
    for f in files:
        if f.pieces is None:
            pages = n_("{n} page", "{n} pages", f.pages)
        else:
            pages = ", ".join(
                [n_("{n} plate", "{n} plates", f.pages), n_("{n} piece", "{n} pieces", f.pieces)]
            )
        lines.append(
            _(
                "wrote {path}  ({kind}, {pages})",
                path=display_name(f.path),
                kind=p_("file", f.kind),
                pages=pages,
            )
        )
    return "\n".join(lines) if lines else _("nothing to write")


#: The kinds of file the kit commands write (``WrittenFile.kind``, a JSON value that stays
#: as it is), named in the summary's language.
FILE_KINDS = (
    pN_("file", "tiles"),
    pN_("file", "backs"),
    pN_("file", "fronts"),
    pN_("file", "count-sheet"),
    pN_("file", "laser"),
    pN_("file", "lightburn"),
    pN_("file", "board"),
    pN_("file", "preview"),
    pN_("file", "tokens"),
    pN_("file", "pegs"),
    pN_("file", "pedestal"),
    pN_("file", "cut-list"),
    pN_("file", "cards"),
    pN_("file", "reference"),
    pN_("file", "score-sheet"),
    pN_("file", "calibration"),
    pN_("file", "gutterfold"),
    pN_("file", "print-then-cut"),
    pN_("file", "cut-file"),
    pN_("file", "cut-file-dxf"),
    pN_("file", "worksheet"),
    pN_("file", "answers"),
    pN_("file", "wall-sheet"),
)


@dataclass(frozen=True)
class Made:
    """What a kit command made: its files (in the order written), the figures its ``--json``
    answer adds (a laser job's sheets, lengths and times), the lines printed after the file
    list, the warnings (previews left out) and the remarks (a card in English because its
    game has no texts in the language asked for), both said on stderr."""

    files: tuple[WrittenFile, ...]
    figures: Mapping[str, Any] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    remarks: tuple[str, ...] = ()
    #: The language of the texts printed on the sheets and in the answer.
    lang: str = field(default_factory=language)

    def as_json(self) -> dict[str, Any]:
        """The answer as ``--json`` prints it: the files, the figures, ``lang``."""
        return {"files": [f.as_dict() for f in self.files], **self.figures, "lang": self.lang}

    @property
    def text(self) -> str:
        """What the command prints: the files written, then the notes."""
        from kitgen.core.messages import use_language

        with use_language(self.lang):
            return "\n".join([files_summary(self.files), *self.notes])

    @property
    def ok(self) -> bool:
        """Always true: a kit that cannot be made raises ``KitgenError`` instead."""
        return True

    @property
    def exit_code(self) -> int:
        """0: the command's exit code when the kit was made."""
        return 0

    def __iter__(self) -> Iterator[WrittenFile]:
        return iter(self.files)

    def __len__(self) -> int:
        return len(self.files)

    def __getitem__(self, index: int) -> WrittenFile:
        return self.files[index]


def file_name(*parts: str, ext: str) -> str:
    """A kit file's name: its non-empty parts joined by ``-``, then the extension."""
    return "-".join(part for part in parts if part) + "." + ext


class Output:
    """A kit command's output folder: names, writes and lists its files."""

    def __init__(self, folder: Path | str, *, preview: bool = False, dpi: float = 100.0) -> None:
        self.folder = Path(folder)
        self.preview = preview
        self.dpi = dpi
        self.files: list[WrittenFile] = []
        self.warnings: list[str] = []
        self._previews: list[tuple[tuple[Page, ...], Path]] = []

    def path(self, *parts: str, ext: str) -> Path:
        """The file named by ``parts`` in the output folder (see :func:`file_name`)."""
        return self.folder / file_name(*parts, ext=ext)

    def stem(self, *parts: str) -> Path:
        """``path`` without the extension: the base of a numbered series (``-1.svg``...)."""
        return self.folder / "-".join(part for part in parts if part)

    def add(self, written: WrittenFile) -> WrittenFile:
        self.files.append(written)
        return written

    def write(self, file: WrittenFile, data: bytes | str) -> WrittenFile:
        """Write ``data`` (bytes, or text as UTF-8) at ``file.path`` and list ``file``."""
        from kitgen.files import write_bytes

        write_bytes(file.path, data.encode("utf-8") if isinstance(data, str) else data)
        return self.add(file)

    def data(self, path: Path, data: bytes | str, kind: str, pages: int = 1) -> WrittenFile:
        """Write ``data`` (bytes, or text as UTF-8) at ``path``."""
        return self.write(WrittenFile(path, kind, pages), data)

    def pdf(
        self,
        path: Path,
        document: Document,
        kind: str,
        previews: Sequence[Page] | None = None,
    ) -> WrittenFile:
        """Render ``document`` to ``path``; with ``--preview`` its pages (or ``previews``)
        are drawn as PNGs beside it at the end."""
        from kitgen.maker.render.pdf import render_pdf

        written = self.data(path, render_pdf(document), kind, len(document.pages))
        self.previews(document.pages if previews is None else previews, path)
        return written

    def kit_pdf(
        self,
        kit: str,
        title: str,
        pages: Sequence[Page],
        kind: str,
        *parts: str,
        previews: Sequence[Page] | None = None,
    ) -> WrittenFile:
        """:meth:`pdf` of ``pages`` at ``PARTS.pdf``, titled ``KIT — TITLE`` (``title``
        marked with ``pN_("title", …)``, translated here)."""
        from kitgen.core.messages import p_
        from kitgen.maker.scene import Document

        document = Document(f"{kit} — {p_('title', title)}", tuple(pages))
        return self.pdf(self.path(*parts, ext="pdf"), document, kind, previews)

    def previews(self, pages: Sequence[Page], base: Path) -> None:
        """Draw ``pages`` as PNGs beside ``base`` once every real file is written."""
        if self.preview:
            self._previews.append((tuple(pages), base))

    def write_previews(self) -> None:
        """Draw the previews asked for so far; without cairo, one warning and no PNG."""
        queued, self._previews = self._previews, []
        if not queued:
            return
        from kitgen.maker.render.png import CairoMissing, preview_paths, render_png

        try:
            for pages, base in queued:
                for page, path in zip(pages, preview_paths(base, len(pages)), strict=True):
                    self.data(path, render_png(page, self.dpi), "preview")
        except CairoMissing as err:
            self.preview = False  # said once; the rest of the run writes none
            from kitgen.core.messages import _

            self.warnings.append(_("no PNG previews written: {problem}", problem=err))

    def made(self, figures: Mapping[str, Any] | None = None, notes: Sequence[str] = ()) -> Made:
        """Write the previews still to draw, then the answer."""
        self.write_previews()
        # Several steps of one build may rewrite one file: each is listed once, in order.
        files = tuple({f.path: f for f in self.files}.values())
        return Made(files, dict(figures or {}), tuple(notes), tuple(self.warnings))
