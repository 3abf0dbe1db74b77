import { defineManifest } from '../../schemas/plugins/manifest';

export default defineManifest({ name: 'rich-text', locales: {} });
