"""Compare two ``kitgen build all`` trees byte for byte, apart from creation dates.

    python tools/cmp_build.py BEFORE_DIR AFTER_DIR

Every file of either tree is compared with the file of the same name in the other. PDFs
are compared after blanking only their creation and modification dates (``/CreationDate``,
``/ModDate``, the XMP ``CreateDate``/``ModifyDate``/``MetadataDate``) and their document id
(``/ID [<...> <...>]``); SVG, LightBurn, PNG and Markdown files must be equal to the byte.
Prints one line per file that differs (or is missing from one tree), then a summary line;
exit 0 when the trees are the same, 1 when they are not, 2 when a folder cannot be read.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

#: What a PDF may hold that changes from one build to the next; blanked before comparing.
PDF_VOLATILE = (
    re.compile(rb"/(CreationDate|ModDate)\s*\((?:[^()\\]|\\.)*\)"),
    re.compile(rb"/ID\s*\[\s*<[0-9A-Fa-f]*>\s*<[0-9A-Fa-f]*>\s*\]"),
    re.compile(rb"<(xmp:CreateDate|xmp:ModifyDate|xmp:MetadataDate)>[^<]*</\1>"),
)


def normalised(path: Path) -> bytes:
    data = path.read_bytes()
    if path.suffix.lower() == ".pdf":
        for pattern in PDF_VOLATILE:
            data = pattern.sub(lambda found: found.group(0)[:12] + b"#", data)
    return data


def files(tree: Path) -> set[str]:
    """The files under ``tree``, by their path inside it (``kitgen build`` writes a folder
    per kit and paper)."""
    return {str(p.relative_to(tree)) for p in tree.rglob("*") if p.is_file()}


def compare(before: Path, after: Path) -> list[str]:
    """The differences between the two trees, one line each (empty: the same)."""
    names = sorted(files(before) | files(after))
    problems = []
    for name in names:
        old, new = before / name, after / name
        if not old.exists() or not new.exists():
            problems.append(f"only in {before if old.exists() else after}: {name}")
        elif normalised(old) != normalised(new):
            problems.append(f"differs: {name}")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python tools/cmp_build.py BEFORE_DIR AFTER_DIR", file=sys.stderr)
        return 2
    before, after = Path(argv[0]), Path(argv[1])
    for folder in (before, after):
        if not folder.is_dir():
            print(f"error: {folder} is not a folder — give two kitgen build --out folders")
            return 2
    problems = compare(before, after)
    for line in problems:
        print(line)
    count = len(files(before))
    kinds = sorted({Path(name).suffix for name in files(before)})
    print(f"{count} files ({', '.join(kinds)}): {len(problems)} differ")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
