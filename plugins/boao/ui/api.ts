/** The data centre's calls, through the runtime's HTTP client (which adds /api, the token and enterprise_id). */
import { ENTERPRISE_APP } from '../../../data-providers';
import { http } from '../../../runtime/services/http';
import { API } from '../contract';

type Paths = { [K in keyof typeof API]: string };

/** Contract paths under the enterprise-side application. */
export const paths: Paths = Object.fromEntries(Object.entries(API).map(([k, p]) => [k, `${ENTERPRISE_APP}${p}`])) as Paths;

export const get = <T>(path: keyof Paths, params: Record<string, unknown>) => http.get<T>(paths[path], { params });
