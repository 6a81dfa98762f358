import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The fonts of the social cards (next/og): IBM Plex Sans Arabic bold, its Latin and Arabic subsets as
 * two faces, so Latin and Arabic words share a look. Read from npm's files (WOFF, which the renderer takes).
 */
export async function socialCardFonts() {
  const fontFile = (subset: string) => readFile(join(process.cwd(), `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-700-normal.woff`));
  return [
    { name: 'PlexLatin', data: await fontFile('latin'), weight: 700 as const },
    { name: 'PlexArabic', data: await fontFile('arabic'), weight: 700 as const },
  ];
}
