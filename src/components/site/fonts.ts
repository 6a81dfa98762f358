import { preload } from 'react-dom';

/**
 * The site's two web fonts, cut to the site's characters by `npm run fonts` into public/fonts and
 * declared in globals.css: Inter for Latin text, IBM Plex Sans Arabic (OFL-1.1) for Arabic letters.
 * A page preloads the fonts its language shows, so the first paint uses them and the text does not
 * shift when they arrive (`font-display: optional`).
 *
 * Arabic pages do not fetch Inter: their Latin words and Western digits (product names, figures) are
 * drawn by the phone's own sans-serif, which saves every Arabic first visit Inter's 22 KB.
 */
const files = {
  latin: ['/fonts/inter-latin.woff2'],
  arabic: ['/fonts/plex-arabic-400.woff2', '/fonts/plex-arabic-700.woff2'],
} as const;

export function preloadFonts(...scripts: (keyof typeof files)[]) {
  for (const script of scripts) {
    for (const href of files[script]) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
}
