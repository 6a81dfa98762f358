import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cx } from '@/lib/cn';
import { integrationCategories, type Integration } from '@/schemas/site-facts';

const statusTone = { available: 'bg-teal-50 text-teal-800', 'on-request': 'bg-amber-50 text-amber-900', planned: 'bg-slate-100 text-navy-800' } as const;

/** The published integrations, grouped by category in a fixed order, each with its status. */
export async function IntegrationsList({ integrations, locale }: { integrations: readonly Integration[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Facts.integrations' });
  const groups = integrationCategories.map((category) => ({ category, items: integrations.filter((item) => item.category === category) })).filter((group) => group.items.length);
  return (
    <div className="grid gap-10" data-facts="integrations">
      {groups.map(({ category, items }) => (
        <section key={category} aria-labelledby={`integrations-${category}`}>
          <h2 id={`integrations-${category}`} className="text-xl font-bold text-navy-900">
            {t(`category.${category}`)}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.name} className="rounded-2xl border border-line bg-white p-5 shadow-[var(--shadow-card)]">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-navy-900">
                    <bdi>{item.name}</bdi>
                  </h3>
                  <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusTone[item.status])}>{t(`status.${item.status}`)}</span>
                </div>
                <p className="mt-2 text-sm leading-relaxed text-muted">{item.summary[locale]}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
