"""The pages' forms: what they are filled with, in the page's language."""

from __future__ import annotations


def test_the_flavour_keys_are_named_in_the_page_language(client) -> None:
    client.cookies.set("kitgen_token", client.app_guard.token)
    english = client.get("/code").text
    assert 'aria-label="1 strawberry"' in english and "aardbei" not in english
    dutch = client.get("/code?lang=nl").text
    assert 'aria-label="1 aardbei"' in dutch and 'aria-label="3 chocolade"' in dutch


def _qr_field(html: str) -> str | None:
    import re

    found = re.search(r'<input type="text" id="f-qr" name="qr" value="([^"]*)"', html)
    return found.group(1) if found else None


def test_the_card_forms_carry_the_table_link_in_their_qr_field(tmp_path) -> None:
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app
    from tests.web.conftest import TOKEN

    lan = f"http://192.168.1.23:8000/?token={TOKEN}"  # what kitgen serve --lan printed
    with TestClient(create_app(tmp_path / "lan", TOKEN, url=lan)) as client:
        client.cookies.set("kitgen_token", TOKEN)
        for kit in ("cards-binary", "cards-icecream", "cards-staeda", "cards-all"):
            assert _qr_field(client.get(f"/make/{kit}").text) == lan, kit
        assert _qr_field(client.get("/make/tiles").text) is None  # no QR option there
    with TestClient(create_app(tmp_path / "plain", TOKEN)) as client:  # not from kitgen serve
        client.cookies.set("kitgen_token", TOKEN)
        page = client.get("/make/cards-reference", headers={"host": "10.0.0.7:8123"}).text
        assert _qr_field(page) == f"http://10.0.0.7:8123/?token={TOKEN}"  # the address asked


def test_a_card_made_from_the_form_as_it_comes_carries_the_link(tmp_path) -> None:
    import html
    import io
    import re
    import zipfile

    import pypdfium2
    from starlette.testclient import TestClient

    from kitgen.web.app import create_app
    from kitgen.web.guard import csrf_token
    from tests.web.conftest import TOKEN

    lan = f"http://192.168.1.23:8000/?token={TOKEN}"
    with TestClient(create_app(tmp_path / "data", TOKEN, url=lan, processes=1)) as client:
        client.cookies.set("kitgen_token", TOKEN)
        page = client.get("/make/cards-reference").text
        # every field as the page fills it (a checkbox's hidden "off" first, as a browser)
        form = dict(re.findall(r'<input type="hidden" name="([^"]+)" value="([^"]*)"', page))
        form.update(re.findall(r'<input type="(?:text|number)" id="[^"]+" name="([^"]+)" '
                               r'[^>]*?value="([^"]*)"', page))  # fmt: skip
        form = {k: html.unescape(v) for k, v in form.items()}
        assert form["qr"] == lan
        form["csrf"] = csrf_token(TOKEN)
        r = client.post("/make/cards-reference", data=form)
        assert r.status_code == 200 and r.headers["content-type"] == "application/zip", r.text
    archive = zipfile.ZipFile(io.BytesIO(r.content))
    pdf = next(n for n in archive.namelist() if n.endswith(".pdf"))
    doc = pypdfium2.PdfDocument(archive.read(pdf))
    text = "".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    doc.close()
    assert "192.168.1.23:8000" in text  # the address printed beside the code


def test_the_match_forms_take_their_limits_from_the_declarations(client) -> None:
    from tests.web.conftest import BEARER

    client.cookies.set("kitgen_token", client.app_guard.token)
    new = client.get("/code/match").text
    # the rounds a match may agree on: 1 to 100, 5 the default (as --rounds)
    assert 'name="rounds" value="5" min="1" max="100"' in new
    answer = client.post("/api/code/match/new", json={"players": "Ann,Bob"}, headers=BEARER)
    page = client.get(f"/code/match/{answer.headers['x-kitgen-id']}").text
    # a guess number is at most the most rows any rules put in play: 30 (--cracked-on)
    assert 'name="cracked_on" min="1" max="30"' in page
    code = client.get("/code").text
    assert 'name="played"' in code and 'name="row"' not in code  # the CLI's --played
