"""``kitgen serve --https`` (issue #38): a certificate of its own for the server's names and
addresses, kept in the data folder and made anew when an address is missing from it, written
whole; a phone's request over https is answered, checked against that certificate."""

from __future__ import annotations

import os
import socket
import ssl
import stat
import urllib.request
from pathlib import Path

import pytest
from cryptography import x509

from kitgen.core.errors import KitgenError
from kitgen.web.certificate import FILE, FOLDER, ensure
from kitgen.web.serve import lan_address, own_names
from tests.web.conftest import TOKEN, Server


def _sans(pem: Path) -> tuple[set[str], set[str]]:
    text = pem.read_bytes()
    cert = x509.load_pem_x509_certificate(text[text.index(b"-----BEGIN CERTIFICATE") :])
    san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    return (set(san.get_values_for_type(x509.DNSName)),
            {str(a) for a in san.get_values_for_type(x509.IPAddress)})  # fmt: skip


def test_the_certificate_names_every_address_of_the_server(tmp_path: Path) -> None:
    # kitgen serve --lan --https
    made = ensure(tmp_path, "0.0.0.0", own_names("0.0.0.0"), lan_address())
    assert made.made and made.path == tmp_path / FOLDER / FILE
    names, addresses = _sans(made.path)
    machine = socket.gethostname().lower()
    assert {"localhost", machine, f"{machine}.local"} <= names
    assert {"127.0.0.1", "::1"} <= addresses
    if lan_address() != "127.0.0.1":  # a machine on a network: its address there
        assert lan_address() in addresses
    # the key is in the file, for its owner only; uvicorn's TLS loads the pair
    assert stat.S_IMODE(made.path.stat().st_mode) == 0o600
    assert stat.S_IMODE(made.path.parent.stat().st_mode) == 0o700
    ssl.create_default_context(ssl.Purpose.CLIENT_AUTH).load_cert_chain(made.path)
    assert len(made.fingerprint.split(":")) == 32  # SHA-256, as a browser shows it


def test_kept_then_made_anew_when_an_address_is_missing(tmp_path: Path) -> None:
    first = ensure(tmp_path, "127.0.0.1", own_names("127.0.0.1"))
    pem = first.path.read_bytes()
    again = ensure(tmp_path, "127.0.0.1", own_names("127.0.0.1"))
    assert not again.made and again.path.read_bytes() == pem  # the phones are not asked again
    moved = ensure(tmp_path, "10.9.8.7", own_names("10.9.8.7"))  # another address
    assert moved.made and moved.path.read_bytes() != pem
    assert "10.9.8.7" in _sans(moved.path)[1] and moved.fingerprint != first.fingerprint


def test_written_whole_or_not_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    kept = ensure(tmp_path, "127.0.0.1", own_names("127.0.0.1")).path
    before = kept.read_bytes()

    def refused(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refused)
    with pytest.raises(KitgenError, match="No space left on device"):
        ensure(tmp_path, "10.9.8.7", own_names("10.9.8.7"))
    monkeypatch.undo()
    assert kept.read_bytes() == before  # the old certificate, whole
    assert not [p for p in kept.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_request_over_https(tmp_path: Path) -> None:
    running = Server(tmp_path / "data", "--https")
    try:
        assert running.first_line.startswith(f"https://127.0.0.1:{running.port}/?token=")
        said = "\n".join(running.lines)
        assert '"Advanced"' in said and "Certificate fingerprint (SHA-256):" in said
        # checked as a browser that trusts it does: its name (127.0.0.1) is in it
        trusting = ssl.create_default_context(cafile=tmp_path / "data" / FOLDER / FILE)
        url = f"https://127.0.0.1:{running.port}/check"
        asked = urllib.request.Request(url, headers={"Authorization": f"Bearer {TOKEN}"})
        with urllib.request.urlopen(asked, timeout=30, context=trusting) as answer:
            assert answer.status == 200 and b'name="expr"' in answer.read()
        with pytest.raises(urllib.error.URLError, match="CERTIFICATE_VERIFY_FAILED"):
            urllib.request.urlopen(asked, timeout=30, context=ssl.create_default_context())
    finally:
        running.stop()


def test_without_the_cryptography_package_https_is_refused_with_one_line(
    kitgen, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A stripped install (the import of cryptography fails, here made to in-process): one
    error line naming the package and how to get it, exit 2, before the data folder is made
    or the port taken."""
    import sys

    for name in [m for m in sys.modules if m.split(".")[0] == "cryptography"]:
        monkeypatch.setitem(sys.modules, name, None)
    monkeypatch.setitem(sys.modules, "cryptography", None)
    data = tmp_path / "data"
    result = kitgen("serve", "--https", "--port", "0", "--data", str(data), "--token", TOKEN)
    assert (result.code, result.out) == (2, "")
    assert result.err == (
        "error: --https needs the cryptography package, which is not installed — install it "
        "where kitgen is installed (pip install cryptography), or leave out --https\n"
    )
    assert not data.exists()
