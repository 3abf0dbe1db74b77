/**
 * Factor names and units as a client-area screen shows them (issue 12): units as symbols (mg/L, mg/m³,
 * L/s) in every language, and in English the catalogue's English name of a built-in factor — unless the
 * back office renamed it, in which case the name it was given is kept.
 */
import type { Locale } from '../../../data-providers/catalogue';
import { FACTOR_NAMES_EN, unitSymbol } from '../../hj212/index';
import { builtinFactorCatalog } from './catalog';

export function factorName(code: string, name: string | null, locale: Locale): string | null {
  if (locale !== 'en-US' || name === null) return name;
  const builtin = builtinFactorCatalog().byCode.get(code);
  return builtin && builtin.nameCn === name ? (FACTOR_NAMES_EN[code] ?? name) : name;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object' && !Array.isArray(v);

function localizeNode(node: Node, locale: Locale): void {
  // Readings, limits, channels, exceedances: {factorCode, factorName, unit}; the factor list: {code, name, medium, unit}.
  const code = typeof node.factorCode === 'string' ? node.factorCode : typeof node.code === 'string' && 'medium' in node ? node.code : undefined;
  if (code === undefined) return;
  const nameKey = 'factorName' in node ? 'factorName' : 'name';
  if (typeof node[nameKey] === 'string') node[nameKey] = factorName(code, node[nameKey] as string, locale);
  for (const unitKey of ['unit', 'unitAmount']) if (typeof node[unitKey] === 'string') node[unitKey] = unitSymbol(node[unitKey] as string);
}

/** Localizes every factor-like object inside an answer, in place (iteratively: answers can be long lists). */
export function localizeFactors<T>(payload: T, locale: Locale): T {
  const stack: unknown[] = [payload];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (isNode(value)) {
      localizeNode(value, locale);
      for (const child of Object.values(value)) if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
  return payload;
}
