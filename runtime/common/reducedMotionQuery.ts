/**
 * The system setting that turns antd's motion off. Its own module, free of imports, because the build's
 * stylesheet plugin (scripts/antd-styles-plugin.mjs) reads it in the Vite config process.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
