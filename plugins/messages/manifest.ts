import { defineManifest } from '../../schemas/plugins/manifest';
import { locales } from './locales';

export default defineManifest({ name: 'messages', locales });
