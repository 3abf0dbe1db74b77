/** User notices: the store behind the messages plugin's inbox (plugins/messages/server) and what features notify. */
export { createNotice, createNotices, noticePage, markRead, markAllRead, type NoticeOwner, type NewNotice } from './repository';
export { NOTICE_TYPES } from './types';
export { seedDemoNotices } from './seed';
export { noticeChannelPlugin, type NoticeChannel, type NoticeSubscriber } from './channel';
export { NOTICE_CHANNEL, type NoticeEvent } from './event';
