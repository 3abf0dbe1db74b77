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

export function parseCpData(area: string): CpParseOutcome {
  const warnings: ParseWarning[] = [];
  const data: CpData = { fields: emptyRecord(), factors: emptyRecord(), devices: emptyRecord(), items: [] };
  const seen = new Set<string>();

  for (const token of area.split(/[;,]/)) {
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
    assignItem(data, key, value, warnings);
  }

  const rawTime = data.fields.DataTime;
  if (rawTime !== undefined) {
    const dataTime = decodeHjTime(rawTime);
    if (dataTime === undefined) warnings.push({ code: 'BAD_TIME', message: `DataTime ${quote(rawTime)} is not a valid time` });
    else data.dataTime = dataTime;
  }
  return { data, warnings };
}

function assignItem(data: CpData, key: string, value: string, warnings: ParseWarning[]): void {
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
  const suffix = key.slice(dash + 1);
  if (code === '' || suffix === '') {
    warnings.push({ code: 'MALFORMED_ITEM', message: `CP key ${quote(key)} lacks a factor code or suffix` });
    return;
  }
  if (DEVICE_CODE.test(code) && DEVICE_SUFFIXES.has(suffix)) {
    const device: DeviceValues = (data.devices[code] ??= emptyRecord());
    const n = parseDecimal(value);
    if (n === undefined) {
      delete device[suffix as keyof DeviceValues];
      return badValue(warnings, key, value);
    }
    device[suffix as keyof DeviceValues] = n;
    return;
  }
  const factor: FactorValues = (data.factors[code] ??= emptyRecord());
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
