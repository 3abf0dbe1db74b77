/** The video calls of the client area (through the runtime's HTTP client: /api, token, enterprise_id). */
import { http } from '../../runtime/services/http';
import { VIDEO_API, type Page, type PlayAnswer, type RecordingEntry, type RecordStopAnswer, type VideoPoint, type VideoPointInput } from './contract';

/** What a live panel needs to play one camera (the client area's calls or the back office's). */
export interface PlayApi {
  /** Spec §7 play start; the signal cancels a pending start when the panel goes away. */
  start(signal: AbortSignal): Promise<PlayAnswer>;
  stop(): Promise<void>;
  /** Present where the user may record. */
  record?: {
    start(streamId: string): Promise<void>;
    stop(streamId: string): Promise<RecordStopAnswer>;
  };
}

export interface PointQuery {
  pageNum: number;
  pageSize: number;
  name?: string;
  onlineStatus?: 0 | 1;
  pointChildType?: string;
}

/** Panels handle failures themselves (视频资源加载失败 / 录制错误): no toast from the client. */
const quiet = { silent: true } as const;

export const videoApi = {
  page: (q: PointQuery) => http.get<Page<VideoPoint>>(VIDEO_API.pointPage, { params: { ...q } }),
  /** A group's member cameras (all effective members, or one). */
  groupPage: (q: PointQuery & { enterpriseId?: number }) => http.get<Page<VideoPoint>>(VIDEO_API.groupPointPage, { params: { ...q } }),
  get: (id: number) => http.get<VideoPoint>(`${VIDEO_API.points}/${id}`),
  create: (body: VideoPointInput) => http.post<VideoPoint>(VIDEO_API.points, body),
  update: (id: number, body: VideoPointInput) => http.put<VideoPoint>(VIDEO_API.points, { ...body, id }),
  remove: (ids: number[]) => http.delete<{ deleted: number }>(`${VIDEO_API.points}/${ids.join(',')}`),
  recordings: (id: number, pageNum: number, pageSize: number) => http.get<Page<RecordingEntry>>(VIDEO_API.recordings(id), { params: { pageNum, pageSize } }),
};

const devicePath = (prefix: string, p: Pick<VideoPoint, 'deviceSerial' | 'channelCode'>) =>
  `${prefix}${encodeURIComponent(p.deviceSerial)}/${encodeURIComponent(p.channelCode)}`;

/**
 * The client area's play calls for a camera; recording only when `canRecord`. `headers` carry a member
 * scope (a group playing a member's camera as that member, docs/groups.md).
 */
export function cameraPlayApi(point: Pick<VideoPoint, 'deviceSerial' | 'channelCode'>, canRecord: boolean, headers?: Record<string, string>): PlayApi {
  const opts = { ...quiet, headers };
  return {
    start: (signal) => http.get<PlayAnswer>(devicePath(VIDEO_API.playStart, point), { ...opts, signal }),
    stop: () => http.get<void>(devicePath(VIDEO_API.playStop, point), opts).catch(() => undefined),
    record: canRecord
      ? {
          start: (streamId) => http.get<void>(VIDEO_API.recordStart, { ...quiet, params: { streamId } }),
          stop: (streamId) => http.get<RecordStopAnswer>(VIDEO_API.recordStop, { ...quiet, params: { streamId } }),
        }
      : undefined,
  };
}
