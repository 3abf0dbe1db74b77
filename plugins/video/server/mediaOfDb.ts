/**
 * The media server of each app in this process, found by the app's database handle. The online job
 * gets only `db` (server/plugin-api JobContext) yet must ask the media server the routes started which
 * streams are live: a stream live there is online, whatever a probe of its source would say.
 */
import type { MediaServerAdapter } from './media/adapter';

const byDb = new WeakMap<object, MediaServerAdapter>();

export function attachMedia(db: object, media: MediaServerAdapter): void {
  byDb.set(db, media);
}

export function detachMedia(db: object): void {
  byDb.delete(db);
}

/** null when no app of this process runs video routes on this database. */
export function mediaOf(db: object): MediaServerAdapter | null {
  return byDb.get(db) ?? null;
}
