import { REDUCED_MOTION_QUERY } from './reducedMotionQuery';
import { useMediaQuery } from './useMediaQuery';

export { REDUCED_MOTION_QUERY };

// Users who asked their system for less motion (vestibular disorders, slow machines) get dialogs,
// drawers and dropdowns that appear at once; everyone else keeps antd's animations.
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
