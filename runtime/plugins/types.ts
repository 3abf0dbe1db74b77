import type { ComponentType } from 'react';
import type { Locale, LocaleBundle, MenuIconName, MenuSystem, PluginManifest } from '../../schemas/plugins/manifest';
import type { WidgetOptions } from '../../schemas/forms/types';
import type { FieldSchema, LocalizedText } from '../../schemas/types';

export type { Locale, LocaleBundle, MenuIconName } from '../../schemas/plugins/manifest';

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
  /** Back-office pages: offered in the area's user menu (account pages) instead of its side menu. */
  userMenu?: boolean;
  /**
   * 'group': a page of the management-group system (spec §2 /managementGroup): it opens only while a
   * group is the chosen enterprise; an enterprise's users get the no-permission page.
   */
  system?: 'group';
}

export interface PluginRoute {
  /** Absolute hash path, react-router syntax (`/x/edit/:id`). */
  path: string;
  component: LazyComponent;
  meta: RouteMeta;
  /** Props handed to the component (used by generated module routes). */
  props?: Record<string, unknown>;
}

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
  /** Top level only: the area the menu belongs to (default 'client'). */
  system?: MenuSystem;
  /** Top level only: key of a menu (of any plugin) to hang under; dropped while that key is absent. */
  parent?: string;
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

/** Event hooks a designed form hands a widget (its event-code options; only when that code may run). */
export interface FieldWidgetEvents {
  onClick?: () => void;
  onAppendButtonClick?: () => void;
  onRemoteQuery?: (keyword: string) => void;
  /** false cancels the upload of that file. */
  onBeforeUpload?: (file: File) => boolean | void;
  onUploadSuccess?: (result: unknown, file: File, fileList: unknown[]) => void;
  onUploadError?: (error: unknown, file: File, fileList: unknown[]) => void;
  onClose?: () => void;
}

/**
 * Props of a field widget's editing half. Form.Item (module forms) or the form renderer injects value
 * and onChange. A widget reads its presentation and limits from `options` (the designer's widget
 * options, VForm names); module forms derive them from the schema field (runtime/forms/moduleField).
 */
export interface FieldWidgetProps {
  options: WidgetOptions;
  /** The schema field edited: the module field, or the one a designed widget describes. */
  field: FieldSchema;
  testId: string;
  /** The label's htmlFor target, injected by Form.Item. */
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'small' | 'middle' | 'large';
  /** A cell of a sub-table or sub-form: compact (no unit addon, shorter text areas). */
  inCell?: boolean;
  events?: FieldWidgetEvents;
}

/** Props of a field widget's display half (detail pages, read-only lists). */
export interface FieldViewProps {
  field: FieldSchema;
  testId: string;
  value: unknown;
}

/**
 * A field widget plugins contribute by name (a schema field type such as `files`): the generic forms and
 * detail pages draw such fields through the registry, never by importing a plugin. Two plugins may fill
 * the two halves of one name (upload edits files, file-preview shows them).
 */
export interface FieldWidget {
  edit?: LazyComponent<FieldWidgetProps>;
  view?: LazyComponent<FieldViewProps>;
}

/** What a plugin's browser entry (plugins/<name>/index.ts) declares; see docs/plugins.md. */
export interface PluginEntry {
  /** The plugin's shared manifest (plugins/<name>/manifest.ts): name, locales, menus, permissions. */
  manifest: PluginManifest;
  routes?: PluginRoute[];
  /** Back-office pages, rendered by the admin area under its frame (paths start with /admin/). */
  adminRoutes?: PluginRoute[];
  /** Named lazy components other parts render by name, e.g. layout slots ("navbar.messages"). */
  widgets?: Record<string, LazyComponent>;
  fieldWidgets?: Record<string, FieldWidget>;
  moduleScreens?: ModuleScreens[];
  /** Whole application areas mounted by the root router, e.g. `admin` at #/admin/*. */
  areas?: Record<string, LazyComponent>;
}

/** A plugin as the registry holds it (definePlugin derives it from the entry and its manifest). */
export interface PluginDefinition {
  /** Unique, kebab-case; also the i18n namespace of the plugin's locale bundles. */
  name: string;
  routes?: PluginRoute[];
  adminRoutes?: PluginRoute[];
  /** Client- and group-area menus (the server's catalogue holds the same declarations). */
  menus?: PluginMenu[];
  /** Back-office menus. */
  adminMenus?: PluginMenu[];
  /** Permission keys the plugin introduces. */
  permissions?: string[];
  locales?: Partial<Record<Locale, LocaleBundle>>;
  widgets?: Record<string, LazyComponent>;
  fieldWidgets?: Record<string, FieldWidget>;
  moduleScreens?: ModuleScreens[];
  areas?: Record<string, LazyComponent>;
  manifest?: PluginManifest;
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
