/** A jsdom screen test talking to a fake server as a signed-in client user of enterprise 1. */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { enterpriseStore, tokenStore } from '../../../data-providers';

export type FakeServer = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Before each test: `reset` (the test's own records), `fetch` answered by `server`, a client token and
 * enterprise 1 stored; after each: the DOM cleaned up and the stubs removed.
 */
export function useFakeServer(server: FakeServer, reset: () => void = () => undefined): void {
  beforeEach(() => {
    reset();
    vi.stubGlobal('fetch', vi.fn(server));
    tokenStore.set('client', 'test-token');
    enterpriseStore.set('1');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
