/**
 * The default media server: node-media-server (RTMP in, HTTP-FLV / WS-FLV out) in a child process,
 * fed on demand by one ffmpeg relay per camera that pulls the camera's source and publishes it over
 * RTMP. Play and publish addresses are signed with a secret of this instance, so nobody else on the
 * machine can publish into it or play from it without an address the app handed out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { VideoConfig } from '../config';
import { StreamStartError, type MediaServerAdapter, type MediaStreamState, type PlayAddresses, type PlayBase } from './adapter';
import { NmsProcess } from './nmsProcess';
import { stopProcess, tailOf } from './processes';
import { signStreamPath, verifyStreamSign } from './signing';
import { relayArgs, type CameraSource } from './sources';

const APP = 'live';
const streamPathOf = (streamId: string) => `/${APP}/${streamId}`;
const streamIdOf = (streamPath: string) => (streamPath.startsWith(`/${APP}/`) ? streamPath.slice(APP.length + 2) : null);
/** Relay publish addresses only need to outlive the connect. */
const PUBLISH_SIGN_SECONDS = 120;

interface Relay {
  proc: ChildProcess;
  stderr: () => string;
  /** Set when we stopped it on purpose (its exit is not a camera failure). */
  stopping: boolean;
}

export class NmsMediaServer implements MediaServerAdapter {
  readonly kind = 'nms';
  private readonly secret = randomBytes(16).toString('hex');
  private readonly nms: NmsProcess;
  private readonly relays = new Map<string, Relay>();
  private readonly starts = new Map<string, Promise<void>>();
  private readonly listeners: ((streamId: string) => void)[] = [];
  /** Stream paths whose publisher is live, from the child's events (no IPC round trip per start). */
  private readonly publishing = new Set<string>();

  constructor(
    private readonly config: VideoConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    this.nms = new NmsProcess({ bind: config.mediaHost, rtmpPort: config.rtmpPort, httpPort: config.httpPort, secret: this.secret }, log);
    this.nms.on('stream', (event: string, streamPath: string) => {
      if (event === 'postPublish') this.publishing.add(streamPath);
      if (event === 'donePublish') this.publishing.delete(streamPath);
      const id = streamIdOf(streamPath);
      if (id) for (const l of this.listeners) l(id);
    });
    this.nms.on('exit', () => this.publishing.clear());
  }

  onChange(listener: (streamId: string) => void): void {
    this.listeners.push(listener);
  }

  upstream() {
    const ports = this.nms.ports;
    return ports ? { host: this.config.mediaHost === '0.0.0.0' ? '127.0.0.1' : this.config.mediaHost, port: ports.httpPort } : null;
  }

  upstreamPath(streamId: string): string {
    return `${streamPathOf(streamId)}.flv`;
  }

  verifyPlay(streamId: string, sign: string | undefined): boolean {
    return verifyStreamSign(streamPathOf(streamId), sign, this.secret);
  }

  playAddresses(streamId: string, base: PlayBase, ttlSeconds: number): PlayAddresses {
    const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
    const query = `?sign=${signStreamPath(streamPathOf(streamId), this.secret, expiresAt)}`;
    const path = `/${streamId}.flv${query}`;
    return { flv: `${base.http}${path}`, ws_flv: `${base.ws}${path}`, wss_flv: `${base.wss}${path}`, expiresAt };
  }

  private relayAlive(streamId: string): boolean {
    const r = this.relays.get(streamId);
    return !!r && r.proc.exitCode === null && r.proc.signalCode === null;
  }

  startStream(streamId: string, source: CameraSource | null, signal?: AbortSignal): Promise<void> {
    let start = this.starts.get(streamId);
    if (!start) {
      start = this.pull(streamId, source).finally(() => this.starts.delete(streamId));
      this.starts.set(streamId, start);
    }
    if (!signal) return start;
    // The caller gave up (the panel closed): it stops waiting; the pull goes on for other viewers or idles out.
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason ?? new Error('aborted'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      start!.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  private async pull(streamId: string, source: CameraSource | null): Promise<void> {
    const streamPath = streamPathOf(streamId);
    if (this.relayAlive(streamId) && this.publishing.has(streamPath)) return;
    if (!source) throw new StreamStartError('noSource');
    let ports;
    try {
      ports = await this.nms.ensureRunning();
    } catch (err) {
      this.log.error({ err: (err as Error).message }, 'media server could not start');
      throw new StreamStartError('unavailable');
    }
    if (!this.relayAlive(streamId)) this.spawnRelay(streamId, source, ports.rtmpPort);
    const relay = this.relays.get(streamId)!;
    await this.waitForPublish(streamId, relay);
  }

  private spawnRelay(streamId: string, source: CameraSource, rtmpPort: number): void {
    const streamPath = streamPathOf(streamId);
    const sign = signStreamPath(streamPath, this.secret, Math.floor(Date.now() / 1000) + PUBLISH_SIGN_SECONDS);
    const url = `rtmp://${this.upstream()!.host}:${rtmpPort}${streamPath}?sign=${sign}`;
    const proc = spawn(this.config.ffmpegPath, relayArgs(source, url, this.config.demoFeed), { stdio: ['ignore', 'ignore', 'pipe'] });
    const relay: Relay = { proc, stderr: tailOf(proc, 'stderr'), stopping: false };
    this.relays.set(streamId, relay);
    proc.once('error', (err) => this.log.error({ streamId, err: err.message }, 'ffmpeg relay could not start'));
    proc.once('exit', (code) => {
      if (this.relays.get(streamId) === relay) this.relays.delete(streamId);
      // The media server keeps an ended publish "reconnecting" for 30 s; for us the stream is gone now.
      this.publishing.delete(streamPath);
      if (relay.stopping) return;
      this.log.warn({ streamId, code, ffmpeg: relay.stderr() }, 'camera stream ended');
      // Players of a camera that went away get an error (and offer a retry) instead of a frozen picture.
      void this.nms.request('kick', { streamPath }).catch(() => undefined);
      for (const l of this.listeners) l(streamId);
    });
  }

  private waitForPublish(streamId: string, relay: Relay): Promise<void> {
    const streamPath = streamPathOf(streamId);
    if (this.publishing.has(streamPath)) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const done = (err?: Error) => {
        clearTimeout(timer);
        this.nms.off('stream', onStream);
        relay.proc.off('exit', onExit);
        if (err) reject(err);
        else resolve();
      };
      const onStream = (event: string, path: string) => {
        if (event === 'postPublish' && path === streamPath) done();
      };
      const onExit = () => done(new StreamStartError('cameraFailed', relay.stderr().slice(-200)));
      const timer = setTimeout(() => {
        relay.stopping = true;
        void stopProcess(relay.proc);
        done(new StreamStartError('timeout'));
      }, this.config.startTimeoutSeconds * 1000);
      this.nms.on('stream', onStream);
      relay.proc.once('exit', onExit);
      if (relay.proc.exitCode !== null || relay.proc.signalCode !== null) onExit();
    });
  }

  async stopStream(streamId: string): Promise<void> {
    const relay = this.relays.get(streamId);
    if (relay) {
      relay.stopping = true;
      await stopProcess(relay.proc);
    }
    if (this.nms.ports) await this.nms.request('kick', { streamPath: streamPathOf(streamId) }).catch(() => undefined);
  }

  async streams(): Promise<MediaStreamState[]> {
    const list = await this.nms.streams();
    return list.flatMap((s) => {
      const streamId = streamIdOf(s.streamPath);
      if (!streamId) return [];
      return [{ streamId, publishing: s.status === 'publishing' && this.relayAlive(streamId), viewers: s.viewers, recording: s.recording }];
    });
  }

  async startRecording(streamId: string): Promise<void> {
    await this.nms.request('recordStart', { streamPath: streamPathOf(streamId) });
  }

  async stopRecording(streamId: string): Promise<{ filePath: string }> {
    return this.nms.request<{ filePath: string }>('recordStop', { streamPath: streamPathOf(streamId) });
  }

  /**
   * Starts the media server if needed and answers where its listeners are bound, as the child's sockets
   * report it (tests check that it listens on loopback unless configured).
   */
  async listening(): Promise<{ rtmp: AddressInfo; http: AddressInfo }> {
    return this.nms.request<{ rtmp: AddressInfo; http: AddressInfo }>('listening');
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.relays.values()].map((r) => {
        r.stopping = true;
        return stopProcess(r.proc);
      }),
    );
    this.relays.clear();
    await this.nms.close();
  }
}
