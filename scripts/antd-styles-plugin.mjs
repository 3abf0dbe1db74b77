// Vite build step: antd's styles for the app's theme as a hashed stylesheet, written before the app's
// scripts in index.html for the visits it serves (scripts/antd-styles.tsx says why and what stays
// generated at run time; linkScript below says for which visits).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
// The app's own constants (the Vite config bundles these imports; both modules import nothing).
import { TOKEN_COOKIE } from '../data-providers/constants.ts';
import { REDUCED_MOTION_QUERY } from '../runtime/common/reducedMotionQuery.ts';

const root = resolve(import.meta.dirname, '..');

/** Renders the styles in a child process: production React and antd, apart from the bundler's own modules. */
function renderStyles() {
  const r = spawnSync(process.execPath, [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/antd-styles.tsx')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0 || !r.stdout.includes('data-ant-cssinjs-cache-path')) {
    throw new Error(`antd styles could not be rendered (exit ${r.status}): ${r.stderr.slice(-2000)}`);
  }
  return r.stdout;
}

/** The session cookies the data provider sets. */
export const SESSION_COOKIES = Object.values(TOKEN_COOKIE);
/** The app's reduced-motion theme turns motion off, which gives other class hashes. */
export { REDUCED_MOTION_QUERY };

/**
 * The stylesheet is written into <head> only when a session cookie is there and the system does not ask
 * for reduced motion. The sign-in screen uses few antd parts and would only pay for parsing ~1 MB of CSS,
 * and cssinjs reads its map once per page, so a sheet added after the sign-in screen has rendered would
 * never be used: a visit that signs in fresh generates its styles at run time, as before; every later
 * visit (a reload, a link, a new tab) is the cold load this serves. With reduced motion none of the
 * sheet's rules would apply, yet each would still be parsed and matched. document.write keeps the link
 * parser-inserted, so the module scripts after it wait for it.
 */
export function linkScript(href) {
  const cookie = new RegExp(`(?:^|;\\s*)(?:${SESSION_COOKIES.join('|')})=`);
  const still = `matchMedia('${REDUCED_MOTION_QUERY}').matches`;
  return `<script>${cookie}.test(document.cookie)&&!${still}&&document.write('<link rel="stylesheet" href="${href}">')</script>`;
}

/** @returns {import('vite').Plugin} */
export function antdStylesPlugin() {
  return {
    name: 'antd-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') return;
      const source = String(html.source);
      if (!source.includes('</title>')) throw new Error('index.html has no <title> to put the antd stylesheet after');
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: renderStyles() });
      html.source = source.replace('</title>', `</title>\n    ${linkScript(`./${this.getFileName(ref)}`)}`);
    },
  };
}
