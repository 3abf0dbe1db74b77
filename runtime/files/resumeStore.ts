/**
 * Unfinished uploads kept across page reloads: a re-selected file with the same name, size and
 * modification time (in the same enterprise) continues its upload instead of starting again. Entries
 * older than the server's stale-upload sweep (24 h) are forgotten, since the server has aborted them.
 */
export interface FileIdentity {
  name: string;
  size: number;
  lastModified: number;
}

export interface ResumeStore {
  get(file: FileIdentity): string | null;
  set(file: FileIdentity, uploadId: string): void;
  remove(file: FileIdentity): void;
}

const STORAGE_KEY = 'ec_upload_resume';
const MAX_AGE_MS = 24 * 3600 * 1000;
const MAX_ENTRIES = 50;

interface Entry {
  uploadId: string;
  savedAt: number;
}

export function createResumeStore(storage: Pick<Storage, 'getItem' | 'setItem'>, scope: () => string, now: () => number = Date.now): ResumeStore {
  const keyOf = (f: FileIdentity) => JSON.stringify([scope(), f.name, f.size, f.lastModified]);
  const read = (): Record<string, Entry> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, Entry>) : {};
    } catch {
      return {};
    }
  };
  const write = (entries: Record<string, Entry>) => {
    const fresh = Object.entries(entries)
      .filter(([, e]) => e && typeof e.uploadId === 'string' && now() - e.savedAt < MAX_AGE_MS)
      .sort((a, b) => b[1].savedAt - a[1].savedAt)
      .slice(0, MAX_ENTRIES);
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(fresh)));
    } catch {
      /* storage full or disabled: the upload still works, it just cannot resume after a reload */
    }
  };
  return {
    get(file) {
      const entry = read()[keyOf(file)];
      return entry && typeof entry.uploadId === 'string' && now() - entry.savedAt < MAX_AGE_MS ? entry.uploadId : null;
    },
    set(file, uploadId) {
      write({ ...read(), [keyOf(file)]: { uploadId, savedAt: now() } });
    },
    remove(file) {
      const entries = read();
      delete entries[keyOf(file)];
      write(entries);
    },
  };
}
