import { crcHex } from './crc';
import { encodeHjTime } from './time';

/**
 * Builds HJ 212 text: the CP data area, the data segment and the framed packet. Encoding is for our
 * own simulator and replies, so invalid input (a `;` inside a value, a non-finite number) throws
 * instead of producing a packet a device would misread.
 */

/** The largest data segment the 4-digit length field can describe. */
export const MAX_ENCODABLE_DATA_LENGTH = 9999;

export type CpValue = string | number;

export interface CpInput {
  /** Written first as `DataTime=YYYYMMDDhhmmss` (a Date is written in China time). */
  dataTime?: Date | string;
  /** Other plain fields (`RestartTime`, `QnRtn`, …), in order, after DataTime. */
  fields?: Record<string, CpValue>;
  /** One `;`-separated group per factor, its values joined by `,` in insertion order. */
  factors?: Record<string, Record<string, CpValue | undefined>>;
  /** `SBxxx-RS` / `SBxxx-RT` groups, after the factors. */
  devices?: Record<string, { RS?: number; RT?: number }>;
}

export interface SegmentInput {
  qn?: string;
  st: string | number;
  cn: string | number;
  pw?: string;
  mn: string;
  flag?: number;
  pnum?: number;
  pno?: number;
  /** The CP data area without the `&&` markers (see formatCp). */
  cp: string;
}

// Header values end at `;`; CP keys/values also end at `,` `=` and must not fake the `&&` end marker.
const HEADER_FORBIDDEN = /[;\x00-\x1f\x7f]/;
const CP_FORBIDDEN = /[;,=&\x00-\x1f\x7f]/;

function checkText(value: string, forbidden: RegExp, what: string): string {
  if (forbidden.test(value)) throw new TypeError(`${what} contains a character HJ 212 uses as a delimiter: ${JSON.stringify(value)}`);
  return value;
}

function cpValue(value: CpValue, key: string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`${key} is not a finite number`);
    return String(value);
  }
  return checkText(value, CP_FORBIDDEN, key);
}

const pair = (key: string, value: CpValue): string => `${checkText(key, CP_FORBIDDEN, 'CP key')}=${cpValue(value, key)}`;

/** The CP data area (without `&&`) for the given content. */
export function formatCp(input: CpInput): string {
  const groups: string[] = [];
  if (input.dataTime !== undefined) groups.push(`DataTime=${encodeHjTime(input.dataTime)}`);
  for (const [key, value] of Object.entries(input.fields ?? {})) groups.push(pair(key, value));
  for (const [code, values] of Object.entries(input.factors ?? {})) {
    const items = Object.entries(values)
      .filter((entry): entry is [string, CpValue] => entry[1] !== undefined)
      .map(([suffix, value]) => pair(`${code}-${suffix}`, suffix === 'SampleTime' ? encodeHjTime(String(value)) : value));
    if (items.length) groups.push(items.join(','));
  }
  for (const [id, values] of Object.entries(input.devices ?? {})) {
    const items = (['RS', 'RT'] as const).filter((k) => values[k] !== undefined).map((k) => pair(`${id}-${k}`, values[k]!));
    if (items.length) groups.push(items.join(','));
  }
  return groups.join(';');
}

/** `QN=…;ST=…;CN=…;PW=…;MN=…;Flag=…;PNUM=…;PNO=…;CP=&&…&&`, omitting absent optional fields. */
export function buildSegment(input: SegmentInput): string {
  const parts: string[] = [];
  const add = (key: string, value: string | number | undefined) => {
    if (value === undefined) return;
    if (typeof value === 'number' && (!Number.isInteger(value) || value < 0)) throw new TypeError(`${key} must be a non-negative integer`);
    parts.push(`${key}=${checkText(String(value), HEADER_FORBIDDEN, key)}`);
  };
  add('QN', input.qn);
  add('ST', input.st);
  add('CN', input.cn);
  add('PW', input.pw);
  add('MN', input.mn);
  if (input.flag !== undefined && input.flag > 255) throw new RangeError('Flag must be 0..255');
  add('Flag', input.flag);
  add('PNUM', input.pnum);
  add('PNO', input.pno);
  if (input.cp.includes('&&') || /[\r\n]/.test(input.cp)) throw new TypeError('CP data area must not contain && or line breaks');
  parts.push(`CP=&&${input.cp}&&`);
  return parts.join(';');
}

/** `##` + 4-digit byte length + segment + HJ 212 CRC + CRLF. */
export function encodeFrame(segment: string): string {
  const length = Buffer.byteLength(segment, 'utf8');
  if (length > MAX_ENCODABLE_DATA_LENGTH) throw new RangeError(`Data segment of ${length} bytes does not fit the 4-digit length field`);
  return `##${String(length).padStart(4, '0')}${segment}${crcHex(segment)}\r\n`;
}

export const encodePacket = (input: SegmentInput): string => encodeFrame(buildSegment(input));
