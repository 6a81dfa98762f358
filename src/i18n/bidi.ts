/**
 * Figures inside Arabic text. After an Arabic letter the bidi algorithm reads digits as Arabic numbers,
 * and then a hyphen, a colon-less separator or a percent sign between or after them is laid out right to
 * left: "2-24" shows as 24-2, "30-40%" as %40-30, "9:00-18:00" as 18:00-9:00, "24/7" as 7/24, and the
 * groups of "+966 55 123 4567" in reverse order. Isolating each figure as a
 * left-to-right unit keeps it in reading order, so it states the same figure as in English.
 */

/**
 * A figure: an international phone number ("+966 55 123 4567", its groups kept together), or a number
 * with its separators (a slash only between digits: "24/7"), an optional range to a second number, an
 * optional "%".
 */
export const FIGURE_PATTERN =
  /(?<![&#\w\u2066=])(?:\+\d{1,3}(?:[ \u00a0]\d{1,4}){1,4}(?!\d)|[+\u2212-]?\d[\d,.:]*(?:\/\d[\d,.:]*)*(?:\s?[-\u2013]\s?\d[\d,.:]*)?(?:\s?[%\u066a])?)/g;

const LRI = '\u2066';
const PDI = '\u2069';

/** A run already isolated: left alone, so isolating text that quotes isolated text changes nothing. */
const ISOLATED = /(\u2066[^\u2069]*\u2069)/;

/** The text with each figure wrapped in the Unicode left-to-right isolate (for plain-text places). */
export function isolateFigures(text: string): string {
  return text
    .split(ISOLATED)
    .map((part) => (part.startsWith(LRI) ? part : part.replace(FIGURE_PATTERN, (figure) => `${LRI}${figure}${PDI}`).replace(ARGUMENT_PERCENT, (figure) => `${LRI}${figure}${PDI}`)))
    .join('');
}

/** A message argument followed by a percent sign ("{value}%"): a figure once formatted. */
const ARGUMENT_PERCENT = /(?<!\u2066)\{[A-Za-z]+\}\s?%/g;

/** The text split into plain parts and figures, for a component to wrap each figure in <bdi dir="ltr">. */
export function figureParts(text: string): { text: string; figure: boolean }[] {
  const parts: { text: string; figure: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(FIGURE_PATTERN)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), figure: false });
    parts.push({ text: match[0], figure: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), figure: false });
  return parts;
}

/**
 * HTML with each figure of its text wrapped in <bdi dir="ltr"> (never inside tags and entities).
 */
export function isolateFiguresInHtml(html: string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => {
      if (part.startsWith('<')) return part;
      // Inside a formula block too: after an Arabic word, "386,000 - 56,700" would otherwise flip.
      return part.replace(FIGURE_PATTERN, (figure) => `<bdi dir="ltr">${figure}</bdi>`);
    })
    .join('');
}

/** Every string of a messages tree with its figures isolated (ICU arguments and `=0` selectors untouched). */
export function isolateMessageFigures<T>(messages: T): T {
  if (typeof messages === 'string') return isolateFigures(messages) as T;
  if (messages === null || typeof messages !== 'object') return messages;
  if (Array.isArray(messages)) return messages.map((item) => isolateMessageFigures(item)) as T;
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, isolateMessageFigures(value)])) as T;
}

/**
 * A content record with the Arabic side of every `{ en, ar }` text's figures isolated (see above). Plain
 * objects and arrays are copied; anything else (numbers, functions) is kept as it is.
 */
export function isolateArabicFigures<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => isolateArabicFigures(item)) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.en === 'string' && typeof record.ar === 'string') return { en: record.en, ar: isolateFigures(record.ar) } as T;
  return Object.fromEntries(keys.map((key) => [key, isolateArabicFigures(record[key])])) as T;
}
