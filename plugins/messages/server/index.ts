import { defineServerPlugin } from '../../../server/plugin-api';
import { noticeRoutes } from './routes';

/** The inbox API behind /system-message/page and the navbar dot; the notices themselves are the platform's. */
export default defineServerPlugin({ routes: noticeRoutes });
