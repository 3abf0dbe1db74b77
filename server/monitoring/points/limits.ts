/** Checks on a point's factor list that JSON Schema cannot express. */
import type { Locale } from '../../../data-providers/catalogue';
import type { FieldError } from '../../core/errors';
import { fieldError } from '../http/validate';
import type { PointFactorInput } from './schemas';

const set = (x: number | null | undefined): x is number => typeof x === 'number';

/**
 * Each min ≤ its max; a warning band lies inside the alarm band (a warning should come before the alarm);
 * no factor twice; every factor known and enabled (`known`).
 */
export function factorListErrors(factors: readonly PointFactorInput[], known: ReadonlySet<string>, locale: Locale): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  factors.forEach((f, i) => {
    const at = (name: string) => `factors.${i}.${name}`;
    if (seen.has(f.factorCode)) errors.push(fieldError(at('factorCode'), 'repeatedFactor', locale));
    else if (!known.has(f.factorCode)) errors.push(fieldError(at('factorCode'), 'unknownFactor', locale));
    seen.add(f.factorCode);
    if (set(f.alarmMin) && set(f.alarmMax) && f.alarmMin > f.alarmMax) errors.push(fieldError(at('alarmMin'), 'minAboveMax', locale));
    if (set(f.warnMin) && set(f.warnMax) && f.warnMin > f.warnMax) errors.push(fieldError(at('warnMin'), 'minAboveMax', locale));
    if ((set(f.warnMax) && set(f.alarmMax) && f.warnMax > f.alarmMax) || (set(f.warnMin) && set(f.alarmMin) && f.warnMin < f.alarmMin)) {
      errors.push(fieldError(at(set(f.warnMax) && set(f.alarmMax) && f.warnMax > f.alarmMax ? 'warnMax' : 'warnMin'), 'warnOutsideAlarm', locale));
    }
  });
  return errors;
}
