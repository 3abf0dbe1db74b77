// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import deviceInventory from '../../schemas/modules/device-inventory.json';
import type { ModuleSchema } from '../../schemas/types';
import { initI18n } from '../../runtime/i18n';
import { SearchBar } from '../../runtime/modules/SearchBar';
import { stubMatchMedia } from './helpers/dom';

const schema = deviceInventory as unknown as ModuleSchema;
// Loaded after initI18n, as the app does (main.tsx initialises i18n, Root lazy-loads the login screen):
// runtime/login registers its `signin` namespace on import, which needs an initialised i18next.
let LoginPage: typeof import('../../runtime/login/LoginPage').default;

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
  LoginPage = (await import('../../runtime/login/LoginPage')).default;
});

afterEach(cleanup);

describe('login screen', { timeout: 30_000 }, () => {
  it('puts the test hooks on the real inputs and explains what is missing, in the spec wording', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    const phone = screen.getByTestId('login-phone');
    expect(phone.tagName).toBe('INPUT');
    expect(screen.getByTestId('login-password').tagName).toBe('INPUT');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('手机号码不能为空')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();

    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请填写正确格式的手机号码')).toBeTruthy();
  });

  it('switches the language of the screen', async () => {
    render(
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('login-submit').textContent?.replace(/\s/g, '')).toBe('登录');
    await act(async () => {
      fireEvent.click(screen.getByTestId('language-switch'));
    });
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Sign in'));
    expect(localStorage.getItem('ec_locale')).toBe('en-US');
    await act(async () => {
      fireEvent.click(screen.getByTestId('language-switch'));
    });
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent?.replace(/\s/g, '')).toBe('登录'));
  });
});

describe('search bar', { timeout: 30_000 }, () => {
  function renderBar(onSearch = vi.fn(), values = {}) {
    const client = new QueryClient();
    client.setQueryData(['dictionaries', 'zh-CN'], new Map([['device_type', [{ value: '1', label: '生产设施' }]]]));
    render(
      <QueryClientProvider client={client}>
        <SearchBar schema={schema} values={values} locale="zh-CN" onSearch={onSearch} onReset={() => undefined} />
      </QueryClientProvider>,
    );
    return onSearch;
  }

  it('renders one control per basic item and reveals advanced items on demand', async () => {
    renderBar();
    for (const name of ['name', 'deviceType', 'status', 'recordTime']) expect(screen.getByTestId(`search-${name}`)).toBeTruthy();
    expect(screen.getByTestId('search-recordTime').querySelectorAll('input')).toHaveLength(2);
    expect(screen.queryByTestId('search-deviceCode')).toBeNull();
    fireEvent.click(screen.getByTestId('search-advanced'));
    expect(await screen.findByTestId('search-deviceCode')).toBeTruthy();
  });

  it('caps text at 20 characters and submits trimmed values', async () => {
    const onSearch = renderBar();
    const input = screen.getByTestId('search-name') as HTMLInputElement;
    expect(input.maxLength).toBe(20);
    fireEvent.change(input, { target: { value: '  泵站  ' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ name: '泵站' }), { timeout: 15_000 });
  });

  it('shows values restored from the URL and opens advanced search when one is set', async () => {
    renderBar(vi.fn(), { name: 'abc', deviceCode: 'D-1' });
    await waitFor(() => expect((screen.getByTestId('search-name') as HTMLInputElement).value).toBe('abc'), { timeout: 15_000 });
    expect(((await screen.findByTestId('search-deviceCode')) as HTMLInputElement).value).toBe('D-1');
  });
});
