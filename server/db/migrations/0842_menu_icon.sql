-- Issue 18 item 5: the icon an operator chose for a menu in the back office. Kept apart from meta, which
-- the catalogue sync rewrites from the plugin manifests on every start; NULL: the manifest's icon applies.
ALTER TABLE menu ADD COLUMN icon varchar(40);
