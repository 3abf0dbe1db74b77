import type { FieldSchema } from '../../../schemas/types';
import type { Locale } from '../../plugins/types';
import { fieldLabel } from '../format';

/** One line of the import report, as the browser shows it (field already turned into its label). */
export interface ReportLine {
  row: number;
  field: string;
  message: string;
}

/**
 * A cell that a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading
 * apostrophe: messages quote the user's cell values, and opening the report must not execute them.
 */
function neutralised(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutralised(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The error report as CSV: a UTF-8 byte order mark (Excel otherwise reads Chinese as ANSI), CRLF line
 * ends (RFC 4180), a header of the given titles, one line per error in row order.
 */
export function errorReportCsv(lines: readonly ReportLine[], titles: readonly [string, string, string]): string {
  const body = [...lines].sort((a, b) => a.row - b.row).map((l) => [csvCell(l.row), csvCell(l.field), csvCell(l.message)].join(','));
  return `\uFEFF${[titles.map(csvCell).join(','), ...body].join('\r\n')}\r\n`;
}

/** The server names the field; the report shows its label (a header-level title stays as written). */
export function labelledLines(errors: readonly ReportLine[], fields: readonly FieldSchema[], locale: Locale): ReportLine[] {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return errors.map((e) => {
    const field = byName.get(e.field);
    return { ...e, field: field ? fieldLabel(field, locale) : e.field };
  });
}
