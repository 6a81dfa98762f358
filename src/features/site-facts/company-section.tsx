import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Section, SectionHeading } from '@/components/site/section';
import type { Locale } from '@/i18n/routing';
import { readablePhone } from '@/lib/phone';
import type { SiteFacts } from '@/schemas/site-facts';
import { hasCompanyFacts } from './shown';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line py-3 last:border-b-0 sm:grid-cols-[14rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold break-words text-navy-900">{children}</dd>
    </div>
  );
}

/** The company's legal identity and national address, as staff published them; nothing when none is. */
export async function CompanySection({ company, locale }: { company: SiteFacts['company']; locale: Locale }) {
  if (!company || !hasCompanyFacts(company)) return null;
  const t = await getTranslations({ locale, namespace: 'Facts.company' });
  const { address } = company;
  const ltr = (value: string) => <bdi dir="ltr">{value}</bdi>;
  return (
    <Section id="company" labelledBy="company-title" tone="canvas">
      <SectionHeading id="company-title" align="start" title={t('title')} lead={t('lead')} />
      <dl className="mt-8 max-w-3xl rounded-2xl border border-line bg-white px-5 sm:px-6" data-facts="company">
        {company.legalName ? <Row label={t('legalName')}>{company.legalName[locale]}</Row> : null}
        {company.crNumber ? <Row label={t('cr')}>{ltr(company.crNumber)}</Row> : null}
        {company.vatNumber ? <Row label={t('vat')}>{ltr(company.vatNumber)}</Row> : null}
        {address ? (
          <Row label={t('address')}>
            {t('addressLine', { building: address.buildingNumber, street: address.street[locale], district: address.district[locale], city: address.city[locale], postal: address.postalCode, additional: address.additionalNumber })}
          </Row>
        ) : null}
        {company.phone ? (
          <Row label={t('phone')}>
            <a href={`tel:${company.phone}`} dir="ltr" className="text-teal-700 underline-offset-2 hover:underline">
              {readablePhone(company.phone)}
            </a>
          </Row>
        ) : null}
        {company.email ? (
          <Row label={t('email')}>
            <a href={`mailto:${company.email}`} dir="ltr" className="text-teal-700 underline-offset-2 hover:underline">
              {company.email}
            </a>
          </Row>
        ) : null}
        {company.supportHours ? <Row label={t('supportHours')}>{company.supportHours[locale]}</Row> : null}
        {company.ramadanHours ? <Row label={t('ramadanHours')}>{company.ramadanHours[locale]}</Row> : null}
        {company.emergencyLine ? <Row label={t('emergency')}>{ltr(readablePhone(company.emergencyLine))}</Row> : null}
        {company.etimad ? <Row label={t('etimad')}>{ltr(company.etimad)}</Row> : null}
      </dl>
    </Section>
  );
}
