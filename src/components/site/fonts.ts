import { preload } from 'react-dom';

/**
 * The site's one web font: IBM Plex Sans Arabic (OFL-1.1) for Arabic letters, cut to the site's characters
 * by `npm run fonts` into public/fonts and declared in globals.css. Latin text, in both languages, is drawn
 * by the device's own sans-serif (SF on Apple, Roboto on Android, Segoe UI on Windows): no download, which
 * keeps a first visit within its budget (docs/performance.md). A page that shows Arabic preloads Plex, so
 * the first paint uses it and the text does not shift when it arrives (`font-display: optional`).
 */
const files = ['/fonts/plex-arabic-400.woff2', '/fonts/plex-arabic-700.woff2'] as const;

export function preloadArabicFont() {
  for (const href of files) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
