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

// Cell padding of the widest density (16 px a side) plus the sort icons; header text is 14 px semibold.
const HEADER_PADDING = 32;
const SORTER_WIDTH = 26;
const HEADER_FONT = '600 14px -apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Helvetica Neue", Arial, sans-serif';

let measureContext: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string): number {
  if (measureContext === undefined) {
    measureContext = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (measureContext) measureContext.font = HEADER_FONT;
  }
  // Without a canvas (tests under jsdom): a generous estimate per character.
  return measureContext ? measureContext.measureText(text).width : text.length * 9;
}

/**
 * The narrowest a column can be so that its header wraps only between words (issue 12: English titles
 * such as "Recovery/disposal route" must not break inside a word): the widest word of the title plus
 * the cell's padding and sort icons.
 */
export function headerMinWidth(title: string, sortable: boolean): number {
  const widest = Math.max(0, ...title.split(/\s+/).map(textWidth));
  return Math.ceil(widest + HEADER_PADDING + (sortable ? SORTER_WIDTH : 0));
}
