// The build's antd stylesheet is written into the page only for a visit with a session cookie and
// without reduced motion (scripts/antd-styles-plugin.mjs): the inline script's decision, run as the
// browser runs it.
import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '../../data-providers/constants';
import { REDUCED_MOTION_QUERY as APP_REDUCED_MOTION } from '../../runtime/common/reducedMotion';
import { linkScript, REDUCED_MOTION_QUERY, SESSION_COOKIES } from '../../scripts/antd-styles-plugin.mjs';

const LINK = ['<link rel="stylesheet" href="./assets/antd-x1.css">'];

/** What the inline script writes into the document for this cookie string and motion setting. */
function written(cookie: string, reducedMotion = false): string[] {
  const body = linkScript('./assets/antd-x1.css').replace(/^<script>/, '').replace(/<\/script>$/, '');
  const out: string[] = [];
  const matchMedia = (query: string) => ({ matches: query === APP_REDUCED_MOTION && reducedMotion });
  new Function('document', 'matchMedia', body)({ cookie, write: (html: string) => out.push(html) }, matchMedia);
  return out;
}

describe('the antd stylesheet link', () => {
  it("knows the session cookies the data provider sets and the app's reduced-motion query", () => {
    expect([...SESSION_COOKIES].sort()).toEqual(Object.values(TOKEN_COOKIE).sort());
    expect(REDUCED_MOTION_QUERY).toBe(APP_REDUCED_MOTION);
  });

  it('is written for a client or back-office session, wherever the cookie is in the string', () => {
    expect(written('ec_client_token=abc')).toEqual(LINK);
    expect(written('ec_locale=zh-CN; ec_admin_token=abc')).toEqual(LINK);
    expect(written('a=1;ec_client_token=abc')).toEqual(LINK);
  });

  it('is not written without a session, for a cookie that only ends with the name, or with reduced motion', () => {
    expect(written('')).toEqual([]);
    expect(written('ec_locale=zh-CN')).toEqual([]);
    expect(written('xec_client_token=abc; my_ec_admin_token=1')).toEqual([]);
    expect(written('ec_client_token=abc', true)).toEqual([]);
  });
});
