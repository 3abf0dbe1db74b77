export function newestMtime(path: string, opts?: { counts?: (file: string) => boolean; skipDir?: (name: string) => boolean }): number;
