// Which tables carry the demo seeds' watch trigger (server/plugin-host/seedWatch.ts).
import { describe, expect, it } from 'vitest';
import type { LoadedPlugin } from '../../server/plugin-host/discover';
import { seedInputs, watchStatement } from '../../server/plugin-host/seedWatch';

const plugin = (name: string, server: LoadedPlugin['server']): LoadedPlugin => ({ name, dir: `/plugins/${name}`, manifest: { name } as LoadedPlugin['manifest'], server });
const seed = async () => undefined;

describe('seed inputs', () => {
  it('watches nothing when no enabled plugin seeds, and the enterprise names once one does', () => {
    expect(seedInputs([plugin('a', { seedInputs: { task: ['enterprise_id'] } })])).toEqual(new Map());
    expect(seedInputs([plugin('a', { seed })])).toEqual(new Map([['enterprise', ['name']]]));
  });

  it('joins the declared tables of the seeding plugins, each column once', () => {
    const inputs = seedInputs([
      plugin('a', { seed, seedInputs: { task: ['enterprise_id'], app_user: ['phone'] } }),
      plugin('b', { seed, seedInputs: { app_user: ['account', 'phone'], content_article: [] } }),
      plugin('c', { seedInputs: { video_point: ['enterprise_id'] } }), // declares inputs but has no seed
    ]);
    expect(Object.fromEntries(inputs)).toEqual({
      enterprise: ['name'],
      task: ['enterprise_id'],
      app_user: ['account', 'phone'],
      content_article: [],
    });
  });

  it('writes one statement trigger per table, with the update columns when there are any', () => {
    expect(watchStatement('task', ['enterprise_id'])).toMatch(/AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF enterprise_id ON task\s+FOR EACH STATEMENT/);
    expect(watchStatement('content_article', [])).toMatch(/AFTER INSERT OR DELETE OR TRUNCATE ON content_article\s+FOR EACH STATEMENT/);
    expect(() => watchStatement('task; DROP TABLE x', [])).toThrow(/plain SQL name/);
    expect(() => watchStatement('task', ['a, b'])).toThrow(/plain SQL name/);
  });
});
