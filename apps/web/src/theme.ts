import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    // jsdom never fires animationend: under tests, closed dialogs would otherwise never leave the DOM.
    motion: import.meta.env.MODE !== 'test',
    colorPrimary: '#0b6bcb',
    colorInfo: '#0b6bcb',
    borderRadius: 8,
    fontFamily: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 20px', siderBg: '#0f2942', bodyBg: '#f3f5f8' },
    Menu: { darkItemBg: '#0f2942', darkSubMenuItemBg: '#0b2136', darkItemSelectedBg: '#0b6bcb' },
    Card: { headerFontSize: 15 },
  },
};
