/**
 * The designer's table operations (VForm's cell menu): insert a row or column, merge a cell with a
 * neighbour or a whole row/column, split a merged cell, delete a row or column. Spec §5: the last row
 * and the last column cannot be deleted, and a merge or delete fails when the spans involved are
 * inconsistent (a neighbour of another height/width, a row or column crossed by a merged cell).
 * Each works on the grid of anchors (schemas/forms/table) and rebuilds the VForm rows from it.
 */
import type { WidgetFactory } from '../../../schemas/forms/factory';
import type { FormMessage } from '../../../schemas/forms/messages';
import { readTable, type Anchor } from '../../../schemas/forms/table';
import type { FormWidget, TableRow } from '../../../schemas/forms/types';

export type TableEdit = { table: FormWidget } | { error: FormMessage };

interface Block extends Anchor {
  cell: FormWidget;
}

interface Grid {
  rows: number;
  cols: number;
  blocks: Block[];
  rowIds: string[];
}

function gridOf(table: FormWidget): Grid | FormMessage {
  const read = readTable(table);
  if (typeof read === 'string') return read;
  const rows = table.rows ?? [];
  return {
    rows: read.rows,
    cols: read.cols,
    blocks: read.anchors.map((a) => ({ ...a, cell: structuredClone(rows[a.row].cols[a.col]) })),
    rowIds: rows.map((r) => r.id),
  };
}

/** VForm rows from blocks: the anchor cell where a block starts, covered cells (merged) elsewhere. */
function build(table: FormWidget, grid: Grid, factory: WidgetFactory): FormWidget {
  const covered = (r: number, c: number): FormWidget | null => {
    const old = table.rows?.[r]?.cols?.[c];
    return old && old.merged ? structuredClone(old) : null;
  };
  const rows: TableRow[] = [];
  for (let r = 0; r < grid.rows; r++) {
    const cols: FormWidget[] = [];
    for (let c = 0; c < grid.cols; c++) {
      const block = grid.blocks.find((b) => r >= b.row && r < b.row + b.rowspan && c >= b.col && c < b.col + b.colspan)!;
      if (block.row === r && block.col === c) {
        cols.push({ ...block.cell, merged: false, options: { ...block.cell.options, rowspan: block.rowspan, colspan: block.colspan } });
      } else {
        const cell = covered(r, c) ?? factory.tableCell();
        cols.push({ ...cell, merged: true, widgetList: [], options: { ...cell.options, rowspan: block.rowspan, colspan: block.colspan } });
      }
    }
    rows.push({ id: grid.rowIds[r] ?? factory.id('table-row'), merged: false, cols });
  }
  return { ...table, rows };
}

const blockAt = (grid: Grid, r: number, c: number) => grid.blocks.find((b) => r >= b.row && r < b.row + b.rowspan && c >= b.col && c < b.col + b.colspan);

function withGrid(table: FormWidget, factory: WidgetFactory, change: (grid: Grid) => FormMessage | void): TableEdit {
  const grid = gridOf(table);
  if (typeof grid === 'string') return { error: grid };
  const problem = change(grid);
  return problem ? { error: problem } : { table: build(table, grid, factory) };
}

/** Merges the block at (r, c) with the neighbouring block on `side`. */
export function mergeCell(table: FormWidget, r: number, c: number, side: 'left' | 'right' | 'above' | 'below', factory: WidgetFactory): TableEdit {
  return withGrid(table, factory, (grid) => {
    const a = blockAt(grid, r, c);
    if (!a) return 'spansInconsistent';
    const probe = { left: [a.row, a.col - 1], right: [a.row, a.col + a.colspan], above: [a.row - 1, a.col], below: [a.row + a.rowspan, a.col] }[side];
    const b = blockAt(grid, probe[0], probe[1]);
    const horizontal = side === 'left' || side === 'right';
    if (!b) return 'spansInconsistent';
    if (horizontal ? b.row !== a.row || b.rowspan !== a.rowspan : b.col !== a.col || b.colspan !== a.colspan) return 'spansInconsistent';
    const [first, second] = side === 'left' || side === 'above' ? [b, a] : [a, b];
    if (horizontal) first.colspan += second.colspan;
    else first.rowspan += second.rowspan;
    first.cell.widgetList = [...(first.cell.widgetList ?? []), ...(second.cell.widgetList ?? [])];
    grid.blocks = grid.blocks.filter((x) => x !== second);
  });
}

/** Merges a whole row (or column) into one cell: every block on it must start there with one height (width). */
export function mergeLine(table: FormWidget, index: number, axis: 'row' | 'col', factory: WidgetFactory): TableEdit {
  return withGrid(table, factory, (grid) => {
    const onLine = grid.blocks
      .filter((b) => (axis === 'row' ? index >= b.row && index < b.row + b.rowspan : index >= b.col && index < b.col + b.colspan))
      .sort((x, y) => (axis === 'row' ? x.col - y.col : x.row - y.row));
    const start = axis === 'row' ? onLine[0]?.rowspan : onLine[0]?.colspan;
    const consistent = onLine.every((b) => (axis === 'row' ? b.row === index && b.rowspan === start : b.col === index && b.colspan === start));
    if (!onLine.length || !consistent) return 'spansInconsistent';
    const [first, ...rest] = onLine;
    if (axis === 'row') first.colspan = grid.cols;
    else first.rowspan = grid.rows;
    first.cell.widgetList = onLine.flatMap((b) => b.cell.widgetList ?? []);
    grid.blocks = grid.blocks.filter((b) => !rest.includes(b));
  });
}

/** Splits the merged block at (r, c) back into single cells (the first keeps the widgets). */
export function splitCell(table: FormWidget, r: number, c: number, factory: WidgetFactory): TableEdit {
  return withGrid(table, factory, (grid) => {
    const a = blockAt(grid, r, c);
    if (!a) return 'spansInconsistent';
    for (let i = a.row; i < a.row + a.rowspan; i++) {
      for (let j = a.col; j < a.col + a.colspan; j++) {
        if (i !== a.row || j !== a.col) grid.blocks.push({ row: i, col: j, rowspan: 1, colspan: 1, cell: factory.tableCell() });
      }
    }
    a.rowspan = 1;
    a.colspan = 1;
  });
}

/** Inserts an empty row (column) at `at`; a merged cell crossing that line grows by one. */
export function insertLine(table: FormWidget, at: number, axis: 'row' | 'col', factory: WidgetFactory): TableEdit {
  return withGrid(table, factory, (grid) => {
    const total = axis === 'row' ? grid.rows : grid.cols;
    const line = Math.max(0, Math.min(at, total));
    const crossing: Block[] = [];
    for (const b of grid.blocks) {
      const start = axis === 'row' ? b.row : b.col;
      const size = axis === 'row' ? b.rowspan : b.colspan;
      if (start >= line) {
        if (axis === 'row') b.row += 1;
        else b.col += 1;
      } else if (start + size > line) {
        if (axis === 'row') b.rowspan += 1;
        else b.colspan += 1;
        crossing.push(b);
      }
    }
    const across = axis === 'row' ? grid.cols : grid.rows;
    for (let k = 0; k < across; k++) {
      const coveredBy = crossing.find((b) => (axis === 'row' ? k >= b.col && k < b.col + b.colspan : k >= b.row && k < b.row + b.rowspan));
      if (!coveredBy) grid.blocks.push({ row: axis === 'row' ? line : k, col: axis === 'row' ? k : line, rowspan: 1, colspan: 1, cell: factory.tableCell() });
    }
    if (axis === 'row') {
      grid.rows += 1;
      grid.rowIds.splice(line, 0, factory.id('table-row'));
    } else {
      grid.cols += 1;
    }
  });
}

/** Deletes a row (column): never the last, never one a merged cell spans (spec §5). */
export function deleteLine(table: FormWidget, index: number, axis: 'row' | 'col', factory: WidgetFactory): TableEdit {
  return withGrid(table, factory, (grid) => {
    const total = axis === 'row' ? grid.rows : grid.cols;
    if (total <= 1) return axis === 'row' ? 'lastRow' : 'lastColumn';
    const onLine = grid.blocks.filter((b) => (axis === 'row' ? index >= b.row && index < b.row + b.rowspan : index >= b.col && index < b.col + b.colspan));
    if (onLine.some((b) => (axis === 'row' ? b.rowspan : b.colspan) > 1)) return 'spansInconsistent';
    grid.blocks = grid.blocks.filter((b) => !onLine.includes(b));
    for (const b of grid.blocks) {
      if (axis === 'row' && b.row > index) b.row -= 1;
      if (axis === 'col' && b.col > index) b.col -= 1;
    }
    if (axis === 'row') {
      grid.rows -= 1;
      grid.rowIds.splice(index, 1);
    } else {
      grid.cols -= 1;
    }
  });
}
