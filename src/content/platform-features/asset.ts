import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Asset Management', ar: 'إدارة الأصول' };

/** Asset Management: every text and icon it shows, wherever it shows. */
export const assetFeature: PlatformFeature = {
  id: 'asset',
  name,
  icon: 'Package',
  blurb: { en: 'Know the health of every asset', ar: 'اعرف حالة كل أصل لديك' },
  explorer: {
    badge: { en: 'Assets', ar: 'الأصول' },
    title: { en: 'A live register of every asset you own', ar: 'سجل حي لكل أصل تملكه' },
    description: {
      en: 'Tag chillers, pumps, lifts and generators with QR labels, keep their history, warranties and spare parts in one place, and see which ones need attention first.',
      ar: 'ضع ملصقات QR على المبردات والمضخات والمصاعد والمولدات، واحفظ سجلها وضماناتها وقطع غيارها في مكان واحد، واعرف أيها يحتاج إلى الاهتمام أولاً.',
    },
    mockup: {
      type: 'donut',
      title: { en: 'Asset health', ar: 'حالة الأصول' },
      mainNumber: '1,284',
      subtitle: { en: 'tracked assets', ar: 'أصلاً متتبعاً' },
      items: [
        { label: { en: 'Good', ar: 'جيدة' }, value: 72 },
        { label: { en: 'Watch', ar: 'تحت المراقبة' }, value: 20 },
        { label: { en: 'Critical', ar: 'حرجة' }, value: 8 },
      ],
    },
  },
  badge: { en: 'Assets', ar: 'الأصول' },
  title: name,
  description: {
    en: 'Know what you own, where it is, what condition it is in and what it costs to keep, for every asset on every site.',
    ar: 'اعرف ما تملكه وأين يوجد وما حالته وكم تكلّف صيانته، لكل أصل في كل موقع.',
  },
  detailedDescription: {
    en: 'Most facility teams inherit asset lists that are incomplete and out of date. Siyana gives you a living register: each asset has a QR label, a place in the site hierarchy, its warranty, documents, meter readings and full maintenance history. Condition scores and lifecycle costs show which assets to repair and which to replace, so capital plans rest on evidence rather than on the loudest complaint.',
    ar: 'ترث معظم فرق إدارة المرافق قوائم أصول ناقصة وقديمة. تمنحك Siyana سجلاً حياً: لكل أصل ملصق QR وموقع ضمن تسلسل المباني والطوابق، وبيانات الضمان والمستندات وقراءات العدادات وسجل الصيانة الكامل. وتكشف مؤشرات الحالة وتكاليف دورة الحياة أي الأصول يستحق الإصلاح وأيها يجب استبداله، لتُبنى خطط الإنفاق الرأسمالي على الأدلة لا على الشكوى الأعلى صوتاً.',
  },
  stats: featureFacts.asset.stats,
  keyFeatures: [
    {
      icon: 'QrCode',
      title: { en: 'QR and barcode tagging', ar: 'الترميز بملصقات QR والباركود' },
      description: {
        en: 'Label every asset and open its record, manuals and history with a single scan.',
        ar: 'ضع ملصقاً على كل أصل وافتح سجله وأدلته وتاريخه بمسحة واحدة.',
      },
    },
    {
      icon: 'Network',
      title: { en: 'Location hierarchy', ar: 'تسلسل المواقع' },
      description: {
        en: 'Portfolio, site, building, floor, room: find any asset in seconds.',
        ar: 'المحفظة ثم الموقع فالمبنى فالطابق فالغرفة: اعثر على أي أصل في ثوانٍ.',
      },
    },
    {
      icon: 'FileText',
      title: { en: 'Warranties and documents', ar: 'الضمانات والمستندات' },
      description: {
        en: 'Keep manuals, drawings, certificates and warranties together, with alerts before they expire.',
        ar: 'احفظ الأدلة والمخططات والشهادات والضمانات في مكان واحد، مع تنبيهات قبل انتهائها.',
      },
    },
    {
      icon: 'TrendingDown',
      title: { en: 'Lifecycle costing', ar: 'تكلفة دورة الحياة' },
      description: {
        en: 'Track the total cost of ownership and plan replacements by condition and risk.',
        ar: 'تابع التكلفة الإجمالية للملكية وخطط للاستبدال حسب الحالة ومستوى المخاطر.',
      },
    },
  ],
  benefits: [
    {
      en: 'One trusted asset register shared by operations, finance and auditors.',
      ar: 'سجل أصول واحد موثوق تتشاركه فرق التشغيل والمالية والمدققون.',
    },
    {
      en: 'Warranty claims made on time, instead of paying for repairs the supplier owes you.',
      ar: 'مطالبات ضمان في وقتها، بدلاً من دفع تكلفة إصلاحات يتحملها المورد.',
    },
    {
      en: 'Replacement budgets defended with condition data and cost history.',
      ar: 'ميزانيات استبدال مدعومة ببيانات الحالة وسجل التكاليف.',
    },
    {
      en: 'Faster handovers when you take over a new building or contract.',
      ar: 'تسلّم أسرع عند استلام مبنى أو عقد جديد.',
    },
    {
      en: 'Idle equipment found and redeployed instead of bought again.',
      ar: 'اكتشاف المعدات غير المستغلة وإعادة توزيعها بدلاً من شراء بديل لها.',
    },
  ],
  impact: featureFacts.asset.impact,
  scene: {
    icon: 'Boxes',
    chart: 'donut',
    device: 'desktop',
    tint: 'navy',
    series: [46, 28, 16, 10],
    value: '1,284',
    caption: { en: 'Assets registered', ar: 'أصول مسجلة' },
  },
};
