-- Suggestions users send to the operations team, and the team's single reply (spec §4 reply status).
CREATE TABLE suggestion (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  content varchar(500) NOT NULL,
  attachments jsonb NOT NULL DEFAULT '[]'::jsonb,
  reply_status smallint NOT NULL DEFAULT 0 CHECK (reply_status IN (0, 1)),
  reply varchar(500),
  replied_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((reply_status = 1) = (reply IS NOT NULL))
);
CREATE INDEX suggestion_user_idx ON suggestion (user_id, enterprise_id, created_at DESC);
CREATE INDEX suggestion_status_idx ON suggestion (reply_status, created_at DESC);
