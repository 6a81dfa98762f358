import { supportHours, supportPage, type ChannelContacts, type Faq, type FaqGroup } from '@/content/help';
import { site } from '@/content/site';
import type { Text } from '@/content/types';
import { seedPrices, type Prices, type PublishedPlan } from '@/content/savings';
import type { Screenshot, SiteFacts } from '@/schemas/site-facts';

/*
 * Facts that have a seed in src/content (prices, questions): what a page shows is the published value
 * where staff published one, and the seed where they did not.
 */

/** The prices every page computes with: each published plan over its seed, and the onboarding fee (0 until one is published). */
export function pricesOf(facts: SiteFacts): Prices {
  const given = facts.plans ?? {};
  const plan = (seed: PublishedPlan): PublishedPlan => {
    const published = given[seed.id];
    return published ? { id: seed.id, monthly: published.monthly, annual: published.annual, minUsers: published.minUsers, sites: published.sites ?? null } : seed;
  };
  return { plans: [plan(seedPrices.plans[0]), plan(seedPrices.plans[1])], onboardingFee: given.onboardingFee ?? seedPrices.onboardingFee };
}

/** The pricing page's questions: the published list, else the seed. */
export function pricingFaqsOf(facts: SiteFacts, seed: readonly Faq[]): readonly Faq[] {
  return facts.faqs?.pricing?.map((item, index) => ({ id: `published-${index + 1}`, ...item })) ?? seed;
}

/** The support centre's topics and questions: the published ones, else the seed. */
export function supportFaqsOf(facts: SiteFacts, seed: readonly FaqGroup[]): readonly FaqGroup[] {
  return (
    facts.faqs?.support?.map((group, index) => ({
      id: `topic-${index + 1}`,
      title: group.topic,
      faqs: group.questions.map((item, question) => ({ id: `topic-${index + 1}-${question + 1}`, ...item })),
    })) ?? seed
  );
}

/** A page's published screenshots, those of the visitor's language's interface first. */
export function screenshotsFor(facts: SiteFacts, page: string, locale: 'en' | 'ar'): Screenshot[] {
  const shots = (facts.product?.screenshots ?? []).filter((shot) => shot.page === page);
  return [...shots.filter((shot) => shot.interface === locale), ...shots.filter((shot) => shot.interface !== locale)];
}

/** How a visitor reaches the company (the phone in E.164, shown with `readablePhone`); every page that shows one of these shows this value. */
export interface Contacts extends ChannelContacts {
  /** The city of the office, in the country. */
  office: Text;
  /** A line of its own for emergencies (E.164), when one is published; else the main number takes them. */
  emergencyLine: string | null;
}

/** The published company phone, e-mail, support hours, city and emergency line, each over its seed. */
export function contactsOf(facts: SiteFacts): Contacts {
  const company = facts.company ?? {};
  const city = company.address?.city;
  return {
    phone: company.phone ?? site.supportPhone,
    email: company.email ?? site.supportEmail,
    hours: company.supportHours ?? supportHours,
    office: city ? { en: `${city.en}, Kingdom of Saudi Arabia`, ar: `${city.ar}، المملكة العربية السعودية` } : supportPage.contact.address,
    emergencyLine: company.emergencyLine ?? null,
  };
}
