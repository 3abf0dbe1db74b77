// The core's risk reader (server/plugin-api/riskReader.ts): a feature reads disposal figures of the risk
// register without knowing which feature keeps risks; with no keeper the answer is null ("no data").
import { afterEach, describe, expect, it } from 'vitest';
import { provideRiskReader, riskDisposal, type RiskDisposal, type RiskReader } from '../../server/plugin-api';

const db = { query: async () => ({ rows: [], rowCount: 0 }) };
const span = { from: '2026-09-30T16:00:00.000Z', to: '2026-10-31T16:00:00.000Z' };
const seven: RiskDisposal = {
  raised: 3,
  disposed: 2,
  undisposed: [{ id: 11, enterpriseId: 7, title: 'A 超标', source: 'overLimit', rule: 'overLimit', level: 2, status: 0, beginTime: '2026-10-02T01:00:00.000Z', createdAt: '2026-10-02T01:01:00.000Z' }],
};

let release: (() => void) | undefined;
afterEach(() => release?.());

describe('risk reader', () => {
  it('answers null while no feature keeps risks', async () => {
    expect(await riskDisposal(db, { enterpriseIds: [7], ...span })).toBeNull();
  });

  it('hands the query to the registered reader and answers zeros for enterprises it did not name', async () => {
    const seen: unknown[] = [];
    const keeper: RiskReader = async (d, q) => {
      seen.push([d, q]);
      return new Map([[7, seven]]);
    };
    release = provideRiskReader(keeper);
    const got = await riskDisposal(db, { enterpriseIds: [7, 8], ...span });
    expect(got).toEqual(new Map([[7, seven], [8, { raised: 0, disposed: 0, undisposed: [] }]]));
    expect(seen).toEqual([[db, { enterpriseIds: [7, 8], ...span }]]);
    // No enterprises: the keeper is not asked at all.
    expect(await riskDisposal(db, { enterpriseIds: [], ...span })).toEqual(new Map());
    expect(seen).toHaveLength(1);
    expect(() => provideRiskReader(keeper)).not.toThrow();
    expect(() => provideRiskReader(async () => new Map())).toThrow(/already registered/);
  });

  it('refuses an empty or reversed span', async () => {
    release = provideRiskReader(async () => new Map());
    await expect(riskDisposal(db, { enterpriseIds: [7], from: span.to, to: span.from })).rejects.toThrow(/from < to/);
    await expect(riskDisposal(db, { enterpriseIds: [7], from: span.from, to: span.from })).rejects.toThrow(/from < to/);
  });

  it('stops reading once the keeper is released', async () => {
    provideRiskReader(async () => new Map([[7, seven]]))();
    expect(await riskDisposal(db, { enterpriseIds: [7], ...span })).toBeNull();
  });
});
