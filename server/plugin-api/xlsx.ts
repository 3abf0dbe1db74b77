import type { FastifyReply } from 'fastify';
import { sheetReplyStream, XlsxSheetWriter, type CellContent, type SheetColumn } from '../modules/xlsx/sheet';
import { attachmentDisposition } from '../storage/files';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxTable {
  /** Download name without extension; sent in content-disposition (spec §7 exports). */
  fileName: string;
  sheetName: string;
  /** Header and width of each column (a plugin's strings are always written as text). */
  columns: Pick<SheetColumn, 'header' | 'width'>[];
  rows: Iterable<CellContent[]> | AsyncIterable<CellContent[]>;
}

/**
 * Answers with a one-sheet xlsx streamed as it is written (the platform's own writer, the one the ledger
 * exports use), named through content-disposition so the browser's download helper picks the name up.
 */
export function sendXlsx(reply: FastifyReply, table: XlsxTable): FastifyReply {
  const out = sheetReplyStream();
  const writer = new XlsxSheetWriter(out, table.sheetName, table.columns.map(({ header, width }) => ({ header, width })));
  const write = async () => {
    await writer.start();
    for await (const row of table.rows) {
      const flushing = writer.addRow(row);
      if (flushing) await flushing;
      if (out.destroyed) return;
    }
    await writer.finish();
    out.end();
  };
  write().catch((err) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentDisposition(`${table.fileName}.xlsx`)).send(out);
}
