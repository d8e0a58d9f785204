"""Compare two ``kitgen build all`` trees byte for byte, apart from creation dates; keep the
golden manifest of what ``kitgen build all`` writes.

    python tools/cmp_build.py BEFORE_DIR AFTER_DIR
    python tools/cmp_build.py --golden          # rebuild, and rewrite the golden manifest

Every file of either tree is compared with the file of the same name in the other. PDFs
are compared after blanking only their creation and modification dates (``/CreationDate``,
``/ModDate``, the XMP ``CreateDate``/``ModifyDate``/``MetadataDate``) and their document id
(``/ID [<...> <...>]``); SVG, LightBurn, PNG and Markdown files must be equal to the byte.
Prints one line per file that differs (or is missing from one tree), then a summary line;
exit 0 when the trees are the same, 1 when they are not, 2 when a folder cannot be read.

The golden manifest (``tests/golden/build-all.sha256``: a line ``SHA-256  PATH`` per file,
of its bytes compared as above) is what ``tests/print/test_build.py`` checks a fresh build
against, so that a change that alters a printed file is seen. A deliberate change updates it
with ``make golden`` (``--golden``), and the diff of the manifest shows which files changed.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: The golden manifest of ``kitgen build all``.
GOLDEN = ROOT / "tests" / "golden" / "build-all.sha256"

#: What a PDF may hold that changes from one build to the next; blanked before comparing.
PDF_VOLATILE = (
    re.compile(rb"/(CreationDate|ModDate)\s*\((?:[^()\\]|\\.)*\)"),
    re.compile(rb"(/ID)\s*\[\s*<[0-9A-Fa-f]*>\s*<[0-9A-Fa-f]*>\s*\]"),
    re.compile(rb"<(xmp:CreateDate|xmp:ModifyDate|xmp:MetadataDate)>[^<]*</\1>"),
)


def normalised(path: Path) -> bytes:
    data = path.read_bytes()
    if path.suffix.lower() == ".pdf":
        for pattern in PDF_VOLATILE:
            data = pattern.sub(lambda found: found.group(1) + b"#", data)
    return data


def files(tree: Path) -> set[str]:
    """The files under ``tree``, by their path inside it (``kitgen build`` writes a folder
    per kit and paper)."""
    return {str(p.relative_to(tree)) for p in tree.rglob("*") if p.is_file()}


def manifest(tree: Path) -> dict[str, str]:
    """Every file of ``tree`` by its path inside it -> the SHA-256 of its bytes, dates and
    document ids left out (:func:`normalised`)."""
    return {
        name: hashlib.sha256(normalised(tree / name)).hexdigest() for name in sorted(files(tree))
    }


def manifest_text(found: dict[str, str]) -> str:
    return "".join(f"{digest}  {name}\n" for name, digest in sorted(found.items()))


def read_manifest(path: Path = GOLDEN) -> dict[str, str]:
    found = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        digest, _sep, name = line.partition("  ")
        found[name] = digest
    return found


def against_manifest(tree: Path, golden: dict[str, str]) -> list[str]:
    """How ``tree`` differs from a manifest, one line each (empty: the same)."""
    found = manifest(tree)
    problems = [
        f"differs: {name}"
        for name in sorted(found)
        if name in golden and golden[name] != found[name]
    ]
    problems += [f"new: {name}" for name in sorted(set(found) - set(golden))]
    problems += [f"missing: {name}" for name in sorted(set(golden) - set(found))]
    return problems


def _english() -> dict[str, str]:
    """The environment, with no language setting but English."""
    keep = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "KITGEN_"))}
    keep.pop("LANGUAGE", None)
    return {**keep, "LANG": "C.UTF-8"}


def write_golden() -> int:
    """Build everything afresh (``kitgen build all``) and write its manifest to :data:`GOLDEN`."""
    with tempfile.TemporaryDirectory(prefix="kitgen-golden-") as folder:
        done = subprocess.run(
            [sys.executable, "-m", "kitgen", "build", "all", "--out", folder, "--quiet"],
            check=False,
            env=_english(),
        )
        if done.returncode != 0:
            print("error: kitgen build all failed — the manifest is unchanged", file=sys.stderr)
            return 2
        GOLDEN.parent.mkdir(parents=True, exist_ok=True)
        found = manifest(Path(folder))
    GOLDEN.write_text(manifest_text(found), encoding="utf-8")
    print(f"{GOLDEN.relative_to(ROOT)}: {len(found)} files")
    return 0


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
    if argv == ["--golden"]:
        return write_golden()
    if len(argv) != 2:
        print("usage: python tools/cmp_build.py BEFORE_DIR AFTER_DIR, or --golden", file=sys.stderr)
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
