import { useMediaQuery } from '../common/useMediaQuery';

/** Spec §9: the mobile layout applies below 992 px (antd's `lg` breakpoint, which starts at 992). */
export function useIsMobile(): boolean {
  return !useMediaQuery('(min-width: 992px)');
}
