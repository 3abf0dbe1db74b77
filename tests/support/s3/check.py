"""Self-check of a test S3 server: signed object I/O, presigned URLs, signature rejection,
multipart upload/abort and browser CORS, each printed as a PASS/FAIL line.

Usage: check.py DIR_OR_ENV_FILE   (the DIR given to start.sh, or its DIR/env; default $S3_DIR/env)
Exit status 1 when any check fails. Objects it creates live under a random prefix and are deleted.
"""

from __future__ import annotations

import hashlib
import os
import secrets
import subprocess
import sys
import tempfile
from datetime import datetime, timedelta, timezone
from typing import Callable

from make_bucket import PROBE_ORIGIN
from s3http import S3Client, find_text, settings

PART_SIZE = 5 * 1024 * 1024  # S3's minimum for every part but the last
MULTIPART_XML = "<CompleteMultipartUpload>{}</CompleteMultipartUpload>"
PART_XML = "<Part><PartNumber>{}</PartNumber><ETag>{}</ETag></Part>"


class Check:
    def __init__(self, env_file: str):
        values = settings(env_file)
        self.client = S3Client.from_settings(values)
        self.impostor = S3Client.from_settings(values, secret_override=secrets.token_urlsafe(30))
        self.bucket = values["S3_BUCKET"]
        self.prefix = f"self-check/{secrets.token_hex(4)}/"
        self.key = self.prefix + "hello wörld (1).bin"  # exercises path encoding in the signature
        self.body = secrets.token_bytes(256 * 1024)
        self.multipart_key = self.prefix + "video.mp4"
        self.failures = 0

    def run(self, name: str, step: Callable[[], None]) -> None:
        try:
            step()
            print(f"PASS {name}", flush=True)
        except Exception as error:  # each check reports and the rest still run
            self.failures += 1
            print(f"FAIL {name}: {error}", flush=True)

    # --- object I/O -------------------------------------------------------------------------
    def put_object(self) -> None:
        reply = self.client.request("PUT", self.bucket, self.key, body=self.body,
                                    headers={"Content-Type": "application/octet-stream"})
        expect(reply.status == 200, f"HTTP {reply.status} {reply.error_code()}")
        expect(reply.header("etag") == f'"{hashlib.md5(self.body).hexdigest()}"', f"ETag {reply.header('etag')}")

    def get_object(self) -> None:
        reply = self.client.request("GET", self.bucket, self.key)
        expect(reply.status == 200, f"HTTP {reply.status} {reply.error_code()}")
        expect(reply.body == self.body, f"got {len(reply.body)} bytes that differ from the {len(self.body)} sent")

    def presigned_get_with_curl(self) -> None:
        status, body, _ = curl(["-X", "GET", self.client.presign("GET", self.bucket, self.key, 300)])
        expect(status == 200, f"curl got HTTP {status}")
        expect(body == self.body, "curl body differs from the object")

    def tampered_presigned_url_rejected(self) -> None:
        url = self.client.presign("GET", self.bucket, self.key, 300)
        last = url[-1]
        status, body, _ = curl(["-X", "GET", url[:-1] + ("0" if last != "0" else "1")])
        expect(status == 403, f"curl got HTTP {status}")
        expect(b"SignatureDoesNotMatch" in body or b"AccessDenied" in body, body[:200].decode(errors="replace"))

    def expired_presigned_url_rejected(self) -> None:
        signed_at = datetime.now(timezone.utc) - timedelta(minutes=10)
        status, body, _ = curl(["-X", "GET", self.client.presign("GET", self.bucket, self.key, 60, now=signed_at)])
        expect(status == 403, f"curl got HTTP {status}")
        expect(self.body not in body, "object content served on an expired URL")

    def presigned_put_with_curl(self) -> None:
        key = self.prefix + "presigned-put.txt"
        payload = b"uploaded by curl through a presigned URL\n"
        status, _, _ = curl(["-X", "PUT", "--data-binary", "@-", self.client.presign("PUT", self.bucket, key, 300)],
                            stdin=payload)
        expect(status == 200, f"curl PUT got HTTP {status}")
        reply = self.client.request("GET", self.bucket, key)
        expect(reply.status == 200 and reply.body == payload, f"read back HTTP {reply.status}, {len(reply.body)} bytes")

    def wrong_secret_rejected(self) -> None:
        reply = self.impostor.request("GET", self.bucket, self.key)
        expect(reply.status == 403, f"HTTP {reply.status}")
        expect(reply.error_code() in ("AccessDenied", "SignatureDoesNotMatch"), f"code {reply.error_code()}")
        expect(self.body not in reply.body, "object content leaked in the error response")

    # --- multipart --------------------------------------------------------------------------
    def initiate(self, key: str) -> str:
        reply = self.client.request("POST", self.bucket, key, query=[("uploads", "")])
        expect(reply.status == 200, f"initiate HTTP {reply.status} {reply.error_code()}")
        ids = find_text(reply.xml(), "UploadId")
        expect(len(ids) == 1 and ids[0], "no UploadId in the initiate answer")
        return ids[0]

    def open_uploads(self) -> list[str]:
        reply = self.client.request("GET", self.bucket, query=[("uploads", ""), ("prefix", self.prefix)])
        expect(reply.status == 200, f"list uploads HTTP {reply.status} {reply.error_code()}")
        return find_text(reply.xml(), "Upload/UploadId")

    def multipart_upload(self) -> None:
        upload_id = self.initiate(self.multipart_key)
        first, second = secrets.token_bytes(PART_SIZE), secrets.token_bytes(300 * 1024)
        reply = self.client.request("PUT", self.bucket, self.multipart_key, body=first,
                                    query=[("partNumber", "1"), ("uploadId", upload_id)])
        expect(reply.status == 200, f"part 1 HTTP {reply.status} {reply.error_code()}")
        etags = [reply.header("etag")]
        # Part 2 goes the way the browser will send it: a presigned PUT, ETag read from the response.
        url = self.client.presign("PUT", self.bucket, self.multipart_key, 300,
                                  query=[("partNumber", "2"), ("uploadId", upload_id)])
        status, _, headers = curl(["-X", "PUT", "--data-binary", "@-", url], stdin=second)
        expect(status == 200, f"presigned part 2 HTTP {status}")
        etags.append(headers.get("etag"))
        expect(all(etags), f"missing part ETag: {etags}")
        parts = "".join(PART_XML.format(number, etag) for number, etag in enumerate(etags, start=1))
        reply = self.client.request("POST", self.bucket, self.multipart_key, query=[("uploadId", upload_id)],
                                    body=MULTIPART_XML.format(parts).encode(), headers={"Content-Type": "application/xml"})
        expect(reply.status == 200 and b"<Error>" not in reply.body, f"complete HTTP {reply.status} {reply.error_code()}")
        reply = self.client.request("GET", self.bucket, self.multipart_key)
        expect(reply.status == 200 and reply.body == first + second, f"assembled object: HTTP {reply.status}, "
               f"{len(reply.body)} bytes, expected {len(first) + len(second)}")
        expect(self.open_uploads() == [], "upload still listed after complete")

    def multipart_abort(self) -> None:
        key = self.prefix + "aborted.bin"
        upload_id = self.initiate(key)
        reply = self.client.request("PUT", self.bucket, key, body=b"x" * 1024,
                                    query=[("partNumber", "1"), ("uploadId", upload_id)])
        expect(reply.status == 200, f"part HTTP {reply.status}")
        expect(upload_id in self.open_uploads(), "upload not listed while in progress")
        reply = self.client.request("DELETE", self.bucket, key, query=[("uploadId", upload_id)])
        expect(reply.status == 204, f"abort HTTP {reply.status} {reply.error_code()}")
        expect(self.open_uploads() == [], "upload still listed after abort")
        reply = self.client.request("GET", self.bucket, key, query=[("uploadId", upload_id)])
        # AWS answers NoSuchUpload; radosgw 16 answers NoSuchKey. Either way the upload is gone.
        expect(reply.status == 404 and reply.error_code() in ("NoSuchUpload", "NoSuchKey"),
               f"list parts HTTP {reply.status} {reply.error_code()}")
        reply = self.client.request("HEAD", self.bucket, key)
        expect(reply.status == 404, f"aborted upload left an object (HEAD {reply.status})")

    # --- browser CORS -----------------------------------------------------------------------
    def cors_rule_stored(self) -> None:
        reply = self.client.request("GET", self.bucket, query=[("cors", "")])
        expect(reply.status == 200, f"GetBucketCors HTTP {reply.status} {reply.error_code()}")
        root = reply.xml()
        expect("ETag" in find_text(root, "CORSRule/ExposeHeader"), "ETag not exposed")
        expect({"GET", "PUT", "POST", "HEAD"} <= set(find_text(root, "CORSRule/AllowedMethod")), "methods missing")

    def cors_preflight(self) -> None:
        reply = self.client.unsigned("OPTIONS", self.bucket, self.multipart_key, headers={
            "Origin": PROBE_ORIGIN, "Access-Control-Request-Method": "PUT",
            "Access-Control-Request-Headers": "content-type"})
        expect(reply.status == 200, f"HTTP {reply.status}")
        expect(reply.header("access-control-allow-origin") in ("*", PROBE_ORIGIN),
               f"Access-Control-Allow-Origin={reply.header('access-control-allow-origin')!r}")
        expect("PUT" in (reply.header("access-control-allow-methods") or ""), "PUT not in Allow-Methods")

    def cors_exposes_etag(self) -> None:
        reply = self.client.request("GET", self.bucket, self.key, headers={"Origin": PROBE_ORIGIN})
        expect(reply.status == 200, f"HTTP {reply.status}")
        exposed = (reply.header("access-control-expose-headers") or "").lower()
        expect("etag" in exposed, f"Access-Control-Expose-Headers={exposed!r}")

    def cleanup(self) -> None:
        listing = self.client.request("GET", self.bucket, query=[("list-type", "2"), ("prefix", self.prefix)])
        expect(listing.status == 200, f"list HTTP {listing.status}")
        for key in find_text(listing.xml(), "Contents/Key"):
            reply = self.client.request("DELETE", self.bucket, key)
            expect(reply.status == 204, f"delete {key}: HTTP {reply.status}")


def expect(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def curl(args: list[str], stdin: bytes | None = None) -> tuple[int, bytes, dict[str, str]]:
    """Plain curl, as a browser-free stand-in for 'anyone holding the URL'. Returns status, body, headers."""
    with tempfile.TemporaryDirectory() as scratch:
        body_file, header_file = os.path.join(scratch, "body"), os.path.join(scratch, "headers")
        result = subprocess.run(
            ["curl", "-sS", "--max-time", "30", "-o", body_file, "-D", header_file, "-w", "%{http_code}", *args],
            input=stdin, capture_output=True, check=False,
        )
        if result.returncode != 0:
            raise AssertionError(f"curl failed: {result.stderr.decode(errors='replace').strip()}")
        with open(body_file, "rb") as handle:
            body = handle.read()
        headers: dict[str, str] = {}
        with open(header_file, encoding="latin-1") as handle:
            for line in handle:
                name, sep, value = line.partition(":")
                if sep:
                    headers[name.strip().lower()] = value.strip()
        return int(result.stdout.decode()), body, headers


def env_file_from(argument: str | None) -> str:
    target = argument or os.path.join(os.environ.get("S3_DIR", ""), "env")
    return os.path.join(target, "env") if os.path.isdir(target) else target


def main() -> int:
    check = Check(env_file_from(sys.argv[1] if len(sys.argv) > 1 else None))
    for name, step in [
        ("put object (signed PUT, ETag = MD5)", check.put_object),
        ("get object back byte-identical", check.get_object),
        ("presigned GET URL works with plain curl", check.presigned_get_with_curl),
        ("tampered presigned URL is rejected (403)", check.tampered_presigned_url_rejected),
        ("expired presigned URL is rejected (403)", check.expired_presigned_url_rejected),
        ("presigned PUT URL works with plain curl", check.presigned_put_with_curl),
        ("wrong secret is rejected (403 AccessDenied/SignatureDoesNotMatch)", check.wrong_secret_rejected),
        ("multipart: initiate, 2 parts (one presigned), complete, no open uploads", check.multipart_upload),
        ("multipart: initiate + abort leaves no upload and no object", check.multipart_abort),
        ("bucket CORS rule stored (GET/PUT/POST/HEAD, ETag exposed)", check.cors_rule_stored),
        ("CORS preflight OPTIONS answers Access-Control-Allow-Origin", check.cors_preflight),
        ("CORS response exposes ETag to the browser", check.cors_exposes_etag),
        ("cleanup: delete the objects created", check.cleanup),
    ]:
        check.run(name, step)
    print(f"{'FAIL' if check.failures else 'PASS'}: {check.failures} failed check(s)")
    return 1 if check.failures else 0


if __name__ == "__main__":
    sys.exit(main())
