import 'server-only';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Markdown written by staff, as HTML safe to show visitors: no scripts, styles, frames or event handlers. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    transformTags: {
      // The page has one h1 (the title); headings in the body start one level lower.
      h1: 'h2',
      a: (tagName, attribs) => {
        const external = /^https?:/i.test(attribs.href ?? '');
        return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' } : attribs };
      },
    },
  });
}
