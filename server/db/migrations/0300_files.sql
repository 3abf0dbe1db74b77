-- Uploaded files (server/storage). A row exists only once its object has been verified in the store
-- (size and content sniffed), so a live row never points at a missing or spoofed object.
CREATE TABLE file (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  -- Object key: ent/<enterpriseId>/<yyyy>/<mm>/<uuid>-<safe name>
  key varchar(1024) NOT NULL,
  name varchar(255) NOT NULL,
  size bigint NOT NULL CHECK (size >= 0),
  -- MIME type derived from the extension and confirmed by the content, never the browser's claim.
  type varchar(100) NOT NULL,
  created_by bigint REFERENCES app_user(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX file_key_live_uq ON file (key) WHERE deleted_at IS NULL;
CREATE INDEX file_enterprise_idx ON file (enterprise_id, created_at DESC) WHERE deleted_at IS NULL;

-- Uploads in progress: what upload/init promised, so parts, complete and abort are checked against
-- the caller's enterprise and the declared size; swept when stale.
CREATE TABLE file_upload (
  id uuid PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  key varchar(1024) NOT NULL UNIQUE,
  name varchar(255) NOT NULL,
  size bigint NOT NULL CHECK (size > 0),
  type varchar(100) NOT NULL,
  purpose varchar(10) NOT NULL CHECK (purpose IN ('file', 'image', 'video')),
  mode varchar(10) NOT NULL CHECK (mode IN ('single', 'multipart')),
  part_size integer NOT NULL,
  part_count integer NOT NULL,
  -- The store's own multipart upload id: every upload is one in the store ('single' = one part).
  store_upload_id varchar(1024) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed')),
  file_id bigint REFERENCES file(id),
  created_by bigint REFERENCES app_user(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX file_upload_created_idx ON file_upload (created_at);
