import type { LocalizedText } from '../types';
import { KEY_PATTERN, type OperatorEnterpriseKeys } from '../contracts/operatorScope';

/**
 * A plugin's manifest: what both halves of a plugin need to agree on, declared once in
 * `plugins/<name>/manifest.ts` and imported by the browser entry (plugins/<name>/index.ts) and read by
 * the server (which derives the menu catalogue, the editions, the demo grants and the dictionaries from
 * every enabled plugin's manifest). Pure data: no React, no Node APIs.
 */

export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];

/** Spec §6 systems: the enterprise client area, the management-group area and the back office. */
export type MenuSystem = 'client' | 'group' | 'admin';

/** Names resolved by runtime/layout/icons so declarations never import icon components (the set is a contract). */
export { MENU_ICONS, type MenuIconName } from '../contracts/menuIcons';
import type { MenuIconName } from '../contracts/menuIcons';

export type LocaleBundle = Record<string, unknown>;

/** A button permission of a menu (spec §3: a type-2 child of the page it guards). */
export interface ManifestButton {
  key: string;
  /** i18n key in the plugin's namespace. */
  title: string;
  permission: string;
  /** Left out of the trial edition when first created. */
  notInTrial?: boolean;
}

export interface ManifestMenu {
  /** Stable key: the catalogue code (upsert key of the server's menu table) and the sidebar key. */
  key: string;
  /** i18n key in the plugin's namespace (both locales must have it). */
  title: string;
  /** A page; a menu without a path is a directory. */
  path?: string;
  icon?: MenuIconName;
  order: number;
  /** Permission key of the page (absent: every user granted the menu may open it). */
  permission?: string;
  /** Not in the sidebar (personal-centre pages, listed in the workbench). */
  hidden?: boolean;
  fullScreen?: boolean;
  notInTrial?: boolean;
  /** The runtime adds one child per module of this schema group (the core adds their catalogue entries). */
  moduleGroup?: string;
  children?: ManifestMenu[];
  buttons?: ManifestButton[];
}

/** A top-level declaration: it may hang under a menu of the core or of another plugin. */
export interface ManifestMenuRoot extends ManifestMenu {
  /** Area of the menu; default 'client'. */
  system?: MenuSystem;
  /** Key of the menu to hang under; the entry is left out while no enabled plugin declares that key. */
  parent?: string;
}

export interface PermissionDeclaration {
  key: string;
  /** i18n key in the plugin's namespace: the label of the key in grant trees. */
  title: string;
  /** Which area's roles can hold it; default 'client'. */
  system?: 'client' | 'admin';
  /** The seeded read-only role holds it too (the seeded admin roles hold every key of their area). */
  readOnly?: boolean;
  /**
   * Back-office keys only: the operator scope (docs/operator-scope.md). An operator holding this key may
   * call the enterprise routes for an enterprise named by the operator_enterprise_id header, holding there
   * these enterprise keys (`read` for reads only, `write` for any method).
   */
  enterpriseKeys?: OperatorEnterpriseKeys;
}

export interface ManifestDictionary {
  type: string;
  children: { value: string; label: LocalizedText }[];
}

export interface PluginManifest {
  /** Unique, kebab-case: the folder name and the i18n namespace. */
  name: string;
  locales: Partial<Record<Locale, LocaleBundle>>;
  menus?: ManifestMenuRoot[];
  permissions?: PermissionDeclaration[];
  /** Joined to GET dict/all. */
  dictionaries?: ManifestDictionary[];
}

export const PLUGIN_NAME = /^[a-z][a-z0-9-]*$/;
const KEY = /^[A-Za-z][A-Za-z0-9_:.-]*$/;
const ROUTE_PATH = /^\/[A-Za-z0-9_\-/:]*$/;

/** The text of an i18n key ("a.b.c") in a bundle, or undefined. */
export function lookup(bundle: LocaleBundle | undefined, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The title of a key in both locales (en-US falls back to zh-CN). */
export function manifestText(manifest: PluginManifest, key: string): { 'zh-CN': string; 'en-US': string } {
  const zh = lookup(manifest.locales['zh-CN'], key) ?? key;
  return { 'zh-CN': zh, 'en-US': lookup(manifest.locales['en-US'], key) ?? zh };
}

function* walkMenus(menus: readonly ManifestMenu[]): Generator<ManifestMenu> {
  for (const menu of menus) {
    yield menu;
    yield* walkMenus(menu.children ?? []);
  }
}

/** Every problem of a manifest, as sentences naming the plugin and the entry. */
export function manifestProblems(m: PluginManifest): string[] {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`plugin ${m.name}: ${text}`);
  if (!PLUGIN_NAME.test(m.name)) say('name must be kebab-case');
  const titled = (what: string, key: string) => {
    for (const locale of LOCALES) if (lookup(m.locales[locale], key) === undefined) say(`${what}: title "${key}" is missing in ${locale}`);
  };
  const menuKeys = new Set<string>();
  for (const menu of walkMenus(m.menus ?? [])) {
    if (!KEY.test(menu.key)) say(`menu key "${menu.key}" is not a valid key`);
    if (menuKeys.has(menu.key)) say(`menu key "${menu.key}" is declared twice`);
    menuKeys.add(menu.key);
    titled(`menu ${menu.key}`, menu.title);
    if (menu.path !== undefined && !ROUTE_PATH.test(menu.path)) say(`menu ${menu.key}: invalid path "${menu.path}"`);
    for (const button of menu.buttons ?? []) {
      if (menuKeys.has(button.key)) say(`button key "${button.key}" is declared twice`);
      menuKeys.add(button.key);
      titled(`button ${button.key}`, button.title);
      if (!button.permission) say(`button ${button.key} needs a permission`);
    }
  }
  const permissionKeys = new Set<string>();
  for (const p of m.permissions ?? []) {
    if (!KEY.test(p.key)) say(`permission key "${p.key}" is not a valid key`);
    if (permissionKeys.has(p.key)) say(`permission "${p.key}" is declared twice`);
    permissionKeys.add(p.key);
    titled(`permission ${p.key}`, p.title);
    if (p.enterpriseKeys && p.system !== 'admin') say(`permission ${p.key}: only a back-office key gives enterprise keys`);
    for (const key of [...(p.enterpriseKeys?.read ?? []), ...(p.enterpriseKeys?.write ?? [])]) {
      if (!KEY_PATTERN.test(key)) say(`permission ${p.key}: enterprise key "${key}" is not a key or pattern`);
    }
  }
  return problems;
}

/** Declares a manifest; a malformed one fails loudly at load time in both halves. */
export function defineManifest<const M extends PluginManifest>(manifest: M): M {
  const problems = manifestProblems(manifest);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return manifest;
}
