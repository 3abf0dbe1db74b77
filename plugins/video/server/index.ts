import { defineServerPlugin } from '../../../server/plugin-api';
import { videoConfigFromEnv } from './config';
import { refreshOnline } from './onlineJob';
import { videoRoutes } from './routes';
import { seedVideo } from './seed';

const refreshSeconds = videoConfigFromEnv().onlineRefreshSeconds;

/**
 * Video surveillance: cameras, live play through a media server (node-media-server by default),
 * recordings into the file store, the back office's view. See plugins/video/README.md.
 */
export default defineServerPlugin({
  routes: videoRoutes,
  seed: seedVideo,
  // Seeded while a demo enterprise has no camera.
  seedInputs: { video_point: ['enterprise_id'] },
  jobs: refreshSeconds > 0 ? [{ name: 'refresh-online', everySeconds: refreshSeconds, run: refreshOnline }] : [],
});
