import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Industrial: every text and icon it shows, wherever it shows. */
export const industrialSector: Sector = {
  id: 'industrial',
  name: { en: 'Industrial', ar: 'المنشآت الصناعية' },
  icon: 'Factory',
  blurb: {
    en: 'Plants and warehouses where every hour of uptime counts.',
    ar: 'مصانع ومستودعات تُحسب فيها كل ساعة تشغيل.',
  },
  title: {
    en: 'Maintenance management for plants, factories and warehouses',
    ar: 'إدارة الصيانة للمصانع والمنشآت الإنتاجية والمستودعات',
  },
  description: {
    en: 'Every unplanned stop costs output. Siyana combines condition monitoring, preventive plans and spare-parts control, so your team fixes the right machine before the line stops, and can prove it at every safety audit.',
    ar: 'كل توقف غير مخطط يكلّفك جزءاً من إنتاجك. تجمع Siyana بين مراقبة حالة المعدات وخطط الصيانة الوقائية وإدارة قطع الغيار، ليُصلح فريقك الآلة الصحيحة قبل أن يتوقف خط الإنتاج، ويثبت ذلك في كل تدقيق للسلامة.',
  },
  stats: sectorFacts.industrial.stats,
  featuresIntro: {
    en: 'The tools maintenance planners, reliability engineers and HSE managers use every day.',
    ar: 'الأدوات التي يعتمد عليها يومياً مخططو الصيانة ومهندسو الاعتمادية ومسؤولو الصحة والسلامة والبيئة.',
  },
  features: [
    {
      icon: 'Activity',
      title: { en: 'Condition monitoring', ar: 'مراقبة حالة المعدات' },
      description: {
        en: 'Vibration, temperature and run-hour readings open a work order as soon as a motor or pump starts to drift.',
        ar: 'قراءات الاهتزاز والحرارة وساعات التشغيل تُنشئ أمر عمل بمجرد أن يبدأ محرك أو مضخة بالانحراف عن المعدل.',
      },
    },
    {
      icon: 'Package',
      title: { en: 'Spare parts and stores', ar: 'قطع الغيار والمخازن' },
      description: {
        en: 'Min-max levels, critical spares and parts reserved per work order, so nothing is missing when the job starts.',
        ar: 'حدود دنيا وعليا للمخزون، وقطع حرجة محددة، وحجز للقطع لكل أمر عمل، فلا ينقص شيء عند بدء المهمة.',
      },
    },
    {
      icon: 'Lock',
      title: { en: 'Permit to work and lockout', ar: 'تصاريح العمل والعزل' },
      description: {
        en: 'Digital permits and isolation steps attached to each job and signed off on site.',
        ar: 'تصاريح رقمية وخطوات عزل مرتبطة بكل مهمة وتُعتمد في الموقع.',
      },
    },
    {
      icon: 'Gauge',
      title: { en: 'OEE and downtime analysis', ar: 'تحليل الكفاءة الشاملة والتوقفات' },
      description: {
        en: 'See which assets cost you the most lost hours, and what each stop really cost.',
        ar: 'اعرف أي الأصول تتسبب في أكثر ساعات الإنتاج المفقودة، وكم كلّفك كل توقف فعلياً.',
      },
    },
    {
      icon: 'Wrench',
      title: { en: 'Shutdown planning', ar: 'تخطيط التوقفات السنوية' },
      description: {
        en: 'Plan annual shutdowns with task lists, contractor crews and critical-path dates in a single plan.',
        ar: 'خطط للتوقفات السنوية بقوائم المهام وفرق المقاولين والتواريخ الحرجة ضمن خطة واحدة.',
      },
    },
    {
      icon: 'HardHat',
      title: { en: 'Safety inspections', ar: 'فحوصات السلامة' },
      description: {
        en: 'Forklift, crane, pressure-vessel and fire-system checks scheduled and recorded with evidence.',
        ar: 'جدولة فحوصات الرافعات الشوكية والرافعات العلوية وأوعية الضغط وأنظمة الحريق وتوثيقها بالأدلة.',
      },
    },
  ],
  benefits: [
    {
      en: 'More output from the same lines, because breakdowns turn into planned jobs.',
      ar: 'إنتاج أكبر من الخطوط نفسها، لأن الأعطال تتحول إلى مهام مخططة.',
    },
    {
      en: 'Cash released from the storeroom by stocking only what the data says you need.',
      ar: 'سيولة تتحرر من المخازن بتخزين ما تثبت البيانات حاجتك إليه فقط.',
    },
    {
      en: 'Fewer incidents, with permits, isolations and inspections enforced by the system.',
      ar: 'حوادث أقل، لأن النظام يفرض التصاريح وخطوات العزل والفحوصات.',
    },
    {
      en: 'Audit-ready records for ISO 55001, ISO 45001 and your customers’ quality audits.',
      ar: 'سجلات جاهزة للتدقيق وفق ISO 55001 وISO 45001 وتدقيقات الجودة لدى عملائك.',
    },
    {
      en: 'A maintenance team that moves from firefighting to reliability engineering.',
      ar: 'فريق صيانة ينتقل من معالجة الطوارئ إلى هندسة الاعتمادية.',
    },
  ],
  scene: {
    skyline: 'plant',
    tint: 'amber',
    status: { en: 'Pump 3 vibration back to normal', ar: 'اهتزاز المضخة 3 عاد إلى المعدل الطبيعي' },
  },
};
