import type { Locale } from '@/i18n/routing';
import { siteImageUrl, siteImageWidths } from '@/lib/site-file';
import type { Screenshot } from '@/schemas/site-facts';
import { Section, SectionHeading } from './section';

/**
 * A published product screenshot: AVIF or WebP at the width the layout needs, its box known before it
 * loads (no layout shift), with the language of the interface it shows as its caption.
 */
export function ProductScreenshot({ shot, locale, caption, sizes, eager = false }: { shot: Screenshot; locale: Locale; caption: string; sizes: string; eager?: boolean }) {
  const widths = siteImageWidths(shot.image);
  const srcSet = (format: 'avif' | 'webp') => widths.map((width) => `${siteImageUrl(shot.image.id, width, format)} ${width}w`).join(', ');
  const fallback = widths.find((width) => width >= 960) ?? widths.at(-1)!;
  return (
    <figure data-screenshot={shot.page} className="overflow-hidden rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]">
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
        <img
          src={siteImageUrl(shot.image.id, fallback, 'webp')}
          alt={shot.alt[locale]}
          width={shot.image.width}
          height={shot.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="block h-auto w-full"
        />
      </picture>
      <figcaption className="border-t border-line px-4 py-2 text-xs text-muted">
        {caption}
      </figcaption>
    </figure>
  );
}

/** A page's further screenshots, as a section of their own; nothing when there are none. */
export function ScreenshotGallery({ shots, locale, title, lead, caption }: { shots: readonly Screenshot[]; locale: Locale; title: string; lead: string; caption: (shot: Screenshot) => string }) {
  if (!shots.length) return null;
  return (
    <Section id="screenshots" labelledBy="screenshots-title">
      <SectionHeading id="screenshots-title" title={title} lead={lead} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {shots.map((shot) => (
          <li key={shot.image.id}>
            <ProductScreenshot shot={shot} locale={locale} caption={caption(shot)} sizes="(min-width: 768px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
