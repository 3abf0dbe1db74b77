import { ErrorCode } from '../../../data-providers/catalogue';
import { ApiError } from '../../core/errors';
import type { MapConfig } from './config';

/** Spec §9: map search answers 10 results per query. */
export const SEARCH_RESULTS = 10;

export interface Place {
  name: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
}

function notConnected(): ApiError {
  return new ApiError(ErrorCode.NotConnected);
}

/** One GET to the service with the key appended; any failure (none configured, down, bad JSON) is 2010104. */
async function call(config: MapConfig, path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  if (!config.key) throw notConnected();
  const params = new URLSearchParams({ ...query, tk: config.key });
  try {
    const res = await fetch(`${config.url}${path}?${params}`, { signal: AbortSignal.timeout(config.timeoutMs) });
    if (!res.ok) throw notConnected();
    return (await res.json()) as Record<string, unknown>;
  } catch {
    throw notConnected();
  }
}

function coordinate(value: unknown): number | null {
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export async function searchPlaces(config: MapConfig, keyword: string): Promise<Place[]> {
  const postStr = JSON.stringify({ keyWord: keyword, level: 12, mapBound: '-180,-90,180,90', queryType: 1, start: 0, count: SEARCH_RESULTS });
  const body = await call(config, '/v2/search', { postStr, type: 'query' });
  const pois = Array.isArray(body.pois) ? (body.pois as Record<string, unknown>[]) : [];
  return pois.slice(0, SEARCH_RESULTS).map((p) => {
    const [lon, lat] = String(p.lonlat ?? '').split(/[ ,]/);
    return { name: String(p.name ?? ''), address: String(p.address ?? ''), longitude: coordinate(lon), latitude: coordinate(lat) };
  });
}

export async function geocode(config: MapConfig, keyword: string): Promise<{ longitude: number; latitude: number } | null> {
  const body = await call(config, '/geocoder', { ds: JSON.stringify({ keyWord: keyword }) });
  const location = body.location as Record<string, unknown> | undefined;
  const longitude = coordinate(location?.lon);
  const latitude = coordinate(location?.lat);
  return longitude !== null && latitude !== null ? { longitude, latitude } : null;
}

export async function reverseGeocode(config: MapConfig, longitude: number, latitude: number): Promise<{ address: string }> {
  const body = await call(config, '/geocoder', { postStr: JSON.stringify({ lon: longitude, lat: latitude, ver: 1 }), type: 'geocode' });
  const result = body.result as Record<string, unknown> | undefined;
  return { address: String(result?.formatted_address ?? '') };
}
