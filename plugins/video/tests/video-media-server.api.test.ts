// The media server listens on loopback unless configured (issue 17, security): with the default settings
// both of node-media-server's listeners (RTMP in, HTTP-FLV / WS-FLV out) are bound to 127.0.0.1, as the
// child's own sockets report, answer there, and refuse connections on this machine's other addresses;
// VIDEO_MEDIA_HOST=0.0.0.0 opens them to those addresses. A request to the child after its channel closed
// fails alone rather than ending the app's process. Needs no ffmpeg (no stream is played).
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { videoConfigFromEnv } from '../server/config';
import { NmsMediaServer } from '../server/media/nms';
import { NmsProcess } from '../server/media/nmsProcess';
import { uncaughtDuring } from '../../../tests/support/uncaught';

const quiet = { level: 'warn', info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, silent() {}, child: () => quiet } as unknown as FastifyBaseLogger;

/** This machine's own non-loopback IPv4 addresses (none on a machine without a network). */
const OTHER_ADDRESSES = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && a.family === 'IPv4' && !a.internal)
  .map((a) => a!.address);

/** 'connected', or the error code of the attempt. */
function reach(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(5000, () => socket.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}

let media: NmsMediaServer | undefined;
afterEach(async () => {
  await media?.close();
  media = undefined;
});

describe('the media server’s listeners', () => {
  it('are bound to 127.0.0.1 by default: reachable there, refused on the other addresses', async () => {
    media = new NmsMediaServer(videoConfigFromEnv({}), quiet);
    const { rtmp, http } = await media.listening();
    for (const bound of [rtmp, http]) {
      expect(bound).toMatchObject({ address: '127.0.0.1', family: 'IPv4' });
      expect(await reach('127.0.0.1', bound.port)).toBe('connected');
      for (const other of OTHER_ADDRESSES) expect(await reach(other, bound.port), other).toBe('ECONNREFUSED');
    }
    // The app's player proxy connects to the same loopback listener.
    expect(media.upstream()).toEqual({ host: '127.0.0.1', port: http.port });
  });

  it('are bound to every address when VIDEO_MEDIA_HOST=0.0.0.0 is configured', async () => {
    media = new NmsMediaServer(videoConfigFromEnv({ VIDEO_MEDIA_HOST: '0.0.0.0' }), quiet);
    const { rtmp, http } = await media.listening();
    for (const bound of [rtmp, http]) {
      expect(bound.address).toBe('0.0.0.0');
      for (const host of ['127.0.0.1', ...OTHER_ADDRESSES]) expect(await reach(host, bound.port), host).toBe('connected');
    }
  });
});

describe('the media server child', () => {
  it('fails a request made after its channel closed and before it exited, without ending this process', async () => {
    const child = new NmsProcess({ bind: '127.0.0.1', rtmpPort: 0, httpPort: 0, secret: 'test-secret' }, quiet);
    try {
      const uncaught = await uncaughtDuring(async () => {
        const { proc } = await child.ensureRunning();
        proc.disconnect(); // the child exits on disconnect; until it has, it still counts as running
        await expect(child.streams()).rejects.toThrow('media server exited');
        await new Promise((r) => (proc.exitCode !== null || proc.signalCode !== null ? r(null) : proc.once('exit', r)));
      });
      expect(uncaught).toEqual([]);
    } finally {
      await child.close();
    }
  });
});
