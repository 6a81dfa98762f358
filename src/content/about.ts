import { supportPage } from './help';
import type { PageCopy } from './types';

/**
 * The About page. Its contact facts (office, hours, phone, e-mail) are the ones the support pages
 * already state (`help.ts`, `site.ts`): one set of facts, shown here again, never restated.
 */
export const aboutPage = {
  meta: {
    title: { en: 'About Siyana', ar: 'عن Siyana' },
    description: {
      en: 'Who we are: a facility and maintenance management platform from Riyadh for teams in Saudi Arabia and the Gulf. Office, support hours and how to reach our sales team.',
      ar: 'تعرّف إلينا: منصة لإدارة المرافق والصيانة من الرياض لفرق العمل في المملكة العربية السعودية والخليج، مع عنوان المكتب وساعات الدعم وطرق التواصل مع فريق المبيعات.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'About us', ar: 'من نحن' },
    title: { en: 'Facility management software from Riyadh, built for the Gulf', ar: 'منصة لإدارة المرافق من الرياض، صُممت لمنشآت الخليج' },
    lead: {
      en: 'Siyana brings maintenance, assets, energy and compliance together on one platform, with AI built in, for the teams who keep buildings, plants and campuses running across Saudi Arabia and the Gulf.',
      ar: 'تجمع Siyana الصيانة والأصول والطاقة والامتثال في منصة واحدة مدعومة بالذكاء الاصطناعي، لخدمة الفرق التي تحافظ على جاهزية المباني والمصانع والمجمعات في المملكة العربية السعودية والخليج.',
    },
  },
  whatWeDo: {
    eyebrow: { en: 'What we do', ar: 'ماذا نقدم' },
    title: { en: 'One platform for the work that keeps facilities running', ar: 'منصة واحدة لكل ما يُبقي منشآتك في أفضل حال' },
    lead: {
      en: 'Six core systems share one asset register, one team and one set of reports, so nothing is typed twice and nothing falls between two tools.',
      ar: 'تتشارك الأنظمة الأساسية الستة سجلاً واحداً للأصول وفريقاً واحداً ومجموعة واحدة من التقارير، فلا تُدخل البيانات مرتين ولا يضيع شيء بين الأدوات.',
    },
    ai: { en: 'Explore the AI features', ar: 'اكتشف مزايا الذكاء الاصطناعي' },
  },
  sectors: {
    eyebrow: { en: 'Who we work with', ar: 'لمن نعمل' },
    title: { en: 'Built for the way your sector runs', ar: 'مصممة لطبيعة عمل قطاعك' },
  },
  principles: {
    eyebrow: { en: 'How we work', ar: 'طريقة عملنا' },
    title: { en: 'What you can expect from us', ar: 'ما يمكنك أن تتوقعه منا' },
    items: [
      {
        id: 'languages',
        title: { en: 'Arabic and English, equally', ar: 'العربية والإنجليزية بالمستوى نفسه' },
        body: {
          en: 'Support, events and training in both languages, so every member of your team works in the one they prefer.',
          ar: 'الدعم والفعاليات والتدريب باللغتين، ليعمل كل فرد في فريقك باللغة التي يفضلها.',
        },
      },
      {
        id: 'people',
        title: { en: 'People who know facilities', ar: 'فريق يفهم إدارة المرافق' },
        body: {
          en: 'Our support and customer success teams speak the language of maintenance, not only of software.',
          ar: 'يتحدث فريقا الدعم ونجاح العملاء لغة الصيانة، لا لغة البرمجيات وحدها.',
        },
      },
      {
        id: 'data',
        title: { en: 'Your data, handled with care', ar: 'بياناتك في أيدٍ أمينة' },
        body: {
          en: 'We collect only what we need and handle it in line with Saudi Arabia’s Personal Data Protection Law.',
          ar: 'لا نجمع إلا ما نحتاجه، ونتعامل معه وفق نظام حماية البيانات الشخصية في المملكة.',
        },
        link: { href: '/trust', label: { en: 'How we protect your data', ar: 'كيف نحمي بياناتك' } },
      },
    ],
  },
  contact: {
    eyebrow: { en: 'Contact', ar: 'التواصل' },
    title: { en: 'Where to find us', ar: 'أين تجدنا' },
    office: supportPage.contact.office,
    hours: supportPage.contact.hours,
    phone: supportPage.contact.phone,
    email: supportPage.contact.email,
    supportTitle: { en: 'Customers and support', ar: 'العملاء والدعم' },
    supportLink: { en: 'Visit the support center', ar: 'زر مركز الدعم' },
    salesTitle: { en: 'Talk to sales', ar: 'تحدث إلى فريق المبيعات' },
    salesBody: {
      en: 'Planning a new system or adding sites? Write to our sales team, or tell us about your facilities and we will arrange a demo on your own assets.',
      ar: 'تخطط لنظام جديد أو لإضافة مواقع؟ راسل فريق المبيعات، أو أخبرنا عن منشآتك وسنرتب لك عرضاً توضيحياً على أصولك.',
    },
    salesDemo: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
    salesDetailed: { en: 'Send a detailed request', ar: 'أرسل طلباً مفصلاً' },
  },
} satisfies { meta: PageCopy } & Record<string, unknown>;
