import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Team Management', ar: 'إدارة الفرق' };

/** Team Management: every text and icon it shows, wherever it shows. */
export const teamFeature: PlatformFeature = {
  id: 'team',
  name,
  icon: 'Users',
  blurb: { en: 'The right people on the right job', ar: 'الشخص المناسب للمهمة المناسبة' },
  explorer: {
    badge: { en: 'Teams', ar: 'الفرق' },
    title: { en: 'Balanced workloads, in-house and contractors', ar: 'توزيع متوازن للعمل بين فرقك والمقاولين' },
    description: {
      en: 'See who is on shift, their skills and their load, assign by trade and location, and measure contractors against their contracts.',
      ar: 'اعرف من في المناوبة ومهاراته وحجم عمله، ووزّع المهام حسب التخصص والموقع، وقِس أداء المقاولين وفق عقودهم.',
    },
    mockup: {
      type: 'column',
      title: { en: 'Jobs closed per technician', ar: 'المهام المنجزة لكل فني' },
      mainNumber: '156',
      subtitle: { en: 'jobs closed this week', ar: 'مهمة منجزة هذا الأسبوع' },
      items: [
        { label: { en: 'Omar', ar: 'عمر' }, value: 88 },
        { label: { en: 'Faisal', ar: 'فيصل' }, value: 72 },
        { label: { en: 'Sara', ar: 'سارة' }, value: 95 },
        { label: { en: 'Khalid', ar: 'خالد' }, value: 64 },
        { label: { en: 'Noura', ar: 'نورة' }, value: 80 },
      ],
    },
  },
  badge: { en: 'Workforce', ar: 'القوى العاملة' },
  title: name,
  description: {
    en: 'Plan shifts, track skills and certifications, and see how every in-house and contractor team is performing.',
    ar: 'خطط للورديات، وتابع المهارات والشهادات، واطّلع على أداء كل فريق داخلي ومقاول.',
  },
  detailedDescription: {
    en: 'Facility teams mix in-house technicians, outsourced crews and specialist contractors across several sites and shifts. Siyana keeps one roster with each person’s trade, skills, certifications and availability, so the right people get the job and nobody works on a system they are not qualified for. Productivity, first-time fix rate and overtime are measured per team, giving you a fair basis for coaching, rewards and contract reviews.',
    ar: 'تضم فرق إدارة المرافق فنيين داخليين وطواقم خارجية ومقاولين متخصصين موزعين على عدة مواقع وورديات. تحتفظ Siyana بسجل موحد يضم تخصص كل فرد ومهاراته وشهاداته وأوقات توفره، فيُسند العمل إلى الأشخاص المناسبين ولا يعمل أحد على نظام غير مؤهل له. وتُقاس الإنتاجية ونسبة الإصلاح من المرة الأولى وساعات العمل الإضافي لكل فريق، لتكون لديك أسس عادلة للتوجيه والمكافآت ومراجعة العقود.',
  },
  stats: featureFacts.team.stats,
  keyFeatures: [
    {
      icon: 'CalendarDays',
      title: { en: 'Shift rosters', ar: 'جداول الورديات' },
      description: {
        en: 'Plan day, night and on-call rotas across sites, with leave and public holidays built in.',
        ar: 'خطط للورديات النهارية والليلية والمناوبات في كل المواقع، مع احتساب الإجازات والعطل الرسمية.',
      },
    },
    {
      icon: 'BadgeCheck',
      title: { en: 'Skills and certifications', ar: 'المهارات والشهادات' },
      description: {
        en: 'Record licences and training, and get an alert before any certificate expires.',
        ar: 'سجّل الرخص والدورات التدريبية، واحصل على تنبيه قبل انتهاء أي شهادة.',
      },
    },
    {
      icon: 'MapPin',
      title: { en: 'Live location and status', ar: 'الموقع والحالة لحظياً' },
      description: {
        en: 'See who is on site, on the road or busy, and reassign work in one click.',
        ar: 'اعرف من في الموقع ومن في الطريق ومن مشغول، وأعد إسناد العمل بنقرة واحدة.',
      },
    },
    {
      icon: 'Trophy',
      title: { en: 'Performance scorecards', ar: 'بطاقات الأداء' },
      description: {
        en: 'Jobs completed, response times and customer ratings for every technician and contractor.',
        ar: 'المهام المنجزة وأزمنة الاستجابة وتقييمات العملاء لكل فني ومقاول.',
      },
    },
  ],
  benefits: [
    {
      en: 'The right skills on every job, with qualifications checked automatically.',
      ar: 'المهارات المناسبة لكل مهمة، مع التحقق التلقائي من المؤهلات.',
    },
    {
      en: 'Fair workloads that reduce burnout and staff turnover.',
      ar: 'توزيع عادل لأحمال العمل يحد من الإرهاق وتسرّب الموظفين.',
    },
    {
      en: 'Contractors managed with the same transparency as your own staff.',
      ar: 'إدارة المقاولين بالشفافية نفسها التي تُدار بها كوادرك.',
    },
    {
      en: 'Overtime and headcount planned from real workload data.',
      ar: 'تخطيط ساعات العمل الإضافي وأعداد الموظفين من بيانات أحمال العمل الفعلية.',
    },
    {
      en: 'Saudization and workforce reports ready whenever you need them.',
      ar: 'تقارير التوطين والقوى العاملة جاهزة متى احتجت إليها.',
    },
  ],
  impact: featureFacts.team.impact,
  scene: {
    icon: 'Users',
    chart: 'bars',
    device: 'desktop',
    tint: 'amber',
    series: [92, 84, 77, 69, 58],
    value: '18',
    caption: { en: 'Technicians on shift now', ar: 'فنيون في الوردية الآن' },
  },
};
