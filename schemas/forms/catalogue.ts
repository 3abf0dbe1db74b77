/**
 * The widget kinds a form JSON may name (spec §2 "Form designer", §3 options): palette group, whether
 * the widget holds a value, and its default options (VForm option names, so VForm JSON round-trips).
 * Shared by the designer (palette, settings), the renderer, the JSON checks and the server validation.
 * The controls themselves live in the field-widget registry (runtime/plugins/fieldWidgets): the runtime
 * draws the basic ones, plugins the rest (upload: picture/file upload, rich-text: rich-editor).
 */
import type { WidgetOptions } from './types';

export type PaletteGroup = 'container' | 'basic' | 'advanced';

/** What a widget's value looks like in the form data. */
export type ValueKind =
  | 'none' // static widgets and layout
  | 'text'
  | 'html'
  | 'number'
  | 'boolean'
  | 'option' // one value of optionItems
  | 'options' // several values of optionItems
  | 'time'
  | 'timeRange'
  | 'date'
  | 'dateRange'
  | 'color'
  | 'numberRange'
  | 'path' // a cascader path
  | 'paths'
  | 'files'
  | 'rows' // sub-form, data-table, pollution-factor card
  | 'any';

export interface WidgetKind {
  type: string;
  group: PaletteGroup;
  /** Layout or sub-form containers (category 'container' in the JSON). */
  container: boolean;
  /** Parts of a container (grid-col, table-cell, tab-pane): created by their parent, not dragged. */
  internal?: boolean;
  /** formItemFlag: drawn in a form item with a label, holds a value. */
  formItem: boolean;
  /** Default options (name is generated per widget). */
  options: Omit<WidgetOptions, 'name'>;
}

const LABEL = { label: '', labelAlign: '', labelWidth: null, labelHidden: false, labelTooltip: null, columnWidth: '200px' };
const STATE = { hidden: false, disabled: false };
const RULES = { required: false, requiredHint: '', validation: '', validationHint: '' };
const LIFE = { onCreated: '', onMounted: '' };
const FIELD_EVENTS = { ...LIFE, onChange: '', onValidate: '' };
const FOCUS_EVENTS = { onFocus: '', onBlur: '' };
const UPLOAD_EVENTS = { ...LIFE, onBeforeUpload: '', onUploadSuccess: '', onUploadError: '', onValidate: '' };

/** A field holding a value: label, state, rules, size and the common events. */
function field(extra: Record<string, unknown>, events: Record<string, string> = FIELD_EVENTS): Omit<WidgetOptions, 'name'> {
  return { ...LABEL, size: '', ...STATE, ...RULES, customClass: '', ...extra, ...events };
}

const choices = (word: string) => [1, 2, 3].map((n) => ({ label: `${word} ${n}`, value: n }));

const KINDS: WidgetKind[] = [
  // containers
  { type: 'grid', group: 'container', container: true, formItem: false, options: { hidden: false, gutter: 12, colHeight: null, customClass: '' } },
  {
    type: 'grid-col',
    group: 'container',
    container: true,
    internal: true,
    formItem: false,
    options: { hidden: false, span: 12, offset: 0, push: 0, pull: 0, responsive: false, md: 12, sm: 12, xs: 12, customClass: '' },
  },
  { type: 'table', group: 'container', container: true, formItem: false, options: { hidden: false, customClass: '' } },
  {
    type: 'table-cell',
    group: 'container',
    container: true,
    internal: true,
    formItem: false,
    options: { cellWidth: '', cellHeight: '', colspan: 1, rowspan: 1, wordBreak: false, customClass: '' },
  },
  { type: 'tab', group: 'container', container: true, formItem: false, options: { hidden: false, customClass: '' } },
  { type: 'tab-pane', group: 'container', container: true, internal: true, formItem: false, options: { label: '', hidden: false, active: false, disabled: false, customClass: '' } },
  { type: 'section', group: 'container', container: true, formItem: false, options: { label: '', hidden: false, customClass: '' } },
  {
    type: 'sub-form',
    group: 'container',
    container: true,
    formItem: false,
    options: {
      label: '',
      showBlankRow: true,
      showRowNumber: true,
      labelAlign: 'label-center-align',
      hidden: false,
      disabled: false,
      maxRows: 200,
      customClass: '',
      onSubFormRowAdd: '',
      onSubFormRowInsert: '',
      onSubFormRowDelete: '',
      onSubFormRowChange: '',
    },
  },
  {
    type: 'data-table',
    group: 'container',
    container: true,
    formItem: false,
    options: {
      label: '',
      showBlankRow: true,
      showRowNumber: true,
      hidden: false,
      disabled: false,
      maxRows: 200,
      customClass: '',
      onSubFormRowAdd: '',
      onSubFormRowInsert: '',
      onSubFormRowDelete: '',
      onSubFormRowChange: '',
    },
  },
  { type: 'card', group: 'container', container: true, formItem: false, options: { label: 'card', hidden: false, folded: false, showFold: true, cardWidth: '100%', shadow: 'never', customClass: '' } },

  // basic fields
  {
    type: 'input',
    group: 'basic',
    container: false,
    formItem: true,
    options: field(
      { type: 'text', defaultValue: '', placeholder: '', readonly: false, clearable: true, showPassword: false, minLength: null, maxLength: null, showWordLimit: false, prefixIcon: '', suffixIcon: '', appendButton: false, appendButtonDisabled: false, buttonIcon: '' },
      { ...FIELD_EVENTS, onInput: '', ...FOCUS_EVENTS, onAppendButtonClick: '' },
    ),
  },
  {
    type: 'textarea',
    group: 'basic',
    container: false,
    formItem: true,
    options: field({ rows: 3, defaultValue: '', placeholder: '', readonly: false, minLength: null, maxLength: null, showWordLimit: false }, { ...FIELD_EVENTS, onInput: '', ...FOCUS_EVENTS }),
  },
  {
    type: 'number',
    group: 'basic',
    container: false,
    formItem: true,
    options: field({ defaultValue: 0, placeholder: '', min: -100000000000, max: 100000000000, precision: 0, step: 1, controlsPosition: 'right' }, { ...FIELD_EVENTS, ...FOCUS_EVENTS }),
  },
  { type: 'radio', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null, displayStyle: 'inline', buttonStyle: false, border: false, optionItems: choices('radio') }) },
  { type: 'checkbox', group: 'basic', container: false, formItem: true, options: field({ defaultValue: [], displayStyle: 'inline', buttonStyle: false, border: false, optionItems: choices('check') }) },
  {
    type: 'select',
    group: 'basic',
    container: false,
    formItem: true,
    options: field(
      { defaultValue: '', placeholder: '', clearable: true, filterable: false, allowCreate: false, remote: false, automaticDropdown: false, multiple: false, multipleLimit: 0, optionItems: choices('select') },
      { ...FIELD_EVENTS, onRemoteQuery: '', ...FOCUS_EVENTS },
    ),
  },
  { type: 'time', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null, placeholder: '', readonly: false, clearable: true, editable: false, format: 'HH:mm:ss' }, { ...FIELD_EVENTS, ...FOCUS_EVENTS }) },
  {
    type: 'time-range',
    group: 'basic',
    container: false,
    formItem: true,
    options: field({ defaultValue: null, startPlaceholder: '', endPlaceholder: '', readonly: false, clearable: true, editable: false, format: 'HH:mm:ss' }, { ...FIELD_EVENTS, ...FOCUS_EVENTS }),
  },
  {
    type: 'date',
    group: 'basic',
    container: false,
    formItem: true,
    options: field({ type: 'date', defaultValue: null, placeholder: '', readonly: false, clearable: true, editable: false, format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' }, { ...FIELD_EVENTS, ...FOCUS_EVENTS }),
  },
  {
    type: 'date-range',
    group: 'basic',
    container: false,
    formItem: true,
    options: field(
      { type: 'daterange', defaultValue: null, startPlaceholder: '', endPlaceholder: '', readonly: false, clearable: true, editable: false, format: 'YYYY-MM-DD', valueFormat: 'YYYY-MM-DD' },
      { ...FIELD_EVENTS, ...FOCUS_EVENTS },
    ),
  },
  {
    type: 'date-time',
    group: 'basic',
    container: false,
    formItem: true,
    options: field(
      { type: 'datetime', defaultValue: null, placeholder: '', readonly: false, clearable: true, editable: false, format: 'YYYY-MM-DD HH:mm:ss', valueFormat: 'YYYY-MM-DD HH:mm:ss' },
      { ...FIELD_EVENTS, ...FOCUS_EVENTS },
    ),
  },
  {
    type: 'date-time-range',
    group: 'basic',
    container: false,
    formItem: true,
    options: field(
      { type: 'datetimerange', defaultValue: null, startPlaceholder: '', endPlaceholder: '', readonly: false, clearable: true, editable: false, format: 'YYYY-MM-DD HH:mm:ss', valueFormat: 'YYYY-MM-DD HH:mm:ss' },
      { ...FIELD_EVENTS, ...FOCUS_EVENTS },
    ),
  },
  { type: 'switch', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null, switchWidth: 40, activeText: '', inactiveText: '', activeColor: null, inactiveColor: null }) },
  { type: 'rate', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null, max: 5, lowThreshold: 2, highThreshold: 4, allowHalf: false, showText: false, showScore: false }) },
  { type: 'color', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null }) },
  { type: 'slider', group: 'basic', container: false, formItem: true, options: field({ defaultValue: null, showStops: true, min: 0, max: 100, step: 10, range: false, height: null }) },
  { type: 'static-text', group: 'basic', container: false, formItem: false, options: { columnWidth: '200px', hidden: false, textContent: 'static text', fontSize: '13px', customClass: '', ...LIFE } },
  { type: 'html-text', group: 'basic', container: false, formItem: false, options: { columnWidth: '200px', hidden: false, htmlContent: '<b>html text</b>', customClass: '', ...LIFE } },
  {
    type: 'button',
    group: 'basic',
    container: false,
    formItem: false,
    options: { label: 'button', columnWidth: '200px', size: '', displayStyle: 'block', disabled: false, hidden: false, type: '', plain: false, round: false, circle: false, icon: null, customClass: '', ...LIFE, onClick: '' },
  },
  { type: 'divider', group: 'basic', container: false, formItem: false, options: { label: '', columnWidth: '200px', direction: 'horizontal', contentPosition: 'center', hidden: false, customClass: '', ...LIFE } },
  {
    type: 'alert',
    group: 'basic',
    container: false,
    formItem: false,
    options: { title: 'alert', type: 'info', description: '', closable: true, closeText: '', center: false, showIcon: false, effect: 'light', hidden: false, customClass: '', ...LIFE, onClose: '' },
  },

  // advanced fields
  {
    type: 'picture-upload',
    group: 'advanced',
    container: false,
    formItem: true,
    options: field({ uploadURL: '', uploadTip: '', withCredentials: false, multipleSelect: false, showFileList: true, limit: 3, fileMaxSize: 5, fileTypes: ['jpeg', 'png'] }, UPLOAD_EVENTS),
  },
  {
    type: 'file-upload',
    group: 'advanced',
    container: false,
    formItem: true,
    options: field({ uploadURL: '', uploadTip: '', withCredentials: false, multipleSelect: false, showFileList: true, limit: 3, fileMaxSize: 5, fileTypes: ['doc', 'docx', 'xls', 'xlsx'] }, UPLOAD_EVENTS),
  },
  { type: 'rich-editor', group: 'advanced', container: false, formItem: true, options: field({ placeholder: '', minLength: null, maxLength: null, showWordLimit: false }, { ...LIFE, onValidate: '' }) },
  {
    type: 'cascader',
    group: 'advanced',
    container: false,
    formItem: true,
    options: field(
      {
        defaultValue: '',
        placeholder: '',
        clearable: true,
        filterable: false,
        multiple: false,
        checkStrictly: false,
        optionItems: [{ label: 'select 1', value: 1, children: [{ label: 'child 1', value: 11 }] }, { label: 'select 2', value: 2 }, { label: 'select 3', value: 3 }],
      },
      { ...FIELD_EVENTS, ...FOCUS_EVENTS },
    ),
  },
  { type: 'slot', group: 'advanced', container: false, formItem: false, options: { label: '', columnWidth: '200px', hidden: false, customClass: '', ...LIFE } },
  { type: 'custom', group: 'advanced', container: false, formItem: true, options: field({ defaultValue: null, component: '' }) },
  // Spec §3: the pollution-factor card is a sub-form of key (factor name) and value (monitored value), max 20 each.
  { type: 'pollution-factor', group: 'advanced', container: false, formItem: true, options: field({ defaultValue: [], maxRows: 50 }) },
];

const BY_TYPE = new Map(KINDS.map((k) => [k.type, k]));

export const WIDGET_KINDS: readonly WidgetKind[] = KINDS;

export function widgetKind(type: string): WidgetKind | undefined {
  return BY_TYPE.get(type);
}

/** Containers whose rows hold field values (spec §5: only field widgets may go inside). */
export const SUB_FORM_TYPES: readonly string[] = ['sub-form', 'data-table'];
export const isSubFormType = (type: string): boolean => SUB_FORM_TYPES.includes(type);

/** Spec §3 event-code options: every `on…` option a widget kind declares. */
export function eventOptionNames(type: string): string[] {
  return Object.keys(widgetKind(type)?.options ?? {}).filter((key) => /^on[A-Z]/.test(key));
}

/** Spec §5: pollution-factor card cells hold at most 20 characters each. */
export const POLLUTION_FACTOR_MAX = 20;
/** Spec §9: form tooling uploads are limited to 5 MB unless fileMaxSize says otherwise. */
export const FORM_UPLOAD_DEFAULT_MB = 5;
/** Spec §9: initial change callbacks of sub-form fields run this long after the rows are set. */
export const SUBFORM_INITIAL_CHANGE_DELAY_MS = 800;
/** Rows of a sub-form / data-table without maxRows. */
export const DEFAULT_SUBFORM_MAX_ROWS = 200;
/** Longest text the server keeps in a text widget without maxLength (spec §5 rich-text limit). */
export const FORM_TEXT_MAX = 100_000;

/** What the value of a widget looks like (some kinds depend on options: multiple, range). */
export function valueKindOf(type: string, options: Partial<WidgetOptions> = {}): ValueKind {
  switch (type) {
    case 'input':
    case 'textarea':
      return 'text';
    case 'rich-editor':
      return 'html';
    case 'number':
    case 'rate':
      return 'number';
    case 'slider':
      return options.range ? 'numberRange' : 'number';
    case 'switch':
      return 'boolean';
    case 'radio':
      return 'option';
    case 'checkbox':
      return 'options';
    case 'select':
      return options.multiple ? 'options' : 'option';
    case 'cascader':
      return options.multiple ? 'paths' : 'path';
    case 'time':
      return 'time';
    case 'time-range':
      return 'timeRange';
    case 'date':
    case 'date-time':
      return 'date';
    case 'date-range':
    case 'date-time-range':
      return 'dateRange';
    case 'color':
      return 'color';
    case 'picture-upload':
    case 'file-upload':
      return 'files';
    case 'sub-form':
    case 'data-table':
    case 'pollution-factor':
      return 'rows';
    case 'custom':
      return 'any';
    default:
      return 'none';
  }
}

/** A widget that holds a value in the form data (fields, sub-forms, data tables). */
export function holdsValue(type: string, options: Partial<WidgetOptions> = {}): boolean {
  return valueKindOf(type, options) !== 'none';
}
