"""The Puzzles page of ``kitgen serve``: the kit maker's form for ``puzzles``, made from the
same declarations as the command line, and the deck downloaded with its PDF."""

from __future__ import annotations

import re

import pypdfium2

from tests.web.conftest import TOKEN


def test_the_puzzles_form_and_its_pdf(client) -> None:
    from kitgen.web.guard import csrf_token

    client.cookies.set("kitgen_token", TOKEN)
    page = client.get("/make/puzzles").text
    # the fields and their limits are the declarations' (--count 1 to 200, --level 1 to 3)
    assert re.search(r'name="count"[^>]*min="1" max="200" value="12"', page)
    assert re.search(r'name="level"[^>]*min="1" max="3"', page)
    # the registered games' kinds, in the registry's order (the first shown first)
    kinds = re.findall(r"<option(?: selected)?>(binary|code|staeda|24)</option>", page)
    assert kinds == ["binary", "code", "staeda", "24"]
    assert "<option selected>binary</option>" in page  # the first game's first kind
    form = {"csrf": csrf_token(TOKEN), "kind": "24", "count": "6", "level": "3", "seed": "9"}
    # the kind named in words, not by a --kind the command line does not have
    label = re.search(r'<label for="f-kind">([^<]*)</label>', page)
    assert label is not None  # each kind with its record's summary
    assert label.group(1).startswith("Puzzle kind: binary (worksheet lines), code (rows of")
    assert "Download the PDF" in page
    r = client.post("/make/puzzles", data=form)
    # the deck's PDF itself, not a zip of it
    assert r.status_code == 200 and r.headers["content-type"] == "application/pdf", r.text
    name = "puzzles-twentyfour-seed9-level3-en-poker-a4.pdf"
    assert r.headers["content-disposition"] == f'attachment; filename="{name}"'
    assert r.content.startswith(b"%PDF-")
    doc = pypdfium2.PdfDocument(r.content)
    text = "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    assert len(doc) == 2  # six cards on one sheet, their backs on the next
    doc.close()
    for n in range(1, 7):
        assert f"24 — puzzle {n}" in text and f"Answer {n}" in text
    bad = client.post("/make/puzzles", data={**form, "count": "500"})
    assert bad.status_code == 400 and "--count" in bad.text
