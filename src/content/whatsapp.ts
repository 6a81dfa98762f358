import type { Locale } from '@/i18n/routing';
import { courses } from './courses';
import { support } from './facts';
import { coreSystems } from './core-systems';
import { guides } from './guides';
import { entityHref } from './hrefs';
import { platformFeatures } from './platform-features';
import { sectors } from './sectors';
import type { Text } from './types';

/** The WhatsApp links' texts. */
export const whatsappCopy = {
  /** The support channel card that replaces "Live Chat". */
  card: {
    title: { en: 'WhatsApp', ar: 'واتساب' },
    body: {
      en: `Message our sales and support team on WhatsApp, in Arabic or English: ${support.window.en}.`,
      ar: `راسل فريق المبيعات والدعم عبر واتساب بالعربية أو الإنجليزية: ${support.window.ar}.`,
    },
  },
} as const satisfies Record<string, Record<string, Text>>;

/** The names of the site's fixed pages (unprefixed paths), as a visitor would call them in a message. */
const pageNames: Record<string, Text> = {
  '/': { en: 'Home', ar: 'الصفحة الرئيسية' },
  '/request-demo': { en: 'Request a Demo', ar: 'طلب عرض توضيحي' },
  '/request-demo/booked': { en: 'Your Booked Demo', ar: 'عرضك التوضيحي المحجوز' },
  '/detailed-demo-request': { en: 'Detailed Demo Request', ar: 'طلب عرض توضيحي مفصّل' },
  '/ai-features': { en: 'AI Features', ar: 'مزايا الذكاء الاصطناعي' },
  '/feature': { en: 'Features', ar: 'المزايا' },
  '/sector': { en: 'Industries', ar: 'القطاعات' },
  '/resources/hub': { en: 'Resources', ar: 'مركز الموارد' },
  '/resources/blog': { en: 'Blog', ar: 'المدونة' },
  '/resources/learning': { en: 'Learning', ar: 'التعلّم' },
  '/resources/courses': { en: 'Free Courses', ar: 'الدورات المجانية' },
  '/resources/stories': { en: 'Customer Stories', ar: 'قصص العملاء' },
  '/resources/partnerships': { en: 'Partnerships', ar: 'الشراكات' },
  '/resources/customer-success': { en: 'Customer Success', ar: 'نجاح العملاء' },
  '/resources/roi-calculator': { en: 'ROI Calculator', ar: 'حاسبة العائد على الاستثمار' },
  '/resources/maintenance-calculator': { en: 'Maintenance Cost Calculator', ar: 'حاسبة تكلفة الصيانة' },
  '/resources/qr-generator': { en: 'QR Code Generator', ar: 'مولّد رموز QR' },
  '/resources/checklist-generator': { en: 'Checklist Generator', ar: 'مولّد قوائم الفحص' },
  '/resources/ask-anything': { en: 'Ask Anything', ar: 'اسألنا أي شيء' },
  '/resources/support': { en: 'Support', ar: 'الدعم' },
  '/resources/events': { en: 'Events', ar: 'الفعاليات' },
  '/pricing': { en: 'Pricing', ar: 'الأسعار' },
  '/about': { en: 'About Us', ar: 'من نحن' },
  '/trust': { en: 'Trust and Security', ar: 'الثقة والأمان' },
  '/integrations': { en: 'Integrations', ar: 'التكاملات' },
  '/sign-in': { en: 'Sign In', ar: 'تسجيل الدخول' },
  '/privacy': { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  '/terms': { en: 'Terms of Service', ar: 'شروط الخدمة' },
  '/cookies': { en: 'Cookie Policy', ar: 'سياسة ملفات تعريف الارتباط' },
  '/partners/apply': { en: 'Partner Application', ar: 'طلب الانضمام كشريك' },
};

const recordNames: Record<string, Text> = Object.fromEntries([
  ...sectors.map((sector) => [entityHref('sector', sector.id), sector.name] as const),
  ...coreSystems.map((system) => [entityHref('coreSystem', system.id), system.name] as const),
  // A platform feature is named by its page's heading here (one Arabic wording differs from its menu name).
  ...platformFeatures.map((feature) => [entityHref('platformFeature', feature.id), feature.title] as const),
  ...guides.map((guide) => [`/resources/guides/${guide.id}`, guide.title] as const),
  ...courses.map((course) => [entityHref('course', course.id), course.title] as const),
]);

/** The language of a site path: Arabic under /ar. */
export function localeOfPath(path: string): Locale {
  return path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its /ar prefix. */
export function barePath(path: string): string {
  return localeOfPath(path) === 'ar' ? path.slice(3) || '/' : path;
}

/** A page's name for the prefilled message, when the page is one of the site's fixed pages or records. */
export function knownPageName(bare: string): Text | undefined {
  return pageNames[bare] ?? recordNames[bare];
}

/** The message a chat opens with: in the page's language, naming the page, its address and a booking's reference. */
export function whatsappMessage(locale: Locale, pageName: string, url: string, reference?: string | null): string {
  const greeting =
    locale === 'ar'
      ? `مرحباً فريق Siyana، أتصفح صفحة «${pageName}» على موقعكم (${url}) وأودّ التحدث معكم.`
      : `Hello Siyana team, I am on your page “${pageName}” (${url}) and would like to talk to you.`;
  if (!reference) return greeting;
  return locale === 'ar' ? `${greeting} رقم حجز العرض التوضيحي: ${reference}.` : `${greeting} My demo booking reference: ${reference}.`;
}

/** The one page whose chat link carries a booking's reference: the visitor's booked demo. */
export const BOOKED_DEMO_PAGE = '/request-demo/booked';
