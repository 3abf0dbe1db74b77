/**
 * The enterprise archive's field rules (spec §3 Enterprise, §5 shared validators). Pure code: the archive
 * page and the server's archive/save run this very function, so both reject a value with the same text.
 */
import { namedValidators, type MessageKey } from './';

export const ARCHIVE_FIELDS = [
  'name',
  'socialCreditCode',
  'legalPersonName',
  'legalPersonIdCard',
  'contactPhone',
  'administrativeDivisionId',
  'industryIdList',
  'manageAddress',
  'longitude',
  'latitude',
] as const;

export type ArchiveField = (typeof ARCHIVE_FIELDS)[number];

export interface ArchiveValues {
  name?: string | null;
  socialCreditCode?: string | null;
  legalPersonName?: string | null;
  legalPersonIdCard?: string | null;
  contactPhone?: string | null;
  /** GB/T 2260 six-digit county-level code. */
  administrativeDivisionId?: string | null;
  /** GB/T 4754-2017 codes. */
  industryIdList?: string[] | null;
  manageAddress?: string | null;
  longitude?: number | string | null;
  latitude?: number | string | null;
}

export interface ArchiveIssue {
  field: ArchiveField;
  key: MessageKey;
  params?: Record<string, number>;
}

export const NAME_MAX = 100;
export const ADDRESS_MAX = 200;
const DIVISION = /^\d{6}$/;
const INDUSTRY = /^(?:[A-T]|\d{2,4})$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function checkText(value: unknown, max: number, named?: MessageKey & keyof typeof namedValidators): Omit<ArchiveIssue, 'field'> | null {
  if (typeof value !== 'string') return { key: 'typeString' };
  if (value.length > max) return { key: 'maxLength', params: { n: max } };
  const key = named ? namedValidators[named](value) : null;
  return key ? { key } : null;
}

/** One field's problem, or null. Every archive field is required (spec §4: the profile must be complete). */
export function checkArchiveField(field: ArchiveField, value: unknown): Omit<ArchiveIssue, 'field'> | null {
  if (isEmpty(value)) return { key: 'required' };
  switch (field) {
    case 'name':
      return checkText(value, NAME_MAX, 'name');
    case 'manageAddress':
      return checkText(value, ADDRESS_MAX);
    case 'socialCreditCode':
    case 'legalPersonName':
    case 'legalPersonIdCard':
    case 'contactPhone':
    case 'longitude':
    case 'latitude': {
      const validator = { socialCreditCode: 'uscc', legalPersonName: 'personName', legalPersonIdCard: 'citizenId', contactPhone: 'phoneOrLandline', longitude: 'longitude', latitude: 'latitude' }[field];
      const key = namedValidators[validator](value);
      return key ? { key } : null;
    }
    case 'administrativeDivisionId':
      return typeof value === 'string' && DIVISION.test(value) ? null : { key: 'pattern' };
    case 'industryIdList':
      if (!Array.isArray(value)) return { key: 'typeArray' };
      if (value.length > 20) return { key: 'maxItems', params: { n: 20 } };
      return value.every((code) => typeof code === 'string' && INDUSTRY.test(code)) ? null : { key: 'pattern' };
  }
}

export function validateArchive(values: ArchiveValues): ArchiveIssue[] {
  const issues: ArchiveIssue[] = [];
  for (const field of ARCHIVE_FIELDS) {
    const issue = checkArchiveField(field, values[field]);
    if (issue) issues.push({ field, ...issue });
  }
  return issues;
}

/** Spec §4: a type-0 enterprise is forced to its archive until this holds. */
export function isArchiveComplete(values: ArchiveValues): boolean {
  return validateArchive(values).length === 0;
}
