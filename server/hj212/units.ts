/**
 * Unit symbols for the unit names HJ 212-2017 prints in Chinese (the factor table's default units), so
 * monitoring screens show mg/L, mg/m³, L/s … in either language. A unit not listed (e.g. one typed in
 * the back office) is shown as written.
 */
const SYMBOLS: Readonly<Record<string, string>> = Object.freeze({
  '毫克/升': 'mg/L',
  '微克/升': 'μg/L',
  '纳克/升': 'ng/L',
  '毫克/立方米': 'mg/m³',
  '纳克/立方米': 'ng/m³',
  '升/秒': 'L/s',
  '立方米/秒': 'm³/s',
  '立方米': 'm³',
  '平方米': 'm²',
  '千克': 'kg',
  '克': 'g',
  '毫克': 'mg',
  '摄氏度': '℃',
  '千帕': 'kPa',
  '米/秒': 'm/s',
  '[角]度': '°',
  '[色]度': 'PCU',
  '微西[门子]/厘米': 'μS/cm',
  '贝可[勒尔]/升': 'Bq/L',
  '个/升': 'count/L',
  '吨/平方千米•月': 't/(km²·month)',
  '%': '%',
  // pH and Ringelmann blackness have no unit.
  '无量纲': '',
});

/** The symbol of a unit (as printed by HJ 212), or the unit as given when it has none listed. */
export function unitSymbol(unit: string | null | undefined): string | null {
  if (unit === null || unit === undefined) return null;
  return Object.prototype.hasOwnProperty.call(SYMBOLS, unit) ? SYMBOLS[unit] : unit;
}
