/**
 * Whether the video tests that need ffmpeg run (not a test file). They run where ffmpeg and ffprobe are
 * (the binaries the plugin itself uses: FFMPEG_PATH / FFPROBE_PATH or PATH). Outside CI a missing ffmpeg
 * skips them, saying so; in CI (`CI` set, as .ci/run does) it fails them: CI installs ffmpeg, and a
 * silent skip there would let the video tests stop running without anyone noticing.
 */
import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';
export const FFPROBE = process.env.FFPROBE_PATH || 'ffprobe';
export const HAS_FFMPEG = [FFMPEG, FFPROBE].every((cmd) => spawnSync(cmd, ['-version'], { stdio: 'ignore' }).status === 0);

export type FfmpegMode = 'run' | 'skip' | 'fail';

export function ffmpegMode(hasFfmpeg: boolean, env: Readonly<Record<string, string | undefined>>): FfmpegMode {
  if (hasFfmpeg) return 'run';
  return env.CI ? 'fail' : 'skip';
}

const MISSING = `ffmpeg (${FFMPEG}) or ffprobe (${FFPROBE}) not found`;
const MODE = ffmpegMode(HAS_FFMPEG, process.env);
if (MODE === 'skip') console.warn(`${MISSING}: the video play and recording tests are skipped (CI installs ffmpeg)`);

/**
 * `describe` for tests that need ffmpeg: the block as it is where ffmpeg is here; otherwise one test in
 * its place, skipped with the reason outside CI, failing with it in CI.
 */
export function describeWithFfmpeg(name: string, body: () => void): void {
  if (MODE === 'run') {
    describe(name, body);
    return;
  }
  describe(name, () => {
    if (MODE === 'skip') it.skip(`skipped: ${MISSING} (CI installs ffmpeg)`, () => {});
    else
      it(`needs ffmpeg: ${MISSING}`, () => {
        throw new Error(`${MISSING}, and CI=${process.env.CI}: CI must install ffmpeg (Debian package) rather than skip the video tests`);
      });
  });
}
