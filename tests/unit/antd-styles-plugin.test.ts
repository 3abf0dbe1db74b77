// The build's antd stylesheet is written into the page only for a visit with a session cookie
// (scripts/antd-styles-plugin.mjs): the inline script's decision, run as the browser runs it.
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../data-providers/constants';
import { linkScript, SESSION_COOKIES } from '../../scripts/antd-styles-plugin.mjs';

/** What the inline script writes into the document for this cookie string. */
function written(cookie: string): string[] {
  const body = linkScript('./assets/antd-x1.css').replace(/^<script>/, '').replace(/<\/script>$/, '');
  const out: string[] = [];
  new Function('document', body)({ cookie, write: (html: string) => out.push(html) });
  return out;
}

describe('the antd stylesheet link', () => {
  it('knows the session cookies the data provider sets', () => {
    expect([...SESSION_COOKIES].sort()).toEqual(Object.values(TOKEN_COOKIE).sort());
  });

  it('is written for a client or back-office session, wherever the cookie is in the string', () => {
    const link = ['<link rel="stylesheet" href="./assets/antd-x1.css">'];
    expect(written('ec_client_token=abc')).toEqual(link);
    expect(written('ec_locale=zh-CN; ec_admin_token=abc')).toEqual(link);
    expect(written('a=1;ec_client_token=abc')).toEqual(link);
  });

  it('is not written without a session or for a cookie that only ends with the name', () => {
    expect(written('')).toEqual([]);
    expect(written('ec_locale=zh-CN')).toEqual([]);
    expect(written('xec_client_token=abc; my_ec_admin_token=1')).toEqual([]);
  });
});
