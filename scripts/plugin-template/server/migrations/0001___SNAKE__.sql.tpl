-- __NAME__: the entries of each enterprise.
CREATE TABLE __SNAKE__ (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  title varchar(50) NOT NULL,
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX __SNAKE___enterprise_idx ON __SNAKE__ (enterprise_id, id DESC);
