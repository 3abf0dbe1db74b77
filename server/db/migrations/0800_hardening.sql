-- Issue 12 (hostile-input hardening).

-- The edit permission of the record a file is attached to, set when a record saves it. Deleting the
-- file needs that permission; a file no record holds yet may be deleted only by its uploader.
ALTER TABLE file ADD COLUMN record_permission varchar(100);

-- Sign-in: addresses a login name has signed in from successfully. A login's (or an address's) failure
-- counters slow down unknown addresses only, so an attacker elsewhere (or a colleague's typos behind
-- the same office NAT) never lock the owner out of a place they are known at.
CREATE TABLE login_known_address (
  area varchar(10) NOT NULL,
  login varchar(64) NOT NULL,
  ip varchar(64) NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (area, login, ip)
);

-- The SMS outbox keeps a hash of the code a message carries; the text shown to operators has the code
-- masked (plain codes are kept only in development mode). Codes already in the outbox are masked.
ALTER TABLE sms_outbox ADD COLUMN code_hash char(64);
UPDATE sms_outbox SET text = regexp_replace(text, '\d{6}', '******', 'g');

-- Enterprise names are unique (trimmed, case-insensitive): users pick their enterprise by name, and two
-- with one name could not be told apart. Not created over names already duplicated (the routes refuse
-- new duplicates either way; docs/decisions.md).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM enterprise GROUP BY lower(btrim(name)) HAVING count(*) > 1) THEN
    CREATE UNIQUE INDEX enterprise_name_uq ON enterprise (lower(btrim(name)));
  END IF;
END $$;
