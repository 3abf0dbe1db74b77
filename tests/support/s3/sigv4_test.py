"""Checks sigv4.py against the worked examples in the AWS S3 SigV4 documentation.

Run: python3 -m unittest tests/support/s3/sigv4_test.py  (from the repository root, or `python3 sigv4_test.py` here)
"""

import datetime as dt
import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from sigv4 import Credentials, object_path, presign_query, sign_headers  # noqa: E402

AWS_EXAMPLE = Credentials("AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "us-east-1")
MOMENT = dt.datetime(2013, 5, 24, tzinfo=dt.timezone.utc)
HOST = "examplebucket.s3.amazonaws.com"


class SigV4Examples(unittest.TestCase):
    def test_get_object_with_range_header(self):
        headers = sign_headers(AWS_EXAMPLE, "GET", HOST, "/test.txt", headers={"Range": "bytes=0-9"}, now=MOMENT)
        self.assertEqual(
            headers["Authorization"],
            "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, "
            "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, "
            "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
        )

    def test_presigned_get(self):
        query = presign_query(AWS_EXAMPLE, "GET", HOST, "/test.txt", 86400, now=MOMENT)
        params = dict(pair.split("=", 1) for pair in query.split("&"))
        self.assertEqual(params["X-Amz-Signature"], "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404")
        self.assertEqual(params["X-Amz-SignedHeaders"], "host")

    def test_a_different_secret_changes_the_signature(self):
        other = Credentials(AWS_EXAMPLE.access_key, "not-the-secret", AWS_EXAMPLE.region)
        first = sign_headers(AWS_EXAMPLE, "GET", HOST, "/test.txt", now=MOMENT)["Authorization"]
        second = sign_headers(other, "GET", HOST, "/test.txt", now=MOMENT)["Authorization"]
        self.assertNotEqual(first, second)

    def test_object_path_encodes_reserved_characters_once(self):
        self.assertEqual(object_path("ec-test", "a dir/文件 (1).txt"), "/ec-test/a%20dir/%E6%96%87%E4%BB%B6%20%281%29.txt")


if __name__ == "__main__":
    unittest.main()
