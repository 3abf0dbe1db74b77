/**
 * The live state of a rendered form, independent of React: one Formily form whose field graph is built
 * eagerly from the form model (so hidden tabs, folded cards and the API work before anything is
 * drawn), the UI state Formily has no notion of (active/disabled/hidden tabs, folded cards), the form
 * API of ./api and the event-code wiring. Spec §4 behaviours live here: hiding a widget turns its rules
 * off (Formily validates visible, editable fields only) and showing turns them back on; reset restores
 * defaults but replaces sub-form rows as a whole; initial change callbacks of sub-form cells fire
 * SUBFORM_INITIAL_CHANGE_DELAY_MS after the rows were set.
 */
import { createForm, type ArrayField, type Field, type Form, type GeneralField, type ObjectField } from '@formily/core';
import { batch, observable, reaction, toJS } from '@formily/reactive';
import { SUBFORM_INITIAL_CHANGE_DELAY_MS } from '../../schemas/forms/catalogue';
import { formText, type MessageLocale } from '../../schemas/forms/messages';
import type { FormData, FormWidget, OptionItem } from '../../schemas/forms/types';
import type { FieldWidgetEvents } from '../plugins/types';
import type { FormApi, WidgetRef } from './api';
import { createEventRunner, EVENT_PARAMS, type EventRunner } from './eventCode';
import { blankRow, buildModel, defaultData, initialRows, type FormModel, type ModelNode } from './formModel';
import { fieldValidator, rowsValidator } from './validators';

export interface TabState {
  active: number;
  disabled: number[];
  hidden: number[];
}

export interface UiState {
  tabs: Record<string, TabState>;
  folded: Record<string, boolean>;
}

/** Reactive per-field data the decorator and widget read. */
export interface FieldData {
  required: boolean;
  optionItems?: OptionItem[];
}

export interface FormStateOptions {
  formData?: FormData;
  /** Event-code options run only when true (the form's saver held the designer permission). */
  allowEventCode?: boolean;
  disabled?: boolean;
  locale: () => MessageLocale;
  /**
   * Build the Formily nodes of panes that are not open at the start after the first frame instead of
   * before it (default true; false builds every node up front, the path a form whose event code runs
   * always takes).
   */
  deferClosedPanes?: boolean;
}

export interface FormState {
  model: FormModel;
  /**
   * The Formily form. Its values hold every field from the start; the nodes of panes closed at the
   * start may be built only by `complete()` (every API call and `api.formily` complete it first).
   */
  form: Form;
  ui: UiState;
  api: FormApi;
  events: EventRunner;
  /** The Formily node of a widget (a sub-form cell needs its row). */
  fieldOf(node: ModelNode, row?: number): GeneralField | undefined;
  refOf(node: ModelNode, row?: number): WidgetRef;
  /** Runs a widget's event code (`onFocus`, `onBlur`, `onInput`…) with its reference as `this`. */
  fire(node: ModelNode, event: string, args: unknown[], row?: number): void;
  /** Element events of a widget for its registry control; undefined when event code may not run. */
  widgetEvents(node: ModelNode, row?: number): FieldWidgetEvents | undefined;
  addRow(subFormName: string, at?: number): void;
  deleteRow(subFormName: string, index: number): void;
  /** Builds the Formily nodes not built yet (those of panes closed at the start); idempotent. */
  complete(): void;
  /** Runs the widgets' onMounted and the form's onFormMounted (the renderer calls it once mounted). */
  mounted(): void;
  dispose(): void;
}

const clone = <T>(value: T): T => (value === undefined || value === null ? value : (structuredClone(toJS(value)) as T));

/** A field's own display/pattern; undefined inherits the container's (Formily's self* state). */
function setDisplay(field: GeneralField, display: 'hidden' | undefined): void {
  (field as unknown as { selfDisplay?: string }).selfDisplay = display;
}
function setPattern(field: GeneralField, pattern: 'disabled' | 'readOnly' | undefined): void {
  (field as unknown as { selfPattern?: string }).selfPattern = pattern;
}

/** The pane a tab shows at the start: the first one marked active and not hidden, else the first. */
function initialPane(tab: FormWidget): number {
  return Math.max(0, (tab.tabs ?? []).findIndex((p) => p.options.active === true && p.options.hidden !== true));
}

/**
 * The index in model order of the first node inside a pane that is not open at the start (the model
 * lists parents before children, so everything from there on may wait), or the node count.
 */
function firstInClosedPane(model: FormModel): number {
  const closed = new Set<string>();
  for (let i = 0; i < model.nodes.length; i++) {
    const { widget } = model.nodes[i];
    if (closed.has(widget.id)) return i;
    if (widget.type === 'tab') {
      const open = initialPane(widget);
      (widget.tabs ?? []).forEach((pane, index) => {
        if (index !== open) closed.add(pane.id);
      });
    }
  }
  return model.nodes.length;
}

/** Whether any event code of the form (its own hooks or a widget's) would run. */
function runsEventCode(model: FormModel, config: Record<string, unknown>, events: EventRunner): boolean {
  if (!events.enabled) return false;
  const names = Object.keys(EVENT_PARAMS);
  const holdsCode = (options: Record<string, unknown> | undefined) => !!options && names.some((event) => events.has(options[event]));
  return holdsCode(config) || model.nodes.some((node) => holdsCode(node.widget.options));
}

/** The form API with the field graph completed before every call and before `formily` is read. */
function completingApi(api: FormApi, complete: () => void): FormApi {
  const out = {} as Record<string, unknown>;
  for (const [key, value] of Object.entries(api)) {
    if (key === 'formily') continue;
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            complete();
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value;
  }
  Object.defineProperty(out, 'formily', {
    enumerable: true,
    get: () => {
      complete();
      return api.formily;
    },
  });
  return out as unknown as FormApi;
}

const parentAddress = (address: string) => address.split('.').slice(0, -1).join('.');
const lastSegment = (address: string) => address.split('.').pop() as string;

export function createFormState(json: import('../../schemas/forms/types').FormJson, options: FormStateOptions): FormState {
  const model = buildModel(json);
  const config = json.formConfig ?? ({} as FormData);
  const events = createEventRunner(options.allowEventCode === true, config.functions);
  const initial = { ...defaultData(model), ...clone(options.formData ?? {}) };
  const form = createForm({ values: initial, pattern: options.disabled ? 'disabled' : 'editable' });
  const ui = observable<UiState>({ tabs: {}, folded: {} });
  const disposers: (() => void)[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  /** While setFormData replaces sub-form rows their cells' change events wait for the delayed round. */
  let bulk = false;

  const nodeByName = (name: string) => model.byName.get(name);
  const subNodeOf = (node: ModelNode) => (node.subForm ? model.byId.get(node.subForm.id) : undefined);
  const cellAddress = (node: ModelNode, row: number) => `${subNodeOf(node)!.address}.${row}.${node.address}`;
  const fieldOf = (node: ModelNode, row?: number): GeneralField | undefined => form.fields[node.subForm ? cellAddress(node, row ?? 0) : node.address];
  const rowOf = (field: GeneralField): number | undefined => {
    const segments = field.address.toString().split('.');
    const index = Number(segments[segments.length - 2]);
    return Number.isInteger(index) ? index : undefined;
  };
  const arrayOf = (name: string): ArrayField => {
    const node = nodeByName(name);
    if (!node || node.kind !== 'array') throw new Error(formText('notSubForm', options.locale(), { name }));
    return form.fields[node.address] as ArrayField;
  };
  const rowsOf = (name: string) => clone((form.getValuesIn(name) as Record<string, unknown>[] | undefined) ?? []);

  // ---------- event code ----------
  const run = (code: unknown, event: string, self: WidgetRef | FormApi, args: unknown[], where: string) => events.run(code, event, self, args, where);
  // The widget's reference (its `this`) is made only for code that runs: making one completes the field
  // graph (refOf), which a form without code leaves for after the first frame.
  const runFor = (node: ModelNode, event: string, args: unknown[], row?: number) =>
    events.has(node.widget.options[event]) ? run(node.widget.options[event], event, refOf(node, row), args, node.widget.options.name) : undefined;

  const formDataChanged = (node: ModelNode, value: unknown, old: unknown, row?: number) => {
    const sub = node.subForm?.options.name;
    run(config.onFormDataChange, 'onFormDataChange', api, [node.widget.options.name, value, old, toJS(form.values), sub, row], 'form');
  };

  const watchValue = (node: ModelNode, field: Field) => {
    const subNode = subNodeOf(node);
    const wants = events.has(node.widget.options.onChange) || events.has(config.onFormDataChange) || (subNode && events.has(subNode.widget.options.onSubFormRowChange));
    if (!wants) return;
    disposers.push(
      reaction(
        () => toJS(field.value),
        (value, old) => {
          const row = node.subForm ? rowOf(field) : undefined;
          if (node.subForm && bulk) return;
          runFor(node, 'onChange', node.subForm ? [value, old, rowsOf(node.subForm.options.name), row] : [value, old], row);
          if (subNode) runFor(subNode, 'onSubFormRowChange', [rowsOf(subNode.widget.options.name)]);
          formDataChanged(node, value, old, row);
        },
      ),
    );
  };

  /** Spec §4/§9: the change callbacks of sub-form cells set in bulk fire 800 ms later. */
  const scheduleInitialCellChanges = () => {
    if (!events.enabled) return;
    for (const sub of model.subForms) {
      const cells = (model.cells.get(sub.widget.options.name) ?? []).filter((c) => events.has(c.widget.options.onChange));
      if (cells.length === 0) continue;
      const timer = setTimeout(() => {
        timers.delete(timer);
        const rows = rowsOf(sub.widget.options.name);
        rows.forEach((row, index) => cells.forEach((cell) => runFor(cell, 'onChange', [row[cell.widget.options.name], undefined, rows, index], index)));
      }, SUBFORM_INITIAL_CHANGE_DELAY_MS);
      timers.add(timer);
    }
  };

  // ---------- field graph ----------
  const stateOf = (node: ModelNode) => ({
    display: node.widget.options.hidden === true ? ('hidden' as const) : undefined,
    pattern: node.widget.options.disabled === true ? ('disabled' as const) : node.widget.options.readonly === true ? ('readOnly' as const) : undefined,
  });

  const createValueField = (node: ModelNode, basePath: string, name: string) => {
    const field = form.createField({ name, basePath, ...stateOf(node), data: { required: node.widget.options.required === true } satisfies FieldData });
    field.setValidator([{ triggerType: 'onInput', validator: fieldValidator(node.widget, field, options.locale, (value) => customValidation(node, field, value)) }]);
    watchValue(node, field);
    return field;
  };

  const createRow = (sub: ModelNode, index: number, fireCreated: boolean) => {
    const base = `${sub.address}.${index}`;
    if (!form.fields[base]) form.createObjectField({ name: String(index), basePath: sub.address });
    for (const cell of model.cells.get(sub.widget.options.name) ?? []) {
      if (!form.fields[`${base}.${cell.address}`]) {
        createValueField(cell, base, cell.address);
        if (fireCreated) runFor(cell, 'onCreated', [], index);
      }
    }
  };

  const createNode = (node: ModelNode) => {
    if (node.subForm) return;
    const basePath = parentAddress(node.address);
    const name = lastSegment(node.address);
    if (node.kind === 'void') {
      form.createVoidField({ name, basePath, ...stateOf(node) });
      initUi(node);
    } else if (node.kind === 'field') {
      createValueField(node, basePath, name);
    } else {
      const array = form.createArrayField({ name, basePath, ...stateOf(node) });
      array.setValidator([{ triggerType: 'onInput', validator: rowsValidator(node.widget, options.locale) }]);
      const rows = (array.value as unknown[] | undefined) ?? [];
      rows.forEach((_, index) => createRow(node, index, false));
    }
  };

  /*
   * The Formily nodes are built in model order, always: model.nodes[0, built) exist. Unless event code
   * runs, the first build stops at the first pane that is not open at the start (firstInClosedPane),
   * and complete() builds the rest — after the first frame (the renderer schedules it), on opening a pane, and
   * before every API call — so the first frame pays for the fields it draws (a 200-field form in 10
   * panes: 20 instead of 200), while the finished graph, its order included, is the one an up-front
   * build makes, and anything that reads or changes the whole form sees every field.
   */
  let built = 0;
  const buildUpTo = (end: number) => {
    while (built < end) createNode(model.nodes[built++]);
  };
  const complete = () => buildUpTo(model.nodes.length);
  function initUi(node: ModelNode) {
    const { widget } = node;
    if (widget.type === 'tab') {
      const panes = widget.tabs ?? [];
      ui.tabs[widget.options.name] = {
        active: initialPane(widget),
        disabled: panes.flatMap((p, i) => (p.options.disabled ? [i] : [])),
        hidden: panes.flatMap((p, i) => (p.options.hidden ? [i] : [])),
      };
    }
    if (widget.type === 'card') ui.folded[widget.options.name] = widget.options.folded === true;
  }

  // ---------- rows ----------
  const addRow = (name: string, at?: number) => {
    const array = arrayOf(name);
    const sub = nodeByName(name)!;
    const length = (array.value as unknown[]).length;
    const index = at === undefined || at >= length ? length : Math.max(0, at);
    batch(() => {
      if (index === length) void array.push(blankRow(model, name));
      else void array.insert(index, blankRow(model, name));
    });
    // After an insert the rows below moved down: every index needs its fields.
    for (let i = index; i <= length; i++) createRow(sub, i, i === index);
    runFor(sub, index === length ? 'onSubFormRowAdd' : 'onSubFormRowInsert', [rowsOf(name), index]);
  };

  const deleteRow = (name: string, index: number) => {
    const array = arrayOf(name);
    const deleted = rowsOf(name)[index];
    void array.remove(index);
    runFor(nodeByName(name)!, 'onSubFormRowDelete', [rowsOf(name), deleted]);
  };

  const setRows = (name: string, rows: Record<string, unknown>[]) => {
    const array = arrayOf(name);
    const sub = nodeByName(name)!;
    batch(() => {
      for (let i = (array.value as unknown[]).length - 1; i >= 0; i--) void array.remove(i);
      for (const row of rows) void array.push({ ...blankRow(model, name), ...clone(row) });
    });
    rows.forEach((_, index) => createRow(sub, index, false));
  };

  // ---------- references ----------
  const setTab = (name: string, change: (tab: TabState, panes: number) => void) => {
    const tab = ui.tabs[name];
    const node = nodeByName(name);
    if (!tab || !node) throw new Error(formText('notTab', options.locale(), { name }));
    batch(() => {
      change(tab, node.widget.tabs?.length ?? 0);
      // Hidden panes keep their fields out of validation; disabled panes lock them.
      (node.widget.tabs ?? []).forEach((pane, i) => {
        const paneField = form.fields[model.byId.get(pane.id)!.address];
        if (!paneField) return;
        setDisplay(paneField, tab.hidden.includes(i) ? 'hidden' : undefined);
        setPattern(paneField, tab.disabled.includes(i) ? 'disabled' : undefined);
      });
      if (tab.hidden.includes(tab.active) || tab.disabled.includes(tab.active)) {
        const next = Array.from({ length: node.widget.tabs?.length ?? 0 }, (_, i) => i).find((i) => !tab.hidden.includes(i) && !tab.disabled.includes(i));
        if (next !== undefined) tab.active = next;
      }
    });
  };
  const without = (list: number[], i: number) => list.filter((x) => x !== i);

  function refOf(node: ModelNode, row?: number): WidgetRef {
    // A reference may reach any widget, and its tab and fold actions the UI state of any container.
    complete();
    const field = () => fieldOf(node, row);
    const valueField = () => field() as Field | undefined;
    const name = node.widget.options.name;
    const sub = () => {
      if (node.kind !== 'array') throw new Error(formText('notSubForm', options.locale(), { name }));
      return name;
    };
    const rowField = (index: number) => form.fields[`${node.address}.${index}`] as ObjectField | undefined;
    return {
      name,
      type: node.widget.type,
      widget: node.widget,
      rowIndex: row,
      getValue: () => clone(valueField()?.value),
      setValue: (value) => valueField()?.setValue(clone(value)),
      setHidden: (hidden) => {
        const f = field();
        if (f) setDisplay(f, hidden ? 'hidden' : undefined);
      },
      setDisabled: (disabled) => {
        const f = field();
        if (f) setPattern(f, disabled ? 'disabled' : undefined);
      },
      setReadonly: (readonly) => {
        const f = field();
        if (f) setPattern(f, readonly ? 'readOnly' : undefined);
      },
      setRequired: (required) => {
        const f = valueField();
        if (!f) return;
        f.setData({ ...(f.data as FieldData), required });
        if (!required) f.setSelfErrors([]);
      },
      getOptionItems: () => clone((valueField()?.data as FieldData | undefined)?.optionItems ?? node.widget.options.optionItems ?? []),
      loadOptions: (items) => {
        const f = valueField();
        if (f) f.setData({ ...(f.data as FieldData), optionItems: clone(items) });
      },
      clearValidate: () => valueField()?.setSelfErrors([]),
      getFormRef: () => api,
      getWidgetRef: (other) => api.getWidgetRef(other),
      activateTab: (i) => setTab(name, (tab, panes) => {
        if (i >= 0 && i < panes && !tab.hidden.includes(i) && !tab.disabled.includes(i)) tab.active = i;
      }),
      disableTab: (i) => setTab(name, (tab) => {
        if (!tab.disabled.includes(i)) tab.disabled.push(i);
      }),
      enableTab: (i) => setTab(name, (tab) => {
        tab.disabled = without(tab.disabled, i);
      }),
      hideTab: (i) => setTab(name, (tab) => {
        if (!tab.hidden.includes(i)) tab.hidden.push(i);
      }),
      showTab: (i) => setTab(name, (tab) => {
        tab.hidden = without(tab.hidden, i);
      }),
      disableSubFormRow: (i) => {
        const f = rowField(Number(i));
        if (sub() && f) setPattern(f, 'disabled');
      },
      enableSubFormRow: (i) => {
        const f = rowField(Number(i));
        if (sub() && f) setPattern(f, undefined);
      },
      disableSubForm: () => {
        sub();
        setPattern(field()!, 'disabled');
      },
      enableSubForm: () => {
        sub();
        setPattern(field()!, undefined);
      },
      addSubFormRow: () => addRow(sub()),
      deleteSubFormRow: (i) => deleteRow(sub(), i),
      setFolded: (folded) => {
        if (name in ui.folded) ui.folded[name] = folded;
      },
    };
  }

  function customValidation(node: ModelNode, field: Field, value: unknown): string | null {
    if (!events.has(node.widget.options.onValidate)) return null;
    let failure: string | null = null;
    const callback = (error?: unknown) => {
      if (error) failure = error instanceof Error ? error.message : String(error);
    };
    runFor(node, 'onValidate', [{ field: node.widget.options.name }, value, callback], node.subForm ? rowOf(field) : undefined);
    return failure;
  }

  // ---------- API ----------
  const valueNames = () => model.topFields.map((n) => n.widget.options.name);
  const collect = (): FormData => Object.fromEntries(valueNames().map((name) => [name, clone(form.getValuesIn(name)) ?? null]));

  const validateForm = async (): Promise<boolean> => {
    try {
      await form.validate();
    } catch {
      // Formily rejects with the feedbacks; the fields show them.
    }
    if (!form.valid) return false;
    const verdict = run(config.onFormValidate, 'onFormValidate', api, [collect()], 'form');
    return !(typeof verdict === 'string' && verdict) && verdict !== false;
  };

  const rawApi: FormApi = {
    formily: form,
    async getFormData(needValidation = true) {
      if (needValidation && !(await validateForm())) throw new Error(formText('validationFailed', options.locale()));
      return collect();
    },
    setFormData(data) {
      bulk = true;
      try {
        batch(() => {
          for (const node of model.topFields) {
            const name = node.widget.options.name;
            if (!(name in data)) continue;
            if (node.kind === 'array') setRows(name, Array.isArray(data[name]) ? (data[name] as Record<string, unknown>[]) : []);
            else (form.fields[node.address] as Field | undefined)?.setValue(clone(data[name]));
          }
        });
      } finally {
        bulk = false;
      }
      scheduleInitialCellChanges();
    },
    getFieldValue: (name) => clone(form.getValuesIn(name)),
    setFieldValue: (name, value) => {
      const node = nodeByName(name);
      if (node?.kind === 'array') setRows(name, Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
      else if (node) (fieldOf(node) as Field | undefined)?.setValue(clone(value));
    },
    resetForm() {
      batch(() => {
        for (const node of model.topFields) {
          if (node.kind === 'array') setRows(node.widget.options.name, initialRows(model, node.widget));
          else (form.fields[node.address] as Field | undefined)?.setValue(clone(node.widget.options.defaultValue ?? null));
        }
      });
      form.clearErrors('*');
    },
    validateForm,
    clearValidate: () => form.clearErrors('*'),
    disableForm: () => form.setPattern('disabled'),
    enableForm: () => form.setPattern('editable'),
    getWidgetRef(name) {
      const node = nodeByName(name);
      if (!node) {
        console.error(formText('refNotFound', options.locale(), { name }));
        return null;
      }
      return refOf(node);
    },
    hideWidgets: (names) => names.forEach((n) => api.getWidgetRef(n)?.setHidden(true)),
    showWidgets: (names) => names.forEach((n) => api.getWidgetRef(n)?.setHidden(false)),
    hiddenWidgetNames: () =>
      model.nodes.filter((n) => !n.subForm && (fieldOf(n) as GeneralField | undefined)?.selfDisplay === 'hidden').map((n) => n.widget.options.name),
  };

  const api = completingApi(rawApi, complete);

  const widgetEvents = (node: ModelNode, row?: number): FieldWidgetEvents | undefined => {
    if (!events.enabled) return undefined;
    const o = node.widget.options;
    const on = (event: string) => (events.has(o[event]) ? (...args: unknown[]) => runFor(node, event, args, row) : undefined);
    return {
      onClick: on('onClick') as FieldWidgetEvents['onClick'],
      onAppendButtonClick: on('onAppendButtonClick') as FieldWidgetEvents['onAppendButtonClick'],
      onRemoteQuery: on('onRemoteQuery') as FieldWidgetEvents['onRemoteQuery'],
      onBeforeUpload: on('onBeforeUpload') as FieldWidgetEvents['onBeforeUpload'],
      onUploadSuccess: on('onUploadSuccess') as FieldWidgetEvents['onUploadSuccess'],
      onUploadError: on('onUploadError') as FieldWidgetEvents['onUploadError'],
      onClose: on('onClose') as FieldWidgetEvents['onClose'],
    };
  };

  // Event code may reach any widget from the start (onCreated runs for every one): such forms, and only
  // they, keep the up-front build. A trusted form without any code defers like any other.
  const deferred = options.deferClosedPanes !== false && !runsEventCode(model, config as Record<string, unknown>, events);
  buildUpTo(deferred ? firstInClosedPane(model) : model.nodes.length);
  // VForm's order: the form's created hook, then each widget's.
  run(config.onFormCreated, 'onFormCreated', api, [], 'form');
  if (events.enabled) {
    for (const node of model.nodes) {
      if (!node.subForm) runFor(node, 'onCreated', []);
      else ((form.getValuesIn(node.subForm.options.name) as unknown[]) ?? []).forEach((_, row) => runFor(node, 'onCreated', [], row));
    }
    scheduleInitialCellChanges();
  }

  return {
    model,
    form,
    ui,
    api,
    events,
    fieldOf,
    refOf,
    fire: (node, event, args, row) => void runFor(node, event, args, row),
    widgetEvents,
    addRow: (name, at) => {
      complete();
      addRow(name, at);
    },
    deleteRow: (name, index) => {
      complete();
      deleteRow(name, index);
    },
    complete,
    mounted() {
      if (!events.enabled) return;
      for (const node of [...model.nodes].reverse()) {
        if (!node.subForm) runFor(node, 'onMounted', []);
      }
      run(config.onFormMounted, 'onFormMounted', api, [], 'form');
    },
    dispose() {
      disposers.forEach((d) => d());
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
    },
  };
}
