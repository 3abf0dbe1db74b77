// @vitest-environment jsdom
// The order of a live panel's steps (spec §4): start the stream, then set the address; loading until
// the first frame; failure on an error with a retry; destroying cancels a pending start and stops the
// stream. mpegts.js and the API are fakes here; the real ones play in tests/video-live.e2e.ts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlayApi } from '../api';
import type { PlayAnswer } from '../contract';
import { LiveSession, playAddress, type PanelState, type PlayerLib } from '../liveSession';

const ANSWER: PlayAnswer = {
  ws_flv: 'ws://10.1.2.3:8080/api/video/live/v7.flv?sign=1-a',
  wss_flv: 'wss://10.1.2.3:8443/api/video/live/v7.flv?sign=1-a',
  flv: 'http://10.1.2.3:8080/api/video/live/v7.flv?sign=1-a',
  streamId: 'v7',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

function fakeLib() {
  const players: { url: string; handlers: Map<string, () => void>; destroyed: boolean; config: Record<string, unknown>; source: Record<string, unknown> }[] = [];
  const lib: PlayerLib = {
    Events: { ERROR: 'error', LOADING_COMPLETE: 'loading_complete' },
    createPlayer(source, config) {
      const p = { url: source.url, handlers: new Map<string, () => void>(), destroyed: false, config, source: source as Record<string, unknown> };
      players.push(p);
      return {
        on: (event, listener) => p.handlers.set(event, listener as () => void),
        attachMediaElement: () => undefined,
        load: () => undefined,
        play: () => Promise.resolve(),
        destroy: () => {
          p.destroyed = true;
        },
      };
    },
  };
  return { lib, players };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(page = { protocol: 'http:', hostname: 'ec.example.cn' }) {
  const { lib, players } = fakeLib();
  const starts: { signal: AbortSignal; answer: ReturnType<typeof deferred<PlayAnswer>> }[] = [];
  const api: PlayApi = {
    start: vi.fn((signal: AbortSignal) => {
      const answer = deferred<PlayAnswer>();
      starts.push({ signal, answer });
      return answer.promise;
    }),
    stop: vi.fn(() => Promise.resolve()),
  };
  const video = document.createElement('video');
  const states: PanelState[] = [];
  const session = new LiveSession(api, video, (s) => states.push(s), { load: async () => lib, page });
  const frame = (width: number) => {
    Object.defineProperty(video, 'videoWidth', { value: width, configurable: true });
    video.dispatchEvent(new Event('playing'));
  };
  return { api, video, states, session, starts, players, frame };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => vi.useRealTimers());

describe('a live panel session', () => {
  it('starts the stream first, then plays its address; playing only once a frame shows', async () => {
    const s = setup();
    const started = s.session.start();
    expect(s.states).toEqual(['loading']);
    expect(s.api.start).toHaveBeenCalledTimes(1);
    expect(s.players).toHaveLength(0); // no address before the start answered
    s.starts[0].answer.resolve(ANSWER);
    await started;
    expect(s.players.map((p) => p.url)).toEqual([ANSWER.ws_flv]);
    expect(s.players[0].source).toMatchObject({ type: 'flv', isLive: true, hasAudio: false });
    s.frame(0); // no picture yet
    expect(s.states).toEqual(['loading']);
    s.frame(640);
    expect(s.states).toEqual(['loading', 'playing']);
    expect(s.session.streamId).toBe('v7');
  });

  it('fails on a player error or the end of the stream, and a retry starts over', async () => {
    const s = setup();
    const first = s.session.start();
    s.starts[0].answer.resolve(ANSWER);
    await first;
    s.players[0].handlers.get('error')!();
    expect(s.states.at(-1)).toBe('failed');
    expect(s.players[0].destroyed).toBe(true);

    const retry = s.session.start();
    expect(s.states.at(-1)).toBe('loading');
    s.starts[1].answer.resolve(ANSWER);
    await retry;
    s.players[1].handlers.get('loading_complete')!();
    expect(s.states.at(-1)).toBe('failed');
  });

  it('a panel paused while hidden plays on from the newest frame once shown again, not while hidden', async () => {
    const s = setup();
    const started = s.session.start();
    s.starts[0].answer.resolve(ANSWER);
    await started;
    s.frame(640);
    // What Chromium does to a muted video no longer displayed: it pauses it, while the stream goes on.
    const play = vi.fn(() => Promise.resolve());
    let visible = false;
    Object.assign(s.video, { play, checkVisibility: () => visible });
    Object.defineProperty(s.video, 'paused', { value: true, configurable: true });
    Object.defineProperty(s.video, 'buffered', { value: { length: 1, start: () => 0, end: () => 12.5 }, configurable: true });
    s.video.currentTime = 7;
    s.video.dispatchEvent(new Event('pause'));
    expect(play).not.toHaveBeenCalled();
    visible = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(play).toHaveBeenCalledTimes(1);
    expect(s.video.currentTime).toBeGreaterThan(12);
    // A destroyed panel is left alone.
    s.session.destroy();
    s.video.dispatchEvent(new Event('pause'));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('a refused start fails at once (视频资源加载失败)', async () => {
    const s = setup();
    const started = s.session.start();
    s.starts[0].answer.reject(new Error('2010104'));
    await started;
    expect(s.states).toEqual(['loading', 'failed']);
    expect(s.players).toHaveLength(0);
  });

  it('destroying during a pending start cancels the request and stops the stream; nothing plays afterwards', async () => {
    const s = setup();
    const started = s.session.start();
    s.session.destroy();
    expect(s.starts[0].signal.aborted).toBe(true);
    expect(s.api.stop).toHaveBeenCalledTimes(1);
    s.starts[0].answer.resolve(ANSWER);
    await started;
    await tick();
    expect(s.players).toHaveLength(0);
    expect(s.states).toEqual(['loading']);
  });

  it('destroying a playing panel closes the player and stops the stream once', async () => {
    const s = setup();
    const started = s.session.start();
    s.starts[0].answer.resolve(ANSWER);
    await started;
    s.session.destroy();
    s.session.destroy();
    expect(s.players[0].destroyed).toBe(true);
    expect(s.api.stop).toHaveBeenCalledTimes(1);
  });

  it('a stream that never shows a frame fails after the first-frame time-out', async () => {
    vi.useFakeTimers();
    const s = setup();
    const started = s.session.start();
    s.starts[0].answer.resolve(ANSWER);
    await started;
    vi.advanceTimersByTime(20_000);
    expect(s.states.at(-1)).toBe('failed');
  });
});

describe('the address a panel plays', () => {
  it('is ws_flv on http; on https the secure address with the page host name in place of the IP', () => {
    expect(playAddress(ANSWER, { protocol: 'http:', hostname: 'ec.example.cn' })).toBe(ANSWER.ws_flv);
    expect(playAddress(ANSWER, { protocol: 'https:', hostname: 'ec.example.cn' })).toBe('wss://ec.example.cn:8443/api/video/live/v7.flv?sign=1-a');
  });
});
