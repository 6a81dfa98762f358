import localFont from 'next/font/local';

/**
 * Inter (Latin, weights 400-700), cut to the site's characters by `npm run fonts` and served and
 * preloaded through next/font. The Arabic face is declared in
 * globals.css and preloaded on Arabic pages only (see arabic-font.ts), so English pages never fetch it.
 */
export const latinFont = localFont({
  src: '../../fonts/inter-latin.woff2',
  weight: '400 700',
  variable: '--font-latin',
  display: 'optional',
});
