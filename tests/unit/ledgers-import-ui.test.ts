import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema } from '../../schemas/types';
import { moduleMessage } from '../../server/modules/messages';
import { IMPORT_MAX_BYTES as SERVER_MAX_BYTES } from '../../server/modules/import/workbook';
import { i18n, initI18n, loadRuntimeStrings } from '../../runtime/i18n';
import { createDownloadProgressStore } from '../../runtime/modules/import/downloadProgressStore';
import { csvCell, errorReportCsv, labelledLines } from '../../runtime/modules/import/errorReport';
import { checkImportFile, IMPORT_MAX_BYTES, IMPORT_MAX_MB } from '../../runtime/modules/import/importFile';

const MB = 1024 * 1024;
const schema = deviceInventory as unknown as ModuleSchema;

describe('checkImportFile', () => {
  it.each([
    ['台账.xlsx', 1, null],
    ['DATA.XLSX', 1, null],
    [' spaced.xlsx ', 1, null],
    ['old.xls', 1, 'notXlsx'],
    ['data.csv', 1, 'notXlsx'],
    ['data.xlsx.exe', 1, 'notXlsx'],
    ['xlsx', 1, 'notXlsx'],
    ['big.xlsx', 10 * MB, null],
    ['big.xlsx', 10 * MB + 1, 'tooLarge'],
    ['empty.xlsx', 0, 'empty'],
  ])('%s of %i bytes → %s', (name, size, problem) => expect(checkImportFile({ name, size })).toBe(problem));

  it('uses the server limit', () => {
    expect(IMPORT_MAX_BYTES).toBe(SERVER_MAX_BYTES);
  });
});

describe('file messages match the server answers for the same refusals', () => {
  beforeAll(async () => {
    await initI18n('zh-CN');
    await loadRuntimeStrings('en-US');
  });

  it.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
    const t = i18n.getFixedT(locale);
    expect(t('transfer.import.notXlsx').toLowerCase()).toBe(moduleMessage('notXlsx', locale).toLowerCase());
    expect(t('transfer.import.tooLarge', { mb: IMPORT_MAX_MB }).toLowerCase()).toBe(moduleMessage('fileTooLarge', locale, { n: IMPORT_MAX_MB }).toLowerCase());
  });
});

describe('error report', () => {
  const titles = ['行号', '字段', '错误信息'] as const;

  it('is a UTF-8 CSV with a BOM, CRLF line ends and one line per error in row order', () => {
    const csv = errorReportCsv(
      [
        { row: 4, field: '设备类型', message: '设备类型不在可选范围内' },
        { row: 2, field: '设备编号', message: '设备编号不能为空' },
      ],
      titles,
    );
    expect(csv).toBe('\uFEFF行号,字段,错误信息\r\n2,设备编号,设备编号不能为空\r\n4,设备类型,设备类型不在可选范围内\r\n');
  });

  it('quotes cells with commas, quotes or line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a spreadsheet from running cell text as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const lead of ['+', '-', '@']) expect(csvCell(`${lead}1`)).toBe(`'${lead}1`);
    expect(csvCell('值=1')).toBe('值=1');
  });

  it('names fields by their label in the language shown; unknown names stay as sent', () => {
    const errors = [
      { row: 3, field: 'deviceType', message: 'm1' },
      { row: 1, field: '未知列', message: 'm2' },
    ];
    expect(labelledLines(errors, schema.fields, 'zh-CN').map((l) => l.field)).toEqual(['设备类型', '未知列']);
    expect(labelledLines(errors, schema.fields, 'en-US')[0].field).toBe(schema.fields.find((f) => f.name === 'deviceType')!.label['en-US']);
  });
});

describe('download progress store', () => {
  afterEach(() => vi.useRealTimers());

  it('runs idle → running (with the bytes so far) → done with the size → idle again later', async () => {
    vi.useFakeTimers();
    const store = createDownloadProgressStore(5000);
    const phases: string[] = [];
    store.subscribe(() => phases.push(`${store.get().phase}:${store.get().loaded}`));
    let report!: (loaded: number) => void;
    let finish!: (v: string) => void;
    const result = store.run((onProgress) => {
      report = (loaded) => onProgress({ loaded, total: null });
      return new Promise<string>((resolve) => (finish = resolve));
    });
    report(100);
    report(250);
    finish('file.xlsx');
    await expect(result).resolves.toBe('file.xlsx');
    expect(phases).toEqual(['running:0', 'running:100', 'running:250', 'done:250']);
    vi.advanceTimersByTime(5000);
    expect(store.get()).toEqual({ phase: 'idle', loaded: 0, total: null });
  });

  it('goes back to idle and rethrows when the download fails', async () => {
    const store = createDownloadProgressStore();
    await expect(store.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(store.get().phase).toBe('idle');
  });
});
