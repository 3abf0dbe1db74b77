// @vitest-environment jsdom
// A panel's recording messages (spec §8) and the 10-minute limit (spec §9), with a fake API and clock.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addLocaleBundles, initI18n } from '../../../runtime/i18n';
import type { PlayApi } from '../api';
import manifest from '../manifest';
import { useRecording } from '../useRecording';

const toasts: string[] = [];
vi.mock('../../../runtime/services/notifier', () => ({ notifier: { toast: (_kind: string, text: string) => toasts.push(text), confirm: async () => true } }));
const downloads: string[] = [];
vi.mock('../../../runtime/files/download', () => ({ startDownload: (url: string, name: string) => downloads.push(`${name} ${url}`) }));

function fakeRecord(answer: { url: string | null; file_name: string | null } = { url: '/api/file/local/o/ent/1/a.mp4?X-Signature=s', file_name: '东门_20240501100304.mp4' }) {
  return {
    start: vi.fn(async () => undefined),
    stop: vi.fn(async () => ({ ...answer, fileId: answer.url ? 5 : null })),
  } satisfies NonNullable<PlayApi['record']>;
}

beforeAll(async () => {
  await initI18n('zh-CN');
  addLocaleBundles('zh-CN', [{ ns: 'video', bundle: manifest.locales['zh-CN'] }]);
});
beforeEach(() => {
  toasts.length = 0;
  downloads.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('recording from a panel', () => {
  it('录制开始, then 录制结束 with the file downloaded', async () => {
    const record = fakeRecord();
    const { result } = renderHook(() => useRecording(record, 'v8'));
    await act(() => result.current.start());
    expect(record.start).toHaveBeenCalledWith('v8');
    expect(result.current.recording).toBe(true);
    await act(() => result.current.stop());
    expect(toasts).toEqual(['录制开始', '录制结束']);
    expect(downloads).toEqual(['东门_20240501100304.mp4 /api/file/local/o/ent/1/a.mp4?X-Signature=s']);
    expect(result.current.recording).toBe(false);
  });

  it('录制错误 when the start is refused; 录制失败 when the stop has no url', async () => {
    const refused = fakeRecord();
    refused.start.mockRejectedValueOnce(new Error('2010104'));
    const a = renderHook(() => useRecording(refused, 'v8'));
    await act(() => a.result.current.start());
    expect(a.result.current.recording).toBe(false);
    const empty = fakeRecord({ url: null, file_name: null });
    const b = renderHook(() => useRecording(empty, 'v8'));
    await act(() => b.result.current.start());
    await act(() => b.result.current.stop());
    expect(toasts).toEqual(['录制错误', '录制开始', '录制失败']);
    expect(downloads).toEqual([]);
  });

  it('stops by itself at 10 minutes with 最大录制时间不能超过10分钟', async () => {
    vi.useFakeTimers();
    const record = fakeRecord();
    const { result } = renderHook(() => useRecording(record, 'v8'));
    await act(() => result.current.start());
    await act(async () => {
      vi.advanceTimersByTime(599_000);
    });
    expect(record.stop).not.toHaveBeenCalled();
    expect(result.current.clock).toBe('09:59');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(record.stop).toHaveBeenCalledWith('v8');
    expect(toasts).toEqual(['录制开始', '最大录制时间不能超过10分钟', '录制结束']);
  });

  it('a panel closed while recording ends the recording quietly', async () => {
    const record = fakeRecord();
    const { result, unmount } = renderHook(() => useRecording(record, 'v8'));
    await act(() => result.current.start());
    unmount();
    expect(record.stop).toHaveBeenCalledWith('v8');
    expect(downloads).toEqual([]);
  });
});
