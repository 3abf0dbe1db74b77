/**
 * The renderer's reading of a form JSON, computed once per form: where every widget lives in the
 * Formily field graph (containers and static widgets are void fields named `w<n>`, value widgets use
 * their name, so the data path of a field is its name and a sub-form cell is `sub.<row>.<name>`), the
 * widgets by name, and the default data (spec §3 defaultValue; sub-forms start with one blank row when
 * showBlankRow is on).
 */
import { holdsValue, isSubFormType } from '../../schemas/forms/catalogue';
import type { FormData, FormJson, FormWidget } from '../../schemas/forms/types';
import { walkForm, type WidgetVisit } from '../../schemas/forms/walk';

export type NodeKind = 'void' | 'field' | 'array';

export interface ModelNode {
  widget: FormWidget;
  kind: NodeKind;
  /** Formily address of the node (for sub-form cells: relative to a row, see cellAddress). */
  address: string;
  /** The sub-form or data-table whose rows hold this cell. */
  subForm: FormWidget | null;
  visit: WidgetVisit;
}

export interface FormModel {
  form: FormJson;
  nodes: ModelNode[];
  byId: Map<string, ModelNode>;
  byName: Map<string, ModelNode>;
  /** Top-level value widgets (not inside a sub-form), sub-forms included. */
  topFields: ModelNode[];
  subForms: ModelNode[];
  /** Cells of each sub-form by its name. */
  cells: Map<string, ModelNode[]>;
}

const cloneValue = <T>(value: T): T => (value === undefined ? value : (structuredClone(value) as T));

export function buildModel(form: FormJson): FormModel {
  const nodes: ModelNode[] = [];
  const byId = new Map<string, ModelNode>();
  const byName = new Map<string, ModelNode>();
  const cells = new Map<string, ModelNode[]>();
  let counter = 0;
  for (const visit of walkForm(form)) {
    const { widget } = visit;
    const parentNode = visit.parent ? byId.get(visit.parent.id) : undefined;
    const inRow = visit.subForm !== null;
    const kind: NodeKind = isSubFormType(widget.type) ? 'array' : holdsValue(widget.type, widget.options) ? 'field' : 'void';
    const segment = kind === 'void' ? `w${counter++}` : widget.options.name;
    // Cells address relative to their row (the row's ObjectField is `sub.<index>`).
    const address = inRow ? segment : parentNode ? `${parentNode.address}.${segment}` : segment;
    const node: ModelNode = { widget, kind, address, subForm: visit.subForm, visit };
    nodes.push(node);
    byId.set(widget.id, node);
    if (widget.options?.name && !byName.has(widget.options.name)) byName.set(widget.options.name, node);
    if (inRow && visit.subForm) {
      const list = cells.get(visit.subForm.options.name) ?? [];
      if (kind !== 'void') list.push(node);
      cells.set(visit.subForm.options.name, list);
    }
  }
  return {
    form,
    nodes,
    byId,
    byName,
    topFields: nodes.filter((n) => n.kind !== 'void' && !n.subForm),
    subForms: nodes.filter((n) => n.kind === 'array'),
    cells,
  };
}

/** A sub-form row with every cell at its default value. */
export function blankRow(model: FormModel, subFormName: string): Record<string, unknown> {
  return Object.fromEntries((model.cells.get(subFormName) ?? []).map((cell) => [cell.widget.options.name, cloneValue(cell.widget.options.defaultValue ?? null)]));
}

/** The sub-form's rows at start and after a reset: one blank row with showBlankRow, else none. */
export function initialRows(model: FormModel, subForm: FormWidget): Record<string, unknown>[] {
  return subForm.options.showBlankRow === false ? [] : [blankRow(model, subForm.options.name)];
}

/** The data of a fresh form: every top-level field at its default value, sub-forms at their initial rows. */
export function defaultData(model: FormModel): FormData {
  const data: FormData = {};
  for (const node of model.topFields) {
    data[node.widget.options.name] = node.kind === 'array' ? initialRows(model, node.widget) : cloneValue(node.widget.options.defaultValue ?? null);
  }
  return data;
}
