import { useMediaQuery } from './useMediaQuery';

// Users who asked their system for less motion (vestibular disorders, slow machines) get dialogs,
// drawers and dropdowns that appear at once; everyone else keeps antd's animations.
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
