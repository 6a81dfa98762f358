import type { Locale } from '@/i18n/routing';
import type { TextStyle } from './pdf-text';

// The site's design tokens (src/app/globals.css), for drawing.
export const NAVY_900 = '#0b1f3a';
export const NAVY_800 = '#13294b';
export const NAVY_700 = '#1d3a63';
const NAVY_100 = '#e6ecf5';
export const NAVY_50 = '#f3f6fb';
export const TEAL_700 = '#0a6f6d';
export const TEAL_500 = '#14b3ae';
export const TEAL_50 = '#ecfaf9';
export const AMBER_500 = '#f4a51c';
const INK = '#0f172a';
const MUTED = '#51607a';
export const LINE = '#dfe5ee';
export const WHITE = '#ffffff';
/** The dotted leader between a contents entry and its page number. */
export const LEADER = '#a7b3c6';

type StyleName =
  | 'body'
  | 'lead'
  | 'heading'
  | 'pageTitle'
  | 'tocEntry'
  | 'tocNumber'
  | 'tipTitle'
  | 'tipText'
  | 'tableHead'
  | 'tableCell'
  | 'badge'
  | 'running'
  | 'runningBrand'
  | 'coverBrand'
  | 'coverTagline'
  | 'coverKicker'
  | 'coverTitle'
  | 'coverSummary'
  | 'coverLabel'
  | 'coverValue'
  | 'coverLink'
  | 'notice';

export type GuideStyles = Record<StyleName, TextStyle>;

/** Arabic is set a little larger and looser: Plex Arabic's letters are smaller on the body than Inter's. */
export function stylesFor(locale: Locale): GuideStyles {
  const ar = locale === 'ar';
  const style = (size: number, leading: number, weight: TextStyle['weight'], color: string): TextStyle => ({
    size: ar ? size + 0.5 : size,
    leading: ar ? leading * 1.12 : leading,
    weight,
    color,
  });
  return {
    body: style(10.5, 16.5, 'regular', INK),
    lead: style(12, 19, 'regular', NAVY_800),
    heading: style(16.5, 22, 'bold', NAVY_900),
    pageTitle: style(22, 28, 'bold', NAVY_900),
    tocEntry: style(11.5, 17, 'regular', INK),
    tocNumber: style(11.5, 17, 'bold', TEAL_700),
    tipTitle: style(10.5, 16, 'bold', NAVY_900),
    tipText: style(10, 15.5, 'regular', INK),
    tableHead: style(9, 13, 'bold', WHITE),
    tableCell: style(9, 13.5, 'regular', INK),
    badge: { size: 9, leading: 12, weight: 'bold', color: WHITE },
    running: style(8.5, 12, 'regular', MUTED),
    runningBrand: { size: 9, leading: 12, weight: 'bold', color: NAVY_900 },
    coverBrand: { size: 22, leading: 26, weight: 'bold', color: WHITE },
    coverTagline: style(9.5, 13, 'regular', NAVY_100),
    coverKicker: style(10.5, 14, 'bold', TEAL_500),
    coverTitle: style(30, 37, 'bold', WHITE),
    coverSummary: style(12.5, 19.5, 'regular', NAVY_100),
    coverLabel: style(9, 13, 'regular', MUTED),
    coverValue: style(11, 16, 'bold', NAVY_900),
    coverLink: style(10, 15, 'regular', TEAL_700),
    notice: style(8.5, 12.5, 'regular', MUTED),
  };
}
