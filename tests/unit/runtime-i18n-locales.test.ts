import { beforeEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../runtime/i18n/en-US';
import zhCN from '../../runtime/i18n/zh-CN';
import { RUNTIME_NS } from '../../runtime/i18n/namespace';

// Each test gets a fresh runtime/i18n module (and so a fresh i18next instance).
async function freshI18n() {
  vi.resetModules();
  return import('../../runtime/i18n');
}

describe('runtime strings per locale', () => {
  beforeEach(() => vi.resetModules());

  it('starts in Chinese without the English strings, and has all of them once English is chosen', async () => {
    const { initI18n, changeLocale, i18n } = await freshI18n();
    const t = await initI18n('zh-CN');
    expect(t('common.ok')).toBe('确定');
    expect(i18n.hasResourceBundle('en-US', RUNTIME_NS)).toBe(false);

    await changeLocale('en-US');
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('common.ok')).toBe('OK');
    expect(i18n.getResourceBundle('en-US', RUNTIME_NS)).toEqual(enUS);

    await changeLocale('zh-CN');
    expect(i18n.t('common.ok')).toBe('确定');
  });

  it('starts in English when English is the stored choice, with Chinese as the fallback', async () => {
    const { initI18n, i18n } = await freshI18n();
    const t = await initI18n('en-US');
    expect(t('common.ok')).toBe('OK');
    expect(i18n.getResourceBundle('en-US', RUNTIME_NS)).toEqual(enUS);
    expect(i18n.getResourceBundle('zh-CN', RUNTIME_NS)).toEqual(zhCN);
  });
});
