// When sources last changed: the SPA build and the server bundle are rebuilt when a source is newer
// than what was built from it.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Newest modification time under `path` (a file or a folder), counting the files `counts` accepts and
 * not entering the folders `skipDir` names.
 */
export function newestMtime(path, { counts = () => true, skipDir = () => false } = {}) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return counts(path) ? st.mtimeMs : 0;
  let newest = 0;
  for (const name of readdirSync(path)) {
    if (!skipDir(name)) newest = Math.max(newest, newestMtime(join(path, name), { counts, skipDir }));
  }
  return newest;
}
