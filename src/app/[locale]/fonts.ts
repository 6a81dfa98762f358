import localFont from 'next/font/local';

/**
 * Inter (Latin), self-hosted from its npm package through next/font. The Arabic face is declared in
 * globals.css and preloaded on Arabic pages only (see arabic-font.ts), so English pages never fetch it.
 */
export const latinFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-latin',
  display: 'swap',
});
