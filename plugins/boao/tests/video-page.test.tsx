// @vitest-environment jsdom
// The video page renders the live panel another plugin registers under `video.livePanel`, found by name
// in the registry (never imported), and an empty state while no plugin provides it.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterpriseStore, tokenStore } from '../../../data-providers';
import { addLocaleBundles, initI18n } from '../../../runtime/i18n';
import { createRegistry, definePlugin } from '../../../runtime/plugins/registry';
import { ShellContext } from '../../../runtime/shell/ShellData';
import { envelope, stubMatchMedia } from '../../../tests/unit/helpers/dom';
import { testShellData } from '../../../tests/unit/helpers/shellData';
import { locales } from '../locales';
import VideoMonitoringPage from '../pages/VideoMonitoringPage';

const plant = { id: 1, name: '测试水厂', code: 'T1', designCapacity: 10000, process: null, simulated: false, points: [] };

function FakeLivePanel() {
  return <div data-testid="fake-live-panel">live</div>;
}

function renderPage(widgets: Record<string, () => Promise<{ default: () => JSX.Element }>>) {
  const registry = createRegistry([definePlugin({ name: 'fake-video', widgets })]);
  render(
    <ShellContext.Provider value={testShellData({ registry })}>
      <VideoMonitoringPage />
    </ShellContext.Provider>,
  );
}

beforeAll(async () => {
  stubMatchMedia();
  await initI18n('zh-CN');
  addLocaleBundles('zh-CN', [{ ns: 'boao', bundle: locales['zh-CN'] }]);
});
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(envelope([plant]))));
  tokenStore.set('client', 'test-token');
  enterpriseStore.set('1');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('video monitoring page', { timeout: 30_000 }, () => {
  it('shows the live panel a video plugin registered', async () => {
    renderPage({ 'video.livePanel': () => Promise.resolve({ default: FakeLivePanel }) });
    expect(await screen.findByTestId('fake-live-panel', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('boao-video-empty')).toBeNull();
  });

  it('shows an empty state while no plugin provides one', async () => {
    renderPage({ 'navbar.other': () => Promise.resolve({ default: FakeLivePanel }) });
    const empty = await screen.findByTestId('boao-video-empty', {}, { timeout: 15_000 });
    expect(empty.textContent).toContain('暂无视频监控');
    expect(screen.queryByTestId('fake-live-panel')).toBeNull();
  });
});
