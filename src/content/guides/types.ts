import type { Text } from '../types';

/**
 * A guide's text in one language, as structured blocks rather than Markdown so that the page and the
 * generated PDF render the same content. Texts are plain (no Markdown); `**` is not interpreted.
 */
export type GuideBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: readonly string[] }
  | { type: 'ol'; items: readonly string[] }
  /** A small table: a header row and rows of the same width. */
  | { type: 'table'; head: readonly string[]; rows: readonly (readonly string[])[] }
  /** A highlighted practical tip or warning. */
  | { type: 'tip'; title: string; text: string };

export interface GuideSection {
  /** The heading's anchor: ASCII kebab-case, the same in both languages so links can switch language. */
  id: string;
  title: string;
  blocks: readonly GuideBlock[];
}

export interface GuideBody {
  /** One to three opening paragraphs, before the table of contents. */
  intro: readonly string[];
  sections: readonly GuideSection[];
}

/** A long-form guide of the Resource Hub: a page /resources/guides/{id} and a generated PDF. */
export interface GuideContent {
  /** The slug: ASCII kebab-case. */
  id: string;
  title: Text;
  /** One or two sentences for the hub card and the page's meta description. */
  summary: Text;
  /** The author shown on the page and the PDF cover (a role at Siyana, not an invented person's CV). */
  author: Text;
  /** ISO date (YYYY-MM-DD) of the last review of the content. */
  updated: string;
  en: GuideBody;
  ar: GuideBody;
}
