import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Smart Scheduling', ar: 'الجدولة الذكية' };

/** Smart Scheduling: every text and icon it shows, wherever it shows. */
export const schedulingFeature: PlatformFeature = {
  id: 'scheduling',
  name,
  icon: 'Gauge',
  blurb: { en: 'Plans that adapt to your day', ar: 'جداول تتكيف مع يومك' },
  explorer: {
    badge: { en: 'Scheduling', ar: 'الجدولة' },
    title: { en: 'Schedules that rearrange themselves', ar: 'جداول تعيد ترتيب نفسها' },
    description: {
      en: 'When an urgent job lands, smart scheduling reshuffles routes and shifts, respects prayer times and working hours, and keeps planned work on track.',
      ar: 'عند وصول مهمة عاجلة تعيد الجدولة الذكية ترتيب المسارات والمناوبات، مع مراعاة أوقات الصلاة وساعات العمل، وتُبقي الأعمال المخططة في موعدها.',
    },
    mockup: {
      type: 'progress',
      title: { en: 'Schedule adherence', ar: 'الالتزام بالجدول' },
      mainNumber: '94%',
      subtitle: { en: 'jobs started on time', ar: 'من المهام بدأت في موعدها' },
      items: [
        { label: { en: 'HVAC', ar: 'التكييف' }, value: 96 },
        { label: { en: 'Electrical', ar: 'الكهرباء' }, value: 91 },
        { label: { en: 'Plumbing', ar: 'السباكة' }, value: 88 },
        { label: { en: 'Cleaning', ar: 'النظافة' }, value: 99 },
      ],
    },
  },
  badge: { en: 'Planning', ar: 'التخطيط' },
  title: name,
  description: {
    en: 'Build the best daily plan automatically, balancing priorities, skills, travel time and access windows.',
    ar: 'أنشئ أفضل خطة يومية تلقائياً، بموازنة الأولويات والمهارات ووقت التنقل وأوقات الدخول المتاحة.',
  },
  detailedDescription: {
    en: 'Scheduling by hand means phone calls, whiteboards and half-empty days. Siyana’s scheduler weighs every open job and planned task, each technician’s skills and shift, the distance between sites and the hours when a tenant’s unit or a hospital ward can be entered, then proposes a plan you accept as it is or adjust by dragging. When an emergency lands, it reshuffles the rest of the day and tells everyone affected.',
    ar: 'الجدولة اليدوية تعني مكالمات كثيرة وسبورات وأياماً نصفها فارغ. يدرس مجدول Siyana كل مهمة مفتوحة ومخططة، ومهارات كل فني ووردِيته، والمسافة بين المواقع، والساعات المتاحة لدخول وحدة المستأجر أو جناح المستشفى، ثم يقترح خطة تعتمدها كما هي أو تعدّلها بالسحب والإفلات. وعند حدوث طارئ، يعيد ترتيب بقية اليوم ويُبلغ كل من يتأثر بالتغيير.',
  },
  stats: featureFacts.scheduling.stats,
  keyFeatures: [
    {
      icon: 'WandSparkles',
      title: { en: 'One-click optimisation', ar: 'تحسين بنقرة واحدة' },
      description: {
        en: 'Generate the day’s plan for the whole team in seconds.',
        ar: 'أنشئ خطة اليوم للفريق كله في ثوانٍ.',
      },
    },
    {
      icon: 'Clock',
      title: { en: 'Access windows', ar: 'أوقات الدخول' },
      description: {
        en: 'Tenant hours, prayer times, clinic sessions and quiet periods respected automatically.',
        ar: 'مراعاة تلقائية لساعات المستأجرين وأوقات الصلاة ومواعيد العيادات وفترات الهدوء.',
      },
    },
    {
      icon: 'Route',
      title: { en: 'Route planning', ar: 'تخطيط المسارات' },
      description: {
        en: 'Group nearby jobs and cut the driving between sites across the city.',
        ar: 'اجمع المهام المتقاربة وقلّل التنقل بين المواقع داخل المدينة.',
      },
    },
    {
      icon: 'Shuffle',
      title: { en: 'Live rescheduling', ar: 'إعادة الجدولة الفورية' },
      description: {
        en: 'When an urgent job comes in, the plan adapts and the people affected are notified.',
        ar: 'عند ورود مهمة عاجلة، تتكيف الخطة ويُبلَّغ المتأثرون بها.',
      },
    },
  ],
  benefits: [
    {
      en: 'Planners spend minutes, not hours, preparing tomorrow’s work.',
      ar: 'يستغرق المخططون دقائق لا ساعات في إعداد عمل الغد.',
    },
    {
      en: 'Technicians spend the day on the tools, not in traffic.',
      ar: 'يقضي الفنيون يومهم في العمل لا في الزحام.',
    },
    {
      en: 'Tenants and departments get appointment times they can rely on.',
      ar: 'يحصل المستأجرون والأقسام على مواعيد يمكن الاعتماد عليها.',
    },
    {
      en: 'Emergencies handled without throwing the rest of the day into chaos.',
      ar: 'معالجة الطوارئ دون إرباك بقية اليوم.',
    },
    {
      en: 'Fuel and vehicle costs fall as routes get shorter.',
      ar: 'تنخفض تكاليف الوقود والمركبات مع قِصر المسارات.',
    },
  ],
  impact: featureFacts.scheduling.impact,
  scene: {
    icon: 'CalendarClock',
    chart: 'timeline',
    device: 'desktop',
    tint: 'teal',
    series: [0, 30, 10, 45, 55, 25, 20, 60],
    value: '47',
    caption: { en: 'Jobs scheduled for today', ar: 'مهام مجدولة لليوم' },
  },
};
