import { ArrowRight, BookOpen, Clock, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IconBadge } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import { guidePageCopy } from '@/content/guide-page';
import { guideReadMinutes, guides } from '@/content/guides';
import { featuredGuideId, featuredResources, guideTools } from '@/content/hub';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { formatDecimal } from '@/lib/numbers';

/** An in-page anchor ("#guides") or a page of the site. */
function ActionLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  if (href.startsWith('#')) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

/** The three featured resources: the guide, the webinar series, the case studies. */
export function FeaturedResources({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {featuredResources.map(({ id, icon, kind, title, description, detail, action }, index) => (
        <li key={id}>
          <article
            aria-labelledby={`featured-${id}`}
            data-featured={id}
            className={cn(
              'flex h-full flex-col rounded-[var(--radius-card)] border p-6 shadow-[var(--shadow-card)] sm:p-7',
              index === 0 ? 'border-navy-900 bg-navy-900 text-white' : 'border-line bg-white',
            )}
          >
            <div className="flex items-center gap-3">
              <IconBadge className={index === 0 ? 'bg-white/10 text-teal-100' : undefined}>
                <NamedIcon name={icon} />
              </IconBadge>
              <p className={cn('text-sm font-semibold', index === 0 ? 'text-teal-100' : 'text-teal-700')}>{kind[locale]}</p>
            </div>
            <h3 id={`featured-${id}`} className={cn('mt-5 text-xl font-bold', index === 0 ? 'text-white' : 'text-navy-900')}>
              {title[locale]}
            </h3>
            <p className={cn('mt-3 text-sm leading-relaxed', index === 0 ? 'text-white/80' : 'text-muted')}>{description[locale]}</p>
            <p className={cn('mt-4 flex items-center gap-2 text-sm font-medium', index === 0 ? 'text-white/80' : 'text-navy-900')}>
              <Clock aria-hidden className="size-4 shrink-0" />
              {detail[locale]}
            </p>
            <div className="mt-auto pt-6">
              <ActionLink
                href={action.href}
                className={cn(buttonVariants({ variant: index === 0 ? 'light' : 'outline' }), 'w-full sm:w-auto')}
              >
                {action.label[locale]}
                <ArrowRight aria-hidden className="rtl-mirror" />
              </ActionLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The guides other than the featured one, each linking to its page and the tool that puts it into practice. */
export async function GuideList({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  const listed = guides.filter((guide) => guide.id !== featuredGuideId);
  return (
    <ol className="grid gap-5 md:grid-cols-2">
      {listed.map((guide, index) => {
        const tool = guideTools[guide.id];
        return (
          <li key={guide.id} id={`guide-${guide.id}`} className="scroll-mt-24">
            <article
              aria-labelledby={`guide-${guide.id}-title`}
              className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-8"
            >
              <div className="flex items-center gap-3 text-sm text-muted">
                <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-teal-50 font-bold text-teal-700">
                  {formatDecimal(index + 1, locale)}
                </span>
                <span className="flex items-center gap-1.5">
                  <Clock aria-hidden className="size-4 shrink-0" />
                  {t('guide.minutes', { count: guideReadMinutes(guide, locale), n: formatDecimal(guideReadMinutes(guide, locale), locale) })}
                </span>
              </div>
              <h3 id={`guide-${guide.id}-title`} className="mt-4 text-xl font-bold text-navy-900">
                <Link href={`/resources/guides/${guide.id}`} className="hover:text-teal-700 hover:underline">
                  {guide.title[locale]}
                </Link>
              </h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{guide.summary[locale]}</p>
              <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2">
                <Link href={`/resources/guides/${guide.id}`} className={buttonVariants({ variant: 'outline' })} aria-describedby={`guide-${guide.id}-title`}>
                  <BookOpen aria-hidden />
                  {guidePageCopy.read[locale]}
                </Link>
                {tool && (
                  <Link href={tool.href} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-teal-700 hover:text-teal-600">
                    {tool.label[locale]}
                    <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
                  </Link>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
