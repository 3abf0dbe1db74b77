/**
 * Request bodies of the indicator and system routes: JSON schemas (validation and OpenAPI) plus the
 * checks a schema cannot state (rule parameters within bounds, deduction steps, weights adding up).
 */
import { throwIfErrors, type FieldError, type JsonSchema, type Locale } from '../../../server/plugin-api';
import { PERIOD_TYPES, RISK_FEED_RULES, RULE_KEYS, RULES, WEIGHT_TOTAL, type Deduction, type Level, type RiskFeed, type RuleKey, type RuleParams } from '../contract';
import { fieldError } from './messages';

const name = { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } as const;
const category = { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' } as const;
const score = { type: 'number', minimum: 0, maximum: 100 } as const;

const deductionSchema = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: ['perUnit', 'steps', 'proportional'] },
    perUnit: { type: 'number', minimum: 0, maximum: 100 },
    steps: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        required: ['deduct'],
        additionalProperties: false,
        properties: { min: { type: ['number', 'null'] }, max: { type: ['number', 'null'] }, deduct: score },
      },
    },
  },
} as const;

const paramsSchema = {
  type: 'object',
  maxProperties: 10,
  additionalProperties: { anyOf: [{ type: 'number' }, { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 64 } }] },
} as const;

export const scoreIndicatorBody: JsonSchema = {
  type: 'object',
  required: ['name', 'category', 'fullScore', 'ruleKey', 'deduction'],
  additionalProperties: false,
  properties: {
    name,
    category,
    fullScore: { type: 'number', exclusiveMinimum: 0, maximum: 100 },
    ruleKey: { type: 'string', enum: [...RULE_KEYS] },
    params: paramsSchema,
    deduction: deductionSchema,
    description: { type: ['string', 'null'], maxLength: 500 },
  },
};

export const selectIndicatorBody: JsonSchema = {
  type: 'object',
  required: ['name', 'category', 'options'],
  additionalProperties: false,
  properties: {
    name,
    category,
    options: {
      type: 'array',
      minItems: 2,
      maxItems: 10,
      items: { type: 'object', required: ['label', 'score'], additionalProperties: false, properties: { label: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' }, score } },
    },
    defaultIndex: { type: 'integer', minimum: 0, maximum: 9 },
    description: { type: ['string', 'null'], maxLength: 500 },
  },
};

/** Findings to risks: on/off and per data-quality rule a threshold within its bounds, or null (rule off). */
const riskFeedSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'data-quality findings over these thresholds raise risks (README "Findings to risks"); absent = defaults',
  properties: {
    enabled: { type: 'boolean' },
    thresholds: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(Object.entries(RISK_FEED_RULES).map(([rule, d]) => [rule, { type: ['number', 'null'], minimum: d.min, maximum: d.max, description: `${d.compare}, default ${d.default}` }])),
    },
  },
} as const;

export const systemBody: JsonSchema = {
  type: 'object',
  required: ['name', 'periodType', 'levels', 'items'],
  additionalProperties: false,
  properties: {
    name,
    periodType: { type: 'string', enum: [...PERIOD_TYPES] },
    enabled: { type: 'boolean' },
    remark: { type: ['string', 'null'], maxLength: 500 },
    riskFeed: riskFeedSchema,
    levels: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['name', 'minScore', 'color'],
        additionalProperties: false,
        properties: { name: { type: 'string', minLength: 1, maxLength: 20, pattern: '\\S' }, minScore: score, color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } },
      },
    },
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['weight'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', minimum: 1 },
          indicatorId: { type: 'integer', minimum: 1 },
          weight: score,
          params: paramsSchema,
        },
      },
    },
  },
};

export interface ScoreIndicatorInput {
  name: string;
  category: string;
  fullScore: number;
  ruleKey: RuleKey;
  params?: RuleParams;
  deduction: Deduction;
  description?: string | null;
}

export interface SelectIndicatorInput {
  name: string;
  category: string;
  options: { label: string; score: number }[];
  defaultIndex?: number;
  description?: string | null;
}

export interface SystemItemInput {
  id?: number;
  indicatorId?: number;
  weight: number;
  params?: RuleParams;
}

export interface SystemInput {
  name: string;
  periodType: (typeof PERIOD_TYPES)[number];
  enabled?: boolean;
  remark?: string | null;
  riskFeed?: RiskFeed;
  levels: Level[];
  items: SystemItemInput[];
}

/** Parameters of a rule: known keys only, numbers within the rule's bounds, ledger lists of known ledgers. */
export function paramErrors(rule: RuleKey, params: RuleParams | undefined, field: string, locale: Locale, ledgerIds: ReadonlySet<string>): FieldError[] {
  const errors: FieldError[] = [];
  const defs = new Map(RULES[rule].params.map((p) => [p.key, p]));
  for (const [key, value] of Object.entries(params ?? {})) {
    const def = defs.get(key);
    if (!def) errors.push(fieldError(`${field}.${key}`, 'unknownParam', locale));
    else if (def.kind === 'number' && (typeof value !== 'number' || value < def.min! || value > def.max!)) errors.push(fieldError(`${field}.${key}`, 'paramRange', locale));
    else if (def.kind === 'modules' && (!Array.isArray(value) || value.length === 0 || value.some((m) => !ledgerIds.has(m)))) errors.push(fieldError(`${field}.${key}`, 'unknownModule', locale));
  }
  return errors;
}

export function checkScoreIndicator(input: ScoreIndicatorInput, locale: Locale, ledgerIds: ReadonlySet<string>): void {
  const errors = paramErrors(input.ruleKey, input.params, 'params', locale, ledgerIds);
  const d = input.deduction;
  if (d.mode === 'perUnit' && d.perUnit === undefined) errors.push(fieldError('deduction.perUnit', 'perUnitNeeded', locale));
  if (d.mode === 'steps') {
    if (!d.steps || d.steps.length === 0) errors.push(fieldError('deduction.steps', 'stepsNeeded', locale));
    (d.steps ?? []).forEach((s, i) => {
      if (s.min !== null && s.min !== undefined && s.max !== null && s.max !== undefined && s.min >= s.max) errors.push(fieldError(`deduction.steps.${i}.max`, 'stepsOrder', locale));
      if (s.deduct > input.fullScore) errors.push(fieldError(`deduction.steps.${i}.deduct`, 'deductTooHigh', locale));
    });
  }
  if (d.mode === 'proportional' && RULES[input.ruleKey].measure !== 'rate') errors.push(fieldError('deduction.mode', 'proportionalRateOnly', locale));
  throwIfErrors(errors, locale);
}

/** Stored deduction: only the fields of its mode, open step bounds as null. */
export function normalDeduction(d: Deduction): Deduction {
  if (d.mode === 'perUnit') return { mode: 'perUnit', perUnit: d.perUnit };
  if (d.mode === 'proportional') return { mode: 'proportional' };
  return { mode: 'steps', steps: d.steps.map((s) => ({ min: s.min ?? null, max: s.max ?? null, deduct: s.deduct })) };
}

export function checkSelectIndicator(input: SelectIndicatorInput, locale: Locale): void {
  const errors: FieldError[] = [];
  if (input.defaultIndex !== undefined && input.defaultIndex >= input.options.length) errors.push(fieldError('defaultIndex', 'optionIndex', locale));
  throwIfErrors(errors, locale);
}

export function checkSystem(input: SystemInput, locale: Locale): void {
  const errors: FieldError[] = [];
  const total = input.items.reduce((n, i) => n + i.weight, 0);
  if (Math.abs(total - WEIGHT_TOTAL) > 0.001) errors.push(fieldError('items', 'weightTotal', locale));
  input.items.forEach((item, i) => {
    if (item.id === undefined && item.indicatorId === undefined) errors.push(fieldError(`items.${i}.indicatorId`, 'indicatorUnknown', locale));
  });
  if (!input.levels.some((l) => l.minScore === 0)) errors.push(fieldError('levels', 'levelsNeedZero', locale));
  if (new Set(input.levels.map((l) => l.minScore)).size !== input.levels.length) errors.push(fieldError('levels', 'levelsDuplicate', locale));
  throwIfErrors(errors, locale);
}
