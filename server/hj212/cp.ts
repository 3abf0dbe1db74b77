import { emptyRecord, quote } from './untrusted';
import { decodeHjTime } from './time';
import type { CpData, DeviceValues, FactorValues, ParseWarning } from './types';

/**
 * Decodes the CP data area (the text between `CP=&&` and the closing `&&`). Items are `key=value`
 * separated by `;` (between factors) or `,` (within a factor); real devices mix them up, so both are
 * treated alike and the factor is taken from the key, never from the grouping.
 */

const NUMERIC_SUFFIXES = new Set([
  'Rtd', 'Min', 'Avg', 'Max', 'Cou', 'ZsRtd', 'ZsMin', 'ZsAvg', 'ZsMax', 'Data', 'DayData', 'NightData',
]);
const TEXT_SUFFIXES = new Set(['Flag', 'EFlag', 'Info', 'SN']);
const TIME_SUFFIXES = new Set(['SampleTime']);
const DEVICE_CODE = /^SB[0-9A-Za-z_]*$/;
const DEVICE_SUFFIXES = new Set(['RS', 'RT']);
// Plain signed decimals only: HJ 212's N-format has no exponent, and "Infinity"/"0x10" must stay text.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const parseDecimal = (text: string): number | undefined => (DECIMAL.test(text) ? Number(text) : undefined);

export interface CpParseOutcome {
  data: CpData;
  warnings: ParseWarning[];
}

/** Known suffixes mapped to themselves: property writes with a constant key skip interning the sliced text. */
const CANONICAL_SUFFIX = new Map([...NUMERIC_SUFFIXES, ...TEXT_SUFFIXES, ...TIME_SUFFIXES, ...DEVICE_SUFFIXES].map((s) => [s, s]));

/** The factor or device record an item belongs to; consecutive items of one factor reuse it. */
interface Cursor {
  code: string;
  factor: FactorValues | undefined;
}

export function parseCpData(area: string): CpParseOutcome {
  const warnings: ParseWarning[] = [];
  const data: CpData = { fields: emptyRecord(), factors: emptyRecord(), devices: emptyRecord(), items: [] };
  const seen = new Set<string>();
  const cursor: Cursor = { code: '', factor: undefined };

  // Items end at `;` (between factors) or `,` (within a factor); scanned by hand, no regex split.
  let start = 0;
  while (start <= area.length) {
    let end = start;
    while (end < area.length) {
      const c = area.charCodeAt(end);
      if (c === 0x3b || c === 0x2c) break;
      end++;
    }
    const token = area.slice(start, end);
    start = end + 1;
    // Empty tokens come from trailing separators (`ExeRtn=1;&&`) and `CP=&&&&`: harmless.
    if (token === '') continue;
    const eq = token.indexOf('=');
    if (eq <= 0) {
      warnings.push({ code: 'MALFORMED_ITEM', message: `CP item without key=value: ${quote(token)}` });
      continue;
    }
    const key = token.slice(0, eq);
    const value = token.slice(eq + 1);
    data.items.push({ key, value });
    if (seen.has(key)) warnings.push({ code: 'DUPLICATE_KEY', message: `CP key ${quote(key)} repeated; the last value is used` });
    seen.add(key);
    assignItem(data, key, value, warnings, cursor);
  }

  const rawTime = data.fields.DataTime;
  if (rawTime !== undefined) {
    const dataTime = decodeHjTime(rawTime);
    if (dataTime === undefined) warnings.push({ code: 'BAD_TIME', message: `DataTime ${quote(rawTime)} is not a valid time` });
    else data.dataTime = dataTime;
  }
  return { data, warnings };
}

function assignItem(data: CpData, key: string, value: string, warnings: ParseWarning[], cursor: Cursor): void {
  const dash = key.lastIndexOf('-');
  if (dash < 0) {
    // e.g. `a34001-Rtd=92;Flag=N`: a factor flag that lost its code. Which factor it meant is a guess,
    // so it is kept as a plain field and flagged rather than attached to the previous factor.
    if (NUMERIC_SUFFIXES.has(key) || TEXT_SUFFIXES.has(key)) {
      warnings.push({ code: 'ORPHAN_SUFFIX', message: `CP key ${quote(key)} has no factor code` });
    }
    data.fields[key] = value;
    return;
  }
  const code = key.slice(0, dash);
  const rawSuffix = key.slice(dash + 1);
  if (code === '' || rawSuffix === '') {
    warnings.push({ code: 'MALFORMED_ITEM', message: `CP key ${quote(key)} lacks a factor code or suffix` });
    return;
  }
  const suffix = CANONICAL_SUFFIX.get(rawSuffix) ?? rawSuffix;
  // Device codes start with SB; checking the first two characters spares the regex for factor items.
  if (code.charCodeAt(0) === 0x53 && code.charCodeAt(1) === 0x42 && DEVICE_CODE.test(code) && DEVICE_SUFFIXES.has(suffix)) {
    const device: DeviceValues = (data.devices[code] ??= emptyRecord());
    const n = parseDecimal(value);
    if (n === undefined) {
      delete device[suffix as keyof DeviceValues];
      return badValue(warnings, key, value);
    }
    device[suffix as keyof DeviceValues] = n;
    return;
  }
  let factor = cursor.factor;
  if (!factor || cursor.code !== code) {
    factor = data.factors[code] ??= emptyRecord();
    cursor.code = code;
    cursor.factor = factor;
  }
  if (TEXT_SUFFIXES.has(suffix)) {
    factor[suffix] = value;
  } else if (TIME_SUFFIXES.has(suffix)) {
    const time = decodeHjTime(value);
    if (time === undefined) {
      warnings.push({ code: 'BAD_TIME', message: `${quote(key)} ${quote(value)} is not a valid time` });
      delete factor[suffix];
    } else {
      factor[suffix] = time;
    }
  } else {
    const n = parseDecimal(value);
    if (n !== undefined) factor[suffix] = n;
    else if (NUMERIC_SUFFIXES.has(suffix)) {
      // A duplicate with a bad value must not leave the earlier good value looking current.
      delete factor[suffix];
      badValue(warnings, key, value);
    } else factor[suffix] = value;
  }
}

function badValue(warnings: ParseWarning[], key: string, value: string): void {
  warnings.push({ code: 'BAD_VALUE', message: `${quote(key)} ${quote(value)} is not a number; dropped` });
}
