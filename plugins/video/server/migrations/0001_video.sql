-- Cameras of an enterprise (spec §3 Video point) and the recordings made of them.
CREATE TABLE video_point (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  name varchar(50) NOT NULL,
  -- spec §4 common status: 1 online, 0 offline; refreshed from the media server and by probing the source
  online_status smallint NOT NULL DEFAULT 0 CHECK (online_status IN (0, 1)),
  online_checked_at timestamptz,
  administrative_division_id varchar(12),
  -- comma list of dictionary video_point_child_type values
  point_child_type varchar(100) NOT NULL DEFAULT '',
  device_serial varchar(32) NOT NULL,
  channel_code varchar(32) NOT NULL,
  -- where the media server pulls the stream from (rtsp/rtmp/http, or demo:<pattern>); may hold credentials
  source_url varchar(500),
  remark varchar(200),
  created_by bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX video_point_device_uq ON video_point (enterprise_id, device_serial, channel_code);
CREATE INDEX video_point_enterprise_idx ON video_point (enterprise_id, id DESC);

CREATE TABLE video_recording (
  id bigserial PRIMARY KEY,
  enterprise_id bigint NOT NULL REFERENCES enterprise(id),
  point_id bigint NOT NULL REFERENCES video_point(id) ON DELETE CASCADE,
  stream_id varchar(64) NOT NULL,
  status varchar(10) NOT NULL CHECK (status IN ('recording', 'done', 'failed')),
  -- why it stopped: the user, the 10-minute limit, the stream ending, a server restart
  stop_reason varchar(10),
  started_by bigint,
  started_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  duration_ms integer,
  file_id bigint REFERENCES file(id),
  error varchar(200)
);
CREATE INDEX video_recording_point_idx ON video_recording (point_id, id DESC);
-- At most one recording of a stream at a time (the media server keeps one record session per stream).
CREATE UNIQUE INDEX video_recording_active_uq ON video_recording (stream_id) WHERE status = 'recording';
