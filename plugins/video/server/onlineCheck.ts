/**
 * A camera's online state: online while its stream is live on the media server (asked, never probed:
 * a relay's source may be a signed address that has expired since the relay connected, and a camera
 * may accept only a few connections); otherwise online when its source answers with a video stream
 * (ffprobe, a few seconds at most). Used by the refresh job and right after a camera is added or its
 * source changes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../server/plugin-api';
import { streamIdOf } from './context';
import type { MediaServerAdapter } from './media/adapter';
import { run } from './media/processes';
import { parseSource, probeArgs } from './media/sources';
import { setOnline } from './repository';

const PROBE_TIMEOUT_MS = 8000;

/** Stream ids publishing on the media server now (nothing is started for it; [] without a media server). */
export async function liveStreamIds(media: MediaServerAdapter | null): Promise<Set<string>> {
  const streams = media ? await media.streams().catch(() => []) : [];
  return new Set(streams.filter((s) => s.publishing).map((s) => s.streamId));
}

/** Whether the source answers with a video stream now (demo patterns always do). */
export async function sourceIsOnline(sourceUrl: string | null, ffprobePath: string, signal?: AbortSignal): Promise<boolean> {
  const source = parseSource(sourceUrl);
  if (!source) return false;
  if (source.kind === 'demo') return true;
  const probe = await run(ffprobePath, probeArgs(source), PROBE_TIMEOUT_MS, signal);
  return probe.code === 0 && probe.stdout.length > 0;
}

export interface CheckTarget {
  id: number;
  sourceUrl: string | null;
}

/**
 * Decides and stores a camera's state. The media server is asked again after a failed probe: a play
 * that started meanwhile made the camera online, and the probe must not overwrite that. An aborted
 * check (shutdown) stores nothing.
 */
export async function checkOnline(db: Pick<Db, 'query'>, media: MediaServerAdapter | null, point: CheckTarget, ffprobePath: string, signal?: AbortSignal): Promise<boolean> {
  const live = async () => (await liveStreamIds(media)).has(streamIdOf(point.id));
  const online = (await live()) || (await sourceIsOnline(point.sourceUrl, ffprobePath, signal)) || (await live());
  if (!signal?.aborted) await setOnline(db, point.id, online);
  return online;
}

/**
 * Checks of cameras just added or given a new source, in the background (a dead camera does not hold up
 * the save), a few at a time (adding many cameras does not start a probe for each at once).
 */
export class OnlineChecks {
  private static readonly PARALLEL = 2;
  private readonly queue: CheckTarget[] = [];
  private readonly running = new Set<Promise<void>>();
  private readonly controller = new AbortController();

  constructor(
    private readonly db: Pick<Db, 'query'>,
    private readonly media: MediaServerAdapter,
    private readonly ffprobePath: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  soon(point: CheckTarget): void {
    if (this.controller.signal.aborted) return;
    this.queue.push(point);
    if (this.running.size < OnlineChecks.PARALLEL) this.work();
  }

  private work(): void {
    const worker: Promise<void> = (async () => {
      for (let p = this.queue.shift(); p && !this.controller.signal.aborted; p = this.queue.shift()) {
        await checkOnline(this.db, this.media, p, this.ffprobePath, this.controller.signal).catch((err) =>
          this.log.warn({ pointId: p!.id, err: (err as Error).message }, 'online check failed'),
        );
      }
    })().finally(() => this.running.delete(worker));
    this.running.add(worker);
  }

  /** Stops the probes still running (what is queued is left to the job) and waits for them. */
  async close(): Promise<void> {
    this.controller.abort();
    this.queue.length = 0;
    await Promise.allSettled([...this.running]);
  }
}
