import { Lightbulb, Link2 } from '@/components/icons';
import type { GuideBlock, GuideBody } from '@/content/guides';

/**
 * Identifiers printed on labels and in registers (asset codes such as RUH01-A-05-AHU-004, system codes
 * such as AHU alone in a table cell) are the same in every language: they are shown as code.
 */
const IDENTIFIER = /\b([A-Z]+[0-9]+[A-Z0-9]*(?:-[A-Z0-9]+)*|[A-Z0-9]+(?:-[A-Z0-9]+){2,})\b/;

function GuideText({ text }: { text: string }) {
  if (/^[A-Z]{2,4}$/.test(text)) return <code>{text}</code>;
  const parts = text.split(IDENTIFIER);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (index % 2 ? <code key={index} dir="ltr">{part}</code> : part));
}

/** One block of a guide's text; the PDF (src/server/guides/) renders the same blocks. */
function Block({ block }: { block: GuideBlock }) {
  switch (block.type) {
    case 'p':
      return (
        <p>
          <GuideText text={block.text} />
        </p>
      );
    case 'ul':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <GuideText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol>
          {block.items.map((item) => (
            <li key={item}>
              <GuideText text={item} />
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className="guide-table -mx-4 overflow-x-auto px-4" role="region" aria-label={block.head.join(', ')} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column}>
                      <GuideText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'tip':
      return (
        <aside className="not-prose my-6 flex gap-3 rounded-2xl border border-amber-500/40 bg-amber-100/60 p-5">
          <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div>
            <p className="font-semibold text-navy-900">{block.title}</p>
            <p className="mt-1 text-navy-800">{block.text}</p>
          </div>
        </aside>
      );
  }
}

/** The guide's table of contents: links to the section headings. */
export function GuideContents({ body, title }: { body: GuideBody; title: string }) {
  return (
    <nav aria-labelledby="guide-contents" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="guide-contents" className="text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {body.sections.map((section, index) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="flex min-h-9 items-start gap-2 rounded-md px-1 py-1.5 text-navy-800 hover:bg-navy-50 hover:text-teal-700">
              <span className="w-5 shrink-0 font-semibold text-teal-700 tabular-nums">{index + 1}</span>
              <span>{section.title}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The guide's sections, each heading linkable by its id. */
export function GuideSections({ body, sectionLinkLabel }: { body: GuideBody; sectionLinkLabel: string }) {
  return (
    <div className="prose-site guide-body">
      {body.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className="group scroll-mt-24">
            {section.title}
            <a href={`#${section.id}`} className="ms-2 inline-flex align-middle text-teal-700 opacity-60 group-hover:opacity-100 focus-visible:opacity-100" aria-label={`${sectionLinkLabel}: ${section.title}`}>
              <Link2 aria-hidden className="size-4" />
            </a>
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
