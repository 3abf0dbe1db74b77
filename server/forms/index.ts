/**
 * Forms of the form designer as a platform service (docs/forms.md): storage per enterprise and back-office
 * templates, versioned (./store, ./routes), and the services features use through server/plugin-api —
 * load a form by key, check submitted data with the renderer's rules (./service).
 */
import fp from 'fastify-plugin';
import { formRoutes } from './routes';

export const formsPlugin = fp(formRoutes, { name: 'forms', decorators: { fastify: ['db', 'requireEnterprise', 'requirePermission', 'requireAdmin'] } });
export { formKeys } from './store';
export { checkedFormJson, checkSubmission, loadForm, type LoadFormQuery, type SubmissionOptions } from './service';
