// The system form's risk-feed fields and the thresholds that apply (README "Findings to risks").
import { describe, expect, it } from 'vitest';
import { RISK_FEED_RULES, riskThreshold } from '../contract';
import { feedBody, feedValues } from '../settings/RiskFeedFields';

describe('risk feed settings', () => {
  it('applies a system’s thresholds over the defaults; null or the feed off means no risks', () => {
    expect(riskThreshold({}, 'dataTransfer')).toBe(RISK_FEED_RULES.dataTransfer.default);
    expect(riskThreshold({ thresholds: { dataTransfer: 90 } }, 'dataTransfer')).toBe(90);
    expect(riskThreshold({ thresholds: { dataTransfer: null } }, 'dataTransfer')).toBeNull();
    expect(riskThreshold({ enabled: false, thresholds: { missing: 3 } }, 'missing')).toBeNull();
  });

  it('the form shows typed numbers only and sends them back, keeping a rule switched off through the API', () => {
    const loaded = { thresholds: { dataTransfer: 90, missing: null } };
    const values = feedValues(loaded);
    expect(values).toEqual({ enabled: true, thresholds: { dataTransfer: 90 } });
    expect(feedBody(values, loaded)).toEqual({ thresholds: { dataTransfer: 90, missing: null } });
    expect(feedBody({ enabled: false, thresholds: { high: 2 } }, undefined)).toEqual({ enabled: false, thresholds: { high: 2 } });
    expect(feedBody({ enabled: true, thresholds: { missing: 6 } }, loaded)).toEqual({ thresholds: { missing: 6 } });
  });
});
