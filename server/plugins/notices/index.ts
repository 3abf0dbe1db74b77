/** User notices: the navbar's unread dot and /system-message/page. */
export { noticeRoutes } from './routes';
export { createNotice, noticePage, markRead, markAllRead, type NoticeOwner } from './repository';
export { NOTICE_TYPES } from './types';
export { seedDemoNotices } from './seed';
