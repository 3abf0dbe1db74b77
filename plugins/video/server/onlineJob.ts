/**
 * Refreshes the cameras' online state: a camera is online when its source delivers a video stream
 * (ffprobe, a few seconds at most per camera). Cameras checked longest ago go first; the play calls
 * update the state too. Also closes recordings a stopped process left open.
 */
import type { JobContext } from '../../../server/plugin-api';
import { videoConfigFromEnv } from './config';
import { run } from './media/processes';
import { parseSource, probeArgs } from './media/sources';
import { failAbandonedRecordings, pointsToProbe, setOnline } from './repository';

const BATCH = 50;
const PARALLEL = 2;
const PROBE_TIMEOUT_MS = 8000;

/** Whether the source answers with a video stream now (demo patterns always do). */
export async function sourceIsOnline(sourceUrl: string | null, ffprobePath: string): Promise<boolean> {
  const source = parseSource(sourceUrl);
  if (!source) return false;
  if (source.kind === 'demo') return true;
  const probe = await run(ffprobePath, probeArgs(source), PROBE_TIMEOUT_MS);
  return probe.code === 0 && probe.stdout.length > 0;
}

export async function refreshOnline({ db, signal }: Pick<JobContext, 'db' | 'signal'>): Promise<void> {
  const config = videoConfigFromEnv();
  await failAbandonedRecordings(db, config.recordMaxSeconds + 120);
  const queue = await pointsToProbe(db, BATCH);
  const worker = async () => {
    for (let p = queue.shift(); p && !signal.aborted; p = queue.shift()) {
      await setOnline(db, p.id, await sourceIsOnline(p.sourceUrl, config.ffprobePath));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}
