-- HJ 212 ingestion writes values with COPY on PostgreSQL (server/monitoring/storage/value-writer.ts), which
-- cannot join monitor_point the way its INSERT did to drop the rows of a point deleted meanwhile. The
-- batch's transaction calls this first instead: a point that no longer exists fails the transaction with
-- foreign_key_violation, and the writer writes that batch again through the joining INSERT.
CREATE FUNCTION monitor_require_points(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
BEGIN
  SELECT u.id INTO missing FROM unnest(ids) AS u(id)
   WHERE NOT EXISTS (SELECT 1 FROM monitor_point p WHERE p.id = u.id) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'monitor point % does not exist', missing USING ERRCODE = 'foreign_key_violation';
  END IF;
END $$;
