-- Forms of the form designer (docs/forms.md): an enterprise's forms, and the back office's templates
-- (enterprise_id NULL). Every save adds a version; approval tasks reference a form by key (and version).
CREATE TABLE form_definition (
  id bigserial PRIMARY KEY,
  enterprise_id bigint REFERENCES enterprise(id),
  form_key varchar(64) NOT NULL,
  name varchar(50) NOT NULL,
  description varchar(500) NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A key names one live form per enterprise, and one live template.
CREATE UNIQUE INDEX form_definition_key_idx ON form_definition (enterprise_id, form_key) WHERE NOT deleted AND enterprise_id IS NOT NULL;
CREATE UNIQUE INDEX form_template_key_idx ON form_definition (form_key) WHERE NOT deleted AND enterprise_id IS NULL;
CREATE INDEX form_definition_list_idx ON form_definition (enterprise_id, updated_at DESC);

CREATE TABLE form_version (
  form_id bigint NOT NULL REFERENCES form_definition(id),
  version integer NOT NULL,
  -- json, not jsonb: the form comes back exactly as saved (key order included), so an export matches.
  json json NOT NULL,
  -- Saved by a holder of the designer permission (or a back-office template admin): its event code may run.
  trusted boolean NOT NULL,
  saved_by bigint REFERENCES app_user(id),
  saved_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (form_id, version)
);
