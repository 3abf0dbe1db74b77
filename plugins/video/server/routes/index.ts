import type { FastifyInstance } from 'fastify';
import { videoConfigFromEnv } from '../config';
import type { VideoContext } from '../context';
import { LiveStreams } from '../liveStreams';
import type { MediaServerAdapter } from '../media/adapter';
import { NmsMediaServer } from '../media/nms';
import { NoMediaServer } from '../media/off';
import { attachMedia, detachMedia } from '../mediaOfDb';
import { OnlineChecks } from '../onlineCheck';
import { Recorder } from '../recorder';
import { adminRoutes } from './admin';
import { groupRoutes } from './group';
import { liveProxyRoutes } from './liveProxy';
import { playRoutes } from './play';
import { pointRoutes } from './points';
import { recordRoutes } from './record';

/**
 * The video plugin's routes and services. Nothing is started here: the media server process starts on
 * the first play, so an app that never plays video (and every test of other features) pays nothing.
 */
export async function videoRoutes(app: FastifyInstance): Promise<void> {
  const config = videoConfigFromEnv();
  const log = app.log.child({ plugin: 'video' });
  const media: MediaServerAdapter = config.mediaServer === 'nms' ? new NmsMediaServer(config, log) : new NoMediaServer();
  const live = new LiveStreams(media, config.idleSeconds * 1000, log);
  const recorder = new Recorder(app, media, live, config, log);
  const checks = new OnlineChecks(app.db, media, config.ffprobePath, log);
  const ctx: VideoContext = { app, config, media, live, recorder, checks };
  attachMedia(app.db, media);
  app.addHook('onClose', async () => {
    detachMedia(app.db);
    await checks.close();
    await recorder.close();
    await live.close();
  });

  pointRoutes(ctx);
  playRoutes(ctx);
  recordRoutes(ctx);
  adminRoutes(ctx);
  groupRoutes(ctx);
  liveProxyRoutes(ctx);
}
