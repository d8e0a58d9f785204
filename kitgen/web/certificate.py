"""The certificate of ``kitgen serve --https``: made once, kept, renewed when it no longer fits.

A browser gives a page the Screen Wake Lock (the screen kept on during a game) only in a
secure context, which a LAN ``http://`` address is not. ``--https`` serves TLS with a
self-signed certificate for the server's own names and addresses (``localhost``, this
computer's name and ``NAME.local``, 127.0.0.1, ::1 and, with ``--lan``, its addresses on the
network), made with ``cryptography`` and kept in the data folder beside the games: each
phone's browser asks once whether to trust it, and is not asked again while it is kept. It
is made anew when an address it must name is missing from it (the computer joined another
network) or when it has less than a month to run.

The key and the certificate are one PEM file (uvicorn reads both from it), written whole
(temporary file and rename, under the file's lock) into a folder only its owner can read.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
import socket
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from kitgen.api.files import changing, write_text
from kitgen.web.guard import is_address

if TYPE_CHECKING:
    from cryptography import x509


def check_installed() -> None:
    """Refuse ``--https`` with one message when the ``cryptography`` package is missing (a
    stripped install), before the data folder or the port is touched."""
    from kitgen.core.errors import KitgenError
    from kitgen.core.messages import _

    try:
        from cryptography import x509  # noqa: F401
    except ImportError:
        raise KitgenError(
            _(
                "--https needs the cryptography package, which is not installed — install it "
                "where kitgen is installed (pip install cryptography), or leave out --https"
            )
        ) from None


#: The folder under the data folder, and the file in it.
FOLDER = "tls"
FILE = "kitgen-serve.pem"
#: How long a certificate made here runs (browsers take at most 398 days of a server's).
DAYS = 397
#: A certificate with less than this to run is made anew.
RENEW_BEFORE = datetime.timedelta(days=30)


@dataclass(frozen=True)
class Certificate:
    """The certificate in use: its file (key and certificate), what it names, its
    SHA-256 fingerprint as a browser shows it, and whether it was made just now."""

    path: Path
    names: tuple[str, ...]
    addresses: tuple[str, ...]
    fingerprint: str
    made: bool


def lan_addresses(route: str) -> set[str]:
    """This computer's addresses on the local network: ``route``, the one of the default
    route (:func:`kitgen.web.serve.lan_address`), and those its name resolves to (loopback
    and link-local left out)."""
    found = {route}
    try:
        infos = socket.getaddrinfo(socket.gethostname(), None, proto=socket.IPPROTO_TCP)
    except OSError:
        infos = []
    for info in infos:
        found.add(str(info[4][0]).split("%")[0])
    return {a for a in found if _routable(a)}


def _routable(address: str) -> bool:
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return not (ip.is_loopback or ip.is_link_local or ip.is_unspecified)


def wanted(host: str, names: frozenset[str], route: str) -> tuple[set[str], set[str]]:
    """The names and addresses a certificate for a server on ``host`` must name: ``names``
    (:func:`kitgen.web.serve.own_names`) and the loopback addresses; every address on the
    network (:func:`lan_addresses`) when it listens on all of them (``--lan``), else ``host``
    when it is one."""
    addresses = {"127.0.0.1", "::1"}
    if host in ("0.0.0.0", "::"):
        addresses |= lan_addresses(route)
    elif is_address(host):
        addresses.add(str(ipaddress.ip_address(host)))
    return {n for n in names if n and not is_address(n)}, addresses


def ensure(data: Path, host: str, names: frozenset[str], route: str = "127.0.0.1") -> Certificate:
    """The certificate kept in ``data`` if it names everything a server on ``host`` is
    reached by (``names``; ``route``: its address on the network) and runs for a month
    more; else one made now and kept in its place."""
    folder = Path(data) / FOLDER
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(folder, 0o700)  # the private key is in it
    dns, ips = wanted(host, names, route)
    path = folder / FILE
    with changing(path) as real:
        kept = _read(real)
        if kept is not None and _fits(kept, dns, ips):
            return _described(real, kept, made=False)
        made = _make(dns, ips)
        write_text(real, made)
        os.chmod(real, 0o600)
        loaded = _read(real)
        assert loaded is not None  # written just now
        return _described(real, loaded, made=True)


def _read(path: Path) -> x509.Certificate | None:
    """The certificate in ``path``, or None when there is none that can be read (with its
    key: a file that lost its key is made anew)."""
    from cryptography import x509

    try:
        text = path.read_bytes()
    except OSError:
        return None
    if b"PRIVATE KEY-----" not in text:
        return None
    try:
        return x509.load_pem_x509_certificate(text[text.index(b"-----BEGIN CERTIFICATE") :])
    except ValueError:
        return None


def _sans(cert: x509.Certificate) -> tuple[set[str], set[str]]:
    """The DNS names and IP addresses ``cert`` names."""
    from cryptography import x509

    try:
        san = cert.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    except x509.ExtensionNotFound:
        return set(), set()
    dns = {str(n).lower() for n in san.get_values_for_type(x509.DNSName)}
    ips = {str(a) for a in san.get_values_for_type(x509.IPAddress)}
    return dns, ips


def _fits(cert: x509.Certificate, dns: set[str], ips: set[str]) -> bool:
    named, addressed = _sans(cert)
    now = datetime.datetime.now(datetime.UTC)
    running = cert.not_valid_before_utc <= now and cert.not_valid_after_utc - now > RENEW_BEFORE
    return running and dns <= named and ips <= addressed


def _make(dns: set[str], ips: set[str]) -> str:
    """A new key and a self-signed certificate naming ``dns`` and ``ips``, as PEM text."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    machine = socket.gethostname() or "localhost"
    name = x509.Name([
        x509.NameAttribute(NameOID.COMMON_NAME, f"kitgen serve on {machine}"[:64]),
        x509.NameAttribute(NameOID.ORGANIZATION_NAME, "kitgen serve (self-signed)"),
    ])  # fmt: skip
    now = datetime.datetime.now(datetime.UTC)
    alternatives: list[x509.GeneralName] = [x509.DNSName(n) for n in sorted(dns)]
    alternatives += [x509.IPAddress(ipaddress.ip_address(a)) for a in sorted(ips)]
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=DAYS))
        .add_extension(x509.SubjectAlternativeName(alternatives), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(key, hashes.SHA256())
    )
    private = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    return (private + cert.public_bytes(serialization.Encoding.PEM)).decode("ascii")


def _described(path: Path, cert: x509.Certificate, made: bool) -> Certificate:
    from cryptography.hazmat.primitives import hashes

    dns, ips = _sans(cert)
    digest = cert.fingerprint(hashes.SHA256()).hex().upper()
    shown = ":".join(digest[i : i + 2] for i in range(0, len(digest), 2))
    return Certificate(path, tuple(sorted(dns)), tuple(sorted(ips)), shown, made)
