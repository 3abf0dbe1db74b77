// The 风险事件处置率 rule (server/rules/risks.ts) over the core's risk reader: no keeper = no data (never
// a made-up rate); with a keeper, rate = disposed / raised, none raised = 100, and the undisposed risks
// become findings only below the target. The figures of a real keeper are in risk-disposal.api.test.ts.
import { afterEach, describe, expect, it } from 'vitest';
import { provideRiskReader, type RiskDisposalQuery } from '../../../server/plugin-api';
import { riskEventDisposal } from '../server/rules/risks';

const db = { query: async () => ({ rows: [], rowCount: 0 }) };
const july = { begin: '2024-07-01 00:00:00', end: '2024-08-01 00:00:00' };
const open = { id: 9, enterpriseId: 1, title: 'COD 超标', source: 'overLimit', rule: 'overLimit', level: 2, status: 3, beginTime: '2024-07-10T01:30:00.000Z', createdAt: '2024-07-10T01:31:00.000Z' };

let release: (() => void) | undefined;
afterEach(() => release?.());

describe('risk event disposal rule', () => {
  it('reports no data for every enterprise while no feature keeps risks', async () => {
    const r = await riskEventDisposal(db, [1, 2], july, { targetPercent: 100 });
    expect([...r.measure]).toEqual([[1, null], [2, null]]);
    expect(r.findings).toEqual([]);
    expect(r.summary?.get(1)).toEqual({ reason: 'noRiskModule' });
  });

  it('asks for the period in UTC without its own quality risks, and rates each enterprise', async () => {
    const asked: RiskDisposalQuery[] = [];
    release = provideRiskReader(async (_db, q) => {
      asked.push(q);
      return new Map([[1, { raised: 4, disposed: 3, undisposed: [open] }]]);
    });
    const r = await riskEventDisposal(db, [1, 2], july, { targetPercent: 100 });
    expect(asked).toEqual([{ enterpriseIds: [1, 2], from: '2024-06-30T16:00:00.000Z', to: '2024-07-31T16:00:00.000Z', exceptSources: ['quality'] }]);
    expect([...r.measure]).toEqual([[1, 75], [2, 100]]);
    expect([...r.summary!]).toEqual([[1, { numerator: 3, denominator: 4 }], [2, { numerator: 0, denominator: 0 }]]);
    expect(r.findings).toEqual([
      {
        rule: 'riskEventDisposalRate',
        enterpriseId: 1,
        recordId: 9,
        begin: '2024-07-10 09:30:00',
        measure: null,
        threshold: 100,
        evidence: { riskId: 9, title: 'COD 超标', source: 'overLimit', rule: 'overLimit', level: 2, status: 3, beginTime: open.beginTime, createdAt: open.createdAt },
      },
    ]);
    // At or above the target the rate still deducts (proportionally) but lists nothing.
    expect((await riskEventDisposal(db, [1], july, { targetPercent: 75 })).findings).toEqual([]);
  });
});
