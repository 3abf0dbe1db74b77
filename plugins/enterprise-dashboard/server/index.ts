import { defineServerPlugin } from '../../../server/plugin-api';
import { boardThemeRoutes } from './routes';

/** The board theme the dashboard remembers per user (spec §7 group/screen calls). */
export default defineServerPlugin({ routes: boardThemeRoutes });
