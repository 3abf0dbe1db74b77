// The video tests that need ffmpeg run where it is; without it they are skipped (saying so) on a
// developer's machine, and fail in CI, which installs ffmpeg: a silent skip there would hide that the
// video tests stopped running.
import { describe, expect, it } from 'vitest';
import { ffmpegMode } from './ffmpegGate';

describe('the ffmpeg gate of the video tests', () => {
  it('runs them where ffmpeg is, skips them outside CI and fails them in CI without it', () => {
    expect(ffmpegMode(true, {})).toBe('run');
    expect(ffmpegMode(true, { CI: 'true' })).toBe('run');
    expect(ffmpegMode(false, {})).toBe('skip');
    expect(ffmpegMode(false, { CI: '' })).toBe('skip');
    expect(ffmpegMode(false, { CI: 'true' })).toBe('fail');
  });
});
