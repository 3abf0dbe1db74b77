/** Localised labels of the monitoring enumerations (the server's pure tables, browser-safe). */
import { DEVICE_KINDS, POINT_TYPES } from '../../schemas/contracts/monitoring/pointTypes';

type Labelled = Record<string, Record<'zh-CN' | 'en-US', string>>;

const pick = (table: Labelled, key: string, language: string): string => {
  const entry = table[key];
  if (!entry) return key;
  return language.startsWith('en') ? entry['en-US'] : entry['zh-CN'];
};

export const pointTypeLabel = (type: string, language: string) => pick(POINT_TYPES, type, language);
export const deviceKindLabel = (kind: string, language: string) => pick(DEVICE_KINDS, kind, language);

export const pointTypeOptions = (language: string) => Object.keys(POINT_TYPES).map((value) => ({ value, label: pointTypeLabel(value, language) }));
export const deviceKindOptions = (language: string) => Object.keys(DEVICE_KINDS).map((value) => ({ value, label: deviceKindLabel(value, language) }));
