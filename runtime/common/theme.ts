import type { ThemeConfig } from 'antd/es/config-provider';

/** Light theme shared by the login screen and the shell: an environmental green on neutral greys. */
export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0e7c66',
    colorInfo: '#0e7c66',
    colorLink: '#0e7c66',
    borderRadius: 6,
    colorBgLayout: '#f3f5f8',
    // The palette antd derives from a dark green seed is greyish; selected rows and options get a clear tint.
    colorPrimaryBg: '#e3f3ee',
    colorPrimaryBgHover: '#d0eae2',
    controlItemBgActive: '#e3f3ee',
    controlItemBgActiveHover: '#d0eae2',
    fontSize: 14,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 56, headerPadding: '0 16px' },
    Menu: { itemBorderRadius: 6, itemMarginInline: 8, subMenuItemBg: '#ffffff', itemSelectedBg: '#e3f3ee', itemSelectedColor: '#0e7c66' },
    Table: { headerBg: '#f5f7fa' },
  },
};

/** The same theme without antd's motion: every transition of every component becomes instant. */
export const stillAppTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };

export function themeFor(reducedMotion: boolean): ThemeConfig {
  return reducedMotion ? stillAppTheme : appTheme;
}
