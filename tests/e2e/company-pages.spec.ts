import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const pages = [
  { path: '/sign-in', en: { title: 'Sign In', h1: 'Sign in to Siyana' }, ar: { title: 'تسجيل الدخول', h1: 'سجّل الدخول إلى Siyana' } },
  { path: '/about', en: { title: 'About Siyana', h1: 'Facility management software from Riyadh' }, ar: { title: 'عن Siyana', h1: 'منصة لإدارة المرافق من الرياض' } },
  { path: '/trust', en: { title: 'Trust & Security', h1: 'How we look after your data' }, ar: { title: 'الثقة والأمان', h1: 'كيف نحافظ على بياناتك' } },
  { path: '/pricing', en: { title: 'Pricing', h1: 'Published prices, in Saudi riyals' }, ar: { title: 'الأسعار', h1: 'أسعار معلنة بالريال السعودي' } },
] as const;

/**
 * What a page shows beyond the common checks, in the same visit (one visit per page and language).
 * `request` is for what is not a page (the sitemap).
 */
type Specific = { title: string; check: (page: Page, request: APIRequestContext) => Promise<void> };

/** The pricing page (issue 33), in each language. */
function pricing(locale: 'en' | 'ar'): Specific {
  const prefix = locale === 'en' ? '' : '/ar';
  return {
    title: 'plans in SAR billed monthly or annually, VAT excluded, Etimad quote, FAQ, Offer JSON-LD, linked from the top bar, footer and ROI tool',
    check: async (page, request) => {
      const plans = page.locator('[data-plan]');
      await expect(plans).toHaveCount(3);
      const sar = locale === 'en' ? ['SAR 109', 'SAR 189'] : ['109 ريال', '189 ريال'];
      await expect(page.locator('[data-plan="essentials"] [data-price]')).toHaveText(sar[0]!);
      await expect(page.locator('[data-plan="professional"] [data-price]')).toHaveText(sar[1]!);
      await expect(page.locator('[data-plan="essentials"] [data-monthly]')).toContainText('129');
      await expect(page.locator('[data-plan="professional"] [data-monthly]')).toContainText('229');
      await expect(page.locator('[data-vat]')).toContainText(locale === 'en' ? 'Prices exclude 15% VAT.' : 'الأسعار لا تشمل ضريبة القيمة المضافة 15%.');
      await expect(page.locator('[data-plan="enterprise"]')).toContainText(locale === 'en' ? 'Etimad' : 'اعتماد');
      for (const id of ['vat', 'payment', 'contract', 'onboarding', 'hosting']) await expect(page.locator(`[data-faq="${id}"]`)).toBeVisible();
      // Dollars appear only in the market comparison of the lead; every price and answer is in SAR.
      for (const part of ['[data-plan]', '[data-faq]']) for (const text of await page.locator(part).allTextContents()) expect(text).not.toMatch(/USD|\$|دولار/);
      const offers = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as { offers: { priceCurrency: string; price: string; priceSpecification: { valueAddedTaxIncluded: boolean } }[] };
      expect(offers.offers.map((offer) => [offer.priceCurrency, offer.price, offer.priceSpecification.valueAddedTaxIncluded])).toEqual([['SAR', '109', false], ['SAR', '189', false]]);
      // Reached from the top bar, the footer and the ROI calculator.
      await expect(page.locator('header').getByRole('link', { name: locale === 'en' ? 'Pricing' : 'الأسعار', exact: true })).toHaveAttribute('href', `${prefix}/pricing`);
      await expect(page.locator('footer').getByRole('link', { name: locale === 'en' ? 'Pricing' : 'الأسعار', exact: true })).toHaveAttribute('href', `${prefix}/pricing`);
      await page.goto(`${prefix}/resources/roi-calculator`);
      await expect(page.locator(`main a[href="${prefix}/pricing"]`).first()).toBeVisible();
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`${prefix}/pricing</loc>`);
    },
  };
}

const specific: Record<string, Specific> = {
  '/sign-in': {
    title: 'sends customers to the customer app, tells how to get the mobile app, and keeps staff to one quiet link',
    check: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Open the Siyana app' })).toHaveAttribute('href', /^https:\/\/app\.siyana\.sa\/?$/);
      await expect(main).toContainText('The download link comes with the invitation to your account');
      // No store badges: the facts hold no store pages.
      expect(await main.locator('a[href*="apps.apple.com"], a[href*="play.google.com"]').count()).toBe(0);
      await expect(main.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/request-demo');
      const staff = main.getByRole('link', { name: 'Staff sign-in' });
      await expect(staff).toHaveAttribute('href', '/admin/login');
      await staff.click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    },
  },
  '/ar/sign-in': {
    title: 'in Arabic, every link stays in Arabic except the staff area, which has no /ar',
    check: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'افتح تطبيق Siyana' })).toHaveAttribute('href', /^https:\/\/app\.siyana\.sa\/?$/);
      await expect(main.getByRole('link', { name: 'اطلب عرضاً توضيحياً' })).toHaveAttribute('href', '/ar/request-demo');
      await expect(main.getByRole('link', { name: 'دخول الموظفين' })).toHaveAttribute('href', '/admin/login');
    },
  },
  '/about': {
    title: 'names the office city, support hours, phone, e-mail and how to reach sales',
    check: async (page) => {
      const contact = page.locator('#contact');
      await expect(contact).toContainText('Riyadh, Kingdom of Saudi Arabia');
      await expect(contact).toContainText('Sunday-Thursday, 9:00-18:00 Riyadh time');
      await expect(contact.getByRole('link', { name: '+966 11 520 4400' })).toHaveAttribute('href', 'tel:+966115204400');
      await expect(contact.getByRole('link', { name: 'support@siyana.sa' })).toHaveAttribute('href', 'mailto:support@siyana.sa');
      await expect(contact.getByRole('link', { name: 'sales@siyana.sa' })).toHaveAttribute('href', 'mailto:sales@siyana.sa');
      await expect(contact.getByRole('link', { name: 'Request a Demo' })).toHaveAttribute('href', '/request-demo');
      await expect(page.getByRole('link', { name: 'How we protect your data' })).toHaveAttribute('href', '/trust');
    },
  },
  '/ar/about': {
    title: 'says the same in Arabic',
    check: async (page) => {
      const contact = page.locator('#contact');
      await expect(contact).toContainText('الرياض، المملكة العربية السعودية');
      await expect(contact).toContainText('الأحد إلى الخميس');
      await expect(contact.getByRole('link', { name: 'sales@siyana.sa' })).toHaveAttribute('href', 'mailto:sales@siyana.sa');
      await expect(contact.getByRole('link', { name: 'اطلب عرضاً توضيحياً' })).toHaveAttribute('href', '/ar/request-demo');
    },
  },
  '/trust': {
    title: 'the Trust page covers PDPL, hosting, security practice and how to report a vulnerability',
    check: async (page) => {
      for (const heading of ['Visitor data on this website', 'Under Saudi Arabia’s PDPL', 'Where data is kept', 'How this website is protected', 'Report a vulnerability']) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      const report = page.locator('#report-a-vulnerability');
      await expect(report.getByRole('link', { name: 'support@siyana.sa' })).toHaveAttribute('href', 'mailto:support@siyana.sa');
      await expect(report.getByRole('link', { name: '/.well-known/security.txt' })).toHaveAttribute('href', '/.well-known/security.txt');
      await expect(page.getByRole('main')).not.toContainText(/certif|audited|award/i);
    },
  },
  '/pricing': pricing('en'),
  '/ar/pricing': pricing('ar'),
};

for (const { path, ...copy } of pages) {
  for (const locale of ['en', 'ar'] as const) {
    const url = locale === 'en' ? path : `/ar${path}`;
    test(`${url}: 200, ${locale === 'ar' ? 'right-to-left Arabic' : 'English'}, translated title and description, hreflang, no axe violations`, async ({ page, request }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await expect(page).toHaveTitle(`${copy[locale].title} | Siyana`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(copy[locale].h1);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toMatch(locale === 'ar' ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]+$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url.replace(/\//g, '\\/')}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', new RegExp(`/ar${path}$`));
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`[^r]${path}$`));
      await expectNoAxeViolations(page);
      const more = specific[url];
      if (more) await test.step(more.title, () => more.check(page, request));
    });
  }
}
