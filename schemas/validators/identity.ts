/** Check-digit validators for Chinese identifiers (GB 32100-2015 and GB 11643-1999). */
import type { MessageKey } from './messages';

const USCC_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
// Registration authority and category may be any charset symbol, positions 3-8 are the GB/T 2260 region.
const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Unified social credit code: 18 characters whose last is the mod-31 check character. Empty is rejected. */
export function uscc(value: unknown): MessageKey | null {
  if (value === undefined || value === null || value === '') return 'required';
  if (typeof value !== 'string' || !USCC_SHAPE.test(value)) return 'uscc';
  let sum = 0;
  let weight = 1; // 3^i mod 31
  for (let i = 0; i < 17; i++) {
    sum += USCC_CHARSET.indexOf(value[i]) * weight;
    weight = (weight * 3) % 31;
  }
  return value[17] === USCC_CHARSET[(31 - (sum % 31)) % 31] ? null : 'uscc';
}

// Province-level GB/T 2260 codes (incl. 81/82/83 of the Hong Kong, Macao and Taiwan residence permits).
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37',
  '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65',
  '71', '81', '82', '83',
]);
const RIC_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const RIC_CHECK = '10X98765432';

function isPastCalendarDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
}

/**
 * Citizen ID number (18 digits, ISO 7064 MOD 11-2 check, valid past birth date, known province).
 * Whether a county code existed in the birth year is not checked: that needs the GB/T 2260 history.
 */
export function citizenId(value: unknown, today: Date = new Date()): MessageKey | null {
  if (value === undefined || value === null || value === '') return 'required';
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return 'citizenId';
  if (!PROVINCES.has(value.slice(0, 2))) return 'citizenId';
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  if (!isPastCalendarDate(year, month, day, today)) return 'citizenId';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * RIC_WEIGHTS[i];
  return value[17].toUpperCase() === RIC_CHECK[sum % 11] ? null : 'citizenId';
}
