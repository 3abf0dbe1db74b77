/**
 * Walking a form tree: every widget with its JSON pointer, its parent and the sub-form it sits in.
 * Containers keep children in `widgetList`, `cols` (grid), `rows[].cols` (table) or `tabs` (tab).
 */
import type { FormJson, FormWidget } from './types';

export interface WidgetVisit {
  widget: FormWidget;
  /** JSON pointer of the widget in the form document. */
  pointer: string;
  parent: FormWidget | null;
  /** The sub-form or data-table the widget's value belongs to, if any. */
  subForm: FormWidget | null;
  /** True when the widget or a container above it is hidden by its options. */
  hidden: boolean;
  /** The containers above the widget, outermost first. */
  ancestors: FormWidget[];
}

/** The direct children of a widget with the pointer segment that leads to each. */
export function childrenOf(widget: FormWidget): { child: FormWidget; segment: string }[] {
  const out: { child: FormWidget; segment: string }[] = [];
  widget.cols?.forEach((child, i) => out.push({ child, segment: `/cols/${i}` }));
  widget.rows?.forEach((row, r) => row?.cols?.forEach((child, c) => out.push({ child, segment: `/rows/${r}/cols/${c}` })));
  widget.tabs?.forEach((child, i) => out.push({ child, segment: `/tabs/${i}` }));
  widget.widgetList?.forEach((child, i) => out.push({ child, segment: `/widgetList/${i}` }));
  return out;
}

const isSub = (type: string) => type === 'sub-form' || type === 'data-table';

/** Depth-first, parents before children, in document order. */
export function walkWidgets(widgets: readonly FormWidget[], base = '/widgetList'): WidgetVisit[] {
  const out: WidgetVisit[] = [];
  const visit = (widget: FormWidget, pointer: string, ancestors: FormWidget[], subForm: FormWidget | null, hiddenAbove: boolean) => {
    if (!widget || typeof widget !== 'object') return;
    const hidden = hiddenAbove || widget.options?.hidden === true;
    out.push({ widget, pointer, parent: ancestors[ancestors.length - 1] ?? null, subForm, hidden, ancestors });
    const inner = isSub(widget.type) ? widget : subForm;
    const below = [...ancestors, widget];
    for (const { child, segment } of childrenOf(widget)) visit(child, pointer + segment, below, inner, hidden);
  };
  widgets.forEach((w, i) => visit(w, `${base}/${i}`, [], null, false));
  return out;
}

export function walkForm(form: FormJson): WidgetVisit[] {
  return walkWidgets(Array.isArray(form.widgetList) ? form.widgetList : []);
}

/** Every widget of the form, flat. */
export function allWidgets(form: FormJson): FormWidget[] {
  return walkForm(form).map((v) => v.widget);
}
