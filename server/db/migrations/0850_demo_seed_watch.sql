-- The demo seeds' inputs are watched (issue 19, cold start): a restart runs the plugins' demo seeds only
-- when a table a seed looks at may have changed since they last ran (server/plugin-host/seedWatch.ts).
-- The host puts this function on those tables as a statement trigger; it marks the seeds stale, except
-- for the seeds' own writes (their transaction sets ec.seeding). ON CONFLICT DO NOTHING: no row lock
-- while the mark is already there, so writers of the watched tables do not wait on each other.
CREATE FUNCTION demo_seed_inputs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('ec.seeding', true) IS DISTINCT FROM 'on' THEN
    INSERT INTO app_meta (key, value) VALUES ('seed.stale', '1') ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
