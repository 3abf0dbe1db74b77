import { describe, expect, it } from 'vitest';
import { appendQuery, applyApiPrefix, requestKey, resolveUrl, serializeQuery } from '../../../data-providers/url';

describe('URL rule (spec §7)', () => {
  it('prefixes service paths with /api', () => {
    expect(applyApiPrefix('/enterprise-side-app/dict/all')).toBe('/api/enterprise-side-app/dict/all');
    expect(applyApiPrefix('operation-manage/user/info')).toBe('/api/operation-manage/user/info');
  });

  it('leaves absolute URLs alone', () => {
    expect(applyApiPrefix('http://example.com/a')).toBe('http://example.com/a');
    expect(applyApiPrefix('https://example.com/a')).toBe('https://example.com/a');
    expect(applyApiPrefix('//cdn.example.com/a')).toBe('//cdn.example.com/a');
  });

  it('leaves /DataServer, /geocoder and /search at the site root', () => {
    expect(applyApiPrefix('/DataServer?T=vec_w')).toBe('/DataServer?T=vec_w');
    expect(applyApiPrefix('/geocoder?ds={}')).toBe('/geocoder?ds={}');
    expect(applyApiPrefix('/search/v2')).toBe('/search/v2');
  });

  it('matches root services by whole segment, not by text prefix', () => {
    expect(applyApiPrefix('/searchHistory/page')).toBe('/api/searchHistory/page');
    expect(applyApiPrefix('/DataServerX')).toBe('/api/DataServerX');
  });

  it('joins the base URL without doubling slashes', () => {
    expect(resolveUrl('http://h:1/', '/file/sts')).toBe('http://h:1/api/file/sts');
    expect(resolveUrl('', '/file/sts')).toBe('/api/file/sts');
    expect(resolveUrl('http://h:1', 'https://other/x')).toBe('https://other/x');
  });

  it('keys requests by prefixed path without query', () => {
    expect(requestKey('/enterprise-side-app/x?a=1')).toBe('/api/enterprise-side-app/x');
    expect(requestKey('/enterprise-side-app/x#h')).toBe(requestKey('/enterprise-side-app/x'));
  });
});

describe('GET query flattening', () => {
  it('flattens nested objects as name[key]', () => {
    expect(serializeQuery({ a: { b: 1 } })).toBe('a[b]=1');
    expect(serializeQuery({ a: { b: { c: 'x' } } })).toBe('a[b][c]=x');
  });

  it('flattens arrays with indexes', () => {
    expect(serializeQuery({ recordTime: ['2024-01-01 00:00:00', '2024-01-31 23:59:59'] })).toBe(
      'recordTime[0]=2024-01-01%2000%3A00%3A00&recordTime[1]=2024-01-31%2023%3A59%3A59',
    );
  });

  it('skips undefined, null and empty strings but keeps 0 and false', () => {
    expect(serializeQuery({ a: undefined, b: null, c: '', d: 0, e: false, f: { g: null, h: 'y' } })).toBe('d=0&e=false&f[h]=y');
  });

  it('encodes names and values, including Chinese and reserved characters', () => {
    expect(serializeQuery({ name: '设备 A&B=1', 'a b': '#' })).toBe(
      `name=${encodeURIComponent('设备 A&B=1')}&a%20b=%23`,
    );
  });

  it('serialises dates as ISO text', () => {
    expect(serializeQuery({ at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) })).toBe('at=2024-01-02T03%3A04%3A05.000Z');
  });

  it('appends to URLs that already carry a query and keeps the hash last', () => {
    expect(appendQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
    expect(appendQuery('/x#top', { b: 2 })).toBe('/x?b=2#top');
    expect(appendQuery('/x', {})).toBe('/x');
  });
});
