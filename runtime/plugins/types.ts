import type { ComponentType } from 'react';
import type { LocalizedText } from '../../schemas/types';

export type Locale = 'zh-CN' | 'en-US';

/**
 * A code-split component. Plugin entries hold only these thunks so that loading the manifest
 * never downloads a page; the page chunk is fetched when its route is first rendered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LazyComponent<P = any> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A title is either an i18n key (looked up in the owning plugin's namespace unless it names one as
 * `ns:key`) or a text given per locale (module titles come from schemas this way).
 */
export type TitleSource = string | LocalizedText;

export interface RouteMeta {
  title: TitleSource;
  /** Content takes the whole page: no sidebar, no content padding. */
  fullScreen?: boolean;
  hideSidebar?: boolean;
  hideNavbar?: boolean;
  fixedNavbar?: boolean;
  /** Permission key the user needs; absent means every signed-in user may open the route. */
  permission?: string;
  /** Borrow the permission of the route at this path (spec §2: a route may borrow another's). */
  permissionFrom?: string;
  /**
   * Tab keep-alive (docs/runtime.md): a page stays mounted while its tab is open (the default, or
   * true); false unmounts it whenever another tab is shown, so it starts afresh each time.
   */
  keepAlive?: boolean;
}

export interface PluginRoute {
  /** Absolute hash path, react-router syntax (`/x/edit/:id`). */
  path: string;
  component: LazyComponent;
  meta: RouteMeta;
  /** Props handed to the component (used by generated module routes). */
  props?: Record<string, unknown>;
}

/** Names resolved by runtime/layout/icons so plugin entries never import icon components. */
export type MenuIconName =
  | 'home'
  | 'ledger'
  | 'monitor'
  | 'assessment'
  | 'risk'
  | 'task'
  | 'video'
  | 'content'
  | 'enterprise'
  | 'setting'
  | 'user'
  | 'folder';

export interface PluginMenu {
  key: string;
  path?: string;
  title: TitleSource;
  icon?: MenuIconName;
  order: number;
  permission?: string;
  children?: PluginMenu[];
  /** Children are generated from the user's modules of this schema group (GET module/schemas). */
  moduleGroup?: string;
}

/**
 * The runtime's generic module screens, bound to a schema group: for every module of the group the
 * registry generates list `{route}`, add `{route}/add`, edit `{route}/edit/:id` and detail
 * `{route}/detail/:id` routes.
 */
export interface ModuleScreens {
  group: string;
  list: LazyComponent<ModuleScreenProps>;
  form: LazyComponent<ModuleScreenProps>;
  detail: LazyComponent<ModuleScreenProps>;
}

export interface ModuleScreenProps {
  moduleId: string;
  /** The module's list route, e.g. "/accountManagement/deviceInventory". */
  moduleRoute: string;
  mode?: 'add' | 'edit';
}

export type LocaleBundle = Record<string, unknown>;

export interface PluginDefinition {
  /** Unique, kebab-case; also the i18n namespace of the plugin's locale bundles. */
  name: string;
  routes?: PluginRoute[];
  menus?: PluginMenu[];
  /** Permission keys the plugin introduces (documentation and admin screens read them). */
  permissions?: string[];
  locales?: Partial<Record<Locale, LocaleBundle>>;
  /** Named lazy components other parts render by name, e.g. layout slots ("navbar.messages"). */
  widgets?: Record<string, LazyComponent>;
  moduleScreens?: ModuleScreens[];
}

/** One entry of GET enterprise-side-app/module/schemas. */
export interface ModuleSummary {
  id: string;
  /** The server answers with the title in the request's language; per-locale texts are accepted too. */
  title: string | LocalizedText;
  route: string;
  group: string;
  permissions: { view: string; add?: string; edit?: string; delete?: string; export?: string; import?: string };
}

/** A route after registration: knows the plugin (i18n namespace) it came from. */
export interface ResolvedRoute extends PluginRoute {
  plugin: string;
  /** Set on routes generated for a module. */
  module?: ModuleSummary;
  /** Breadcrumb trail above the route's own title (group menu, module list...). */
  trail?: { title: TitleSource; path?: string; ns: string }[];
}

export interface ResolvedMenu extends Omit<PluginMenu, 'children'> {
  plugin: string;
  children?: ResolvedMenu[];
}
