import { Form, InputNumber, Space, Switch, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RISK_FEED_RULE_KEYS, RISK_FEED_RULES, riskThreshold, type RiskFeed, type RiskFeedRule } from '../contract';
import { NS } from './shared';

/** The form's shape of a system's risk feed: a switch and one optional number per rule (empty = default). */
export interface RiskFeedValues {
  enabled: boolean;
  thresholds: Partial<Record<RiskFeedRule, number | null>>;
}

export function feedValues(feed: RiskFeed | undefined): RiskFeedValues {
  const thresholds: RiskFeedValues['thresholds'] = {};
  for (const rule of RISK_FEED_RULE_KEYS) if (typeof feed?.thresholds?.[rule] === 'number') thresholds[rule] = feed.thresholds[rule];
  return { enabled: feed?.enabled !== false, thresholds };
}

/**
 * The body's risk feed: typed numbers, and a rule switched off through the API (null) stays off while
 * its field is left empty — the form has no way to show "off" per rule, so it must not lose it.
 */
export function feedBody(values: RiskFeedValues | undefined, loaded: RiskFeed | undefined): RiskFeed {
  const thresholds: NonNullable<RiskFeed['thresholds']> = {};
  for (const rule of RISK_FEED_RULE_KEYS) {
    const typed = values?.thresholds?.[rule];
    if (typeof typed === 'number') thresholds[rule] = typed;
    else if (loaded?.thresholds?.[rule] === null) thresholds[rule] = null;
  }
  return { ...(values?.enabled === false ? { enabled: false } : {}), thresholds };
}

/** Findings to risks: whether the system's data-quality findings raise risks, and from which threshold. */
export function RiskFeedFields() {
  const { t } = useTranslation(NS);
  return (
    <Form.Item label={t('riskFeed.title')} extra={t('riskFeed.help')}>
      <Form.Item name={['riskFeed', 'enabled']} valuePropName="checked" noStyle>
        <Switch data-testid="risk-feed-enabled" />
      </Form.Item>
      <Space wrap style={{ marginTop: 8 }}>
        {RISK_FEED_RULE_KEYS.map((rule) => (
          <Form.Item key={rule} name={['riskFeed', 'thresholds', rule]} label={`${t(`rules.${rule}`)} ${t(`riskFeed.compare.${RISK_FEED_RULES[rule].compare}`)}`} style={{ marginBottom: 0 }}>
            <InputNumber min={RISK_FEED_RULES[rule].min} max={RISK_FEED_RULES[rule].max} placeholder={String(RISK_FEED_RULES[rule].default)} style={{ width: 100 }} data-testid={`risk-feed-${rule}`} />
          </Form.Item>
        ))}
      </Space>
    </Form.Item>
  );
}

/** The detail page's line: off, or each rule with the threshold that applies. */
export function riskFeedText(feed: RiskFeed | undefined, t: TFunction): React.ReactNode {
  if (feed?.enabled === false) return t('riskFeed.off');
  return (
    <Typography.Text data-testid="risk-feed-text">
      {RISK_FEED_RULE_KEYS.map((rule) => {
        const value = riskThreshold(feed, rule);
        return `${t(`rules.${rule}`)} ${t(`riskFeed.compare.${RISK_FEED_RULES[rule].compare}`)} ${value ?? t('riskFeed.ruleOff')}`;
      }).join('；')}
    </Typography.Text>
  );
}
