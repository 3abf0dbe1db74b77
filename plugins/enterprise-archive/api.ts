import { ENTERPRISE_APP } from '../../data-providers';
import type { ArchiveValues } from '../../schemas/validators/archiveRules';

/** Calls of the archive page (spec §7 enterprise side and maps; /search and /geocoder are unprefixed). */
export const archiveApi = {
  archive: (id: string | number) => `${ENTERPRISE_APP}/enterprise/archive/${encodeURIComponent(String(id))}`,
  save: `${ENTERPRISE_APP}/enterprise/archive/save`,
  divisions: `${ENTERPRISE_APP}/administrativeDivision/cascadeList`,
  industries: `${ENTERPRISE_APP}/industry/cascadeList`,
  trialNote: `${ENTERPRISE_APP}/enterprise/trialNote`,
  mapStatus: `${ENTERPRISE_APP}/map/status`,
  search: '/search',
  geocoder: '/geocoder',
} as const;

export interface ArchiveRecord extends ArchiveValues {
  id: number;
  type: number;
  trial: boolean;
  complete: boolean;
}

export interface CascadeOption {
  value: string;
  label: string;
  children?: CascadeOption[];
}

export interface Place {
  name: string;
  address: string;
  longitude: number | null;
  latitude: number | null;
}

export const archiveQueryKey = (id: string | number) => ['enterpriseArchive', String(id)] as const;
