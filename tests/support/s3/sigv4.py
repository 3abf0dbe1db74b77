"""AWS Signature Version 4 for S3 (header-signed requests and presigned URLs).

Written against the public SigV4 description so the test server can be exercised without any
S3 client package: only the Python standard library is available on CI images.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import hmac
from dataclasses import dataclass
from urllib.parse import quote

ALGORITHM = "AWS4-HMAC-SHA256"
SERVICE = "s3"
UNSIGNED_PAYLOAD = "UNSIGNED-PAYLOAD"
EMPTY_SHA256 = hashlib.sha256(b"").hexdigest()


@dataclass(frozen=True)
class Credentials:
    access_key: str
    secret_key: str
    region: str = "us-east-1"


def uri_encode(value: str, keep_slash: bool = False) -> str:
    """RFC 3986 encoding as SigV4 requires (space -> %20, '~' kept, '/' only in paths)."""
    return quote(value, safe="/~" if keep_slash else "~")


def object_path(bucket: str, key: str = "") -> str:
    """Path-style resource path; S3 signs the already-encoded path as is (no double encoding)."""
    path = "/" + uri_encode(bucket)
    if key:
        path += "/" + uri_encode(key, keep_slash=True)
    return path


def canonical_query(query: list[tuple[str, str]]) -> str:
    pairs = sorted((uri_encode(k), uri_encode(v)) for k, v in query)
    return "&".join(f"{k}={v}" for k, v in pairs)


def _timestamps(now: _dt.datetime | None) -> tuple[str, str]:
    moment = (now or _dt.datetime.now(_dt.timezone.utc)).astimezone(_dt.timezone.utc)
    return moment.strftime("%Y%m%dT%H%M%SZ"), moment.strftime("%Y%m%d")


def _scope(day: str, creds: Credentials) -> str:
    return f"{day}/{creds.region}/{SERVICE}/aws4_request"


def _signing_key(creds: Credentials, day: str) -> bytes:
    key = ("AWS4" + creds.secret_key).encode()
    for part in (day, creds.region, SERVICE, "aws4_request"):
        key = hmac.new(key, part.encode(), hashlib.sha256).digest()
    return key


def _signature(creds: Credentials, amz_date: str, day: str, canonical_request: str) -> str:
    string_to_sign = "\n".join(
        [ALGORITHM, amz_date, _scope(day, creds), hashlib.sha256(canonical_request.encode()).hexdigest()]
    )
    return hmac.new(_signing_key(creds, day), string_to_sign.encode(), hashlib.sha256).hexdigest()


def _canonical_request(
    method: str, path: str, query: list[tuple[str, str]], headers: dict[str, str], payload_hash: str
) -> tuple[str, str]:
    lowered = {name.lower(): " ".join(str(value).split()) for name, value in headers.items()}
    names = sorted(lowered)
    canonical_headers = "".join(f"{name}:{lowered[name]}\n" for name in names)
    signed_headers = ";".join(names)
    request = "\n".join(
        [method.upper(), path, canonical_query(query), canonical_headers, signed_headers, payload_hash]
    )
    return request, signed_headers


def sign_headers(
    creds: Credentials,
    method: str,
    host: str,
    path: str,
    query: list[tuple[str, str]] | None = None,
    headers: dict[str, str] | None = None,
    payload: bytes = b"",
    now: _dt.datetime | None = None,
) -> dict[str, str]:
    """Returns the full header set to send: the given headers plus Host, x-amz-* and Authorization."""
    amz_date, day = _timestamps(now)
    payload_hash = hashlib.sha256(payload).hexdigest()
    signed = dict(headers or {})
    signed.update({"Host": host, "x-amz-date": amz_date, "x-amz-content-sha256": payload_hash})
    request, signed_headers = _canonical_request(method, path, query or [], signed, payload_hash)
    signature = _signature(creds, amz_date, day, request)
    signed["Authorization"] = (
        f"{ALGORITHM} Credential={creds.access_key}/{_scope(day, creds)}, "
        f"SignedHeaders={signed_headers}, Signature={signature}"
    )
    return signed


def presign_query(
    creds: Credentials,
    method: str,
    host: str,
    path: str,
    expires_seconds: int,
    query: list[tuple[str, str]] | None = None,
    now: _dt.datetime | None = None,
) -> str:
    """Query string (already encoded) for a URL that grants `method` on `path` to whoever holds it."""
    amz_date, day = _timestamps(now)
    params = list(query or []) + [
        ("X-Amz-Algorithm", ALGORITHM),
        ("X-Amz-Credential", f"{creds.access_key}/{_scope(day, creds)}"),
        ("X-Amz-Date", amz_date),
        ("X-Amz-Expires", str(expires_seconds)),
        ("X-Amz-SignedHeaders", "host"),
    ]
    request, _ = _canonical_request(method, path, params, {"host": host}, UNSIGNED_PAYLOAD)
    params.append(("X-Amz-Signature", _signature(creds, amz_date, day, request)))
    return canonical_query(params)
