import { preload } from 'react-dom';

/**
 * IBM Plex Sans Arabic (from @fontsource/ibm-plex-sans-arabic, OFL-1.1), cut to the site's characters
 * by `npm run fonts` into public/fonts and declared in globals.css. Preloading it on Arabic pages lets the first paint use it, so the text
 * does not shift when it arrives.
 */
export function preloadArabicFont() {
  for (const weight of [400, 700]) {
    preload(`/fonts/plex-arabic-${weight}.woff2`, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
