-- System messages operators send from the back office (issue 18); each recipient gets a notice of type 5
-- whose biz_id is the message id, so read counts come from the notices themselves.
CREATE TABLE system_message (
  id bigserial PRIMARY KEY,
  title varchar(100) NOT NULL,
  body_format varchar(8) NOT NULL CHECK (body_format IN ('text', 'html')),
  body text NOT NULL,
  link varchar(200),
  target varchar(8) NOT NULL CHECK (target IN ('all', 'chosen')),
  enterprise_ids jsonb NOT NULL DEFAULT '[]'::jsonb,
  admins_only boolean NOT NULL DEFAULT false,
  recipient_count integer NOT NULL DEFAULT 0,
  created_by bigint REFERENCES app_user(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX system_message_created_idx ON system_message (created_at DESC, id DESC);
-- Read counts of one message without scanning every user's notices.
CREATE INDEX notice_system_message_idx ON notice (biz_id) WHERE type = 5;
