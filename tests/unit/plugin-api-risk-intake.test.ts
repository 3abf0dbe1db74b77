// The core's risk intake (server/plugin-api/riskIntake.ts): a feature raises a risk through it without
// knowing which feature keeps risks; with no keeper the signal is answered null and nothing happens.
import { afterEach, describe, expect, it } from 'vitest';
import { provideRiskIntake, raiseRisk, risksAccepted, type RiskIntake, type RiskSignal } from '../../server/plugin-api';

const tx = { dialect: 'pglite' as const, query: async () => ({ rows: [], rowCount: 0 }) };
const signal: RiskSignal = {
  enterpriseId: 7,
  source: 'quality',
  rule: 'dataTransfer',
  episodeKey: 'dataTransfer:1::2026-10-01T00:00:00.000Z',
  level: 1,
  title: 'A 数据传输率低',
  description: '',
  beginTime: '2026-10-01T00:00:00.000Z',
  evidence: {},
};

let release: (() => void) | undefined;
afterEach(() => release?.());

describe('risk intake', () => {
  it('answers null and accepts nothing while no feature keeps risks', async () => {
    expect(risksAccepted()).toBe(false);
    expect(await raiseRisk(tx, signal)).toBeNull();
  });

  it('hands the signal and the transaction to the registered keeper and returns its answer', async () => {
    const seen: unknown[] = [];
    const keeper: RiskIntake = async (t, s) => {
      seen.push([t, s]);
      return { riskId: 42, raised: seen.length === 1 };
    };
    release = provideRiskIntake(keeper);
    expect(risksAccepted()).toBe(true);
    expect(await raiseRisk(tx, signal)).toEqual({ riskId: 42, raised: true });
    expect(await raiseRisk(tx, signal)).toEqual({ riskId: 42, raised: false });
    expect(seen).toEqual([[tx, signal], [tx, signal]]);
    // Registering the same keeper again (a second app in one process) is fine; another one is refused.
    expect(() => provideRiskIntake(keeper)).not.toThrow();
    expect(() => provideRiskIntake(async () => ({ riskId: 1, raised: true }))).toThrow(/already registered/);
  });

  it('refuses an empty or over-long episode key', async () => {
    await expect(raiseRisk(tx, { ...signal, episodeKey: '' })).rejects.toThrow(/episodeKey/);
    await expect(raiseRisk(tx, { ...signal, episodeKey: 'x'.repeat(161) })).rejects.toThrow(/episodeKey/);
  });

  it('stops handing signals once the keeper is released', async () => {
    provideRiskIntake(async () => ({ riskId: 1, raised: true }))();
    expect(risksAccepted()).toBe(false);
    expect(await raiseRisk(tx, signal)).toBeNull();
  });
});
