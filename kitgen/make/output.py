"""What a print command wrote, reported the same way by every command."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class WrittenFile:
    """One file a command wrote. ``kind`` is e.g. "tiles", "backs", "count-sheet", "laser"."""

    path: Path
    kind: str
    pages: int

    def as_dict(self) -> dict[str, object]:
        return {"path": str(self.path), "kind": self.kind, "pages": self.pages}


def files_json(files: list[WrittenFile]) -> str:
    """The ``--json`` answer of every print command: one line, UTF-8."""
    return json.dumps({"files": [f.as_dict() for f in files]}, ensure_ascii=False)


def files_summary(files: Sequence[WrittenFile]) -> str:
    """A short human summary: one line per file."""
    lines = []
    for f in files:
        unit = "page" if f.pages == 1 else "pages"
        lines.append(f"wrote {f.path}  ({f.kind}, {f.pages} {unit})")
    return "\n".join(lines) if lines else "nothing to write"
