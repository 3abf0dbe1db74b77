/**
 * Registers the workflow pages' texts when a page chunk loads, so the entry the login page and module
 * home load carries only the menu and permission titles (./locales.ts).
 */
import { addLocaleBundles } from '../../runtime/i18n';
import { pageLocales } from './pageTexts';

addLocaleBundles('zh-CN', [{ ns: 'workflow', bundle: pageLocales['zh-CN'] }]);
addLocaleBundles('en-US', [{ ns: 'workflow', bundle: pageLocales['en-US'] }]);
