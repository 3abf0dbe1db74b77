/**
 * Edits of the form tree the designer makes, as pure functions on a copy: find a widget and the list
 * it sits in, insert, move, remove, copy, change options. Lists are "slots": the form root, or a
 * container whose `widgetList` holds children (grid column, table cell, tab pane, section, card,
 * sub-form, data table). Designer rules of spec §5 are checked here and answered as message keys.
 */
import { isSubFormType, widgetKind } from '../../../schemas/forms/catalogue';
import { widgetFactory, type WidgetFactory } from '../../../schemas/forms/factory';
import type { FormMessage } from '../../../schemas/forms/messages';
import type { FormJson, FormWidget, WidgetOptions } from '../../../schemas/forms/types';
import { allWidgets, childrenOf } from '../../../schemas/forms/walk';

export const ROOT = 'root';

export type Edit = { form: FormJson } | { error: FormMessage };

export interface Located {
  widget: FormWidget;
  /** The slot holding the widget (ROOT or a container id), and its place there. */
  slot: string;
  index: number;
  /** The container the widget is a part or child of; null at the root. */
  parent: FormWidget | null;
}

const copy = (form: FormJson): FormJson => structuredClone(form);

/** The ids already used in a form (new widgets must avoid them). */
export function idsOf(form: FormJson): Set<string> {
  const ids = new Set<string>();
  for (const w of allWidgets(form)) {
    ids.add(w.id);
    for (const row of w.rows ?? []) ids.add(row.id);
  }
  return ids;
}

export function factoryFor(form: FormJson): WidgetFactory {
  return widgetFactory(idsOf(form));
}

/** Every widget with its slot and parent. */
export function locateAll(form: FormJson): Map<string, Located> {
  const out = new Map<string, Located>();
  const visit = (list: FormWidget[], slot: string, parent: FormWidget | null) => {
    list.forEach((widget, index) => {
      out.set(widget.id, { widget, slot, index, parent });
      // Parts (columns, cells, panes) are located under their container; their children under them.
      for (const { child } of childrenOf(widget)) {
        if (widget.widgetList?.includes(child)) continue;
        out.set(child.id, { widget: child, slot: widget.id, index: -1, parent: widget });
        if (child.widgetList) visit(child.widgetList, child.id, child);
      }
      if (widget.widgetList) visit(widget.widgetList, widget.id, widget);
    });
  };
  visit(form.widgetList, ROOT, null);
  return out;
}

export function findWidget(form: FormJson, id: string): FormWidget | undefined {
  return locateAll(form).get(id)?.widget;
}

/** The list a slot id names (the root or a container's widgetList), in `form`. */
function listOf(form: FormJson, slot: string): FormWidget[] | undefined {
  if (slot === ROOT) return form.widgetList;
  const owner = findWidget(form, slot);
  return owner && Array.isArray(owner.widgetList) ? owner.widgetList : undefined;
}

/** Whether `slot` accepts children (the root and every container with a widgetList). */
export function isSlot(form: FormJson, slot: string): boolean {
  return listOf(form, slot) !== undefined;
}

/** Spec §5: only field widgets go in a sub-form (or data table). */
export function placeProblem(form: FormJson, slot: string, widget: Pick<FormWidget, 'type'>): FormMessage | null {
  const owner = slot === ROOT ? null : findWidget(form, slot);
  if (owner && isSubFormType(owner.type)) {
    const kind = widgetKind(widget.type);
    if (!kind || kind.container || !kind.formItem) return 'onlyFieldsInSubForm';
  }
  return null;
}

function contains(widget: FormWidget, id: string): boolean {
  return childrenOf(widget).some(({ child }) => child.id === id || contains(child, id));
}

export function insertWidget(form: FormJson, slot: string, index: number, widget: FormWidget): Edit {
  const problem = placeProblem(form, slot, widget);
  if (problem) return { error: problem };
  const next = copy(form);
  const list = listOf(next, slot);
  if (!list) return { error: 'unknownWidget' };
  list.splice(Math.max(0, Math.min(index, list.length)), 0, widget);
  return { form: next };
}

export function moveWidget(form: FormJson, id: string, slot: string, index: number): Edit {
  const from = locateAll(form).get(id);
  if (!from || from.index < 0) return { error: 'unknownWidget' };
  if (slot === id || contains(from.widget, slot)) return { form };
  const problem = placeProblem(form, slot, from.widget);
  if (problem) return { error: problem };
  const next = copy(form);
  const source = listOf(next, from.slot)!;
  const [moved] = source.splice(from.index, 1);
  const target = listOf(next, slot);
  if (!target) return { error: 'unknownWidget' };
  // Moving down inside the same list: the removal shifted the target place up by one.
  const at = from.slot === slot && index > from.index ? index - 1 : index;
  target.splice(Math.max(0, Math.min(at, target.length)), 0, moved);
  return { form: next };
}

export function removeWidget(form: FormJson, id: string): Edit {
  const at = locateAll(form).get(id);
  if (!at || at.index < 0) return { error: 'unknownWidget' };
  const next = copy(form);
  listOf(next, at.slot)!.splice(at.index, 1);
  return { form: next };
}

/** A copy of the widget right after it, with fresh ids and names throughout (VForm's "copy"). */
export function duplicateWidget(form: FormJson, id: string): Edit & { id?: string } {
  const at = locateAll(form).get(id);
  if (!at || at.index < 0) return { error: 'unknownWidget' };
  const factory = factoryFor(form);
  const clone = structuredClone(at.widget);
  const renew = (w: FormWidget) => {
    w.id = factory.id(w.type);
    w.options.name = w.id;
    for (const row of w.rows ?? []) row.id = factory.id('table-row');
    for (const { child } of childrenOf(w)) renew(child);
  };
  renew(clone);
  const next = copy(form);
  listOf(next, at.slot)!.splice(at.index + 1, 0, clone);
  return { form: next, id: clone.id };
}

/** Changes options of a widget; a name must stay present and unique (spec §5). */
export function updateOptions(form: FormJson, id: string, patch: Partial<WidgetOptions>): Edit {
  if ('name' in patch) {
    const name = String(patch.name ?? '').trim();
    if (!name) return { error: 'nameRequired' };
    if (allWidgets(form).some((w) => w.id !== id && w.options.name === name)) return { error: 'nameDuplicate' };
    patch = { ...patch, name };
  }
  const next = copy(form);
  const widget = findWidget(next, id);
  if (!widget) return { error: 'unknownWidget' };
  widget.options = { ...widget.options, ...patch };
  return { form: next };
}

/** The ids from the root down to the widget (the component tree highlights the path). */
export function pathTo(form: FormJson, id: string): string[] {
  const located = locateAll(form);
  const path: string[] = [];
  for (let at = located.get(id); at; at = at.parent ? located.get(at.parent.id) : undefined) path.unshift(at.widget.id);
  return path;
}
