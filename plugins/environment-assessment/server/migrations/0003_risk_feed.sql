-- Findings to risks (README "Findings to risks"): per evaluation system, whether its data-quality
-- findings raise risks and from which threshold per rule ({} = on, with the defaults of contract.ts).
ALTER TABLE ea_system ADD COLUMN risk_feed jsonb NOT NULL DEFAULT '{}'::jsonb;
