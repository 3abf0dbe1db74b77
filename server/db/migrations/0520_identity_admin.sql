-- Back office (issue 3C): every sign-in attempt of either area, for the login log screen and its export.
-- login_masked keeps only a masked phone/account; no password or token is ever stored here.
CREATE TABLE login_log (
  id bigserial PRIMARY KEY,
  area varchar(10) NOT NULL CHECK (area IN ('client', 'admin')),
  user_id bigint REFERENCES app_user(id) ON DELETE SET NULL,
  login_masked varchar(32) NOT NULL,
  success boolean NOT NULL,
  reason varchar(32) NOT NULL,
  ip varchar(64) NOT NULL,
  user_agent varchar(256),
  location varchar(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_log_created_idx ON login_log (created_at DESC);

