// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { enterpriseStore, tokenStore } from '../../../data-providers';
import { clearCookies } from './fakes';

afterEach(clearCookies);

describe('tokenStore', () => {
  it('keeps one token per area in the cookies named by docs/api.md', () => {
    tokenStore.set('client', 'tok-client');
    tokenStore.set('admin', 'tok-admin');
    expect(tokenStore.get('client')).toBe('tok-client');
    expect(tokenStore.get('admin')).toBe('tok-admin');
    expect(document.cookie).toContain('ec_client_token=tok-client');
    expect(document.cookie).toContain('ec_admin_token=tok-admin');
  });

  it('clears only the given area', () => {
    tokenStore.set('client', 'a');
    tokenStore.set('admin', 'b');
    tokenStore.clear('client');
    expect(tokenStore.get('client')).toBeNull();
    expect(tokenStore.get('admin')).toBe('b');
  });

  it('round-trips tokens with cookie-special characters', () => {
    tokenStore.set('client', 'a;b=c%d');
    expect(tokenStore.get('client')).toBe('a;b=c%d');
  });

  it('refuses tokens that could not be sent as a header', () => {
    expect(() => tokenStore.set('client', 'a\r\nX-Evil: 1')).toThrow();
    document.cookie = `ec_client_token=${encodeURIComponent('bad value')}; Path=/`;
    expect(tokenStore.get('client')).toBeNull();
  });
});

describe('enterpriseStore', () => {
  it('stores the enterprise id in localStorage as text', () => {
    expect(enterpriseStore.get()).toBeNull();
    enterpriseStore.set(42);
    expect(localStorage.getItem('ec_enterprise_id')).toBe('42');
    expect(enterpriseStore.get()).toBe('42');
    enterpriseStore.clear();
    expect(enterpriseStore.get()).toBeNull();
  });

  it('keeps one enterprise per browser tab: a reload keeps the tab’s own, a new tab starts with the last choice', () => {
    enterpriseStore.set(42);
    expect(sessionStorage.getItem('ec_enterprise_id')).toBe('42');
    // Another tab (its own sessionStorage) switches: the last choice changes, this tab's does not.
    sessionStorage.setItem('ec_enterprise_id', '42');
    localStorage.setItem('ec_enterprise_id', '9');
    expect(enterpriseStore.get()).toBe('42');
    // This tab re-reading its own enterprise (a reload) leaves the other tab's choice alone …
    enterpriseStore.set(42, false);
    expect(localStorage.getItem('ec_enterprise_id')).toBe('9');
    // … a new tab (empty sessionStorage) starts with it.
    sessionStorage.clear();
    expect(enterpriseStore.get()).toBe('9');
    enterpriseStore.clear();
    expect([sessionStorage.getItem('ec_enterprise_id'), localStorage.getItem('ec_enterprise_id')]).toEqual([null, null]);
  });

  it('remembers the enterprise the tab’s screens show, for the writes', () => {
    expect(enterpriseStore.shown()).toBeNull();
    enterpriseStore.setShown(5);
    expect(enterpriseStore.shown()).toBe('5');
    enterpriseStore.setShown(null);
    expect(enterpriseStore.shown()).toBeNull();
  });

  it('refuses ids that are not plain identifiers', () => {
    expect(() => enterpriseStore.set('1\nX: y')).toThrow();
    localStorage.setItem('ec_enterprise_id', '1 2');
    expect(enterpriseStore.get()).toBeNull();
  });
});
