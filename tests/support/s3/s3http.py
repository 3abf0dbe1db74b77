"""Minimal signed S3 HTTP client over http.client, configured from the S3_* variables of DIR/env."""

from __future__ import annotations

import http.client
import os
import re
import shlex
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import datetime
from urllib.parse import urlsplit

from sigv4 import Credentials, canonical_query, object_path, presign_query, sign_headers

S3_NS = "{http://s3.amazonaws.com/doc/2006-03-01/}"
ENV_KEYS = ("S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY", "S3_BUCKET", "S3_REGION")


@dataclass
class Response:
    status: int
    headers: dict[str, str]
    body: bytes = field(repr=False)

    def header(self, name: str) -> str | None:
        return self.headers.get(name.lower())

    def error_code(self) -> str | None:
        match = re.search(rb"<Code>([^<]+)</Code>", self.body)
        return match.group(1).decode() if match else None

    def xml(self) -> ET.Element:
        return ET.fromstring(self.body)


def read_env_file(path: str) -> dict[str, str]:
    """Parses the `export NAME=value` lines that start.sh writes (values are shell-quoted)."""
    values: dict[str, str] = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            words = shlex.split(line, comments=True)
            if len(words) == 2 and words[0] == "export" and "=" in words[1]:
                name, value = words[1].split("=", 1)
                values[name] = value
    return values


def settings(env_file: str | None = None) -> dict[str, str]:
    source = read_env_file(env_file) if env_file else dict(os.environ)
    missing = [key for key in ENV_KEYS if not source.get(key)]
    if missing:
        raise SystemExit(f"missing S3 settings: {', '.join(missing)}")
    return source


def find_text(element: ET.Element, path: str) -> list[str]:
    """Texts of namespaced descendants, e.g. find_text(root, 'Upload/UploadId')."""
    namespaced = "/".join(S3_NS + part for part in path.split("/"))
    return [node.text or "" for node in element.findall(".//" + namespaced)]


class S3Client:
    def __init__(self, endpoint: str, creds: Credentials, timeout: float = 30.0):
        parts = urlsplit(endpoint)
        if parts.scheme != "http" or not parts.hostname:
            raise ValueError(f"expected an http:// endpoint, got {endpoint!r}")
        self.endpoint = endpoint.rstrip("/")
        self.host = parts.netloc
        self.creds = creds
        self.timeout = timeout

    @classmethod
    def from_settings(cls, values: dict[str, str], secret_override: str | None = None) -> "S3Client":
        creds = Credentials(values["S3_ACCESS_KEY"], secret_override or values["S3_SECRET_KEY"], values["S3_REGION"])
        return cls(values["S3_ENDPOINT"], creds)

    def _send(self, method: str, target: str, body: bytes, headers: dict[str, str]) -> Response:
        connection = http.client.HTTPConnection(self.host, timeout=self.timeout)
        try:
            connection.request(method, target, body=body or None, headers=headers)
            reply = connection.getresponse()
            payload = reply.read()
            return Response(reply.status, {k.lower(): v for k, v in reply.getheaders()}, payload)
        finally:
            connection.close()

    def request(
        self,
        method: str,
        bucket: str,
        key: str = "",
        query: list[tuple[str, str]] | None = None,
        body: bytes = b"",
        headers: dict[str, str] | None = None,
    ) -> Response:
        path = object_path(bucket, key)
        query = query or []
        signed = sign_headers(self.creds, method, self.host, path, query, headers, body)
        if body:
            signed["Content-Length"] = str(len(body))
        return self._send(method, path + _query_suffix(query), body, signed)

    def unsigned(self, method: str, bucket: str, key: str = "", headers: dict[str, str] | None = None) -> Response:
        """An anonymous request, e.g. a CORS preflight as a browser sends it."""
        return self._send(method, object_path(bucket, key), b"", {"Host": self.host, **(headers or {})})

    def presign(
        self,
        method: str,
        bucket: str,
        key: str,
        expires_seconds: int = 900,
        query: list[tuple[str, str]] | None = None,
        now: datetime | None = None,
    ) -> str:
        path = object_path(bucket, key)
        signed = presign_query(self.creds, method, self.host, path, expires_seconds, query, now)
        return f"{self.endpoint}{path}?{signed}"


def _query_suffix(query: list[tuple[str, str]]) -> str:
    return "?" + canonical_query(query) if query else ""
