/**
 * What the video plugin needs from a media server. node-media-server (nms.ts) is the default; a site
 * running ZLMediaKit or WVP implements the same interface against their HTTP APIs (the mapping is in
 * plugins/video/README.md). Streams are named by stream id (`v<point id>`), never by camera address.
 */
import type { CameraSource } from './sources';

export interface MediaStreamState {
  streamId: string;
  /** The camera's stream is arriving (not merely waiting for its publisher to come back). */
  publishing: boolean;
  /** Players connected now (the server's own record sessions are not viewers). */
  viewers: number;
  recording: boolean;
}

/** Base addresses of the players' side, from the request (proxy mode) or from configuration. */
export interface PlayBase {
  http: string;
  ws: string;
  wss: string;
}

export interface PlayAddresses {
  flv: string;
  ws_flv: string;
  wss_flv: string;
  /** Unix seconds after which the addresses are refused. */
  expiresAt: number;
}

/** Why a start failed: the camera never delivered, no source is configured, or the server is off. */
export class StreamStartError extends Error {
  constructor(
    readonly reason: 'noSource' | 'cameraFailed' | 'timeout' | 'unavailable',
    detail = '',
  ) {
    super(`stream start failed (${reason})${detail ? `: ${detail}` : ''}`);
  }
}

export interface MediaServerAdapter {
  readonly kind: string;
  /**
   * Makes the stream live on the media server, pulling the camera on demand (once for concurrent
   * callers); resolves when its first packets arrived. An aborted signal stops waiting, not the pull.
   */
  startStream(streamId: string, source: CameraSource | null, signal?: AbortSignal): Promise<void>;
  /** Stops pulling the camera and closes its viewers. */
  stopStream(streamId: string): Promise<void>;
  /** Signed, expiring player addresses of a stream. */
  playAddresses(streamId: string, base: PlayBase, ttlSeconds: number): PlayAddresses;
  /** Streams the server holds now; [] when it was never started. */
  streams(): Promise<MediaStreamState[]>;
  startRecording(streamId: string): Promise<void>;
  /** Ends the recording; the file (on this machine) is the adapter's until the caller removes it. */
  stopRecording(streamId: string): Promise<{ filePath: string }>;
  /** Called with a stream id whenever its viewers or its publishing state change. */
  onChange(listener: (streamId: string) => void): void;
  /** Where the app's player proxy connects (host:port of the HTTP-FLV / WS-FLV listener), null while not running. */
  upstream(): { host: string; port: number } | null;
  /** Whether a player address's signature is valid now (the proxy checks before connecting). */
  verifyPlay(streamId: string, sign: string | undefined): boolean;
  /** The path of a stream on the upstream listener (`/live/v12.flv`). */
  upstreamPath(streamId: string): string;
  close(): Promise<void>;
}
