import { getTranslations } from 'next-intl/server';
import { aboutPage } from '@/content/about';
import { resources } from '@/content/resources';
import { site } from '@/content/site';
import { coreSystemItems, plannedCareVsMaintenanceShort } from '@/content/core-systems';
import { entityHref } from '@/content/hrefs';
import { platformFeatures } from '@/content/platform-features';
import { trustPage } from '@/content/trust';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { SiteFacts } from '@/schemas/site-facts';
import { copyrightYear } from './copyright-year';
import { LogoMark } from './logo';
import { SocialIcon } from './social-icons';

function resourceTitle(id: string, locale: Locale): string {
  const item = resources.find((resource) => resource.id === id);
  if (!item) throw new Error(`Unknown resource ${id}`);
  return item.title[locale];
}

export async function SiteFooter({ locale, facts }: { locale: Locale; facts: SiteFacts }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const company = facts.company;
  // The legal identity, as published by staff: absent until they enter it.
  const identity = [company?.legalName?.[locale], company?.crNumber && t('cr', { number: company.crNumber }), company?.vatNumber && t('vat', { number: company.vatNumber })].filter(Boolean);
  const columns = [
    {
      id: 'solutions',
      title: t('solutions'),
      links: coreSystemItems.map((system) => ({ href: system.href, label: system.title[locale] })),
      note: plannedCareVsMaintenanceShort[locale],
    },
    {
      id: 'features',
      title: t('features'),
      links: platformFeatures.map((feature) => ({ href: entityHref('platformFeature', feature.id), label: feature.name[locale] })),
    },
    {
      // The drawer's "Resources" anchor lands here: this column holds the platform's free resources.
      id: 'resources',
      title: t('platform'),
      links: [
        { href: '/ai-features', label: t('aiFeatures') },
        { href: '/pricing', label: t('pricing') },
        { href: '/request-demo', label: t('requestDemo') },
        { href: '/resources/hub', label: resourceTitle('hub', locale) },
        { href: '/resources/roi-calculator', label: resourceTitle('roi-calculator', locale) },
        { href: '/resources/maintenance-calculator', label: resourceTitle('maintenance-calculator', locale) },
        { href: '/resources/checklist-generator', label: resourceTitle('checklist-generator', locale) },
        { href: '/resources/courses', label: t('courses') },
      ],
    },
    {
      id: 'company',
      title: t('company'),
      links: [
        { href: '/about', label: aboutPage.meta.title[locale] },
        { href: '/trust', label: trustPage.meta.title[locale] },
        ...(facts.integrations?.length ? [{ href: '/integrations', label: t('integrations') }] : []),
        { href: '/resources/stories', label: resourceTitle('stories', locale) },
        { href: '/resources/customer-success', label: resourceTitle('customer-success', locale) },
        { href: '/resources/partnerships', label: t('partnerships') },
        { href: '/resources/blog', label: resourceTitle('blog', locale) },
        { href: '/resources/events', label: resourceTitle('events', locale) },
        { href: '/resources/support', label: resourceTitle('support', locale) },
        { href: '/resources/ask-anything', label: resourceTitle('ask-anything', locale) },
      ],
    },
  ];

  return (
    <footer className="bg-navy-950 text-white/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.3fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <Link href="/" className="flex w-fit items-center gap-2.5 rounded-lg text-white">
            <LogoMark />
            <span dir="ltr" className="text-xl font-bold tracking-tight">
              {site.name}
            </span>
          </Link>
          <p className="mt-4 text-sm leading-relaxed text-white/70">{t('about')}</p>
          <p className="mt-6 text-sm font-semibold text-white">{t('followUs')}</p>
          <ul className="mt-3 flex gap-2">
            {site.social.map((link) => (
              <li key={link.id}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-teal-600"
                >
                  <SocialIcon id={link.id} />
                  <span className="sr-only">
                    {link.label[locale]} {t('opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {columns.map((column) => (
            <nav
              key={column.id}
              id={column.id === 'resources' ? 'resources' : undefined}
              aria-labelledby={`footer-${column.id}`}
              className="scroll-mt-24"
            >
              <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-white">
                {column.title}
              </h2>
              <ul className="mt-3 grid gap-1">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="inline-flex min-h-9 items-center text-sm text-white/70 transition-colors hover:text-white">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              {'note' in column && <p className="mt-3 text-xs leading-relaxed text-white/70">{column.note}</p>}
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-white/70 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="grid gap-1">
            <p>{t('copyright', { year: String(copyrightYear()) })}</p>
            {identity.length ? (
              <p className="text-xs text-white/70" data-company-identity>
                {identity.map((part, index) => (
                  <span key={index}>
                    {index ? ' · ' : ''}
                    <bdi>{part}</bdi>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              <li>
                <Link href="/privacy" className="inline-flex min-h-9 items-center hover:text-white">
                  {t('privacy')}
                </Link>
              </li>
              <li>
                <Link href="/terms" className="inline-flex min-h-9 items-center hover:text-white">
                  {t('terms')}
                </Link>
              </li>
              <li>
                <Link href="/cookies" className="inline-flex min-h-9 items-center hover:text-white">
                  {t('cookies')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
