// The 10-minute limit stops a recording from a timer that no request waits for. When writing the outcome
// fails there (the database gone for a moment), the failure must be logged: an unhandled rejection would
// end the server process (Node's default), taking every user's session with it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { uncaughtDuring } from '../../../tests/support/uncaught';
import type { VideoConfig } from '../server/config';
import type { LiveStreams } from '../server/liveStreams';
import type { MediaServerAdapter } from '../server/media/adapter';
import { Recorder } from '../server/recorder';
import type { PointRow } from '../server/repository';

const POINT = { id: 7, name: '东门', enterpriseId: 3 } as PointRow;
const STARTED = { id: 41, enterpriseId: 3, pointId: 7, streamId: 'v7', status: 'recording', startedBy: 5, startedAt: '2026-06-01 08:00:00', fileId: null };

function recorderWithFailingOutcome() {
  const query = vi.fn(async (sql: string) => {
    if (sql.startsWith('INSERT INTO video_recording')) return { rows: [STARTED], rowCount: 1 };
    if (sql.startsWith('UPDATE video_recording SET status = $2')) throw new Error('Connection terminated unexpectedly');
    return { rows: [], rowCount: 0 };
  });
  const media = {
    streams: async () => [{ streamId: 'v7', publishing: true }],
    startRecording: async () => undefined,
    stopRecording: async () => {
      throw new Error('media server restarted');
    },
  } as unknown as MediaServerAdapter;
  const released: string[] = [];
  const live = { release: (id: string) => released.push(id) } as unknown as LiveStreams;
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const config = { recordMaxSeconds: 0.05, ffmpegPath: 'ffmpeg' } as VideoConfig;
  const recorder = new Recorder({ db: { query } } as unknown as FastifyInstance, media, live, config, log as unknown as FastifyBaseLogger);
  return { recorder, log, released };
}

describe('a recording stopped by its time limit', () => {
  it('logs a failure to write its outcome instead of leaving an unhandled rejection', async () => {
    const { recorder, log, released } = recorderWithFailingOutcome();
    // 20 ms after the log: a turn for a rejection left unhandled to be reported.
    const uncaught = await uncaughtDuring(async () => {
      await recorder.start(POINT, 5);
      await vi.waitFor(() => expect(log.error).toHaveBeenCalled(), { timeout: 2000 });
    }, 20);
    expect(uncaught).toEqual([]);
    expect(log.error.mock.calls[0][0]).toEqual({ rowId: 41, err: 'Connection terminated unexpectedly' });
    expect(released).toEqual(['v7']);
    await recorder.close();
  });
});
