import { http } from '../../runtime/services/http';
import { GROUP_API, type GroupOverview } from './contract';

export const groupApi = {
  overview: () => http.get<GroupOverview>(`${GROUP_API}/overview`),
};
