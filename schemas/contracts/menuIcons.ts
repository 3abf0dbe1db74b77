/**
 * The platform's menu icon set, by name: shared by the browser (runtime/layout/icons resolves the names to
 * components, the icon picker offers them) and the server (it validates an operator's chosen icon). Pure
 * data, so the core and the server may import it without React or the plugins.
 */
export const MENU_ICONS = [
  'home', 'ledger', 'monitor', 'assessment', 'risk', 'task', 'video', 'content', 'enterprise', 'setting', 'user', 'folder',
  'dashboard', 'team', 'role', 'tag', 'message', 'log', 'factory', 'control', 'report', 'chart',
] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

const NAMES: ReadonlySet<string> = new Set<string>(MENU_ICONS);

export function isMenuIconName(name: unknown): name is MenuIconName {
  return typeof name === 'string' && NAMES.has(name);
}
