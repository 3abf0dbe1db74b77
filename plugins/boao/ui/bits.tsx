/** Small pieces the pages share: a figure with its label, a value coloured by its limits. */
import { pollutionValueState } from '../../../schemas/contracts/monitoring/valueStatus';
import { fmt } from './format';

export function Stat({ label, value, unit, testId }: { label: string; value: string; unit?: string; testId?: string }) {
  return (
    <div className="boao-stat" data-testid={testId}>
      <div className="boao-stat-label">{label}</div>
      <div>
        <span className="boao-stat-value">{value}</span>
        {unit && <span className="boao-stat-unit">{unit}</span>}
      </div>
    </div>
  );
}

export interface Limits {
  alarmMin?: number | null;
  alarmMax?: number | null;
  warnMin?: number | null;
  warnMax?: number | null;
}

/** A value red beyond its alarm limits, orange beyond its warning limits (the platform's shared rule). */
export function ValueText({ value, limits = {}, decimals, testId }: { value: number | null | undefined; limits?: Limits; decimals?: number; testId?: string }) {
  const state = typeof value === 'number' ? pollutionValueState({ value, ...limits }) : 'normal';
  return (
    <span className={`boao-value is-${state}`} data-state={state} data-testid={testId}>
      {fmt(value, decimals)}
    </span>
  );
}
