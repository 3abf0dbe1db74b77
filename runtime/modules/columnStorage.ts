import type { ListColumn } from '../../schemas/types';
import type { ColumnSetting } from '../../server/modules/columnConfig';

export type { ColumnSetting };

/** One list column as the user arranged it: position is the index in the array. */
export interface ColumnChoice {
  field: string;
  visible: boolean;
  width?: number;
}

/** The keyword of the generic list page under its route (spec §3: route path plus keyword). */
export const LIST_KEYWORD = 'list';

/** Server key of a column setting, e.g. `/accountManagement/deviceInventory#list`. */
export function columnConfigKey(routePath: string, keyword: string = LIST_KEYWORD): string {
  return `${routePath}#${keyword}`;
}

/** The schema's own arrangement: schema order, `hidden` columns unchecked. */
export function defaultChoices(columns: readonly ListColumn[]): ColumnChoice[] {
  return columns.map((c) => ({ field: c.field, visible: !c.hidden }));
}

/**
 * The user's stored setting laid over the current schema: stored order and visibility for the fields
 * the schema still lists; a column the schema gained since is placed after its schema predecessor
 * with its default visibility. An empty setting (never saved) or one that would show nothing gives
 * the default.
 */
export function mergeStored(columns: readonly ListColumn[], stored: readonly ColumnSetting[]): ColumnChoice[] {
  const known = new Map(columns.map((c) => [c.field, c]));
  const seen = new Set<string>();
  const choices: ColumnChoice[] = [];
  for (const s of [...stored].sort((a, b) => a.order - b.order)) {
    if (!known.has(s.field) || seen.has(s.field)) continue;
    seen.add(s.field);
    choices.push({ field: s.field, visible: s.visible, ...(s.width ? { width: s.width } : {}) });
  }
  if (choices.length === 0) return defaultChoices(columns);
  columns.forEach((column, i) => {
    if (seen.has(column.field)) return;
    const before = columns[i - 1]?.field;
    const at = before === undefined ? 0 : choices.findIndex((c) => c.field === before) + 1;
    choices.splice(at, 0, { field: column.field, visible: !column.hidden });
    seen.add(column.field);
  });
  return choices.some((c) => c.visible) ? choices : defaultChoices(columns);
}

/** What PUT columnConfig takes: every column, its position as `order`. */
export function toStored(choices: readonly ColumnChoice[]): ColumnSetting[] {
  return choices.map((c, order) => ({ field: c.field, visible: c.visible, order, ...(c.width ? { width: c.width } : {}) }));
}

/** Visible fields in the user's order: the table's columns and the export's `columns`. */
export function visibleFields(choices: readonly ColumnChoice[]): string[] {
  return choices.filter((c) => c.visible).map((c) => c.field);
}

/** Spec §5: the only checked column cannot be unchecked. */
export function isLastVisible(choices: readonly ColumnChoice[], field: string): boolean {
  const visible = choices.filter((c) => c.visible);
  return visible.length === 1 && visible[0].field === field;
}

/** The choices after (un)checking one column; null when that would leave none visible. */
export function toggleColumn(choices: readonly ColumnChoice[], field: string, visible: boolean): ColumnChoice[] | null {
  const next = choices.map((c) => (c.field === field ? { ...c, visible } : c));
  return next.some((c) => c.visible) ? next : null;
}

/** The choices with the column at `from` moved to position `to` (indexes clamped). */
export function moveColumn(choices: readonly ColumnChoice[], from: number, to: number): ColumnChoice[] {
  const target = Math.max(0, Math.min(choices.length - 1, to));
  if (from < 0 || from >= choices.length || from === target) return [...choices];
  const next = [...choices];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

export function sameChoices(a: readonly ColumnChoice[], b: readonly ColumnChoice[]): boolean {
  return a.length === b.length && a.every((c, i) => c.field === b[i].field && c.visible === b[i].visible && c.width === b[i].width);
}

/**
 * The `fixed` side a column keeps once the user reordered: a left-fixed column only while every
 * visible column before it is left-fixed too (a fixed column in the middle would float over its
 * neighbours), and the same from the right end.
 */
export function effectiveFixed(columns: readonly ListColumn[], visible: readonly string[]): Map<string, 'left' | 'right'> {
  const fixedOf = new Map(columns.map((c) => [c.field, c.fixed]));
  const out = new Map<string, 'left' | 'right'>();
  for (const field of visible) {
    if (fixedOf.get(field) !== 'left') break;
    out.set(field, 'left');
  }
  for (const field of [...visible].reverse()) {
    if (fixedOf.get(field) !== 'right' || out.has(field)) break;
    out.set(field, 'right');
  }
  return out;
}
