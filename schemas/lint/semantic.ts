/**
 * Rules the meta-schema cannot express: names that must refer to declared fields, dictionaries and
 * validators that must exist, properties that only make sense for some field types, ranges in order,
 * names that would collide with system columns. Runs on a structurally valid module schema.
 */
import { fieldWidgetProblem } from '../forms/moduleWidgets';
import {
  DEFAULT_PRECISION,
  isImportableType,
  isNumericType,
  isScalarField,
  NUMBER_DIGITS,
  SEARCH_DATE_TYPES,
  SEARCH_TYPE_FIELDS,
} from '../fieldKinds';
import { CROSS_RULE_TYPES } from '../crossFieldRules';
import { columnName, RESERVED_API_ROOTS, RESERVED_QUERY_NAMES, SYSTEM_COLUMNS } from '../naming';
import type { FieldSchema, FieldType, FormSection, ModuleSchema } from '../types';
import { isNamedValidator, namedValidators } from '../validators';
import { pointer, type SchemaIssue } from './issues';

export interface SemanticContext {
  /** Dictionary types that exist (schemas/dictionaries.json) with their values. */
  dictionaries: ReadonlyMap<string, readonly string[]>;
  /** Reserved API roots this check accepts (custom ledgers live under "customAccount/"). */
  allowedApiRoots?: readonly string[];
}

type Report = (at: string, message: string) => void;

/** Properties that only some field types accept, with the types that accept them. */
const TYPE_ONLY: [keyof FieldSchema, readonly FieldType[], string][] = [
  ['dict', ['enum'], 'enum'],
  ['options', ['enum'], 'enum'],
  ['multiple', ['enum'], 'enum'],
  ['min', ['integer', 'number'], 'integer and number'],
  ['max', ['integer', 'number'], 'integer and number'],
  ['minLength', ['string', 'text'], 'string and text'],
  ['maxLength', ['string', 'text'], 'string and text'],
  ['pattern', ['string', 'text'], 'string and text'],
  ['patternMessage', ['string', 'text'], 'string and text'],
  ['precision', ['number'], 'number'],
  ['fields', ['subtable'], 'subtable'],
  ['maxRows', ['subtable'], 'subtable'],
  ['accept', ['files'], 'files'],
  ['maxSizeMB', ['files'], 'files'],
  ['maxCount', ['files'], 'files'],
];

function checkRegExp(source: string, at: string, report: Report): void {
  try {
    // The u flag is how JSON Schema `pattern` (ajv) and the browser compile it.
    new RegExp(source, 'u');
  } catch (e) {
    report(at, `invalid regular expression: ${(e as Error).message}`);
  }
}

function enumValues(field: FieldSchema, ctx: SemanticContext): readonly string[] | undefined {
  if (field.options) return field.options.map((o) => o.value);
  return field.dict ? ctx.dictionaries.get(field.dict) : undefined;
}

function checkDefault(field: FieldSchema, at: string, ctx: SemanticContext, report: Report): void {
  const value = field.default;
  if (value === undefined || value === null) return;
  const expect = (ok: boolean, what: string) => {
    if (!ok) report(at, `default ${JSON.stringify(value)} is not ${what}`);
  };
  switch (field.type) {
    case 'integer':
      return expect(Number.isSafeInteger(value), 'an integer');
    case 'number':
      return expect(typeof value === 'number', 'a number');
    case 'boolean':
      return expect(typeof value === 'boolean', 'a boolean');
    case 'enum': {
      const values = enumValues(field, ctx);
      if (!values) return;
      const given = field.multiple && Array.isArray(value) ? value : [value];
      const bad = given.find((v) => typeof v !== 'string' || !values.includes(v));
      if (field.multiple && !Array.isArray(value)) return expect(false, 'a list of values');
      return expect(bad === undefined, `a value of ${field.dict ? `dictionary "${field.dict}"` : 'the options'}`);
    }
    case 'files':
    case 'subtable':
      return expect(Array.isArray(value), 'a list');
    default:
      return expect(typeof value === 'string', 'a string');
  }
}

function checkField(field: FieldSchema, at: string, ctx: SemanticContext, report: Report): void {
  for (const [prop, types, described] of TYPE_ONLY) {
    if (field[prop] !== undefined && !types.includes(field.type)) {
      report(at + pointer(prop), `"${prop}" applies only to ${described} fields, not ${field.type}`);
    }
  }
  if (field.type === 'enum') {
    if (!field.dict && !field.options) report(at, 'enum field needs "dict" or "options"');
    if (field.dict && field.options) report(at + pointer('options'), 'use either "dict" or "options", not both');
    if (field.dict && !ctx.dictionaries.has(field.dict)) {
      report(at + pointer('dict'), `unknown dictionary "${field.dict}" (not in schemas/dictionaries.json)`);
    }
    const seen = new Set<string>();
    field.options?.forEach((option, k) => {
      if (seen.has(option.value)) report(at + pointer('options', k, 'value'), `duplicate option value "${option.value}"`);
      seen.add(option.value);
    });
  }
  if (field.type === 'subtable' && !field.fields) report(at, 'subtable field needs "fields"');
  if (field.validator !== undefined && !isNamedValidator(field.validator)) {
    report(at + pointer('validator'), `unknown validator "${field.validator}" (known: ${Object.keys(namedValidators).join(', ')})`);
  }
  const widgetProblem = fieldWidgetProblem(field);
  if (widgetProblem) report(at + pointer('widget'), widgetProblem);
  if (field.pattern !== undefined) checkRegExp(field.pattern, at + pointer('pattern'), report);
  if (field.patternMessage !== undefined && field.pattern === undefined) {
    report(at + pointer('patternMessage'), '"patternMessage" needs "pattern"');
  }
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) {
    report(at + pointer('min'), `min (${field.min}) is greater than max (${field.max})`);
  }
  if (field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    report(at + pointer('minLength'), `minLength (${field.minLength}) is greater than maxLength (${field.maxLength})`);
  }
  if (isNumericType(field.type)) {
    const precision = field.precision ?? DEFAULT_PRECISION;
    const limit = field.type === 'integer' ? Number.MAX_SAFE_INTEGER : 10 ** (NUMBER_DIGITS - precision);
    const column = field.type === 'integer' ? 'a JSON-safe integer' : `numeric(${NUMBER_DIGITS},${precision}) (|value| < 10^${NUMBER_DIGITS - precision})`;
    for (const bound of ['min', 'max'] as const) {
      const value = field[bound];
      if (value !== undefined && Math.abs(value) >= limit) report(at + pointer(bound), `${bound} ${value} does not fit ${column}`);
    }
  }
  checkDefault(field, at + pointer('default'), ctx, report);
}

function checkFields(fields: FieldSchema[], base: (string | number)[], topLevel: boolean, ctx: SemanticContext, report: Report): void {
  const first = new Map<string, string>();
  fields.forEach((field, i) => {
    const at = pointer(...base, i);
    const previous = first.get(field.name);
    if (previous) report(at + pointer('name'), `duplicate field name "${field.name}" (first at ${previous})`);
    else first.set(field.name, at);
    if (topLevel) {
      const column = columnName(field.name);
      if ((SYSTEM_COLUMNS as readonly string[]).includes(column)) {
        report(at + pointer('name'), `"${field.name}" is reserved: column "${column}" is a system column`);
      } else if ((RESERVED_QUERY_NAMES as readonly string[]).includes(field.name)) {
        report(at + pointer('name'), `"${field.name}" is reserved for paging, sorting and export parameters`);
      }
    }
    checkField(field, at, ctx, report);
    if (field.type === 'subtable' && field.fields) checkFields(field.fields, [...base, i, 'fields'], false, ctx, report);
  });
}

function checkSections(sections: FormSection[], base: string[], known: Map<string, FieldSchema>, report: Report): Set<string> {
  const placed = new Map<string, string>();
  sections.forEach((section, s) => {
    section.fields.forEach((name, k) => {
      const at = pointer(...base, s, 'fields', k);
      if (!known.has(name)) report(at, `unknown field "${name}"`);
      else if (placed.has(name)) report(at, `field "${name}" is already placed at ${placed.get(name)}`);
      else placed.set(name, at);
    });
  });
  return new Set(placed.keys());
}

function checkList(schema: ModuleSchema, known: Map<string, FieldSchema>, report: Report): void {
  const seen = new Set<string>();
  schema.list.columns.forEach((column, k) => {
    const at = pointer('list', 'columns', k);
    const field = known.get(column.field);
    if (!field) return report(at + pointer('field'), `unknown field "${column.field}"`);
    if (seen.has(column.field)) report(at + pointer('field'), `duplicate column "${column.field}"`);
    seen.add(column.field);
    if (column.sortable && !isScalarField(field)) report(at + pointer('sortable'), `cannot sort by ${field.type}${field.multiple ? ' (multiple)' : ''} field "${field.name}"`);
  });
  const sort = schema.list.defaultSort;
  if (sort) {
    const field = known.get(sort.field);
    if (!field) report(pointer('list', 'defaultSort', 'field'), `unknown field "${sort.field}"`);
    else if (!isScalarField(field)) report(pointer('list', 'defaultSort', 'field'), `cannot sort by ${field.type} field "${field.name}"`);
  }
  const timeField = schema.list.timeField;
  if (timeField) {
    const field = known.get(timeField);
    if (!field) report(pointer('list', 'timeField'), `unknown field "${timeField}"`);
    else if (!['date', 'datetime', 'month'].includes(field.type)) {
      report(pointer('list', 'timeField'), `time field must be date, datetime or month, "${timeField}" is ${field.type}`);
    }
  }
}

function checkSearch(schema: ModuleSchema, known: Map<string, FieldSchema>, ctx: SemanticContext, report: Report): void {
  const seen = new Set<string>();
  schema.search.forEach((item, k) => {
    const at = (...rest: string[]) => pointer('search', k, ...rest);
    const field = known.get(item.searchName);
    if (!field) return report(at('searchName'), `unknown field "${item.searchName}"`);
    if (seen.has(item.searchName)) report(at('searchName'), `duplicate search item for "${item.searchName}"`);
    seen.add(item.searchName);
    const accepted = SEARCH_TYPE_FIELDS[item.searchType];
    if (!accepted.includes(field.type)) {
      report(at('searchType'), `"${item.searchType}" search cannot filter ${field.type} field "${field.name}" (needs ${accepted.join(', ')})`);
    }
    const dateTypes = SEARCH_DATE_TYPES[item.searchType];
    if (item.dateType !== undefined && !dateTypes?.includes(item.dateType)) {
      report(at('dateType'), `dateType "${item.dateType}" does not apply to "${item.searchType}" search${dateTypes ? ` (use ${dateTypes.join(' or ')})` : ''}`);
    }
    const choosing = item.searchType === 'select' || item.searchType === 'cascader';
    for (const prop of ['selectList', 'dict', 'multiple', 'filterable'] as const) {
      if (item[prop] !== undefined && !choosing) report(at(prop), `"${prop}" applies only to select and cascader search items`);
    }
    if (item.dict !== undefined && !ctx.dictionaries.has(item.dict)) {
      report(at('dict'), `unknown dictionary "${item.dict}" (not in schemas/dictionaries.json)`);
    }
    if (item.dict !== undefined && item.selectList !== undefined) report(at('selectList'), 'use either "dict" or "selectList", not both');
    if (item.source !== undefined && item.searchType !== 'cascader') report(at('source'), '"source" applies only to cascader search items');
    if (item.source !== undefined && (item.dict !== undefined || item.selectList !== undefined)) report(at('source'), 'use either "source" or "dict"/"selectList", not both');
    // The API matches the last value of one path (docs/schemas.md), so a cascader picks one path.
    if (item.searchType === 'cascader' && item.multiple) report(at('multiple'), 'a cascader search item picks one path; "multiple" is not supported');
    // A cascader's tree comes from its own source (e.g. the division API); a select's must be listed.
    if (item.searchType === 'select' && field.type === 'string' && !item.dict && !item.selectList) {
      report(at(), `"select" search on string field "${field.name}" needs "dict" or "selectList"`);
    }
  });
}

function checkForms(schema: ModuleSchema, known: Map<string, FieldSchema>, report: Report): void {
  const inForm = checkSections(schema.form.sections, ['form', 'sections'], known, report);
  if (schema.permissions.add || schema.permissions.edit) {
    for (const field of schema.fields) {
      if (field.required && !inForm.has(field.name)) report(pointer('form'), `required field "${field.name}" is in no form section`);
    }
  }
  if (schema.detail) checkSections(schema.detail.sections, ['detail', 'sections'], known, report);
}

/** A business key names scalar fields (a b-tree can index them), each key set once. */
function checkUnique(schema: ModuleSchema, known: Map<string, FieldSchema>, report: Report): void {
  const seen = new Set<string>();
  schema.unique?.forEach((key, k) => {
    key.forEach((name, j) => {
      const field = known.get(name);
      if (!field) return report(pointer('unique', k, j), `unknown field "${name}"`);
      if (!isScalarField(field) || field.type === 'text') {
        report(pointer('unique', k, j), `a business key cannot include ${field.type}${field.multiple ? ' (multiple)' : ''} field "${name}"`);
      }
    });
    const signature = [...key].sort().join(',');
    if (seen.has(signature)) report(pointer('unique', k), `duplicate business key [${key.join(', ')}]`);
    seen.add(signature);
  });
}

/** Cross-field rules relate two different top-level fields of the types the rule compares. */
function checkCrossFieldRules(schema: ModuleSchema, known: Map<string, FieldSchema>, report: Report): void {
  schema.crossFieldRules?.forEach((rule, k) => {
    const types = CROSS_RULE_TYPES[rule.rule];
    for (const side of ['field', 'other'] as const) {
      const field = known.get(rule[side]);
      if (!field) report(pointer('crossFieldRules', k, side), `unknown field "${rule[side]}"`);
      else if (!types.includes(field.type)) report(pointer('crossFieldRules', k, side), `${rule.rule} compares ${types.join(', ')} fields, "${field.name}" is ${field.type}`);
    }
    if (rule.field === rule.other) report(pointer('crossFieldRules', k, 'other'), 'a rule relates two different fields');
  });
}

/** Import fills fields from spreadsheet cells: a required field a cell cannot hold would fail every row. */
function checkImport(schema: ModuleSchema, report: Report): void {
  if (!schema.import?.enabled) return;
  for (const field of schema.fields) {
    if (field.required && !isImportableType(field.type)) {
      report(pointer('import'), `import is enabled but required ${field.type} field "${field.name}" cannot be filled from a spreadsheet cell`);
    }
  }
}

function checkModule(schema: ModuleSchema, ctx: SemanticContext, report: Report): void {
  const root = schema.api.split('/')[0];
  if ((RESERVED_API_ROOTS as readonly string[]).includes(root) && !ctx.allowedApiRoots?.includes(root)) report(pointer('api'), `"${root}/" is reserved for core API routes`);
  if (schema.export?.enabled && !schema.permissions.export) report(pointer('permissions'), 'export is enabled but "export" permission is missing');
  if (schema.import?.enabled && !schema.permissions.import) report(pointer('permissions'), 'import is enabled but "import" permission is missing');
}

/** Semantic issues of one structurally valid module schema. */
export function semanticIssues(schema: ModuleSchema, ctx: SemanticContext): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const report: Report = (at, message) => issues.push({ pointer: at, message });
  checkFields(schema.fields, ['fields'], true, ctx, report);
  const known = new Map(schema.fields.map((f) => [f.name, f] as const));
  checkList(schema, known, report);
  checkSearch(schema, known, ctx, report);
  checkForms(schema, known, report);
  checkUnique(schema, known, report);
  checkCrossFieldRules(schema, known, report);
  checkImport(schema, report);
  checkModule(schema, ctx, report);
  return issues;
}
