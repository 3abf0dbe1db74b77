-- Core identity and tenancy tables. Module tables are generated from schemas by server/modules.

CREATE TABLE app_meta (
  key varchar(64) PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- type 0: an enterprise whose archive must be complete; type 1: a management group (parent_id links members).
CREATE TABLE enterprise (
  id bigserial PRIMARY KEY,
  parent_id bigint REFERENCES enterprise(id),
  name varchar(100) NOT NULL,
  type smallint NOT NULL DEFAULT 0 CHECK (type IN (0, 1)),
  actived smallint NOT NULL DEFAULT 1 CHECK (actived IN (0, 1)),
  expire_at timestamptz,
  target smallint NOT NULL DEFAULT 0,
  edition_id bigint,
  trial boolean NOT NULL DEFAULT false,
  social_credit_code varchar(18),
  contact_phone varchar(32),
  legal_person_name varchar(50),
  legal_person_id_card varchar(18),
  administrative_division_id varchar(12),
  industry_id_list jsonb NOT NULL DEFAULT '[]'::jsonb,
  manage_address varchar(200),
  longitude numeric(9, 6),
  latitude numeric(8, 6),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX enterprise_social_credit_code_uq ON enterprise (social_credit_code) WHERE social_credit_code IS NOT NULL;

CREATE TABLE role (
  id bigserial PRIMARY KEY,
  name varchar(50) NOT NULL,
  code varchar(64) NOT NULL,
  area varchar(10) NOT NULL CHECK (area IN ('client', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (area, code)
);

CREATE TABLE role_permission (
  role_id bigint NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  perm varchar(128) NOT NULL,
  PRIMARY KEY (role_id, perm)
);

-- password_hash: 'scrypt$N$r$p$salt$hash' over the browser's SHA-256 pre-hash (see server/plugins/auth/passwordHash.ts).
CREATE TABLE app_user (
  id bigserial PRIMARY KEY,
  phone varchar(11) NOT NULL UNIQUE,
  account varchar(64) UNIQUE,
  name varchar(20) NOT NULL,
  password_hash text NOT NULL,
  status smallint NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  is_admin_area boolean NOT NULL DEFAULT false,
  admin_role_id bigint REFERENCES role(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_enterprise (
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  role_id bigint NOT NULL REFERENCES role(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, enterprise_id)
);
CREATE INDEX user_enterprise_enterprise_idx ON user_enterprise (enterprise_id);

-- id is sha256(token) in hex: a leaked table does not yield usable tokens.
CREATE TABLE session (
  id char(64) PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  area varchar(10) NOT NULL CHECK (area IN ('client', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason varchar(16) CHECK (revoke_reason IN ('logout', 'superseded')),
  ip varchar(64),
  user_agent varchar(256)
);
CREATE INDEX session_user_idx ON session (user_id, area);

-- Failed sign-ins per login name and per client address (rate limiting across processes).
CREATE TABLE login_attempt (
  id bigserial PRIMARY KEY,
  area varchar(10) NOT NULL,
  login varchar(64) NOT NULL,
  ip varchar(64) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempt_login_idx ON login_attempt (area, login, created_at);
CREATE INDEX login_attempt_ip_idx ON login_attempt (ip, created_at);

-- A key ('phone:…', 'account:…', 'ip:…') stays locked until locked_until once its failures reach the limit.
CREATE TABLE login_lockout (
  key varchar(96) PRIMARY KEY,
  locked_until timestamptz NOT NULL
);
