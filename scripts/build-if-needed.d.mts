export function spaIsStale(distDir?: string): boolean;
export function buildIfNeeded(opts?: { force?: boolean; distDir?: string }): boolean;
