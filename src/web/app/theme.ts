import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// A calm green whose shade 6 (buttons, links) has 5.3:1 contrast against white.
const stopover: MantineColorsTuple = [
  '#eaf6ee',
  '#d3ebdb',
  '#a7d5b6',
  '#78bf90',
  '#4fa86f',
  '#35935a',
  '#247a41',
  '#1f6c3a',
  '#195e32',
  '#124a27',
];

export const theme = createTheme({
  primaryColor: 'stopover',
  primaryShade: 6,
  colors: { stopover },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Mantine draws a dialog's title bar as <header>, which assistive technology announces as a second
  // banner landmark beside the site's header; inside a dialog it is only a title and a close button.
  // (Plain objects rather than Drawer.extend, so the theme does not pull both into the first chunk.)
  components: {
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } } } },
    Modal: { defaultProps: { attributes: { header: { role: 'none' } } } },
    // Mantine's notice close button is an unnamed icon.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notice' } } },
  },
});

// Mantine's default "dimmed" grey is 3.3:1 on white, its error red 3.3:1, its placeholder grey
// 2.1:1, and its light alert titles (red, yellow) are about 3:1 on their tinted backgrounds; these
// darker values read at 4.5:1 or better (error red 5.5:1, placeholder and dimmed 6:1).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#5c636a',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-yellow-light-color': '#6b4a00',
    '--mantine-color-orange-light-color': '#8a3c00',
  },
  dark: {},
});
