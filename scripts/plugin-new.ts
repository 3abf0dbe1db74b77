// `npm run plugin:new -- <name> [--zh 中文名] [--en "English name"]`: writes the tutorial plugin of
// docs/plugins.md into plugins/<name>/ (manifest, page, routes, migration, seed, API test). The generated
// test passes as generated; the plugin shows up after the next `npm start` (build and migration run then).
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PLUGIN_NAME } from '../schemas/plugins/manifest';

const ROOT = resolve(import.meta.dirname, '..');
const TEMPLATE = join(ROOT, 'scripts/plugin-template');

function usage(message: string): never {
  process.stderr.write(`${message}\nusage: npm run plugin:new -- <kebab-case-name> [--zh 中文名] [--en "English name"]\n`);
  process.exit(2);
}

function option(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
}

export interface PluginNames {
  name: string;
  camel: string;
  pascal: string;
  snake: string;
  titleEn: string;
  titleZh: string;
}

export function namesOf(name: string, titles: { zh?: string; en?: string } = {}): PluginNames {
  const words = name.split('-');
  const camel = words.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
  const titleEn = titles.en ?? words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
  return { name, camel, pascal: camel[0].toUpperCase() + camel.slice(1), snake: words.join('_'), titleEn, titleZh: titles.zh ?? titleEn };
}

function fill(text: string, n: PluginNames): string {
  return text
    .replaceAll('__NAME__', n.name)
    .replaceAll('__CAMEL__', n.camel)
    .replaceAll('__PASCAL__', n.pascal)
    .replaceAll('__SNAKE__', n.snake)
    .replaceAll('__TITLE_EN__', n.titleEn)
    .replaceAll('__TITLE_ZH__', n.titleZh);
}

function templates(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? templates(join(dir, f)) : [join(dir, f)]));
}

/** Where a template lands: `Page.tsx` is named after the plugin, the test after its name. */
function targetOf(template: string, n: PluginNames): string {
  const rel = relative(TEMPLATE, template).replace(/\.tpl$/, '');
  if (rel === 'Page.tsx') return `${n.pascal}Page.tsx`;
  if (rel === join('tests', 'plugin.api.test.ts')) return join('tests', `${n.name}.api.test.ts`);
  return fill(rel, n);
}

export function scaffold(pluginsDir: string, n: PluginNames): string[] {
  const dir = join(pluginsDir, n.name);
  if (existsSync(dir)) throw new Error(`plugins/${n.name} exists already`);
  const written: string[] = [];
  for (const template of templates(TEMPLATE)) {
    const target = join(dir, targetOf(template, n));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, fill(readFileSync(template, 'utf8'), n));
    written.push(relative(ROOT, target));
  }
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const name = args[0];
  if (!name || name.startsWith('-')) usage('a plugin name is needed');
  if (!PLUGIN_NAME.test(name) || name.endsWith('-') || name.includes('--')) usage(`"${name}" is not a kebab-case name (a-z, digits, single hyphens)`);
  try {
    const files = scaffold(join(ROOT, 'plugins'), namesOf(name, { zh: option(args, '--zh'), en: option(args, '--en') }));
    process.stdout.write(`${files.map((f) => `  ${f}`).join('\n')}\n\nNext: npx vitest run --project api plugins/${name}   then   npm start\n`);
  } catch (err) {
    usage((err as Error).message);
  }
}
