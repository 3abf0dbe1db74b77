// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { enterpriseStore, tokenStore } from '../../data-providers';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema } from '../../schemas/types';
import { initI18n } from '../../runtime/i18n';
import { ImportButton } from '../../runtime/modules/import/ImportButton';
import { ShellContext } from '../../runtime/shell/ShellData';
import { stubMatchMedia } from './helpers/dom';
import { FakeXhr } from './helpers/fakeXhr';
import { TEST_ENTERPRISE, testShellData } from './helpers/shellData';

const schema = deviceInventory as unknown as ModuleSchema;
const IMPORT_KEY = schema.permissions.import!;

/** Uploads the page sent (URL with mode); each is answered with the next queued report. */
let uploads: string[] = [];
let answers: unknown[] = [];

function renderButton(opts: { granted?: string[]; target?: number; importEnabled?: boolean; onImported?: () => void } = {}) {
  const shell = testShellData({ permissions: new Set(opts.granted ?? [IMPORT_KEY]), enterprise: { ...TEST_ENTERPRISE, target: opts.target ?? 0 } });
  const moduleSchema = opts.importEnabled === false ? { ...schema, import: { enabled: false } } : schema;
  render(
    <MemoryRouter initialEntries={['/accountManagement/deviceInventory']}>
      <ShellContext.Provider value={shell}>
        <ImportButton schema={moduleSchema} onImported={opts.onImported ?? (() => undefined)} />
      </ShellContext.Provider>
    </MemoryRouter>,
  );
}

function xlsx(name: string, size = 10): File {
  return new File([new Uint8Array(size)], name);
}

async function chooseFile(file: File) {
  const input = document.querySelector('.ec-import-dialog input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});

beforeEach(() => {
  uploads = [];
  answers = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Every upload reports all its bytes sent, then answers with the next queued report.
  FakeXhr.onSend = (xhr) => {
    uploads.push(xhr.url);
    setTimeout(() => {
      xhr.progress(10, 10);
      xhr.answer(200, JSON.stringify({ code: 1000000, msg: 'success', data: answers.shift() }));
    }, 0);
  };
  tokenStore.set('client', 'test-token');
  enterpriseStore.set('1');
});

afterEach(() => {
  cleanup();
  FakeXhr.onSend = null;
  vi.unstubAllGlobals();
});

describe('import button (spec §6 button rules)', { timeout: 30_000 }, () => {
  it('is shown with the import key', () => {
    renderButton();
    expect((screen.getByTestId('list-import') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('list-import').textContent).toContain('导入');
  });

  it('is hidden without the key, and when the schema does not enable import', () => {
    renderButton({ granted: [] });
    expect(screen.queryByTestId('list-import')).toBeNull();
    cleanup();
    renderButton({ importEnabled: false });
    expect(screen.queryByTestId('list-import')).toBeNull();
  });

  it('is shown disabled without the key on a target-1 enterprise, and usable there with it', () => {
    renderButton({ granted: [], target: 1 });
    expect((screen.getByTestId('list-import') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    renderButton({ target: 1 });
    expect((screen.getByTestId('list-import') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('import dialog', { timeout: 30_000 }, () => {
  it('refuses a non-xlsx file with the message and keeps the upload button disabled', async () => {
    renderButton();
    fireEvent.click(screen.getByTestId('list-import'));
    await screen.findByTestId('import-template');
    await chooseFile(xlsx('ledger.xls'));
    expect((await screen.findByTestId('import-file-error')).textContent).toBe('文件格式不正确，请上传xlsx格式文件');
    expect((screen.getByTestId('import-validate') as HTMLButtonElement).disabled).toBe(true);
    expect(uploads).toEqual([]);
  });

  it('validates, shows the errors by field label, and imports only the valid rows after the confirmation names the skipped rows', async () => {
    const onImported = vi.fn();
    renderButton({ onImported });
    fireEvent.click(screen.getByTestId('list-import'));
    await screen.findByTestId('import-template');
    await chooseFile(xlsx('设备.xlsx'));
    answers.push({ mode: 'validate', total: 5, valid: 3, imported: 0, errors: [
      { row: 4, field: 'deviceType', message: '设备类型: 不是字典中的有效值' },
      { row: 6, field: 'recordTime', message: '记录时间不能为空' },
    ] });
    fireEvent.click(screen.getByTestId('import-validate'));
    await screen.findByTestId('import-result');
    expect(uploads[0]).toMatch(/\/api\/enterprise-side-app\/account\/deviceInventory\/importExcel\?mode=validate$/);
    const rows = screen.getAllByTestId('import-error-row').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([
      ['4', '设备类型', '设备类型: 不是字典中的有效值'],
      ['6', '记录时间', '记录时间不能为空'],
    ]);
    expect(screen.getByTestId('import-summary').textContent).toBe('2 行数据有错误，可修改后重新上传，或仅导入 3 行有效数据');
    expect(screen.queryByTestId('import-commit')).toBeNull();

    answers.push({ mode: 'validRowsOnly', total: 5, valid: 3, imported: 3, errors: [] });
    // The 2-second button lock from the upload click is still on; wait until it lifts.
    await waitFor(() => expect((screen.getByTestId('import-valid-only') as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(screen.getByTestId('import-valid-only'));
    const confirm = await screen.findByText('将导入 3 行有效数据，跳过 2 行有错误的数据（这些行不会导入）。确定继续吗？', {}, { timeout: 15_000 });
    fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByTestId('confirm-ok'));
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(uploads[1]).toMatch(/importExcel\?mode=validRowsOnly$/);
  });
});
