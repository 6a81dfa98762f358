import { CheckCircle2, NamedIcon } from '@/components/icons';
import type { ReactNode } from 'react';
import { ContentCtaBand } from '@/components/site/cta-band';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { IconBadge } from '@/components/ui/card';
import { allResourcesLink, type ToolPage } from '@/content/tools';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';

/** The opening band of a tool page: the page's <h1>, its lead and three promises. */
export function ToolHero({ locale, page, aside }: { locale: Locale; page: ToolPage; aside?: ReactNode }) {
  const { hero } = page;
  return (
    <PageHero locale={locale} back={{ href: allResourcesLink.href, label: allResourcesLink.label[locale] }} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={hero.lead[locale]} aside={aside}>
      <ul className="mt-6 grid gap-2.5 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        {hero.points.map((point) => (
          <li key={point.en} className="flex items-start gap-2 text-sm font-medium text-navy-800">
            <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {point[locale]}
          </li>
        ))}
      </ul>
    </PageHero>
  );
}

/** The section holding a tool's island, under its heading. */
export function ToolSection({ id, locale, page, children }: { id: string; locale: Locale; page: ToolPage; children: ReactNode }) {
  return (
    <Section id={id} tone="canvas" labelledBy={`${id}-title`} className="py-12 sm:py-16 lg:py-20">
      <SectionHeading id={`${id}-title`} align="start" eyebrow={page.tool.eyebrow[locale]} title={page.tool.title[locale]} />
      <div className="mt-8">{children}</div>
    </Section>
  );
}

/** How the tool works: a card per rule or step, with its figure when it has one. */
export function MethodSection({ id, locale, page }: { id: string; locale: Locale; page: ToolPage }) {
  const { method } = page;
  return (
    <Section id={id} labelledBy={`${id}-title`}>
      <SectionHeading id={`${id}-title`} eyebrow={method.eyebrow[locale]} title={method.title[locale]} lead={method.lead[locale]} />
      <ul className={cn('mt-12 grid gap-6 sm:grid-cols-2', method.cards.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
        {method.cards.map(({ id: cardId, icon, figure, title, body }) => (
          <li key={cardId} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
            <div className="flex items-center justify-between gap-3">
              <IconBadge>
                <NamedIcon name={icon} />
              </IconBadge>
              {figure && (
                <span dir="ltr" className="text-3xl font-bold tracking-tight text-teal-700">
                  {figure}
                </span>
              )}
            </div>
            <h3 className="mt-5 text-lg font-bold text-navy-900">{title[locale]}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{body[locale]}</p>
          </li>
        ))}
      </ul>
      {method.note && <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted">{method.note[locale]}</p>}
    </Section>
  );
}

export function ToolCta({ id, locale, page }: { id: string; locale: Locale; page: ToolPage }) {
  return <ContentCtaBand id={id} cta={page.cta} locale={locale} />;
}
