"""The pages' forms: what they are filled with, in the page's language."""

from __future__ import annotations


def test_the_flavour_keys_are_named_in_the_page_language(client) -> None:
    client.cookies.set("kitgen_token", client.app_guard.token)
    english = client.get("/code").text
    assert 'aria-label="1 strawberry"' in english and "aardbei" not in english
    dutch = client.get("/code?lang=nl").text
    assert 'aria-label="1 aardbei"' in dutch and 'aria-label="3 chocolade"' in dutch
