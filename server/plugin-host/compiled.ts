import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The file to import for a plugin's source module. A server started from its build-time bundle
 * (scripts/server-bundle.mjs sets SERVER_BUNDLE_DIR) must import the plugin's compiled copy from the
 * same bundle: that copy shares the core's chunks, whereas the source would load a second core.
 */
export function loadableFile(source: string, bundleDir = process.env.SERVER_BUNDLE_DIR): string {
  if (!bundleDir) return source;
  const compiled = join(bundleDir, relative(ROOT, source).replace(/\.ts$/, '.js'));
  if (!existsSync(compiled)) {
    throw new Error(`${relative(ROOT, source)} is not in the server bundle ${bundleDir}: rebuild it (npm start does when sources change)`);
  }
  return compiled;
}
