/**
 * One live panel's playback (spec §4 Video): start the stream, then set the address on an mpegts.js
 * player; loading until the first frame, failed on any error (the panel offers a retry). Destroying
 * the session cancels a pending start request and stops the stream. No React here, so the order of
 * these steps is testable with fakes (tests/video-live-session.test.ts).
 */
import type { PlayAnswer } from './contract';
import type { PlayApi } from './api';

export type PanelState = 'loading' | 'playing' | 'failed';

/** The few mpegts.js calls used, so tests can pass a fake. */
export interface PlayerLib {
  createPlayer(source: { type: 'flv'; isLive: true; url: string; hasAudio?: boolean; hasVideo?: boolean }, config: Record<string, unknown>): PlayerLike;
  Events: { ERROR: string; LOADING_COMPLETE: string };
}
export interface PlayerLike {
  on(event: string, listener: (...args: unknown[]) => void): void;
  attachMediaElement(el: HTMLMediaElement): void;
  load(): void;
  play(): Promise<void> | void;
  destroy(): void;
}

/** A stream that connected but shows no frame by then counts as failed. */
export const FIRST_FRAME_TIMEOUT_MS = 20_000;
/** How far behind the newest received frame a resumed panel may start before it jumps to it (seconds). */
export const LIVE_EDGE_SLACK_S = 1;

/** Whether the panel's video can be seen: its page shown (not kept alive behind another tab), the browser tab too. */
function shown(video: HTMLVideoElement): boolean {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return false;
  return typeof video.checkVisibility === 'function' ? video.checkVisibility() : true;
}

/**
 * The address to play: ws_flv on an http page; on https the secure one, with its host name replaced by
 * the page's (spec §7: the media server answers with an IP the page's certificate does not name).
 */
export function playAddress(answer: Pick<PlayAnswer, 'ws_flv' | 'wss_flv'>, page: { protocol: string; hostname: string }): string {
  if (page.protocol !== 'https:') return answer.ws_flv;
  const url = new URL(answer.wss_flv);
  url.hostname = page.hostname;
  return url.toString();
}

const loadMpegts = async (): Promise<PlayerLib> => (await import('mpegts.js')).default as unknown as PlayerLib;

export class LiveSession {
  private controller: AbortController | null = null;
  private player: PlayerLike | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private destroyed = false;
  private startSent = false;
  /** The media server's stream id once started (recording needs it). */
  streamId: string | null = null;

  constructor(
    private readonly api: PlayApi,
    private readonly video: HTMLVideoElement,
    private readonly onState: (state: PanelState) => void,
    private readonly deps: { load: () => Promise<PlayerLib>; page: { protocol: string; hostname: string } } = { load: loadMpegts, page: window.location },
  ) {
    video.addEventListener('playing', this.onPlaying);
    video.addEventListener('timeupdate', this.onPlaying);
    video.addEventListener('pause', this.resume);
    document.addEventListener('visibilitychange', this.resume);
    // A page kept alive in another tab hides its panels without any event on the video itself.
    this.observer = typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(this.resume);
    this.observer?.observe(video);
  }

  private readonly observer: IntersectionObserver | null;

  /**
   * Chromium pauses a muted video while it is not displayed (its page kept alive behind another tab, a
   * hidden browser tab) and does not resume one that script started: without this, a user coming back
   * saw every panel frozen on its last frame while the stream still arrived. Once shown again the panel
   * plays on from the newest frame received, as a live picture should.
   */
  private readonly resume = () => {
    const video = this.video;
    if (this.destroyed || !this.player || !video.paused || !shown(video)) return;
    const { buffered } = video;
    if (buffered.length > 0) {
      const edge = buffered.end(buffered.length - 1);
      if (edge - video.currentTime > LIVE_EDGE_SLACK_S) video.currentTime = Math.max(edge - LIVE_EDGE_SLACK_S / 4, 0);
    }
    void Promise.resolve(video.play()).catch(() => undefined);
  };

  private readonly onPlaying = () => {
    if (this.destroyed || !this.player || this.video.videoWidth === 0) return;
    clearTimeout(this.timer);
    this.onState('playing');
  };

  private fail(): void {
    if (this.destroyed) return;
    this.teardownPlayer();
    this.onState('failed');
  }

  private teardownPlayer(): void {
    clearTimeout(this.timer);
    this.player?.destroy();
    this.player = null;
  }

  /** Starts (or, after a failure, restarts) the stream, then plays it. */
  async start(): Promise<void> {
    this.teardownPlayer();
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.onState('loading');
    let answer: PlayAnswer;
    try {
      this.startSent = true;
      answer = await this.api.start(controller.signal);
    } catch {
      if (controller === this.controller) this.fail();
      return;
    }
    if (this.destroyed || controller !== this.controller) return;
    this.streamId = answer.streamId;
    let lib: PlayerLib;
    try {
      lib = await this.deps.load();
    } catch {
      return this.fail();
    }
    if (this.destroyed || controller !== this.controller) return;
    const player = lib.createPlayer(
      // Panels are muted, and the media server's FLV header always announces audio: a camera without a
      // sound track would keep the player waiting for audio that never comes.
      { type: 'flv', isLive: true, url: playAddress(answer, this.deps.page), hasAudio: false, hasVideo: true },
      // Live camera: no stash buffer and latency chasing keep the picture near real time.
      { enableWorker: false, enableStashBuffer: false, lazyLoad: false, liveBufferLatencyChasing: true },
    );
    this.player = player;
    // A live stream never completes: its end means the camera went away.
    player.on(lib.Events.ERROR, () => this.player === player && this.fail());
    player.on(lib.Events.LOADING_COMPLETE, () => this.player === player && this.fail());
    player.attachMediaElement(this.video);
    player.load();
    void Promise.resolve(player.play()).catch(() => undefined);
    this.timer = setTimeout(() => this.fail(), FIRST_FRAME_TIMEOUT_MS);
  }

  /** The panel goes: a pending start is cancelled, the player closed and the stream let go. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.controller?.abort();
    this.teardownPlayer();
    this.video.removeEventListener('playing', this.onPlaying);
    this.video.removeEventListener('timeupdate', this.onPlaying);
    this.video.removeEventListener('pause', this.resume);
    document.removeEventListener('visibilitychange', this.resume);
    this.observer?.disconnect();
    if (this.startSent) void this.api.stop();
  }
}
