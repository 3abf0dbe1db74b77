/** Width of a list column whose schema gives none (the table needs numbers for scroll.x and virtual rows). */
export const DEFAULT_COLUMN_WIDTH = 120;

/**
 * Body cells (rows × columns) from which the list renders only the rows in view (antd Table
 * `virtual`). Below it a plain table is cheap and keeps the page's own scrolling; 50 rows of the usual
 * 8–12 columns stay plain, 50 rows of 20+ columns (custom ledgers, many columns switched on) and
 * anything like 200 × 30 go virtual.
 */
export const VIRTUAL_CELLS = 1000;

export function shouldVirtualize(rows: number, columns: number): boolean {
  return rows * columns >= VIRTUAL_CELLS;
}

/**
 * Height of a virtual table's scrolling body: the window minus the navbar, tabs, a two-row search
 * bar, the toolbar, the table header and the pagination (about 400 px), so the pager stays in view at
 * 900 px; never below 360 px.
 */
export function virtualBodyHeight(viewportHeight: number): number {
  return Math.max(360, viewportHeight - 400);
}
