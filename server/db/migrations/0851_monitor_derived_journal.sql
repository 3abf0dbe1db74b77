-- HJ 212 ingestion on PostgreSQL (server/monitoring/storage/derived-journal.ts): a value transaction no
-- longer upserts monitor_latest and monitor_logger_state; it inserts one row here holding the batch's
-- derived rows as array literals (text, parsed only when a crashed process's rows are recovered). The
-- writer lane (owner) numbered the row (batch) and applies what it keeps of it in memory within a second,
-- claiming its rows by number (monitor_claim_journal); rows a crashed process left are claimed
-- (DELETE … RETURNING) and applied from their text at the next start or by any live process's periodic
-- sweep. created_at is the value transaction's time and becomes the latest values' received_at.
CREATE TABLE monitor_derived_journal (
  id bigserial PRIMARY KEY,
  owner bigint NOT NULL,
  batch bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  l_point text NOT NULL,
  l_factor text NOT NULL,
  l_level text NOT NULL,
  l_time text NOT NULL,
  l_value text NOT NULL,
  l_min text NOT NULL,
  l_max text NOT NULL,
  l_cou text NOT NULL,
  l_zs text NOT NULL,
  l_flag text NOT NULL,
  s_point text NOT NULL,
  s_seen text NOT NULL,
  s_data_time text NOT NULL,
  s_restart text NOT NULL,
  s_packets text NOT NULL
);
CREATE INDEX monitor_derived_journal_owner ON monitor_derived_journal (owner, batch);
-- A row lives for about a second and is read once: stored out of line without compression.
ALTER TABLE monitor_derived_journal
  ALTER COLUMN l_point SET STORAGE EXTERNAL, ALTER COLUMN l_factor SET STORAGE EXTERNAL, ALTER COLUMN l_level SET STORAGE EXTERNAL,
  ALTER COLUMN l_time SET STORAGE EXTERNAL, ALTER COLUMN l_value SET STORAGE EXTERNAL, ALTER COLUMN l_min SET STORAGE EXTERNAL,
  ALTER COLUMN l_max SET STORAGE EXTERNAL, ALTER COLUMN l_cou SET STORAGE EXTERNAL, ALTER COLUMN l_zs SET STORAGE EXTERNAL,
  ALTER COLUMN l_flag SET STORAGE EXTERNAL, ALTER COLUMN s_point SET STORAGE EXTERNAL, ALTER COLUMN s_seen SET STORAGE EXTERNAL,
  ALTER COLUMN s_data_time SET STORAGE EXTERNAL, ALTER COLUMN s_restart SET STORAGE EXTERNAL, ALTER COLUMN s_packets SET STORAGE EXTERNAL;

-- Deletes the owner's journal rows of the given batch numbers and returns their commit times, or fails
-- (serialization_failure, nothing deleted) unless every one of them was still there: the lane then
-- applies its rows from their text instead, so a row is never applied twice nor dropped.
CREATE FUNCTION monitor_claim_journal(owner_id bigint, batches bigint[])
  RETURNS TABLE (batch bigint, created_at timestamptz) LANGUAGE plpgsql AS $$
DECLARE
  claimed int;
BEGIN
  RETURN QUERY DELETE FROM monitor_derived_journal j WHERE j.owner = owner_id AND j.batch = ANY(batches) RETURNING j.batch, j.created_at;
  GET DIAGNOSTICS claimed = ROW_COUNT;
  IF claimed <> cardinality(batches) THEN
    RAISE EXCEPTION 'journal rows of owner % were claimed elsewhere', owner_id USING ERRCODE = 'serialization_failure';
  END IF;
END $$;
