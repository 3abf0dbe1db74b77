import type { FastifyInstance } from 'fastify';
import type { NoticeOwner } from '../plugins/notices/repository';
import type { NoticeSubscriber } from '../plugins/notices/channel';

export type { NoticeEvent } from '../plugins/notices/event';
export type { NoticeSubscriber } from '../plugins/notices/channel';

/** Hear the owner's new notices in this process until the returned function is called. */
export function subscribeNotices(app: FastifyInstance, owner: NoticeOwner, subscriber: NoticeSubscriber): () => void {
  return app.noticeChannel.subscribe(owner, subscriber);
}

/** Whether notices are pushed at all (false when the database cannot LISTEN: clients poll). */
export const noticesArePushed = (app: FastifyInstance): boolean => app.noticeChannel.live;
