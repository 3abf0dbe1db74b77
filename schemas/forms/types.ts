/**
 * The form JSON of the form designer and renderer (spec §3 "Form widget definition" and "Form config"):
 * the VForm shape, so that a form exported from VForm imports unchanged. The JSON Schema in
 * schemas/meta/form.schema.json is the structural authority; these types mirror it. Options a widget
 * does not know are kept as they are (VForm carries presentation options we only pass through).
 */

/** One choice of a radio, checkbox, select or cascader (cascader choices nest). */
export interface OptionItem {
  label: string;
  value: string | number | boolean;
  disabled?: boolean;
  children?: OptionItem[];
}

/** A widget's options (spec §3 "Options" and "Event-code options", plus the alert and card options). */
export interface WidgetOptions {
  /** Unique in the form; the key of the widget's value in the form data. */
  name: string;
  label?: string;
  defaultValue?: unknown;
  required?: boolean;
  /** Message of a failed required check instead of the default one. */
  requiredHint?: string;
  /** A built-in format name (formats.ts) or a regular expression (`^\d+$` or `/^\d+$/i`). */
  validation?: string;
  validationHint?: string;
  hidden?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  placeholder?: string;
  optionItems?: OptionItem[];
  multiple?: boolean;
  /** Uploads: allowed extensions, size limit in MB (default 5), most files. */
  fileTypes?: string[];
  fileMaxSize?: number;
  limit?: number;
  uploadURL?: string;
  min?: number | null;
  max?: number | null;
  precision?: number;
  step?: number;
  minLength?: number | null;
  maxLength?: number | null;
  customClass?: string | string[];
  appendButton?: boolean;
  appendButtonDisabled?: boolean;
  [option: string]: unknown;
}

/** A widget or container of the form tree. */
export interface FormWidget {
  type: string;
  id: string;
  /** 'container' for grid, table, tab, section, sub-form, data-table, card and their internal parts. */
  category?: 'container';
  /** True for widgets drawn inside a form item (they hold a value). */
  formItemFlag?: boolean;
  icon?: string;
  /** Internal containers (grid-col, table-cell, tab-pane) are not in the palette. */
  internal?: boolean;
  /** Table cells covered by a merged neighbour. */
  merged?: boolean;
  options: WidgetOptions;
  widgetList?: FormWidget[];
  /** grid: its columns (grid-col). */
  cols?: FormWidget[];
  /** table: its rows of cells (table-cell). */
  rows?: TableRow[];
  /** tab: its panes (tab-pane). */
  tabs?: FormWidget[];
  [key: string]: unknown;
}

export interface TableRow {
  id: string;
  merged?: boolean;
  cols: FormWidget[];
  [key: string]: unknown;
}

export type LabelPosition = 'left' | 'top';
export type LabelAlign = 'label-left-align' | 'label-center-align' | 'label-right-align';
export type LayoutType = 'PC' | 'Pad' | 'H5';
export type FormSize = '' | 'large' | 'default' | 'medium' | 'small' | 'mini';

/** Spec §3 "Form config". */
export interface FormConfig {
  modelName: string;
  refName: string;
  rulesName: string;
  labelWidth: number;
  labelPosition: LabelPosition;
  size: FormSize;
  labelAlign: LabelAlign;
  cssCode: string;
  customClass: string | string[];
  /** Global functions: JavaScript every event-code option of the form can call. */
  functions: string;
  layoutType: LayoutType;
  jsonVersion?: number;
  onFormCreated?: string;
  onFormMounted?: string;
  onFormDataChange?: string;
  onFormValidate?: string;
  [key: string]: unknown;
}

/** A whole form: what the designer exports and the renderer draws. */
export interface FormJson {
  widgetList: FormWidget[];
  formConfig: FormConfig;
}

/** Form data: one value per field name; a sub-form's value is its list of rows keyed by field name. */
export type FormData = Record<string, unknown>;
