/**
 * The job `video:refresh-online`: refreshes the cameras' online state (onlineCheck.ts), the cameras
 * checked longest ago first, a few at a time; the play calls and a camera's save update the state too.
 * A stream live on this process's media server is online without a probe. Also closes recordings a
 * stopped process left open.
 */
import type { JobContext } from '../../../server/plugin-api';
import { videoConfigFromEnv } from './config';
import { mediaOf } from './mediaOfDb';
import { checkOnline } from './onlineCheck';
import { failAbandonedRecordings, pointsToProbe } from './repository';

const BATCH = 50;
const PARALLEL = 2;

export async function refreshOnline({ db, signal }: Pick<JobContext, 'db' | 'signal'>): Promise<void> {
  const config = videoConfigFromEnv();
  await failAbandonedRecordings(db, config.recordMaxSeconds + 120);
  const media = mediaOf(db);
  const queue = await pointsToProbe(db, BATCH);
  const worker = async () => {
    for (let p = queue.shift(); p && !signal.aborted; p = queue.shift()) await checkOnline(db, media, p, config.ffprobePath, signal);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}
