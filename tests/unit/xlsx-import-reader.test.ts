/**
 * The reader behind ledger imports: an xlsx read through its central directory (server/modules/xlsx/unzip.ts)
 * and handed to exceljs part by part (workbookReader.ts). Files in any part order read the same; text
 * split across inflated chunks stays intact; damaged archives are refused instead of read in part.
 */
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openZipEntry, ZipFormatError, zipEntries } from '../../server/modules/xlsx/unzip';
import { readWorksheets } from '../../server/modules/xlsx/workbookReader';
import { crc32 } from '../../server/modules/xlsx/zip';

async function exceljsFile(rows: unknown[][], sheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (let s = 0; s < sheets; s++) {
    const sheet = book.addWorksheet(`表${s + 1}`);
    for (const row of rows) sheet.addRow(s === 0 ? row : [`第${s + 1}页`, ...row]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk as string;
  return out;
}

/** The parts of an archive, inflated, in stored order. */
async function parts(zip: Buffer): Promise<[string, Buffer][]> {
  const out: [string, Buffer][] = [];
  for (const entry of zipEntries(zip).values()) out.push([entry.name, Buffer.from(await text(openZipEntry(zip, entry, 1e9)))]);
  return out;
}

interface Part {
  name: string;
  data: Buffer;
  method?: 0 | 8;
  flags?: number;
  /** Overrides of the central directory's fields, to build damaged archives. */
  crc?: number;
  size?: number;
}

/** A ZIP archive written by hand: local headers, then the central directory and its end record. */
function zipOf(list: Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of list) {
    const name = Buffer.from(part.name);
    const method = part.method ?? 8;
    const body = method === 8 ? deflateRawSync(part.data) : part.data;
    const crc = part.crc ?? crc32(part.data);
    const size = part.size ?? part.data.length;
    // The central header repeats the local header's fields two bytes further on (after "version made by").
    const fields = (buffer: Buffer, signature: number, at: number) => {
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, at - 2);
      buffer.writeUInt16LE(part.flags ?? 0, at);
      buffer.writeUInt16LE(method, at + 2);
      buffer.writeUInt32LE(crc, at + 8);
      buffer.writeUInt32LE(body.length, at + 12);
      buffer.writeUInt32LE(size, at + 16);
      buffer.writeUInt16LE(name.length, at + 20);
      return buffer;
    };
    locals.push(fields(Buffer.alloc(30), 0x04034b50, 6), name, body);
    const header = fields(Buffer.alloc(46), 0x02014b50, 8);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(offset, 42);
    directory.push(header, name);
    offset += 30 + name.length + body.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** Every sheet's rows as plain values, sheet by sheet. */
async function readAll(zip: Buffer): Promise<unknown[][][]> {
  const sheets: unknown[][][] = [];
  for await (const sheet of readWorksheets(ExcelJS, zip, { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit' })) {
    const rows: unknown[][] = [];
    for await (const row of sheet) rows.push((row.values as unknown[]).slice(1));
    sheets.push(rows);
  }
  return sheets;
}

const ROWS = [
  ['名称', '数量', '日期'],
  ['废矿物油', 12.5, new Date(Date.UTC(2024, 6, 1, 8))],
  ['含铬污泥 & <滤渣>', -3, new Date(Date.UTC(2024, 6, 2))],
];

describe('xlsx import reader', () => {
  it('reads an exceljs-authored workbook (worksheets stored before shared strings, styles and the workbook)', async () => {
    const file = await exceljsFile(ROWS, 2);
    const names = [...zipEntries(file).keys()];
    expect(names.indexOf('xl/worksheets/sheet1.xml')).toBeLessThan(names.indexOf('xl/workbook.xml'));
    const sheets = await readAll(file);
    expect(sheets).toEqual([ROWS, ROWS.map((row) => ['第2页', ...row])]);
  });

  it('reads the same rows whatever order the parts are stored in, deflated or stored', async () => {
    const original = await parts(await exceljsFile(ROWS));
    for (const order of [[...original].reverse(), [...original].sort((a, b) => a[0].localeCompare(b[0]))]) {
      for (const method of [0, 8] as const) {
        expect(await readAll(zipOf(order.map(([name, data]) => ({ name, data, method })))), `${method} ${order.map((p) => p[0])}`).toEqual([ROWS]);
      }
    }
  });

  it('keeps every character of text that inflates across many chunks', async () => {
    const rows = Array.from({ length: 3000 }, (_, i) => [`危险废物名称${i}号废矿物油与含矿物油废物`, i]);
    const [sheet] = await readAll(await exceljsFile(rows));
    expect(sheet.length).toBe(3000);
    expect(sheet.filter((row, i) => row[0] !== rows[i][0] || row[1] !== i)).toEqual([]);
  });

  it('reads many files at once, each whole (no state is shared between reads)', async () => {
    const file = await exceljsFile([['批次', '时间']]);
    const results = await Promise.all(Array.from({ length: 200 }, () => readAll(file)));
    expect(results.filter((r) => JSON.stringify(r) !== JSON.stringify([[['批次', '时间']]]))).toEqual([]);
  });

  it('refuses damaged archives rather than reading them in part', async () => {
    const good = await parts(await exceljsFile(ROWS));
    const withSheet = (change: Partial<Part>) => zipOf(good.map(([name, data]) => ({ name, data, ...(name === 'xl/worksheets/sheet1.xml' ? change : {}) })));
    const sheet = good.find(([name]) => name === 'xl/worksheets/sheet1.xml')![1];
    await expect(readAll(withSheet({ crc: (crc32(sheet) + 1) >>> 0 }))).rejects.toThrow(/damaged entry/);
    await expect(readAll(withSheet({ size: sheet.length - 1 }))).rejects.toThrow(/larger than declared/);
    await expect(readAll(withSheet({ size: sheet.length + 1 }))).rejects.toThrow(/damaged entry/);
    await expect(readAll(withSheet({ flags: 1 }))).rejects.toThrow(/encrypted/);
    await expect(readAll(zipOf(good.filter(([name]) => name !== 'xl/workbook.xml').map(([name, data]) => ({ name, data }))))).rejects.toThrow(/not an xlsx workbook/);
    const whole = zipOf(good.map(([name, data]) => ({ name, data })));
    await expect(readAll(whole.subarray(0, whole.length - 30))).rejects.toThrow(ZipFormatError);
    await expect(readAll(whole.subarray(100))).rejects.toThrow(ZipFormatError);
    await expect(readAll(Buffer.from('PK\u0003\u0004 not really a zip'))).rejects.toThrow(ZipFormatError);
  });

  it('refuses a part that would inflate beyond the limit before inflating it', () => {
    const zip = zipOf([{ name: 'big.xml', data: Buffer.alloc(1024, 0x20) }, { name: 'odd.xml', data: Buffer.from('x'), method: 0 }]);
    const entries = zipEntries(zip);
    expect(() => openZipEntry(zip, entries.get('big.xml')!, 1023)).toThrow(/too large/);
    expect(() => openZipEntry(zip, { ...entries.get('odd.xml')!, method: 12 }, 10)).toThrow(/unsupported compression 12/);
  });
});
