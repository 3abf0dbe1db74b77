/** Menus, editions and role grants (docs/identity-menus.md). */
export { menuRoutes } from './routes';
export { syncMenus, EDITION } from './sync';
export { menuCatalogue, SYSTEM, MENU_TYPE, type CatalogueEntry } from './catalogue';
export { enterpriseMenuScope, roleMenuIds, editionMenuIds } from './access';
export { buildTree, loadSystemMenus, type MenuNode } from './tree';
