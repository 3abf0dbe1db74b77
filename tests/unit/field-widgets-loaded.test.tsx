// @vitest-environment jsdom
// The field-widget registry's loaded path: once a control's module has loaded (loadFieldWidgets), it is
// drawn directly, without the lazy wrapper's loading placeholder, and draws exactly what the lazy path
// draws. The form renderer waits for its controls this way (useFieldWidgetsLoaded).
import { cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../runtime/i18n';
import { BUILTIN_FIELD_WIDGETS } from '../../runtime/forms/builtinWidgets';
import { FieldWidgetEdit, loadFieldWidgets, useFieldWidgetsLoaded } from '../../runtime/plugins/fieldWidgets';
import type { FieldSchema } from '../../schemas/types';
import { stubMatchMedia } from './helpers/dom';

const field: FieldSchema = { name: 'code', label: { 'zh-CN': '编号', 'en-US': 'Code' }, type: 'string' };
const control = () => <FieldWidgetEdit name="number" field={field} options={{ name: 'code', placeholder: '请输入' }} testId="field-code" value={7} />;

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
});
afterEach(cleanup);

describe('field widgets once loaded', { timeout: 60_000 }, () => {
  it('are drawn at once, as the lazy path draws them', async () => {
    const names = ['number', 'grid', 'no-such-widget'];
    const hook = renderHook(() => useFieldWidgetsLoaded(names));
    // Not loaded yet: the lazy path shows its placeholder first, then the control.
    expect(hook.result.current).toBe(false);
    const lazy = render(control());
    expect(screen.queryByTestId('field-code')).toBeNull();
    await screen.findByTestId('field-code', {}, { timeout: 15_000 });
    const lazyHtml = lazy.container.innerHTML;
    cleanup();

    await loadFieldWidgets((name) => BUILTIN_FIELD_WIDGETS[name], names);
    // Names the registry lacks (containers, unknown widgets) do not hold the form back.
    const again = renderHook(() => useFieldWidgetsLoaded(names));
    expect(again.result.current).toBe(true);
    const direct = render(control());
    // No placeholder: the control is there in the first commit.
    expect(screen.getByTestId<HTMLInputElement>('field-code').value).toBe('7');
    expect(direct.container.innerHTML).toBe(lazyHtml);
  });

  it('report a failed load as done, so the lazy path can show the failure', async () => {
    const failing = { edit: () => Promise.reject(new Error('offline')) };
    await expect(loadFieldWidgets(() => failing, ['broken'])).resolves.toBeUndefined();
    const names = ['broken'];
    const { result } = renderHook(() => useFieldWidgetsLoaded(names));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
