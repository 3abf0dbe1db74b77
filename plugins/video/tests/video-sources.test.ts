// Camera sources end up on an ffmpeg command line: only network protocols and the fixed demo patterns
// are accepted, ffmpeg is told the same, passwords never leave the server, play signatures expire.
import { describe, expect, it } from 'vitest';
import { videoConfigFromEnv } from '../server/config';
import { signStreamPath, verifyStreamSign } from '../server/media/signing';
import { maskSourceUrl, mergeMaskedSourceUrl, parseSource, probeArgs, relayArgs, sourceProblem } from '../server/media/sources';
import { recordingFileName } from '../server/recorder';
import { parseLivePath } from '../server/routes/liveProxy';
import { placeCamera } from '../VideoPage';
import type { VideoPoint } from '../contract';

describe('camera source URLs', () => {
  it('accepts rtsp, rtmp and http(s) addresses and the demo patterns', () => {
    for (const ok of [
      'rtsp://admin:pa%40ss@192.168.1.64:554/Streaming/Channels/101',
      'rtsps://cam.example.cn/live',
      'rtmp://10.0.0.2/live/cam1',
      'https://platform.example.cn/live/cam.flv?token=abc',
      'http://[fd00::5]:8080/a.m3u8',
      'demo:testsrc2',
      'demo:smptebars',
    ]) {
      expect(sourceProblem(ok), ok).toBeNull();
    }
  });

  it('refuses files, ffmpeg readers, devices, options and unknown patterns', () => {
    expect(sourceProblem('file:///etc/passwd')).toBe('scheme');
    expect(sourceProblem('/etc/passwd')).toBe('scheme');
    expect(sourceProblem('concat:a.flv|b.flv')).toBe('scheme');
    expect(sourceProblem('subfile,,start,0,end,0,,:/etc/passwd')).toBe('scheme');
    expect(sourceProblem('-i /etc/passwd')).not.toBeNull();
    expect(sourceProblem('-re')).toBe('scheme');
    expect(sourceProblem('pipe:0')).toBe('scheme');
    expect(sourceProblem('demo:mandelbrot')).toBe('format');
    expect(sourceProblem('rtsp://cam/a b')).toBe('format');
    expect(sourceProblem('rtsp://cam/\u0000')).toBe('format');
    expect(sourceProblem(`rtsp://cam/${'a'.repeat(500)}`)).toBe('tooLong');
    expect(parseSource('file:///etc/passwd')).toBeNull();
  });

  it('pulls network sources with a protocol whitelist and time-outs, copying H.264; demo patterns are encoded', () => {
    const rtsp = relayArgs(parseSource('rtsp://u:p@10.0.0.8/1')!, 'rtmp://127.0.0.1:1935/live/v1?sign=x');
    expect(rtsp).toEqual(expect.arrayContaining(['-protocol_whitelist', '-rtsp_transport', 'tcp', '-timeout', '-c:v', 'copy']));
    expect(rtsp[rtsp.indexOf('-i') + 1]).toBe('rtsp://u:p@10.0.0.8/1');
    expect(rtsp.at(-1)).toBe('rtmp://127.0.0.1:1935/live/v1?sign=x');
    expect(rtsp[rtsp.indexOf('-protocol_whitelist') + 1].split(',')).not.toContain('file');
    const demo = relayArgs(parseSource('demo:testsrc2')!, 'rtmp://x/live/v2');
    expect(demo).toEqual(expect.arrayContaining(['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-c:v', 'libx264', '-g', '50']));
    // A lighter feed where configured; still a key frame every 2 seconds.
    const light = relayArgs(parseSource('demo:testsrc2')!, 'rtmp://x/live/v2', videoConfigFromEnv({ VIDEO_DEMO_SIZE: '320x180', VIDEO_DEMO_FPS: '10' }).demoFeed);
    expect(light).toEqual(expect.arrayContaining(['-i', 'testsrc2=size=320x180:rate=10', '-g', '20']));
    expect(probeArgs(parseSource('http://10.0.0.9/live.flv')!)).toEqual(expect.arrayContaining(['-rw_timeout', '-i', 'http://10.0.0.9/live.flv']));
  });

  it('reads an HTTP-FLV address with the live FLV demuxer, other HTTP sources as ffmpeg guesses', () => {
    const flv = relayArgs(parseSource('https://platform.example.cn/live/cam.flv?token=abc')!, 'rtmp://x/live/v3');
    expect(flv.slice(flv.indexOf('-i') - 2, flv.indexOf('-i') + 2)).toEqual(['-f', 'live_flv', '-i', 'https://platform.example.cn/live/cam.flv?token=abc']);
    expect(probeArgs(parseSource('http://10.0.0.9/live.flv')!)).toEqual(expect.arrayContaining(['-f', 'live_flv']));
    expect(relayArgs(parseSource('http://[fd00::5]:8080/a.m3u8')!, 'rtmp://x/live/v4')).not.toContain('live_flv');
    expect(relayArgs(parseSource('rtmp://10.0.0.7/live/cam.flv')!, 'rtmp://x/live/v5')).not.toContain('live_flv');
  });

  it('masks the password in answers and keeps the stored one when the masked URL comes back', () => {
    const stored = 'rtsp://ops:s3cret@10.0.0.8:554/ch1';
    expect(maskSourceUrl(stored)).toBe('rtsp://ops:******@10.0.0.8:554/ch1');
    expect(maskSourceUrl('rtsp://10.0.0.8/ch1')).toBe('rtsp://10.0.0.8/ch1');
    expect(mergeMaskedSourceUrl('rtsp://ops:******@10.0.0.8:554/ch1', stored)).toBe(stored);
    // Another host with the mask is not the stored URL: the mask is taken literally.
    expect(mergeMaskedSourceUrl('rtsp://ops:******@10.6.6.6:554/ch1', stored)).toBe('rtsp://ops:******@10.6.6.6:554/ch1');
    expect(mergeMaskedSourceUrl('rtsp://ops:new@10.0.0.8:554/ch1', stored)).toBe('rtsp://ops:new@10.0.0.8:554/ch1');
  });
});

describe('play signatures', () => {
  it('hold for their path until they expire, and only with the secret', () => {
    const now = 1_700_000_000;
    const sign = signStreamPath('/live/v1', 'k', now + 60);
    expect(verifyStreamSign('/live/v1', sign, 'k', now)).toBe(true);
    expect(verifyStreamSign('/live/v1', sign, 'k', now + 61)).toBe(false);
    expect(verifyStreamSign('/live/v2', sign, 'k', now)).toBe(false);
    expect(verifyStreamSign('/live/v1', sign, 'other', now)).toBe(false);
    expect(verifyStreamSign('/live/v1', sign.replace(/^\d+/, String(now + 3600)), 'k', now)).toBe(false);
    expect(verifyStreamSign('/live/v1', undefined, 'k', now)).toBe(false);
  });

  it('the proxy takes only its own live paths', () => {
    expect(parseLivePath('/api/video/live/v12.flv?sign=1-a')).toEqual({ streamId: 'v12', sign: '1-a', query: '?sign=1-a' });
    expect(parseLivePath('/api/video/live/../x.flv')).toBeNull();
    expect(parseLivePath('/api/video/live/v1.mp4')).toBeNull();
    expect(parseLivePath('/api/other')).toBeNull();
  });
});

describe('settings and names', () => {
  it('reads the environment with defaults and refuses bad values by name', () => {
    expect(videoConfigFromEnv({})).toMatchObject({ mediaServer: 'nms', mediaHost: '127.0.0.1', recordMaxSeconds: 600, idleSeconds: 10, publicUrl: null });
    expect(() => videoConfigFromEnv({ VIDEO_RECORD_MAX_SECONDS: '601' })).toThrow(/VIDEO_RECORD_MAX_SECONDS/);
    expect(() => videoConfigFromEnv({ VIDEO_MEDIA_SERVER: 'zlm' })).toThrow(/VIDEO_MEDIA_SERVER/);
    expect(() => videoConfigFromEnv({ VIDEO_PUBLIC_URL: 'media.example.cn' })).toThrow(/VIDEO_PUBLIC_URL/);
    expect(videoConfigFromEnv({ VIDEO_PUBLIC_URL: 'http://media.example.cn:8000/' }).publicUrl).toBe('http://media.example.cn:8000');
    expect(videoConfigFromEnv({}).demoFeed).toEqual({ size: '640x360', fps: 25 });
    for (const size of ['320', '321x180', '320x180;rm', 'x']) expect(() => videoConfigFromEnv({ VIDEO_DEMO_SIZE: size }), size).toThrow(/VIDEO_DEMO_SIZE/);
    expect(() => videoConfigFromEnv({ VIDEO_DEMO_FPS: '0' })).toThrow(/VIDEO_DEMO_FPS/);
  });

  it('names recordings after the camera and the Beijing start time', () => {
    expect(recordingFileName('1#废气/排放口', new Date('2024-05-01T02:03:04Z'))).toBe('1#废气_排放口_20240501100304.mp4');
  });

  it('places a camera in the selected panel, or selects the panel already showing it', () => {
    const cam = (id: number) => ({ id }) as VideoPoint;
    const empty = Array<VideoPoint | null>(16).fill(null);
    const one = placeCamera(empty, 4, 0, cam(1));
    expect(one.slots[0]?.id).toBe(1);
    expect(one.selected).toBe(1);
    expect(placeCamera(one.slots, 4, 3, cam(1)).selected).toBe(0);
    const wrapped = placeCamera(one.slots, 4, 3, cam(2));
    expect(wrapped.slots[3]?.id).toBe(2);
    expect(wrapped.selected).toBe(0);
  });
});
