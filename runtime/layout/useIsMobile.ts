import { Grid } from 'antd';

/** Spec §9: the mobile layout applies below 992 px (antd's `lg` breakpoint starts at 992). */
export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.lg === false;
}
