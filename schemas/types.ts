/**
 * Module schema v1: the single description from which a module's table, API validation,
 * list, search, form, detail, export and import are derived.
 * The JSON meta-schema in ./meta/module.schema.json is the authority; these types mirror it.
 */

/** A text in every supported locale. zh-CN is required because it is the default locale. */
export interface LocalizedText {
  'zh-CN': string;
  'en-US'?: string;
}

export type FieldType =
  | 'string' // single line text → varchar(maxLength ?? 255)
  | 'text' // multi-line text → text
  | 'integer' // → bigint
  | 'number' // decimal with `precision` digits after the point (default 2) → numeric(18, precision)
  | 'boolean'
  | 'date' // 'YYYY-MM-DD' → date
  | 'datetime' // 'YYYY-MM-DD HH:mm:ss', Beijing wall-clock time → timestamp(0) without time zone
  | 'month' // 'YYYY-MM' → varchar(7)
  | 'enum' // a value of dictionary `dict` (or of `options`) → varchar(64); `multiple` → jsonb array
  | 'files' // list of file entries {name,size,type,url} → jsonb
  | 'subtable'; // list of rows described by `fields` → jsonb

export interface FieldOption {
  value: string;
  label: LocalizedText;
}

export interface FieldSchema {
  /** camelCase, unique in the module; the column is its snake_case form. */
  name: string;
  type: FieldType;
  label: LocalizedText;
  required?: boolean;
  /** Dictionary type for enum fields (see schemas/dictionaries.json). */
  dict?: string;
  /** Inline options for enum fields that have no shared dictionary. */
  options?: FieldOption[];
  multiple?: boolean;
  /** Display unit, e.g. "mg/L", "t". */
  unit?: string;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /**
   * ECMAScript regular expression source, compiled with the `u` flag (as JSON Schema `pattern` is) and
   * not anchored implicitly; `patternMessage` is shown when it does not match.
   */
  pattern?: string;
  patternMessage?: LocalizedText;
  /** Digits after the decimal point for number fields (default 2). */
  precision?: number;
  /** A named validator from schemas/validators (e.g. "uscc", "phoneOrLandline"). */
  validator?: string;
  /**
   * The field widget (runtime field-widget registry) that draws this field instead of its type's
   * default, e.g. "rich-editor" for a text or "pollution-factor" for a sub-table (schemas/forms/moduleWidgets.ts).
   */
  widget?: string;
  placeholder?: LocalizedText;
  /** Default value for the add form. */
  default?: unknown;
  /** Help text under the form item. */
  help?: LocalizedText;
  /** Sub-table row fields (type 'subtable' only; no nested sub-tables). */
  fields?: FieldSchema[];
  /** Subtable only: most rows accepted (default 200). */
  maxRows?: number;
  /** Files only: allowed extensions and limits (MB, count). */
  accept?: string[];
  maxSizeMB?: number;
  maxCount?: number;
}

/**
 * A relation between two top-level fields of one record (schemas/crossFieldRules.ts), checked by the
 * form and the server alike; the error is reported on `field`.
 * - notBefore (date, datetime, month): `field` is not earlier than `other`;
 * - notLess (integer, number): `field` is not less than `other`.
 * Either field empty: nothing to check (required-ness is each field's own rule).
 */
export interface CrossFieldRule {
  rule: 'notBefore' | 'notLess';
  field: string;
  other: string;
}

export interface ListColumn {
  field: string;
  width?: number;
  fixed?: 'left' | 'right';
  sortable?: boolean;
  /** Hidden by default in the custom-columns setting. */
  hidden?: boolean;
  ellipsis?: boolean;
}

/** Spec §3 'Search item'. `searchName` names the field the filter applies to. */
export interface SearchItem {
  searchName: string;
  searchType: 'input' | 'select' | 'cascader' | 'date' | 'month';
  label?: LocalizedText;
  multiple?: boolean;
  selectList?: FieldOption[];
  dict?: string;
  default?: unknown;
  /** For date: 'date' (one day) or 'daterange'; for month: 'month' or 'monthrange'. */
  dateType?: 'date' | 'daterange' | 'month' | 'monthrange';
  format?: string;
  placeholder?: LocalizedText;
  clearable?: boolean;
  filterable?: boolean;
  /** Shown only after 'advanced search' is opened. */
  advanced?: boolean;
  /**
   * Cascader only: take the option tree from a reference list (GB/T 2260 divisions, GB/T 4754
   * industries) instead of `selectList`/`dict`, whose flat options are nested by value prefix.
   */
  source?: 'division' | 'industry';
}

export interface FormSection {
  title?: LocalizedText;
  /** Field names in display order. */
  fields: string[];
}

export interface ModuleSchema {
  $schema?: string;
  /** camelCase id, unique across modules, e.g. "deviceInventory" (custom ledgers: "custom_<enterpriseId>_<n>"). */
  id: string;
  /** Increment when fields change; the generated migration records it. */
  version: number;
  title: LocalizedText;
  /** SPA route of the list page, e.g. "/accountManagement/deviceInventory". */
  route: string;
  /** API path below the enterprise-side prefix, e.g. "account/deviceInventory". */
  api: string;
  /** Menu group the module belongs to (plugin that shows it), e.g. "accountManagement". */
  group: string;
  /** Database table name (snake_case, unique). */
  table: string;
  /**
   * Business keys: each entry names fields whose values must be unique among the enterprise's live
   * records, e.g. [["deviceCode"]]. Enforced by a partial unique index; a clash answers 2010108.
   */
  unique?: string[][];
  fields: FieldSchema[];
  /** Relations between two fields (e.g. an end not before its start), enforced by form and server. */
  crossFieldRules?: CrossFieldRule[];
  list: {
    columns: ListColumn[];
    defaultSort?: { field: string; order: 'ascend' | 'descend' };
    /** Column used by the default date-range search and export file naming. */
    timeField?: string;
  };
  search: SearchItem[];
  form: { columns?: 1 | 2 | 3; sections: FormSection[] };
  detail?: { sections: FormSection[] };
  export?: { enabled: boolean; fileName?: LocalizedText };
  import?: { enabled: boolean };
  /** Button permission keys (spec §6 buttonAuth perms) for this module's actions. */
  permissions: {
    view: string;
    add?: string;
    edit?: string;
    delete?: string;
    export?: string;
    import?: string;
  };
}

/** One dictionary as served by GET enterprise-side-app/dict/all (spec §3 Dictionary). */
export interface DictionaryEntry {
  type: string;
  children: { value: string; label: string }[];
}

/** One dictionary as stored in schemas/dictionaries.json: labels in every locale. */
export interface DictionaryDef {
  type: string;
  label: LocalizedText;
  children: FieldOption[];
}

/** The module operations that can be switched on by granting a permission key. */
export type ModuleAction = keyof ModuleSchema['permissions'];
