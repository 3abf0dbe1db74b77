/**
 * The video plugin's settings, read from the environment when the plugin's routes are registered
 * (plugins/video/README.md, configuration table). Bad values stop the start with the variable's name.
 */
import { RECORD_MAX_SECONDS } from '../contract';
import { DEFAULT_DEMO_FEED, type DemoFeed } from './media/sources';

export type MediaServerKind = 'nms' | 'off';

export interface VideoConfig {
  /** `nms`: node-media-server in a child process (default); `off`: no media server, play answers 2010104. */
  mediaServer: MediaServerKind;
  /** Address the media server listens on; loopback unless configured. */
  mediaHost: string;
  /** 0: a free port chosen at start. */
  rtmpPort: number;
  httpPort: number;
  /**
   * When set, players connect straight to the media server at this base URL (http://host:port);
   * otherwise through the app's own /api/video/live/ proxy, so the media server can stay on loopback.
   */
  publicUrl: string | null;
  /** How long a signed play address is accepted (checked when the player connects). */
  urlTtlSeconds: number;
  /** How long a start waits for the camera's stream to arrive on the media server. */
  startTimeoutSeconds: number;
  /** A stream nobody watches or records is stopped after this many seconds. */
  idleSeconds: number;
  /** Spec §9: at most 10 minutes (a smaller value only for tests and demos). */
  recordMaxSeconds: number;
  /** Interval of the job that refreshes the cameras' online state; 0 switches it off. */
  onlineRefreshSeconds: number;
  ffmpegPath: string;
  ffprobePath: string;
  /** Size and frame rate of the demo test patterns (`demo:` sources). */
  demoFeed: DemoFeed;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`${name} must be an integer ${min}..${max}, got "${raw}"`);
  return value;
}

export function videoConfigFromEnv(env: NodeJS.ProcessEnv = process.env): VideoConfig {
  const mediaServer = (env.VIDEO_MEDIA_SERVER || 'nms') as MediaServerKind;
  if (mediaServer !== 'nms' && mediaServer !== 'off') throw new Error(`VIDEO_MEDIA_SERVER must be nms or off, got "${env.VIDEO_MEDIA_SERVER}"`);
  const publicUrl = env.VIDEO_PUBLIC_URL?.trim() || null;
  const demoSize = env.VIDEO_DEMO_SIZE || DEFAULT_DEMO_FEED.size;
  const [width, height] = demoSize.split('x').map(Number);
  // Even sides: x264's yuv420p needs them.
  if (!/^\d{2,4}x\d{2,4}$/.test(demoSize) || width % 2 || height % 2) throw new Error(`VIDEO_DEMO_SIZE must be <even width>x<even height>, got "${demoSize}"`);
  if (publicUrl && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) throw new Error(`VIDEO_PUBLIC_URL must be http(s)://host[:port], got "${publicUrl}"`);
  return {
    mediaServer,
    mediaHost: env.VIDEO_MEDIA_HOST || '127.0.0.1',
    rtmpPort: int(env, 'VIDEO_RTMP_PORT', 0, 0, 65535),
    httpPort: int(env, 'VIDEO_HTTP_PORT', 0, 0, 65535),
    publicUrl: publicUrl?.replace(/\/$/, '') ?? null,
    urlTtlSeconds: int(env, 'VIDEO_URL_TTL_SECONDS', 300, 10, 86_400),
    startTimeoutSeconds: int(env, 'VIDEO_START_TIMEOUT_SECONDS', 15, 2, 120),
    idleSeconds: int(env, 'VIDEO_IDLE_SECONDS', 10, 1, 3600),
    recordMaxSeconds: int(env, 'VIDEO_RECORD_MAX_SECONDS', RECORD_MAX_SECONDS, 1, RECORD_MAX_SECONDS),
    onlineRefreshSeconds: int(env, 'VIDEO_ONLINE_REFRESH_SECONDS', 60, 0, 86_400),
    ffmpegPath: env.FFMPEG_PATH || 'ffmpeg',
    ffprobePath: env.FFPROBE_PATH || 'ffprobe',
    demoFeed: { size: demoSize, fps: int(env, 'VIDEO_DEMO_FPS', DEFAULT_DEMO_FEED.fps, 1, 60) },
  };
}
