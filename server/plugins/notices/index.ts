/** User notices: the store behind the messages plugin's inbox (plugins/messages/server) and what features notify. */
export { createNotice, noticePage, markRead, markAllRead, type NoticeOwner } from './repository';
export { NOTICE_TYPES } from './types';
export { seedDemoNotices } from './seed';
