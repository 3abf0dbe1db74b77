-- Sign-in by SMS code, self-service account changes and enterprise certification requests (issue 3A).

-- Every SMS the 'outbox' provider "sends". It is the outbox: the text carries the code (the back office
-- reads it in place of a phone), so only operations users see this table; logs never carry the text.
CREATE TABLE sms_outbox (
  id bigserial PRIMARY KEY,
  phone varchar(11) NOT NULL,
  purpose varchar(32) NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_outbox_created_idx ON sms_outbox (created_at DESC);
CREATE INDEX sms_outbox_phone_idx ON sms_outbox (phone, created_at DESC);

-- Verification codes: only sha256(purpose:phone:code) is kept. A code is single use (used_at), expires,
-- and dies after 5 wrong attempts.
CREATE TABLE sms_code (
  id bigserial PRIMARY KEY,
  phone varchar(11) NOT NULL,
  purpose varchar(32) NOT NULL,
  code_hash char(64) NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sms_code_lookup_idx ON sms_code (phone, purpose, created_at DESC);

-- Generic sliding-window counters (existence checks per address, sends per address), in the database so
-- every server process agrees.
CREATE TABLE rate_event (
  id bigserial PRIMARY KEY,
  key varchar(128) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_event_key_idx ON rate_event (key, created_at);

-- Proof that a user passed step 1 of a two-step change (verify the current phone before naming a new one).
CREATE TABLE verified_step (
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  step varchar(32) NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, step)
);

-- A user's request to join an enterprise (status: 1 pending review, 2 rejected, 3 passed — the audit set).
CREATE TABLE enterprise_certification (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  enterprise_name varchar(100) NOT NULL,
  social_credit_code varchar(18) NOT NULL,
  remark varchar(200),
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enterprise_certification_user_idx ON enterprise_certification (user_id, created_at DESC);
