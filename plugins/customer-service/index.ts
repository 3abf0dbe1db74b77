import { definePlugin } from '../../runtime/plugins/registry';
import manifest from './manifest';

/** The navbar's customer-service popover (spec §2 Layout). */
export default definePlugin({
  manifest,
  widgets: { 'navbar.customerService': () => import('./CustomerServicePopover') },
});
