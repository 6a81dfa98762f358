import { coreSystemFacts } from '../facts';
import type { CoreSystem } from './record';

/** Incident Control (IC): every text and icon it shows, wherever it shows. */
export const icSystem: CoreSystem = {
  id: 'ic',
  code: 'IC',
  name: { en: 'Incident Control', ar: 'التحكم في البلاغات والحوادث' },
  icon: 'ShieldAlert',
  menuBlurb: {
    en: 'Log, route and resolve incidents with clear ownership and SLAs.',
    ar: 'سجّل البلاغات ووجّهها وأغلقها بمسؤوليات واضحة واتفاقيات مستوى خدمة.',
  },
  landingCard: {
    icon: 'ShieldAlert',
    blurb: {
      en: 'Faults and incidents logged with photos, routed to an owner and closed against an SLA.',
      ar: 'تسجيل الأعطال والحوادث بالصور، وتوجيهها إلى مسؤول محدد، وإغلاقها ضمن اتفاقية مستوى الخدمة.',
    },
    images: [
      { en: 'Illustration of an incident report with its priority', ar: 'رسم توضيحي لبلاغ حادث مع أولويته' },
      { en: 'Illustration of a technician scanning a QR label to report a fault', ar: 'رسم توضيحي لفني يمسح ملصق QR للإبلاغ عن عطل' },
    ],
  },
  tagline: { en: 'From the first report to the root cause', ar: 'من البلاغ الأول حتى السبب الجذري' },
  description: {
    en: 'Incident Control handles what planning cannot prevent: leaks, power cuts, lift entrapments and alarms. Incidents are logged from any channel, triaged by severity, routed to the responder on duty and tracked against response targets until the root cause is closed.',
    ar: 'يتعامل نظام التحكم في البلاغات والحوادث مع ما لا يمنعه التخطيط: التسربات وانقطاع الكهرباء واحتجاز الأشخاص في المصاعد والإنذارات. تُسجَّل الحوادث من أي قناة، وتُصنَّف حسب الخطورة، وتُوجَّه إلى المستجيب المناوب، وتُتابَع وفق أهداف الاستجابة حتى معالجة السبب الجذري.',
  },
  claims: coreSystemFacts.ic.claims,
  live: {
    tiles: [
      { value: '7', label: { en: 'Open incidents', ar: 'بلاغات مفتوحة' } },
      { value: '2', label: { en: 'Critical, in progress', ar: 'حرجة قيد المعالجة' } },
      { value: '38', label: { en: 'Resolved today', ar: 'أُغلقت اليوم' } },
      { value: '96%', label: { en: 'Closed within target', ar: 'أُغلقت ضمن الوقت المستهدف' } },
    ],
    trend: [88, 84, 79, 81, 72, 65, 58, 52, 47],
  },
  keyFeatures: [
    {
      icon: 'Siren',
      title: { en: 'Severity triage', ar: 'تصنيف الخطورة' },
      description: {
        en: 'Clear severity levels with response targets, from a dripping tap to a lift entrapment.',
        ar: 'مستويات خطورة واضحة بأهداف استجابة محددة، من صنبور يقطر إلى احتجاز في مصعد.',
      },
    },
    {
      icon: 'PhoneCall',
      title: { en: 'On-call escalation', ar: 'التصعيد إلى المناوبين' },
      description: {
        en: 'Calls, text messages and app alerts move up the rota until someone accepts the incident.',
        ar: 'مكالمات ورسائل نصية وتنبيهات في التطبيق تتدرج عبر جدول المناوبة حتى يتسلم أحدهم البلاغ.',
      },
    },
    {
      icon: 'Radio',
      title: { en: 'Sensor and building alarms', ar: 'إنذارات المستشعرات والمباني' },
      description: {
        en: 'Leak detectors, fire panels and plant alarms raise incidents automatically.',
        ar: 'أجهزة كشف التسرب ولوحات الحريق وإنذارات المعدات تُنشئ البلاغات تلقائياً.',
      },
    },
    {
      icon: 'MessageSquare',
      title: { en: 'Stakeholder updates', ar: 'إطلاع المعنيين' },
      description: {
        en: 'Tenants, managers and clients receive status updates without having to chase.',
        ar: 'يتلقى المستأجرون والمديرون والعملاء تحديثات الحالة دون الحاجة إلى السؤال والمتابعة.',
      },
    },
    {
      icon: 'Search',
      title: { en: 'Root-cause analysis', ar: 'تحليل السبب الجذري' },
      description: {
        en: 'Link repeat incidents, record causes and follow corrective actions through to closure.',
        ar: 'اربط البلاغات المتكررة، وسجّل أسبابها، وتابع الإجراءات التصحيحية حتى إغلاقها.',
      },
    },
    {
      icon: 'History',
      title: { en: 'Full incident timeline', ar: 'سجل زمني كامل للحادثة' },
      description: {
        en: 'Every call, action and photo time-stamped for insurers and investigations.',
        ar: 'كل اتصال وإجراء وصورة موثقة بالوقت لشركات التأمين ولجان التحقيق.',
      },
    },
  ],
  results: coreSystemFacts.ic.results,
  tint: 'amber',
};
