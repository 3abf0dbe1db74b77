/**
 * When a camera's stream is pulled and when it is let go, for any media server adapter: a start pulls
 * it; once nobody watches and nothing records it for `idleSeconds` it is stopped. Closing a browser
 * tab therefore stops the stream (its player socket closes, the viewer count drops to 0), and so does
 * a start whose player never connected (a panel closed while its start was pending).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MediaServerAdapter } from './media/adapter';
import type { CameraSource } from './media/sources';

/** After an explicit stop the player's socket is usually closing at the same moment: look again soon. */
const RELEASE_CHECK_MS = 1500;

export class LiveStreams {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Starts in progress per stream: a stream is never stopped while someone waits for it. */
  private readonly starting = new Map<string, number>();
  private closed = false;

  constructor(
    readonly adapter: MediaServerAdapter,
    private readonly idleMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    adapter.onChange((streamId) => this.checkLater(streamId, this.idleMs));
  }

  async open(streamId: string, source: CameraSource | null, signal?: AbortSignal): Promise<void> {
    this.starting.set(streamId, (this.starting.get(streamId) ?? 0) + 1);
    try {
      await this.adapter.startStream(streamId, source, signal);
    } finally {
      const left = this.starting.get(streamId)! - 1;
      if (left > 0) this.starting.set(streamId, left);
      else this.starting.delete(streamId);
      // Also after a failed or abandoned start: if no player ever connects, the pull goes away.
      this.checkLater(streamId, this.idleMs);
    }
  }

  /** The caller's player is done with the stream; it stops unless someone else watches or records. */
  release(streamId: string): void {
    this.checkLater(streamId, Math.min(RELEASE_CHECK_MS, this.idleMs));
  }

  private checkLater(streamId: string, ms: number): void {
    if (this.closed) return;
    clearTimeout(this.timers.get(streamId));
    const timer = setTimeout(() => {
      this.timers.delete(streamId);
      this.stopIfIdle(streamId).catch((err) => this.log.warn({ streamId, err: (err as Error).message }, 'idle check failed'));
    }, ms);
    timer.unref();
    this.timers.set(streamId, timer);
  }

  private async stopIfIdle(streamId: string): Promise<void> {
    if (this.starting.has(streamId)) return; // the start's end looks again
    const state = (await this.adapter.streams()).find((s) => s.streamId === streamId);
    if (state && (state.viewers > 0 || state.recording)) return; // looked at again on the next change
    this.log.info({ streamId }, 'stopping a stream nobody watches');
    await this.adapter.stopStream(streamId);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    await this.adapter.close();
  }
}
