import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders Markdown and removes anything that could run', () => {
    const html = renderMarkdown('# Title\n\nHello **team** <script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1)) [site](https://example.sa)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>team</strong>');
    expect(html).not.toMatch(/script|onerror|<img|javascript:/i);
    expect(html).toContain('<a href="https://example.sa" rel="noopener noreferrer nofollow" target="_blank">site</a>');
  });
});
