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

  it('refuses ids that are not plain identifiers', () => {
    expect(() => enterpriseStore.set('1\nX: y')).toThrow();
    localStorage.setItem('ec_enterprise_id', '1 2');
    expect(enterpriseStore.get()).toBeNull();
  });
});
