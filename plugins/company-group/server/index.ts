import { defineServerPlugin } from '../../../server/plugin-api';
import { routes } from './routes';

/** The server half of company-group: the group dashboard's overview (membership is the core's enterprise parent). */
export default defineServerPlugin({ routes });
