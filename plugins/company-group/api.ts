import { http } from '../../runtime/services/http';
import { GROUP_API, MAP_BROWSER_API, type GroupOverview } from './contract';
import type { BrowserMapConfig } from './tianditu';

export const groupApi = {
  overview: () => http.get<GroupOverview>(`${GROUP_API}/overview`),
  /** The Tianditu JS API and browser key, or null when none is configured (the board draws its chart). */
  mapConfig: () => http.get<BrowserMapConfig | null>(MAP_BROWSER_API, { silent: true }),
};
