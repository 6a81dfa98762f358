import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Compliance Tracking', ar: 'متابعة الامتثال' };

/** Compliance Tracking: every text and icon it shows, wherever it shows. */
export const complianceFeature: PlatformFeature = {
  id: 'compliance',
  name,
  icon: 'ShieldCheck',
  blurb: { en: 'Audit-ready, every day', ar: 'جاهز للتدقيق في أي يوم' },
  explorer: {
    badge: { en: 'Compliance', ar: 'الامتثال' },
    title: { en: 'Inspections and permits never expire unnoticed', ar: 'لا تنتهي صلاحية فحص أو تصريح دون علمك' },
    description: {
      en: 'Civil defence inspections, permits and certificates are tracked with due dates and evidence, so every audit finds a complete, time-stamped record.',
      ar: 'تُتابَع فحوصات الدفاع المدني والتصاريح والشهادات بمواعيدها وأدلتها، ليجد كل تدقيق سجلاً كاملاً موثقاً بالتاريخ والوقت.',
    },
    mockup: {
      type: 'gauge',
      title: { en: 'Compliance score', ar: 'مؤشر الامتثال' },
      mainNumber: '94%',
      subtitle: { en: 'inspections on time (sample data)', ar: 'من الفحوصات في موعدها (بيانات نموذجية)' },
      items: [{ label: { en: 'Score', ar: 'المؤشر' }, value: 94 }],
    },
  },
  badge: { en: 'Risk & compliance', ar: 'المخاطر والامتثال' },
  title: { en: 'Compliance Tracking', ar: 'تتبّع الامتثال' },
  description: {
    en: 'Never miss an inspection, permit or certificate again, and meet every audit with the records already in one place.',
    ar: 'لن يفوتك بعد اليوم أي فحص أو تصريح أو شهادة، وستستقبل كل تدقيق وسجلاتك مجتمعة في مكان واحد.',
  },
  detailedDescription: {
    en: 'Facilities in the Kingdom answer to Civil Defense, municipalities, health authorities and insurers, each with its own inspections and certificates. Siyana keeps a calendar of every statutory obligation for each building: fire alarm and sprinkler tests, lift certificates, water-tank cleaning, pressure vessels and more. Tasks are assigned automatically, evidence is attached on completion and a live compliance score shows where every site stands.',
    ar: 'تخضع المنشآت في المملكة لرقابة الدفاع المدني والأمانات والجهات الصحية وشركات التأمين، ولكل منها فحوصاته وشهاداته. تحتفظ Siyana بتقويم لكل التزام نظامي في كل مبنى: اختبارات إنذار الحريق والرشاشات، وشهادات المصاعد، وتنظيف خزانات المياه، وأوعية الضغط وغيرها. وتُسند المهام تلقائياً، وتُرفق الأدلة عند الإنجاز، ويعرض مؤشر امتثال مباشر موقف كل موقع.',
  },
  stats: featureFacts.compliance.stats,
  keyFeatures: [
    {
      icon: 'CalendarCheck',
      title: { en: 'Statutory calendar', ar: 'تقويم الالتزامات النظامية' },
      description: {
        en: 'Every inspection, permit and certificate for each building, with its legal frequency built in.',
        ar: 'كل فحص وتصريح وشهادة لكل مبنى، مع دورية التكرار النظامية مضمّنة مسبقاً.',
      },
    },
    {
      icon: 'Paperclip',
      title: { en: 'Evidence vault', ar: 'خزانة الأدلة' },
      description: {
        en: 'Reports, photos and certificates attached to each task and searchable in seconds.',
        ar: 'التقارير والصور والشهادات مرفقة بكل مهمة ويمكن البحث فيها خلال ثوانٍ.',
      },
    },
    {
      icon: 'Bell',
      title: { en: 'Expiry alerts', ar: 'تنبيهات الانتهاء' },
      description: {
        en: 'Reminders to owners and contractors 30, 14 and 7 days before anything lapses.',
        ar: 'تذكيرات للمسؤولين والمقاولين قبل 30 و14 و7 أيام من انتهاء أي التزام.',
      },
    },
    {
      icon: 'ShieldCheck',
      title: { en: 'Compliance scores', ar: 'مؤشرات الامتثال' },
      description: {
        en: 'A live score for each site and for the whole portfolio, with the overdue items behind it.',
        ar: 'مؤشر مباشر لكل موقع وللمحفظة كاملة، مع البنود المتأخرة التي تؤثر فيه.',
      },
    },
  ],
  benefits: [
    {
      en: 'Fines, closures and insurance disputes avoided.',
      ar: 'تجنّب الغرامات والإغلاقات ونزاعات التأمين.',
    },
    {
      en: 'An audit becomes a download, not a week of searching through paper.',
      ar: 'يصبح التدقيق مجرد تنزيل للملفات، لا أسبوعاً من البحث في الأوراق.',
    },
    {
      en: 'Clear accountability: every obligation has an owner and a due date.',
      ar: 'مسؤولية واضحة: لكل التزام مسؤول وموعد استحقاق.',
    },
    {
      en: 'Safer buildings for occupants, visitors and staff.',
      ar: 'مبانٍ أكثر أماناً للشاغلين والزوار والموظفين.',
    },
    {
      en: 'Directors see compliance risk across the portfolio at a glance.',
      ar: 'يرى المديرون مخاطر الامتثال في المحفظة كاملة بنظرة واحدة.',
    },
  ],
  impact: featureFacts.compliance.impact,
  scene: {
    icon: 'ShieldCheck',
    chart: 'gauge',
    device: 'desktop',
    tint: 'teal',
    series: [92],
    value: '92%',
    caption: { en: 'Compliance score (sample data)', ar: 'مؤشر الامتثال (بيانات نموذجية)' },
  },
};
