/**
 * Wire shapes, paths and limits both halves of the video plugin use (answers of plugins/video/server,
 * read by the pages). Pure data and types: no React, no Node.
 */

/** Spec §9: a recording stops by itself after 10 minutes. */
export const RECORD_MAX_SECONDS = 600;

/** Device serial (GB28181 device id or any camera number) and channel code: what the play path carries. */
export const DEVICE_ID_PATTERN = '^[A-Za-z0-9_-]{1,32}$';
export const POINT_NAME_MAX = 50;
export const SOURCE_URL_MAX = 500;
/** Stream ids the media server knows a camera by: `v<point id>`. */
export const STREAM_ID_PATTERN = '^v[1-9][0-9]{0,15}$';
/** What the answers put where a stored source URL has a password (never sent to the browser). */
export const MASKED_PASSWORD = '******';

export const VIDEO_API = {
  /** Client area (below /api). */
  points: '/enterprise-side-app/video/point',
  pointPage: '/enterprise-side-app/video/point/page',
  recordings: (pointId: number) => `/enterprise-side-app/video/point/${pointId}/recordings`,
  /** Spec §7 `GET {token}{serial}/{code}`: the token is this prefix. */
  playStart: '/enterprise-side-app/video/play/start/',
  playStop: '/enterprise-side-app/video/play/stop/',
  /** Spec §7 recording calls, spelled as the spec spells them. */
  recordStart: '/vedio/playback/start/record',
  recordStop: '/vedio/playback/stop/record',
  /** A management group: the cameras of its member enterprises (group-wide, `enterpriseId` filter). */
  groupPointPage: '/enterprise-side-app/group/video/point/page',
  /** Back office. */
  adminPointPage: '/operation-manage/video/point/page',
  adminStreams: '/operation-manage/video/streams',
  adminEnterprises: '/operation-manage/video/enterprises',
  adminPlayStart: (pointId: number) => `/operation-manage/video/play/start/${pointId}`,
  adminPlayStop: (pointId: number) => `/operation-manage/video/play/stop/${pointId}`,
} as const;

/** Client routes of a management group (spec §2 /managementGroup videoManagement). */
export const GROUP_VIDEO_PAGE = '/managementGroup/videoManagement/page';

/** Where players fetch a live stream through the app (HTTP-FLV, or WS-FLV on the same path). */
export const LIVE_PATH_PREFIX = '/api/video/live/';

/** Spec §3 Video point, plus what the edit form and the play call need. */
export interface VideoPoint {
  id: number;
  name: string;
  /** Spec §4 common status: 1 online, 0 offline. */
  onlineStatus: 0 | 1;
  enterpriseId: number;
  enterpriseName: string;
  administrativeDivisionId: string | null;
  administrativeDivisionName: string | null;
  /** Comma list of dictionary `video_point_child_type` values. */
  pointChildType: string;
  deviceSerial: string;
  channelCode: string;
  /** The pull source with any password replaced by MASKED_PASSWORD. */
  sourceUrl: string | null;
  remark: string | null;
  onlineCheckedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface VideoPointInput {
  name: string;
  administrativeDivisionId?: string | null;
  pointChildType?: string;
  deviceSerial: string;
  channelCode: string;
  sourceUrl?: string | null;
  remark?: string | null;
}

/** Spec §3 Play start response (WVP's names), plus the HTTP-FLV address and when the addresses expire. */
export interface PlayAnswer {
  ws_flv: string;
  wss_flv: string;
  flv: string;
  streamId: string;
  /** ISO time after which the signed addresses are refused (a playing stream is not cut). */
  expiresAt: string;
}

/** Spec §3 Recording stop response; `url` is null when nothing could be stored (录制失败). */
export interface RecordStopAnswer {
  url: string | null;
  file_name: string | null;
  fileId: number | null;
}

export interface RecordingEntry {
  id: number;
  status: 'recording' | 'done' | 'failed';
  startedAt: string;
  stoppedAt: string | null;
  durationMs: number | null;
  startedByName: string | null;
  /** The stored file as the file list takes it (`url` = object key), when the recording succeeded. */
  file: { id: number; name: string; size: number; type: string; url: string } | null;
}

/** A stream as the media server reports it (back office, tests, benchmark). */
export interface LiveStreamState {
  streamId: string;
  publishing: boolean;
  viewers: number;
  recording: boolean;
  pointId: number | null;
  pointName: string | null;
  enterpriseName: string | null;
}

export interface Page<T> {
  records: T[];
  total: number;
}
