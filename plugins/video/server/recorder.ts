/**
 * Recording a live camera (spec §4, §9): the media server writes the stream to a file; on stop (by
 * the user, or by itself after the 10-minute limit) the file becomes an MP4 (copied, not re-encoded),
 * goes to the object store through the platform's storage and is recorded as a file of the enterprise,
 * so the file list and preview serve it; the recording row keeps which camera, who, when and how long.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ApiError, ErrorCode, formatBeijing, isUniqueViolation, signedDownloadUrl, storeServerFile } from '../../../server/plugin-api';
import type { RecordStopAnswer } from '../contract';
import type { VideoConfig } from './config';
import { streamIdOf } from './context';
import type { LiveStreams } from './liveStreams';
import type { MediaServerAdapter } from './media/adapter';
import { run } from './media/processes';
import { remuxArgs } from './media/sources';
import { VIDEO_KEYS } from '../manifest';
import { videoError } from './messages';
import { activeRecording, failAbandonedRecordings, finishRecording, insertRecording, recentlyLimited, type PointRow, type RecordingRow } from './repository';

const REMUX_TIMEOUT_MS = 120_000;
/** A stop shortly after the limit ended a recording still gets that recording's file. */
const LIMITED_GRACE_SECONDS = 600;
const NO_FILE: RecordStopAnswer = { url: null, file_name: null, fileId: null };

export type StopReason = 'user' | 'limit' | 'shutdown';

interface Active {
  row: RecordingRow;
  pointName: string;
  timer: NodeJS.Timeout;
}

/** `<camera>_<yyyyMMddHHmmss>.mp4` in Beijing time, without characters file systems refuse. */
export function recordingFileName(pointName: string, at: Date): string {
  const stamp = formatBeijing(at).replace(/[-: ]/g, '');
  const safe = pointName.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 40) || 'video';
  return `${safe}_${stamp}.mp4`;
}

export class Recorder {
  private readonly active = new Map<number, Active>();
  private readonly finishing = new Map<number, Promise<RecordStopAnswer>>();
  private workDir: Promise<string> | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly media: MediaServerAdapter,
    private readonly live: LiveStreams,
    private readonly config: VideoConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  private dir(): Promise<string> {
    this.workDir ??= mkdtemp(join(tmpdir(), 'ec-video-rec-'));
    return this.workDir;
  }

  /** Starts recording a camera that is live now; 录制错误 otherwise, 该视频正在录制中 when it already records. */
  async start(point: PointRow, userId: number | null): Promise<void> {
    const streamId = streamIdOf(point.id);
    // A row left 'recording' by a process that ended must not block the camera for ever.
    await failAbandonedRecordings(this.app.db, this.config.recordMaxSeconds + 120, streamId);
    const state = (await this.media.streams()).find((s) => s.streamId === streamId);
    if (!state?.publishing) throw videoError(ErrorCode.NotConnected, 'recordError');
    let row: RecordingRow;
    try {
      row = await insertRecording(this.app.db, { enterpriseId: point.enterpriseId, pointId: point.id, streamId, startedBy: userId });
    } catch (err) {
      if (isUniqueViolation(err, 'video_recording_active_uq')) throw videoError(ErrorCode.Duplicate, 'recordBusy');
      throw err;
    }
    try {
      await this.media.startRecording(streamId);
    } catch (err) {
      this.log.warn({ streamId, err: (err as Error).message }, 'recording did not start');
      await finishRecording(this.app.db, row.id, { status: 'failed', stopReason: 'user', durationMs: null, fileId: null, error: (err as Error).message });
      throw videoError(ErrorCode.NotConnected, 'recordError');
    }
    const timer = setTimeout(() => this.finishAtLimit(row.id), this.config.recordMaxSeconds * 1000);
    timer.unref();
    this.active.set(row.id, { row, pointName: point.name, timer });
  }

  /**
   * Stops the camera's recording and answers the stored file (url, file_name); url null = 录制失败.
   * When the time limit ended it a moment ago, the answer is that recording's file.
   */
  async stop(point: PointRow, userId: number | null): Promise<RecordStopAnswer> {
    const streamId = streamIdOf(point.id);
    const row = await activeRecording(this.app.db, point.enterpriseId, streamId);
    if (row) {
      if (!this.active.has(row.id) && !this.finishing.has(row.id)) {
        // Started by another server process: only that process's media server has the file.
        throw ApiError.notFound();
      }
      return this.finish(row.id, 'user');
    }
    const limited = userId === null ? null : await recentlyLimited(this.app.db, point.enterpriseId, streamId, userId, LIMITED_GRACE_SECONDS);
    if (!limited) throw ApiError.notFound();
    if (this.finishing.has(limited.id)) return this.finishing.get(limited.id)!;
    return limited.fileId === null ? NO_FILE : this.answerFor(point.enterpriseId, limited.fileId);
  }

  private async answerFor(enterpriseId: number, fileId: number): Promise<RecordStopAnswer> {
    const { rows } = await this.app.db.query<{ key: string; name: string }>('SELECT key, name FROM file WHERE id = $1 AND enterprise_id = $2 AND deleted_at IS NULL', [
      fileId,
      enterpriseId,
    ]);
    if (!rows[0]) return NO_FILE;
    return { url: await signedDownloadUrl(this.app, enterpriseId, rows[0].key, { attachment: true }), file_name: rows[0].name, fileId };
  }

  /**
   * The time limit's stop, which no request waits for: a failure (the database unreachable when the
   * outcome is written) is logged rather than left to end the process. The row, still 'recording',
   * is failed as abandoned by the camera's next start.
   */
  private finishAtLimit(rowId: number): void {
    this.finish(rowId, 'limit').catch((err: unknown) => this.log.error({ rowId, err: (err as Error).message }, 'recording could not be finished at its time limit'));
  }

  /** Ends a recording once, whoever asks first (user, limit, shutdown); later callers get the same answer. */
  private finish(rowId: number, reason: StopReason): Promise<RecordStopAnswer> {
    let done = this.finishing.get(rowId);
    if (!done) {
      done = this.store(rowId, reason).finally(() => {
        this.finishing.delete(rowId);
      });
      this.finishing.set(rowId, done);
    }
    return done;
  }

  private async store(rowId: number, reason: StopReason): Promise<RecordStopAnswer> {
    const active = this.active.get(rowId);
    if (!active) return NO_FILE;
    clearTimeout(active.timer);
    this.active.delete(rowId);
    const { row, pointName } = active;
    const startedMs = Date.parse(`${row.startedAt.replace(' ', 'T')}+08:00`); // stored as Beijing wall-clock time
    let flv: string | null = null;
    const mp4 = join(await this.dir(), `${row.id}.mp4`);
    try {
      flv = (await this.media.stopRecording(row.streamId)).filePath;
      const remux = await run(this.config.ffmpegPath, remuxArgs(flv, mp4), REMUX_TIMEOUT_MS);
      if (remux.code !== 0) throw new Error(`remux failed: ${remux.stderr.slice(-200)}`);
      const name = recordingFileName(pointName, new Date(startedMs));
      const entry = await storeServerFile(this.app, { enterpriseId: row.enterpriseId, userId: row.startedBy, recordPermission: VIDEO_KEYS.record }, { name, path: mp4 });
      await finishRecording(this.app.db, row.id, { status: 'done', stopReason: reason, durationMs: Date.now() - startedMs, fileId: entry.id });
      this.log.info({ streamId: row.streamId, fileId: entry.id, reason }, 'recording stored');
      return { url: await signedDownloadUrl(this.app, row.enterpriseId, entry.url, { attachment: true }), file_name: name, fileId: entry.id };
    } catch (err) {
      this.log.warn({ streamId: row.streamId, reason, err: (err as Error).message }, 'recording could not be stored');
      await finishRecording(this.app.db, row.id, { status: 'failed', stopReason: reason, durationMs: Date.now() - startedMs, fileId: null, error: (err as Error).message });
      return NO_FILE;
    } finally {
      await Promise.all([flv ? rm(flv, { force: true }) : undefined, rm(mp4, { force: true })]);
      // Nothing records it now: the stream goes unless someone watches.
      this.live.release(row.streamId);
    }
  }

  /** App shutdown: recordings in progress are stored as they are. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.active.keys()].map((id) => this.finish(id, 'shutdown')));
    await Promise.allSettled([...this.finishing.values()]);
    if (this.workDir) await rm(await this.workDir, { recursive: true, force: true });
  }
}
