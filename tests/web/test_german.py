"""The web pages in German (``?lang=de``): their texts come from the German catalogue."""

from __future__ import annotations

from tests.web.conftest import TOKEN


def test_the_web_pages_are_german(client) -> None:
    client.cookies.set("kitgen_token", TOKEN)
    page = client.get("/?lang=de")
    assert page.status_code == 200 and '<html lang="de">' in page.text
    assert "kitgen am Tisch" in page.text and "Binär prüfen" in page.text
    check = client.get("/check?lang=de")
    assert "Steintastatur" in check.text and "Eine Gleichung prüfen" in check.text
