import 'server-only';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { isolateFiguresInHtml } from '@/i18n/bidi';

/**
 * Markdown written by staff, as HTML safe to show visitors: no scripts, styles, frames or event handlers.
 * In Arabic (`rtl`), each figure of the text is isolated left to right and a code block (a formula) is a
 * left-to-right line, so "30-40%" never shows as "%40-30".
 */
export function renderMarkdown(markdown: string, { rtl = false }: { rtl?: boolean } = {}): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  const safe = sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], pre: ['dir'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      // The page has one h1 (the title); headings in the body start one level lower.
      h1: 'h2',
      pre: (tagName) => ({ tagName, attribs: { dir: 'ltr' } }),
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
      },
    },
  });
  return rtl ? isolateFiguresInHtml(safe) : safe;
}
