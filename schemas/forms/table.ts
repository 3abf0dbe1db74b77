/**
 * The cell grid of a table widget (VForm shape): `rows[r].cols[c]` is a full rectangle; a cell that
 * starts a merge (an anchor) carries colspan/rowspan, the cells it covers stay in place with
 * `merged: true`. This module reads that grid; the designer's merge/split/insert/delete operations and
 * the lint check of spans build on it.
 */
import type { FormMessage } from './messages';
import type { FormWidget } from './types';

export interface Anchor {
  row: number;
  col: number;
  rowspan: number;
  colspan: number;
}

export interface TableGrid {
  rows: number;
  cols: number;
  anchors: Anchor[];
  /** owner[r][c]: index into anchors of the anchor covering cell (r, c). */
  owner: number[][];
}

const span = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : 1);

/** The grid of a table, or the reason its spans do not describe one. */
export function readTable(table: FormWidget): TableGrid | FormMessage {
  const rows = table.rows ?? [];
  const cols = rows[0]?.cols?.length ?? 0;
  if (rows.length === 0 || cols === 0) return 'spansInconsistent';
  if (rows.some((r) => !Array.isArray(r?.cols) || r.cols.length !== cols)) return 'spansInconsistent';
  const owner: number[][] = rows.map(() => new Array<number>(cols).fill(-1));
  const anchors: Anchor[] = [];
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = rows[r].cols[c];
      if (cell?.merged) continue;
      const anchor = { row: r, col: c, rowspan: span(cell?.options?.rowspan), colspan: span(cell?.options?.colspan) };
      if (r + anchor.rowspan > rows.length || c + anchor.colspan > cols) return 'spansInconsistent';
      const index = anchors.push(anchor) - 1;
      for (let i = r; i < r + anchor.rowspan; i++) {
        for (let j = c; j < c + anchor.colspan; j++) {
          if (owner[i][j] !== -1) return 'spansInconsistent';
          if ((i !== r || j !== c) && !rows[i].cols[j]?.merged) return 'spansInconsistent';
          owner[i][j] = index;
        }
      }
    }
  }
  if (owner.some((line) => line.includes(-1))) return 'spansInconsistent';
  return { rows: rows.length, cols, anchors, owner };
}

/** Null when the table's spans are consistent, else the message key. */
export function tableProblem(table: FormWidget): FormMessage | null {
  const grid = readTable(table);
  return typeof grid === 'string' ? grid : null;
}
