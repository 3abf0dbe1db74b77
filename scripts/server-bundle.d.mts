import type { Metafile } from 'esbuild';

export function currentBundleDir(): string | undefined;
export function serverBundleIsStale(): boolean;
export function buildServerBundle(opts?: { into?: string }): Promise<{ dir: string; metafile: Metafile }>;
export function ensureServerBundle(): Promise<string>;
export const CODE_VERSION_FILE: string;
