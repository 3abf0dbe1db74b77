-- Menus, editions and role grants (issue 3, docs/identity-menus.md), plus user notices.

-- The three systems of spec §6: client (enterprise side), group (management groups), back office.
CREATE TABLE system (
  id smallint PRIMARY KEY,
  code varchar(16) NOT NULL UNIQUE,
  name varchar(50) NOT NULL
);
INSERT INTO system (id, code, name) VALUES (1, 'client', '企业端'), (2, 'group', '集团端'), (3, 'admin', '运营后台');

-- Spec §3 Menu entry. type: 0 directory, 1 menu (a route), 2 button permission (perms = the key the guards check).
-- code is the stable key the catalogue sync upserts by and the browser uses as the menu key.
CREATE TABLE menu (
  id bigserial PRIMARY KEY,
  system_id smallint NOT NULL REFERENCES system(id),
  code varchar(128) NOT NULL,
  parent_id bigint REFERENCES menu(id) ON DELETE CASCADE,
  name varchar(100) NOT NULL,
  path varchar(200),
  type smallint NOT NULL CHECK (type IN (0, 1, 2)),
  menu_style smallint NOT NULL DEFAULT 0 CHECK (menu_style IN (0, 1)),
  order_num integer NOT NULL DEFAULT 0,
  perms varchar(128),
  meta jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (system_id, code)
);
CREATE INDEX menu_parent_idx ON menu (parent_id);
CREATE INDEX menu_perms_idx ON menu (perms) WHERE perms IS NOT NULL;

-- enterprise.edition_id points here (seeded ids 1 standard, 2 trial).
CREATE TABLE edition (
  id bigserial PRIMARY KEY,
  name varchar(50) NOT NULL,
  code varchar(32) UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE edition_menu (
  edition_id bigint NOT NULL REFERENCES edition(id) ON DELETE CASCADE,
  menu_id bigint NOT NULL REFERENCES menu(id) ON DELETE CASCADE,
  PRIMARY KEY (edition_id, menu_id)
);

-- Menus (and button entries) a role grants; role_permission stays the materialised key set the guards read.
CREATE TABLE role_menu (
  role_id bigint NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  menu_id bigint NOT NULL REFERENCES menu(id) ON DELETE CASCADE,
  PRIMARY KEY (role_id, menu_id)
);
CREATE INDEX role_menu_menu_idx ON role_menu (menu_id);

-- Roles an enterprise admin creates belong to that enterprise; NULL = a shared system role (read-only there).
ALTER TABLE role ADD COLUMN enterprise_id bigint REFERENCES enterprise(id) ON DELETE CASCADE;
CREATE INDEX role_enterprise_idx ON role (enterprise_id);

-- Messages of the navbar link and /system-message/page, per user and enterprise.
CREATE TABLE notice (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  type smallint NOT NULL,
  title varchar(200) NOT NULL,
  content text NOT NULL DEFAULT '',
  biz_id varchar(64),
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notice_user_idx ON notice (user_id, enterprise_id, read_at, created_at DESC);

-- enterprise.edition_id values the demo seed already uses: 1 standard, 2 trial.
INSERT INTO edition (id, name, code) VALUES (1, '标准版', 'standard'), (2, '试用版', 'trial');
SELECT setval(pg_get_serial_sequence('edition', 'id'), 2);
