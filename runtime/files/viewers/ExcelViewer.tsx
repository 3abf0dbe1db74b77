import { useTranslation } from 'react-i18next';
import type { ViewerProps } from './types';
import { useFileBytes } from './useFileBytes';
import { ViewerError, ViewerLoading } from './ViewerState';

interface Sheet {
  name: string;
  rows: string[][];
}

/** Big sheets are cut so the overlay stays responsive; the download has everything. */
const MAX_ROWS = 500;
const MAX_COLUMNS = 50;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[] };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return String(v.text);
    if (v.result !== undefined) return cellText(v.result);
    return '';
  }
  return String(value);
}

async function firstSheet(bytes: ArrayBuffer): Promise<Sheet> {
  // exceljs is large: loaded only when a spreadsheet is previewed.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) return { name: '', rows: [] };
  const columns = Math.min(sheet.columnCount, MAX_COLUMNS);
  const rows: string[][] = [];
  for (let r = 1; r <= Math.min(sheet.rowCount, MAX_ROWS); r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: columns }, (_, c) => cellText(row.getCell(c + 1).value)));
  }
  return { name: sheet.name, rows };
}

export default function ExcelViewer({ url }: ViewerProps) {
  const { t } = useTranslation();
  const loaded = useFileBytes(url, firstSheet);
  if (loaded.state === 'loading') return <ViewerLoading />;
  if (loaded.state === 'error') return <ViewerError />;
  const { name, rows } = loaded.value;
  return (
    <div className="ec-preview-excel" data-testid="preview-excel">
      <div className="ec-preview-sheet-name">{t('files.sheet', { name })}</div>
      <div className="ec-preview-table-wrap">
        <table className="ec-preview-table">
          <tbody>
            {rows.map((cells, r) => (
              <tr key={r}>
                <th>{r + 1}</th>
                {cells.map((text, c) => (
                  <td key={c}>{text}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
