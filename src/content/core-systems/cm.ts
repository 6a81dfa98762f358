import { coreSystemFacts } from '../facts';
import type { CoreSystem } from './record';

/** Compliance Management (CM): every text and icon it shows, wherever it shows. */
export const cmSystem: CoreSystem = {
  id: 'cm',
  code: 'CM',
  name: { en: 'Compliance Management', ar: 'إدارة الامتثال' },
  icon: 'ClipboardCheck',
  menuBlurb: {
    en: 'Inspections, permits and audits tracked against local regulations.',
    ar: 'تتبّع الفحوصات والتصاريح وعمليات التدقيق وفق الأنظمة المحلية.',
  },
  landingCard: {
    icon: 'ShieldCheck',
    blurb: {
      en: 'Permits, certificates and civil defence requirements tracked to the day.',
      ar: 'متابعة التصاريح والشهادات ومتطلبات الدفاع المدني حتى آخر يوم.',
    },
    images: [
      { en: 'Illustration of a certificate with an approval seal', ar: 'رسم توضيحي لشهادة مع ختم الاعتماد' },
      { en: 'Illustration of a compliance timeline', ar: 'رسم توضيحي لجدول زمني للامتثال' },
    ],
  },
  tagline: { en: 'Audit-ready, every single day', ar: 'جاهزية للتدقيق في كل يوم' },
  description: {
    en: 'Compliance Management keeps every regulatory, contractual and internal obligation on one register, from Civil Defense fire-safety requirements to lift certificates and food-safety checks. Tasks, evidence and approvals are tracked automatically, so you are ready for an inspector on any day.',
    ar: 'يجمع نظام إدارة الامتثال كل الالتزامات النظامية والتعاقدية والداخلية في سجل واحد، من اشتراطات الدفاع المدني للسلامة من الحريق إلى شهادات المصاعد وفحوصات سلامة الأغذية. وتُتابَع المهام والأدلة والموافقات تلقائياً، لتكون مستعداً لزيارة المفتش في أي يوم.',
  },
  claims: coreSystemFacts.cm.claims,
  live: {
    tiles: [
      { value: '412', label: { en: 'Obligations tracked', ar: 'التزامات قيد المتابعة' } },
      { value: '9', label: { en: 'Due this month', ar: 'مستحقة هذا الشهر' } },
      { value: '0', label: { en: 'Overdue items', ar: 'بنود متأخرة' } },
      { value: '58', label: { en: 'Certificates on file', ar: 'شهادات محفوظة' } },
    ],
    trend: [81, 85, 88, 87, 92, 95, 97, 99, 100],
  },
  keyFeatures: [
    {
      icon: 'BookOpen',
      title: { en: 'Regulation library', ar: 'مكتبة الاشتراطات' },
      description: {
        en: 'Ready-made obligations for fire safety, lifts, pressure systems, water and food safety, editable per site.',
        ar: 'التزامات جاهزة للسلامة من الحريق والمصاعد وأنظمة الضغط والمياه وسلامة الأغذية، قابلة للتعديل لكل موقع.',
      },
    },
    {
      icon: 'FileSignature',
      title: { en: 'Permits and licences', ar: 'التصاريح والرخص' },
      description: {
        en: 'Track operating licences, hot-work permits and contractor approvals with their renewal dates.',
        ar: 'تابع رخص التشغيل وتصاريح الأعمال الساخنة واعتمادات المقاولين مع مواعيد تجديدها.',
      },
    },
    {
      icon: 'ClipboardCheck',
      title: { en: 'Digital inspections', ar: 'فحوصات رقمية' },
      description: {
        en: 'Inspectors complete checklists on a phone, with photos and corrective actions.',
        ar: 'يُكمل المفتشون قوائم التحقق على الهاتف مع الصور والإجراءات التصحيحية.',
      },
    },
    {
      icon: 'GitBranch',
      title: { en: 'Approval workflows', ar: 'مسارات الاعتماد' },
      description: {
        en: 'Sign-offs routed to the right managers, with a complete audit trail.',
        ar: 'توجيه الاعتمادات إلى المديرين المعنيين مع سجل تدقيق كامل.',
      },
    },
    {
      icon: 'Handshake',
      title: { en: 'Contractor compliance', ar: 'امتثال المقاولين' },
      description: {
        en: 'Each contractor’s insurance, licences and safety training checked before work starts.',
        ar: 'التحقق من تأمين كل مقاول ورخصه وتدريبه على السلامة قبل بدء العمل.',
      },
    },
    {
      icon: 'FileDown',
      title: { en: 'One-click audit packs', ar: 'حزم تدقيق بنقرة واحدة' },
      description: {
        en: 'Export the evidence an inspector asks for, by site, system and date range.',
        ar: 'صدّر الأدلة التي يطلبها المفتش حسب الموقع والنظام والفترة الزمنية.',
      },
    },
  ],
  results: coreSystemFacts.cm.results,
  tint: 'amber',
};
