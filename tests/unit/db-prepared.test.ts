/** Prepared statements on PostgreSQL: one name per statement text, the same on every connection of the process. */
import { describe, expect, it } from 'vitest';
import { queryConfig } from '../../server/db/postgres';

describe('queryConfig', () => {
  it('sends plain text unless asked to prepare', () => {
    expect(queryConfig('SELECT 1', [])).toBe('SELECT 1');
    expect(queryConfig('SELECT 1', [], { prepare: false })).toBe('SELECT 1');
  });

  it('names a prepared statement by its text: the same text, the same name; another text, another name', () => {
    const a = queryConfig('SELECT $1::int AS a', [1], { prepare: true });
    const again = queryConfig('SELECT $1::int AS a', [2], { prepare: true });
    const b = queryConfig('SELECT $1::int AS b', [1], { prepare: true });
    expect(a).toMatchObject({ text: 'SELECT $1::int AS a', values: [1] });
    expect(typeof a === 'object' && typeof again === 'object' && typeof b === 'object').toBe(true);
    if (typeof a !== 'object' || typeof again !== 'object' || typeof b !== 'object') return;
    expect(again.name).toBe(a.name);
    expect(again.values).toEqual([2]);
    expect(b.name).not.toBe(a.name);
  });
});
