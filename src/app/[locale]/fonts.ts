import localFont from 'next/font/local';

/** Inter (Latin) and IBM Plex Sans Arabic, self-hosted from their npm packages. */
export const latinFont = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  variable: '--font-latin',
  display: 'swap',
});

export const arabicFont = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', weight: '400' },
    { path: '../../../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-ar',
  display: 'swap',
  // English pages do not need it; Arabic pages fetch it as soon as the stylesheet applies.
  preload: false,
});
