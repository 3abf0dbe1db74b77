import { useMediaQuery } from './useMediaQuery';

/** The system setting that turns antd's motion off (scripts/antd-styles-plugin.mjs reads it too). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// Users who asked their system for less motion (vestibular disorders, slow machines) get dialogs,
// drawers and dropdowns that appear at once; everyone else keeps antd's animations.
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
