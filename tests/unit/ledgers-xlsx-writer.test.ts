/** The streaming xlsx writer of exports: what it writes opens in exceljs (full and streaming readers) cell for cell. */
import { PassThrough } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetter, escapeXml, XlsxSheetWriter } from '../../server/modules/xlsx/sheet';
import { crc32 } from '../../server/modules/xlsx/zip';
import { readWorksheets } from '../../server/modules/xlsx/workbookReader';

async function written(rows: (string | number | null | undefined)[][], headers = ['名称', 'Value', '备注']): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const writer = new XlsxSheetWriter(out, '测试/台账:一', headers.map((header) => ({ header, width: 20 })));
  await writer.start();
  for (const row of rows) await writer.addRow(row);
  await writer.finish();
  out.end();
  return Buffer.concat(chunks);
}

describe('XlsxSheetWriter', () => {
  it('writes a workbook exceljs reads back: header, text, numbers, empty cells and characters XML must escape', async () => {
    const rows = [
      ['1号<脱硫塔> & "A"', 12.5, null],
      ['', -3, ' 前后空格 '],
      ['控制\u0001字符\u0000', 0, undefined],
      ['emoji 😀 and lone \ud800 surrogate', 1e21, 'x'],
    ];
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await written(rows)) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.name).toBe('测试 台账 一');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['名称', 'Value', '备注']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual(['1号<脱硫塔> & "A"', 12.5]);
    expect(sheet.getRow(3).getCell(1).value).toBeNull();
    expect(sheet.getRow(3).getCell(2).value).toBe(-3);
    expect(sheet.getRow(3).getCell(3).value).toBe(' 前后空格 ');
    expect(sheet.getRow(4).getCell(1).value).toBe('控制字符');
    expect(sheet.getRow(5).getCell(1).value).toBe('emoji 😀 and lone  surrogate');
    expect(sheet.actualRowCount).toBe(5);
  });

  it('streams many rows in bounded chunks that the import reader reads back cell for cell', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`设备${i}`, i, i % 3 ? '正常' : null]);
    const file = await written(rows);
    let count = 0;
    const wrong: number[] = [];
    for await (const sheet of readWorksheets(ExcelJS, file, { worksheets: 'emit', sharedStrings: 'cache' })) {
      for await (const row of sheet) {
        const values = (row.values as unknown[]).slice(1);
        const expected = count === 0 ? ['名称', 'Value', '备注'] : rows[count - 1].slice(0, values.length);
        if (JSON.stringify(values) !== JSON.stringify(expected)) wrong.push(count);
        count++;
      }
    }
    expect(count).toBe(20_001);
    expect(wrong).toEqual([]);
  });

  it('stores entries whose CRC and sizes match their data descriptors', async () => {
    const file = await written([['a', 1, 'b']]);
    const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const entries = file.readUInt16LE(end + 10);
    let at = file.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let k = 0; k < entries; k++) {
      const crc = file.readUInt32LE(at + 16);
      const compressed = file.readUInt32LE(at + 20);
      const size = file.readUInt32LE(at + 24);
      const nameLength = file.readUInt16LE(at + 28);
      const local = file.readUInt32LE(at + 42);
      const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
      names.push(name);
      const data = inflateRawSync(file.subarray(local + 30 + file.readUInt16LE(local + 26), local + 30 + file.readUInt16LE(local + 26) + compressed));
      expect(data.length, name).toBe(size);
      expect(crc32(data), name).toBe(crc);
      at += 46 + nameLength;
    }
    expect(names).toEqual(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/worksheets/sheet1.xml']);
  });

  it('names columns like Excel and escapes only what needs it', () => {
    expect([1, 26, 27, 52, 703].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AZ', 'AAA']);
    expect(escapeXml('普通文本')).toBe('普通文本');
    expect(escapeXml('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});
