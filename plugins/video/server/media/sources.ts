/**
 * Camera sources: what a video point's source URL may be, and the ffmpeg arguments that pull it into
 * the media server. Pure functions (tests/video-sources.test.ts). The URL is user input that ends up
 * on an ffmpeg command line, so only network protocols are accepted (never files, pipes, devices or
 * ffmpeg's own `concat:`/`subfile:` readers) and ffmpeg is told the same through -protocol_whitelist.
 */
import { MASKED_PASSWORD, SOURCE_URL_MAX } from '../../contract';

/** ffmpeg's built-in test patterns, for demo cameras (`demo:testsrc2`). Nothing outside this list. */
export const DEMO_PATTERNS = ['testsrc', 'testsrc2', 'smptebars', 'smptehdbars', 'rgbtestsrc', 'yuvtestsrc'] as const;
export type DemoPattern = (typeof DEMO_PATTERNS)[number];

const NETWORK_SCHEMES = ['rtsp', 'rtsps', 'rtmp', 'rtmps', 'http', 'https'] as const;
type NetworkScheme = (typeof NETWORK_SCHEMES)[number];

/** What ffmpeg may open while reading a network source (HLS playlists can point elsewhere). */
const PROTOCOL_WHITELIST = 'tcp,udp,rtp,srtp,rtsp,rtsps,tls,http,https,httpproxy,rtmp,rtmps,crypto';
/** Network timeouts in microseconds: a dead camera fails within seconds instead of hanging a start. */
const IO_TIMEOUT_US = '5000000';

export type CameraSource = { kind: 'demo'; pattern: DemoPattern } | { kind: 'network'; scheme: NetworkScheme; url: string };

export type SourceProblem = 'tooLong' | 'scheme' | 'format';

/** Picture size and frame rate of the demo patterns (a smaller, slower feed for loaded test machines). */
export interface DemoFeed {
  /** `<width>x<height>` */
  size: string;
  fps: number;
}
export const DEFAULT_DEMO_FEED: DemoFeed = { size: '640x360', fps: 25 };

/** `scheme://[user[:password]@]host[:port][/path][?query]` with no whitespace or control characters. */
const NETWORK_URL = /^([a-z]+):\/\/(?:[^\s/@]+@)?(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?][^\s]*)?$/;

export function sourceProblem(url: string): SourceProblem | null {
  if (url.length > SOURCE_URL_MAX) return 'tooLong';
  if (/[\u0000-\u001f\u007f\s]/.test(url)) return 'format';
  if (url.startsWith('demo:')) return (DEMO_PATTERNS as readonly string[]).includes(url.slice(5)) ? null : 'format';
  const m = NETWORK_URL.exec(url);
  const scheme = /^([a-z]+):/i.exec(url)?.[1]?.toLowerCase();
  if (!scheme || !(NETWORK_SCHEMES as readonly string[]).includes(scheme)) return 'scheme';
  return m && m[1] === scheme ? null : 'format';
}

/** The parsed source, or null when the URL is not acceptable (see sourceProblem). */
export function parseSource(url: string | null | undefined): CameraSource | null {
  if (!url || sourceProblem(url)) return null;
  if (url.startsWith('demo:')) return { kind: 'demo', pattern: url.slice(5) as DemoPattern };
  return { kind: 'network', scheme: url.slice(0, url.indexOf(':')) as NetworkScheme, url };
}

/**
 * An HTTP(S) address of an .flv file is a live HTTP-FLV stream (another media server or platform). ffmpeg's
 * plain flv demuxer stalls on a live stream joined mid-way (it probes the cached GOP, then hands out no
 * packet: seen with node-media-server), the live_flv demuxer does not.
 */
function isHttpFlv(url: string): boolean {
  return /^https?:\/\/[^/?#]+\/[^?#]*\.flv(?:[?#]|$)/i.test(url);
}

function inputArgs(source: CameraSource, demo: DemoFeed): string[] {
  if (source.kind === 'demo') return ['-re', '-f', 'lavfi', '-i', `${source.pattern}=size=${demo.size}:rate=${demo.fps}`];
  const common = ['-protocol_whitelist', PROTOCOL_WHITELIST];
  switch (source.scheme) {
    case 'rtsp':
    case 'rtsps':
      return [...common, '-rtsp_transport', 'tcp', '-timeout', IO_TIMEOUT_US, '-i', source.url];
    default:
      return [...common, '-rw_timeout', IO_TIMEOUT_US, ...(isHttpFlv(source.url) ? ['-f', 'live_flv'] : []), '-i', source.url];
  }
}

/**
 * ffmpeg arguments that pull the source and publish it to the media server as FLV over RTMP. Cameras
 * send H.264, which FLV carries as it is (copied, no CPU spent); audio becomes AAC, the only audio
 * mpegts.js plays from FLV. The demo patterns are encoded with low-latency x264 settings and a key
 * frame every 2 seconds (a player joining waits at most that long for its first picture).
 */
export function relayArgs(source: CameraSource, publishUrl: string, demo: DemoFeed = DEFAULT_DEMO_FEED): string[] {
  const codec =
    source.kind === 'demo'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(demo.fps * 2), '-pix_fmt', 'yuv420p', '-an']
      : ['-map', '0:v:0', '-map', '0:a:0?', '-c:v', 'copy', '-c:a', 'aac', '-b:a', '64k', '-ar', '44100'];
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', ...inputArgs(source, demo), ...codec, '-f', 'flv', publishUrl];
}

/** ffprobe arguments that answer whether the source delivers a video stream (online state). */
export function probeArgs(source: CameraSource): string[] {
  return ['-v', 'error', ...inputArgs(source, DEFAULT_DEMO_FEED).filter((a) => a !== '-re'), '-select_streams', 'v:0', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0'];
}

/** ffmpeg arguments that turn the media server's FLV recording into an MP4 the browser plays. */
export function remuxArgs(flvPath: string, mp4Path: string): string[] {
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-i', flvPath, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-movflags', '+faststart', mp4Path];
}

const USERINFO = /^([a-z]+:\/\/)([^\s/@:]*):([^\s/@]*)@/i;

/** The URL with its password replaced, for answers (the stored URL keeps it). */
export function maskSourceUrl(url: string | null): string | null {
  if (!url) return url;
  return url.replace(USERINFO, (_all, scheme: string, user: string) => `${scheme}${user}:${MASKED_PASSWORD}@`);
}

/**
 * An edit form sends back the masked URL it was given: the stored password is kept when the submitted
 * URL still carries the mask with the same scheme, user and rest; any other URL replaces it.
 */
export function mergeMaskedSourceUrl(submitted: string | null, stored: string | null): string | null {
  if (!submitted || !stored || !submitted.includes(MASKED_PASSWORD)) return submitted;
  return maskSourceUrl(stored) === submitted ? stored : submitted;
}
