-- The operator scope (docs/operator-scope.md): every call a back-office operator makes on an enterprise's
-- behalf through the enterprise routes (the operator_enterprise_id header), with the answer's code. No
-- foreign keys: the record of who acted where outlives the operator's account and the enterprise.
CREATE TABLE operator_action (
  id bigserial PRIMARY KEY,
  operator_id bigint NOT NULL,
  enterprise_id bigint NOT NULL,
  method varchar(8) NOT NULL,
  -- The route as registered (`/api/enterprise-side-app/pointManagement/point/:id`) and the path called
  -- (with its ids, without the query).
  route varchar(300) NOT NULL,
  path varchar(300) NOT NULL,
  -- The envelope code answered: 1000000 done, 2010103 refused, …
  code integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_action_created_idx ON operator_action (created_at DESC, id DESC);
CREATE INDEX operator_action_enterprise_idx ON operator_action (enterprise_id, created_at DESC);
CREATE INDEX operator_action_operator_idx ON operator_action (operator_id, created_at DESC);
