import { ArrowRight, Check } from '@/components/icons';
import type { Metadata } from 'next';
import { Figures } from '@/components/site/figures';
import { PageHero } from '@/components/site/page-hero';
import { Section, SectionHeading } from '@/components/site/section';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { enterprisePlan, planCopy, pricingLead, pricingPage } from '@/content/pricing';
import type { Prices } from '@/content/savings';
import { site } from '@/content/site';
import { Link, localizeHref } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { localizedMetadata, resolvePageLocale } from '@/lib/localized-page';
import { formatDecimal } from '@/lib/numbers';
import { absoluteUrl } from '@/lib/seo';
import { PhoneActionBar } from '@/components/site/phone-action-bar';
import { pricesOf, pricingFaqsOf } from '@/server/site-facts/derived';
import { publishedFacts } from '@/server/site-facts/published';

export function generateMetadata({ params }: PageProps<'/[locale]/pricing'>): Promise<Metadata> {
  return localizedMetadata(params, pricingPage.meta, '/pricing');
}

/** Offer JSON-LD: one offer per published plan, SAR per user per month, VAT excluded. */
function PricingJsonLd({ locale, prices }: { locale: Locale; prices: Prices }) {
  const url = absoluteUrl(localizeHref('/pricing', locale));
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: site.name,
    url,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    offers: prices.plans.map((plan) => ({
      '@type': 'Offer',
      name: planCopy[plan.id].name[locale],
      url,
      priceCurrency: 'SAR',
      price: String(plan.annual),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: plan.annual,
        priceCurrency: 'SAR',
        valueAddedTaxIncluded: false,
        unitText: locale === 'ar' ? 'مستخدم شهرياً' : 'user per month',
        billingDuration: 'P1Y',
      },
    })),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export default async function PricingPage({ params }: PageProps<'/[locale]/pricing'>) {
  const locale = await resolvePageLocale(params);
  const { hero, faq } = pricingPage;
  const facts = await publishedFacts();
  const prices = pricesOf(facts);
  const faqItems = pricingFaqsOf(facts, faq.items);
  const sar = (value: number) => formatDecimal(value, locale);
  return (
    <>
      <PricingJsonLd locale={locale} prices={prices} />
      <PageHero locale={locale} eyebrow={hero.eyebrow[locale]} title={hero.title[locale]} lead={pricingLead(prices)[locale]} />

      <Section id="plans" labelledBy="plans-title" className="pt-4 sm:pt-6 lg:pt-8">
        <h2 id="plans-title" className="sr-only">
          {hero.title[locale]}
        </h2>
        <p data-vat className="text-sm font-semibold text-navy-900">
          <Figures text={`${pricingPage.vatNote[locale]} ${pricingPage.free[locale]}`} />
        </p>
        {prices.onboardingFee > 0 ? (
          <p data-onboarding-fee className="mt-2 text-sm text-navy-900">
            <Figures text={pricingPage.onboardingFee[locale].replace('{fee}', sar(prices.onboardingFee))} />
          </p>
        ) : null}
        <ul className="mt-6 grid gap-6 lg:grid-cols-3">
          {prices.plans.map((plan) => {
            const copy = planCopy[plan.id];
            return (
              <li key={plan.id} data-plan={plan.id}>
                <Card className="flex h-full flex-col p-6 sm:p-8">
                  <h3 className="text-xl font-bold text-navy-900">{copy.name[locale]}</h3>
                  <p className="mt-1 text-sm text-muted">{copy.forWhom(plan)[locale]}</p>
                  <p className="mt-5 flex items-baseline gap-2 text-navy-900">
                    <bdi dir="ltr" data-price className="text-4xl font-bold tracking-tight tabular-nums">
                      {locale === 'ar' ? `${sar(plan.annual)} ${pricingPage.currency.ar}` : `${pricingPage.currency.en} ${sar(plan.annual)}`}
                    </bdi>
                  </p>
                  <p className="mt-1 text-sm text-muted">{pricingPage.perUserMonth[locale]}</p>
                  <p className="mt-1 text-sm text-muted" data-monthly>
                    {pricingPage.monthlyBilling[locale].split('{price}')[0]}
                    <bdi dir="ltr" className="tabular-nums">
                      {sar(plan.monthly)}
                    </bdi>
                    {pricingPage.monthlyBilling[locale].split('{price}')[1]}
                  </p>
                  <h4 className="mt-6 text-sm font-semibold text-navy-900">{pricingPage.includesTitle[locale]}</h4>
                  <ul className="mt-3 grid gap-2 text-sm text-navy-800">
                    {copy.includes(plan).map((item) => (
                      <li key={item.en} className="flex gap-2">
                        <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                        <span>
                          <Figures text={item[locale]} />
                        </span>
                      </li>
                    ))}
                  </ul>
                  <Link href="/request-demo" className={`${buttonVariants({ variant: plan.id === 'professional' ? 'primary' : 'outline', size: 'lg' })} mt-8`}>
                    {pricingPage.choose[locale]}
                  </Link>
                </Card>
              </li>
            );
          })}
          <li data-plan="enterprise">
            <Card className="flex h-full flex-col bg-navy-50 p-6 sm:p-8">
              <h3 className="text-xl font-bold text-navy-900">{enterprisePlan.name[locale]}</h3>
              <p className="mt-1 text-sm text-muted">{enterprisePlan.forWhom[locale]}</p>
              <p className="mt-5 text-4xl font-bold tracking-tight text-navy-900">{enterprisePlan.price[locale]}</p>
              <h4 className="mt-6 text-sm font-semibold text-navy-900">{pricingPage.includesTitle[locale]}</h4>
              <ul className="mt-3 grid gap-2 text-sm text-navy-800">
                {enterprisePlan.includes.map((item) => (
                  <li key={item.en} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-teal-700" />
                    <span>
                          <Figures text={item[locale]} />
                        </span>
                  </li>
                ))}
              </ul>
              <Link href={enterprisePlan.action.href} className={`${buttonVariants({ variant: 'outline', size: 'lg' })} mt-8`}>
                {enterprisePlan.action.label[locale]}
              </Link>
            </Card>
          </li>
        </ul>
        <Link href={pricingPage.roiLink.href} className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-teal-700 hover:text-teal-600">
          {pricingPage.roiLink.label[locale]}
          <ArrowRight aria-hidden className="rtl-mirror size-4" />
        </Link>
      </Section>

      <Section id="faq" tone="canvas" labelledBy="pricing-faq-title">
        <SectionHeading id="pricing-faq-title" align="start" eyebrow={faq.eyebrow[locale]} title={faq.title[locale]} />
        <dl className="mt-10 grid max-w-3xl gap-6">
          {faqItems.map((item) => (
            <div key={item.id} data-faq={item.id}>
              <dt className="text-lg font-bold text-navy-900">{item.question[locale]}</dt>
              <dd className="mt-2 leading-relaxed text-muted">
                <Figures text={item.answer[locale]} />
              </dd>
            </div>
          ))}
        </dl>
      </Section>
      <PhoneActionBar locale={locale} page={'/pricing'} />
    </>
  );
}
