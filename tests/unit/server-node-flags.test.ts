// The server's V8 flags (scripts/server-node-flags.mjs) are repeated in package.json, which cannot
// import them: `npm start` and `npm run bench` must start the server the way the tests and benches do.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';

const scripts = (JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

describe('the server processes start with the same V8 flags', () => {
  it('names at least one flag, each a node option', () => {
    expect(SERVER_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of SERVER_NODE_FLAGS) expect(flag).toMatch(/^--[a-z-]+(=\S+)?$/);
  });

  it('npm start runs the server entry with them', () => {
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('npm run bench runs the benches (whose servers share its process) with them', () => {
    expect(scripts.bench).toBe(`tsx ${SERVER_NODE_FLAGS.join(' ')} bench/run.ts`);
  });
});
