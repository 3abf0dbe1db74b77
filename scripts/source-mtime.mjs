// When sources last changed: the SPA build and the server bundle are rebuilt when a source is newer
// than what was built from it.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Newest modification time under `path` (a file or a folder), counting the files `counts` accepts and
 * not entering the folders `skipDir` names. Every `npm start` walks the sources (~1,000 files), so only
 * the counted files are stat'ed: a folder's entries say which of them are folders.
 */
export function newestMtime(path, { counts = () => true, skipDir = () => false } = {}) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return counts(path) ? st.mtimeMs : 0;
  const newestIn = (dir) => {
    let newest = 0;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        // Followed as before; a dangling one (an editor's lock file) counts as absent.
        if (!skipDir(entry.name)) newest = Math.max(newest, newestMtime(child, { counts, skipDir }));
      } else if (entry.isDirectory()) {
        if (!skipDir(entry.name)) newest = Math.max(newest, newestIn(child));
      } else if (counts(child)) {
        newest = Math.max(newest, statSync(child, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      }
    }
    return newest;
  };
  return newestIn(path);
}
