// @vitest-environment jsdom
// The named widget `video.livePanel` renders without props (another plugin's page shows it by name):
// it picks the first online camera of the current enterprise and starts it through the play call; it
// renders nothing for a user without the video permission; unmounting stops the stream.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterpriseStore, tokenStore } from '../../../data-providers';
import { initI18n, addLocaleBundles } from '../../../runtime/i18n';
import { ShellContext } from '../../../runtime/shell/ShellData';
import { envelope, stubMatchMedia } from '../../../tests/unit/helpers/dom';
import { testShellData } from '../../../tests/unit/helpers/shellData';
import LivePanelWidget from '../LivePanelWidget';
import manifest, { VIDEO_KEYS } from '../manifest';

let calls: string[] = [];

const camera = (id: number, name: string, onlineStatus: 0 | 1) => ({
  id,
  name,
  onlineStatus,
  enterpriseId: 1,
  enterpriseName: 'E',
  administrativeDivisionId: null,
  administrativeDivisionName: null,
  pointChildType: '1',
  deviceSerial: `S${id}`,
  channelCode: `C${id}`,
  sourceUrl: null,
  remark: null,
  onlineCheckedAt: null,
  createdAt: '',
  updatedAt: '',
});

function fakeServer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  calls.push(decodeURIComponent(url.pathname + url.search));
  if (url.pathname.endsWith('/video/point/page')) {
    const online = url.searchParams.get('onlineStatus') === '1';
    return Promise.resolve(envelope({ records: online ? [camera(8, '东门', 1)] : [camera(9, '离线', 0), camera(8, '东门', 1)], total: online ? 1 : 2 }));
  }
  // The start never answers here: what matters is which camera was asked for.
  if (url.pathname.includes('/video/play/start/')) return new Promise(() => undefined);
  if (url.pathname.includes('/video/play/stop/')) return Promise.resolve(envelope(null));
  return Promise.resolve(new Response('{}', { status: 404 }));
}

function renderWidget(permissions: string[]) {
  render(
    <ShellContext.Provider value={testShellData({ permissions: new Set(permissions) })}>
      <LivePanelWidget />
    </ShellContext.Provider>,
  );
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
  addLocaleBundles('zh-CN', [{ ns: 'video', bundle: manifest.locales['zh-CN'] }]);
});
beforeEach(() => {
  calls = [];
  vi.stubGlobal('fetch', vi.fn(fakeServer));
  tokenStore.set('client', 'test-token');
  enterpriseStore.set('1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the video.livePanel widget', () => {
  it('needs no props: plays the first online camera of the current enterprise', async () => {
    renderWidget([VIDEO_KEYS.view]);
    await screen.findByText('东门', {}, { timeout: 15_000 });
    await waitFor(() => expect(calls).toContain('/api/enterprise-side-app/video/play/start/S8/C8'), { timeout: 15_000 });
    expect(calls.find((c) => c.includes('/video/point/page'))).toContain('onlineStatus=1');
    expect(screen.getByTestId('widget-live-panel').textContent).toContain('视频资源加载中...');
    cleanup();
    await waitFor(() => expect(calls).toContain('/api/enterprise-side-app/video/play/stop/S8/C8'), { timeout: 15_000 });
    // The player's chunk loads on first use: on a busy machine that alone can outlast the default limits.
  }, 45_000);

  it('renders nothing and asks nothing without the video permission', async () => {
    renderWidget([]);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('video-live-widget')).toBeNull();
    expect(calls).toEqual([]);
  });
});
