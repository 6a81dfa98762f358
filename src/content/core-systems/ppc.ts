import { coreSystemFacts } from '../facts';
import type { CoreSystem } from './record';

/** Planned Preventive Care (PPC): every text and icon it shows, wherever it shows. */
export const ppcSystem: CoreSystem = {
  id: 'ppc',
  code: 'PPC',
  name: { en: 'Planned Preventive Care', ar: 'الرعاية الوقائية المخططة' },
  icon: 'CalendarCheck',
  menuBlurb: {
    en: 'Care of spaces: cleaning, rounds and minor repairs planned area by area.',
    ar: 'رعاية المساحات: تنظيف وجولات وإصلاحات بسيطة مخططة لكل منطقة.',
  },
  landingCard: {
    icon: 'CalendarClock',
    blurb: {
      en: 'Daily and weekly care rounds that keep buildings clean, safe and presentable.',
      ar: 'جولات رعاية يومية وأسبوعية تحافظ على نظافة المباني وسلامتها ومظهرها.',
    },
    images: [
      { en: 'Illustration of a care round checklist on a tablet', ar: 'رسم توضيحي لقائمة جولة رعاية على جهاز لوحي' },
      { en: 'Illustration of a building with scheduled care points', ar: 'رسم توضيحي لمبنى ونقاط الرعاية المجدولة' },
    ],
  },
  tagline: { en: 'Care plans that keep every space like new', ar: 'خطط رعاية تُبقي كل مساحة كأنها جديدة' },
  description: {
    en: 'Planned Preventive Care goes beyond the maintenance checklist. It brings cleaning, inspections, servicing and minor repairs together in one care plan per asset and per space, so your buildings look and run the way they did on opening day.',
    ar: 'تتجاوز الرعاية الوقائية المخططة قوائم الصيانة التقليدية، فهي تجمع التنظيف والفحوصات والخدمة الدورية والإصلاحات البسيطة في خطة رعاية واحدة لكل أصل وكل مساحة، لتبقى مبانيك بمظهرها وأدائها كما كانت يوم افتتاحها.',
  },
  claims: coreSystemFacts.ppc.claims,
  live: {
    tiles: [
      { value: '1,284', label: { en: 'Assets under care', ar: 'أصول تحت الرعاية' } },
      { value: '36', label: { en: 'Care visits this week', ar: 'زيارات رعاية هذا الأسبوع' } },
      { value: '97%', label: { en: 'Visits on time', ar: 'زيارات في موعدها' } },
      { value: '4', label: { en: 'Open defects', ar: 'عيوب مفتوحة' } },
    ],
    trend: [62, 66, 71, 70, 78, 83, 86, 91, 95],
  },
  keyFeatures: [
    {
      icon: 'ClipboardList',
      title: { en: 'Unified care plans', ar: 'خطط رعاية موحدة' },
      description: {
        en: 'Cleaning, inspection and servicing tasks for an asset or an area combined in a single plan.',
        ar: 'مهام التنظيف والفحص والخدمة الدورية لأصل أو منطقة مجمّعة في خطة واحدة.',
      },
    },
    {
      icon: 'Repeat',
      title: { en: 'Flexible frequencies', ar: 'تكرارات مرنة' },
      description: {
        en: 'Daily, weekly, seasonal or usage-based care, set per asset type and location.',
        ar: 'رعاية يومية أو أسبوعية أو موسمية أو حسب الاستخدام، تُضبط لكل نوع أصل وموقع.',
      },
    },
    {
      icon: 'Sparkles',
      title: { en: 'Hard and soft services together', ar: 'الخدمات الفنية والمساندة معاً' },
      description: {
        en: 'Cleaners and technicians work from the same plan, so nothing falls between teams.',
        ar: 'يعمل فريق النظافة والفنيون وفق الخطة نفسها، فلا يضيع شيء بين الفرق.',
      },
    },
    {
      icon: 'Camera',
      title: { en: 'Condition photos', ar: 'صور الحالة' },
      description: {
        en: 'Before-and-after photos on every visit build a visual history of each space.',
        ar: 'صور قبل كل زيارة وبعدها تبني سجلاً مرئياً لكل مساحة.',
      },
    },
    {
      icon: 'Activity',
      title: { en: 'Round-the-clock monitoring', ar: 'مراقبة على مدار الساعة' },
      description: {
        en: 'Sensors watch critical plant day and night and open a care task when readings drift.',
        ar: 'تراقب المستشعرات المعدات الحرجة ليلاً ونهاراً، وتفتح مهمة رعاية عند انحراف القراءات.',
      },
    },
    {
      icon: 'Wallet',
      title: { en: 'Cost per asset', ar: 'التكلفة لكل أصل' },
      description: {
        en: 'Labour, parts and contractor spend rolled up per asset, area and site.',
        ar: 'تجميع تكاليف العمالة والقطع والمقاولين لكل أصل ومنطقة وموقع.',
      },
    },
  ],
  results: coreSystemFacts.ppc.results,
  tint: 'teal',
};
