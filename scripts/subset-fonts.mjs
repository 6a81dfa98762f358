/**
 * Makes the site's web font small: `npm run fonts` cuts IBM Plex Sans Arabic (400, 700) down to the
 * Arabic characters the site can show, into public/fonts (declared in globals.css, preloaded on pages
 * that show Arabic: components/site/fonts.ts). Latin text takes the device's own sans-serif. The kept
 * characters are listed in src/fonts/charsets.json, which a unit test compares with the copy.
 *
 * Kept: every Arabic character of messages/*.json and src (so all the site's own text), plus what
 * staff-written blog posts are likely to use: the Arabic letters, short vowels and punctuation. Anything
 * else (Arabic-Indic digits: the site writes Western ones) falls back to the system font. The layout features (Arabic joining,
 * kerning) of the kept characters stay in the font.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;

/** @type {(from: number, to: number) => string[]} */
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index));

/**
 * @param {string} dir
 * @returns {string[]}
 */
function textFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(json|ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every character the site's own copy uses. */
export function usedCharacters() {
  // Not the list of kept characters itself, which would keep every character it ever held.
  const files = [...textFiles(join(root, 'messages')), ...textFiles(join(root, 'src'))].filter((file) => !file.endsWith('charsets.json'));
  return new Set(files.flatMap((file) => [...readFileSync(file, 'utf8')]));
}

/** @param {string} char */
const isArabic = (char) => /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(char);

export function charsets(used = usedCharacters()) {
  // The Arabic alphabet (U+0621-063A), the tatweel, the letters after it and the short vowels (U+0640-0652),
  // and the Arabic comma, semicolon and question mark; not the Arabic-Indic digits (the site writes Western
  // digits) nor the letters of other languages written in Arabic script (U+063B-063F), unless the copy uses them.
  const arabic = new Set([' ', '\u060C', '\u061B', '\u061F', ...range(0x0621, 0x063a), ...range(0x0640, 0x0652), ...[...used].filter(isArabic)]);
  return { arabic: [...arabic].sort().join('') };
}

/** @type {{ from: string; to: string; set: 'arabic' }[]} */
const fonts = [
  { from: 'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', to: 'public/fonts/plex-arabic-400.woff2', set: 'arabic' },
  { from: 'node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2', to: 'public/fonts/plex-arabic-700.woff2', set: 'arabic' },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const sets = charsets();
  for (const font of fonts) {
    const source = readFileSync(join(root, font.from));
    const subset = await subsetFont(source, sets[font.set], { targetFormat: 'woff2' });
    writeFileSync(join(root, font.to), subset);
    console.log(`${font.to}: ${source.length} -> ${subset.length} bytes (${[...sets[font.set]].length} characters)`);
  }
  writeFileSync(join(root, 'src/fonts/charsets.json'), `${JSON.stringify(sets, null, 1)}\n`);
}
