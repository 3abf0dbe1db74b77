import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/** The navbar's personal workbench dropdown (spec §2 Layout). The pages it links to belong to other plugins. */
export default definePlugin({
  manifest,
  widgets: { 'navbar.workbench': () => import('./WorkbenchMenu') },
});
