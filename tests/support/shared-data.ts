// The public reference data lives beside the repository (<repo>/../shared/data) on every machine and in CI.
import { readFileSync } from 'node:fs';

const DATA = new URL('../../../shared/data/', import.meta.url);

export const sharedDataPath = (name: string): URL => new URL(name, DATA);
export const sharedText = (name: string): string => readFileSync(sharedDataPath(name), 'utf8');
/** Non-empty lines of a shared data file, without line endings. */
export const sharedLines = (name: string): string[] => sharedText(name).split(/\r?\n/).filter(Boolean);
export const sharedJson = <T = unknown>(name: string): T => JSON.parse(sharedText(name)) as T;
