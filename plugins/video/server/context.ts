import type { FastifyInstance } from 'fastify';
import type { VideoConfig } from './config';
import type { LiveStreams } from './liveStreams';
import type { MediaServerAdapter } from './media/adapter';
import type { OnlineChecks } from './onlineCheck';
import type { Recorder } from './recorder';

/** What the video routes share inside one app: settings, the media server and the services on it. */
export interface VideoContext {
  app: FastifyInstance;
  config: VideoConfig;
  media: MediaServerAdapter;
  live: LiveStreams;
  recorder: Recorder;
  /** Online checks of cameras just added or given a new source. */
  checks: OnlineChecks;
}

/** Stream ids name cameras on the media server: `v<point id>`. */
export const streamIdOf = (pointId: number): string => `v${pointId}`;
export const pointIdOf = (streamId: string): number => Number(streamId.slice(1));
