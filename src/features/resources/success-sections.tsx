import { ArrowRight, Check, Flag, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { IconBadge } from '@/components/ui/card';
import { successPhases, successServices } from '@/content/customer-success';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatDecimal } from '@/lib/numbers';

/** Onboarding, implementation, optimization, growth: a timeline with deliverables and milestones. */
export async function SuccessPhases({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return (
    <ol className="relative grid gap-6 lg:grid-cols-4">
      <span aria-hidden className="absolute start-6 top-6 bottom-6 w-0.5 bg-teal-100 lg:inset-x-6 lg:top-6 lg:bottom-auto lg:h-0.5 lg:w-auto" />
      {successPhases.map((phase, index) => (
        <li key={phase.id} data-phase={phase.id} className="relative ps-16 lg:ps-0">
          <span
            aria-hidden
            className="absolute start-0 top-0 flex size-12 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white ring-4 ring-white lg:relative"
          >
            {formatDecimal(index + 1, locale)}
          </span>
          <article
            aria-labelledby={`phase-${phase.id}`}
            className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] lg:mt-5 lg:h-[calc(100%-4.25rem)]"
          >
            <p className="text-xs font-semibold tracking-wide text-teal-700 uppercase">{t('phase.label', { number: formatDecimal(index + 1, locale) })}</p>
            <h3 id={`phase-${phase.id}`} className="mt-1 text-xl font-bold text-navy-900">
              {phase.title[locale]}
            </h3>
            <p className="mt-2 w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900">{phase.timeframe[locale]}</p>
            <p className="mt-4 text-sm leading-relaxed text-muted">{phase.summary[locale]}</p>
            <h4 className="mt-5 text-sm font-semibold text-navy-900">{t('phase.deliverables')}</h4>
            <ul className="mt-2 mb-5 grid gap-2 text-sm text-ink">
              {phase.deliverables.map((item) => (
                <li key={item.en} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  {item[locale]}
                </li>
              ))}
            </ul>
            <div className="mt-auto flex gap-3 rounded-xl bg-teal-50 p-3 text-sm">
              <Flag aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
              <p>
                <span className="font-semibold text-navy-900">{t('phase.milestone')}: </span>
                <span className="text-ink">{phase.milestone[locale]}</span>
              </p>
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** What every customer gets, with links to the pages that deliver it. */
export function SuccessServices({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {successServices.map(({ id, icon, title, body, link }) => (
        <li key={id} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)]">
          <IconBadge>
            <NamedIcon name={icon} />
          </IconBadge>
          <h3 className="mt-5 text-lg font-semibold text-navy-900">{title[locale]}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{body[locale]}</p>
          {link && (
            <Link href={link.href} className="mt-auto inline-flex min-h-11 items-center gap-2 pt-4 text-sm font-semibold text-teal-700 hover:text-teal-600">
              {link.label[locale]}
              <ArrowRight aria-hidden className="rtl-mirror size-4 shrink-0" />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
