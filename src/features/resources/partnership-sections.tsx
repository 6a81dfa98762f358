import { ArrowRight, Check, ClipboardList, Medal, NamedIcon } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { IconBadge } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button-variants';
import { partnerApplyHref, partnerLevels, partnerSteps, partnershipTypes, type PartnerLevel } from '@/content/partnerships';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { formatDecimal } from '@/lib/numbers';

/** Implementation, technology and referral partners. */
export function PartnershipTypes({ locale }: { locale: Locale }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {partnershipTypes.map(({ id, icon, title, description, points }) => (
        <li key={id} data-partnership={id} className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-[var(--shadow-card)] sm:p-7">
          <IconBadge>
            <NamedIcon name={icon} />
          </IconBadge>
          <h3 className="mt-5 text-xl font-bold text-navy-900">{title[locale]}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted">{description[locale]}</p>
          <ul className="mt-5 grid gap-2.5 text-sm text-ink">
            {points.map((point) => (
              <li key={point.en} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                {point[locale]}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const medal: Record<PartnerLevel['id'], { ring: string; icon: string; bar: string }> = {
  bronze: { ring: 'bg-orange-100', icon: 'text-orange-800', bar: 'from-orange-700 to-orange-400' },
  silver: { ring: 'bg-slate-200', icon: 'text-slate-700', bar: 'from-slate-500 to-slate-300' },
  gold: { ring: 'bg-amber-100', icon: 'text-amber-700', bar: 'from-amber-600 to-amber-400' },
};

/** Bronze, Silver and Gold with their requirements and benefits; each leads to the enquiry form. */
export async function PartnerLevels({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {partnerLevels.map((level) => (
        <li key={level.id}>
          <article
            aria-labelledby={`level-${level.id}`}
            data-level-tier={level.id}
            className={cn(
              'relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border bg-white p-6 shadow-[var(--shadow-card)] sm:p-7',
              level.id === 'gold' ? 'border-amber-500' : 'border-line',
            )}
          >
            <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r', medal[level.id].bar)} />
            <div className="flex items-center gap-3">
              <span aria-hidden className={cn('flex size-12 items-center justify-center rounded-full', medal[level.id].ring)}>
                <Medal className={cn('size-6', medal[level.id].icon)} />
              </span>
              <div>
                <h3 id={`level-${level.id}`} className="text-xl font-bold text-navy-900">
                  {level.name[locale]}
                </h3>
                <p className="text-sm text-muted">{level.tagline[locale]}</p>
              </div>
            </div>
            <h4 className="mt-6 flex items-center gap-2 text-sm font-semibold text-navy-900">
              <ClipboardList aria-hidden className="size-4 shrink-0 text-teal-700" />
              {t('partner.requirements')}
            </h4>
            <ul className="mt-2 grid gap-2 text-sm text-ink">
              {level.requirements.map((item) => (
                <li key={item.en} className="flex gap-2">
                  <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-navy-700" />
                  {item[locale]}
                </li>
              ))}
            </ul>
            <h4 className="mt-6 flex items-center gap-2 text-sm font-semibold text-navy-900">
              <Check aria-hidden className="size-4 shrink-0 text-teal-700" />
              {t('partner.benefits')}
            </h4>
            <ul className="mt-2 grid gap-2 text-sm text-ink">
              {level.benefits.map((item) => (
                <li key={item.en} className="flex gap-2">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                  {item[locale]}
                </li>
              ))}
            </ul>
            <div className="mt-auto pt-7">
              <Link
                href={partnerApplyHref(level.id)}
                className={cn(buttonVariants({ variant: level.id === 'gold' ? 'primary' : 'outline' }), 'w-full')}
              >
                {level.apply[locale]}
                <ArrowRight aria-hidden className="rtl-mirror" />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Apply, get certified, launch and grow. */
export async function PartnerSteps({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Resources' });
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {partnerSteps.map((step, index) => (
        <li key={step.title.en} className="relative rounded-[var(--radius-card)] bg-white/5 p-6 ring-1 ring-white/15">
          <p className="text-sm font-semibold text-teal-100">{t('partner.step', { number: formatDecimal(index + 1, locale) })}</p>
          <h3 className="mt-2 text-xl font-bold text-white">{step.title[locale]}</h3>
          <p className="mt-2 text-sm leading-relaxed text-white/80">{step.body[locale]}</p>
        </li>
      ))}
    </ol>
  );
}
