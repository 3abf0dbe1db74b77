"""Creates the test bucket and its browser CORS rule, then proves a preflight is answered.

Usage: make_bucket.py [ENV_FILE]   (without a file the S3_* variables come from the environment)
Browsers upload multipart parts straight to the store with presigned URLs, so the rule must allow
PUT/GET/POST/HEAD from any origin and expose ETag (the client needs each part's ETag to complete).
"""

from __future__ import annotations

import base64
import hashlib
import sys

from s3http import S3Client, settings

CORS_RULE = b"""<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>
"""
PROBE_ORIGIN = "http://127.0.0.1:5173"


def create_bucket(client: S3Client, bucket: str) -> None:
    reply = client.request("PUT", bucket)
    # Re-running start.sh against a live cluster must not fail on a bucket it already made.
    if reply.status != 200 and reply.error_code() != "BucketAlreadyOwnedByYou":
        raise SystemExit(f"create bucket {bucket}: HTTP {reply.status} {reply.error_code()}")


def put_cors(client: S3Client, bucket: str) -> None:
    md5 = base64.b64encode(hashlib.md5(CORS_RULE).digest()).decode()
    reply = client.request(
        "PUT", bucket, query=[("cors", "")], body=CORS_RULE,
        headers={"Content-Type": "application/xml", "Content-MD5": md5},
    )
    if reply.status != 200:
        raise SystemExit(f"PutBucketCors {bucket}: HTTP {reply.status} {reply.error_code()}")


def check_preflight(client: S3Client, bucket: str) -> None:
    reply = client.unsigned(
        "OPTIONS", bucket, "preflight-probe",
        headers={"Origin": PROBE_ORIGIN, "Access-Control-Request-Method": "PUT",
                 "Access-Control-Request-Headers": "content-type"},
    )
    allowed = reply.header("access-control-allow-origin")
    if reply.status != 200 or allowed not in ("*", PROBE_ORIGIN):
        raise SystemExit(f"CORS preflight: HTTP {reply.status}, Access-Control-Allow-Origin={allowed!r}")


def main() -> None:
    values = settings(sys.argv[1] if len(sys.argv) > 1 else None)
    client = S3Client.from_settings(values)
    bucket = values["S3_BUCKET"]
    create_bucket(client, bucket)
    put_cors(client, bucket)
    check_preflight(client, bucket)
    print(f"bucket {bucket} ready with CORS", file=sys.stderr)


if __name__ == "__main__":
    main()
