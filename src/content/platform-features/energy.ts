import { featureFacts, savings } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Energy Management', ar: 'إدارة الطاقة' };

/** Energy Management: every text and icon it shows, wherever it shows. */
export const energyFeature: PlatformFeature = {
  id: 'energy',
  name,
  icon: 'Zap',
  blurb: { en: 'Cut consumption with IoT data', ar: 'خفّض الاستهلاك ببيانات إنترنت الأشياء' },
  explorer: {
    badge: { en: 'Energy', ar: 'الطاقة' },
    title: { en: 'See every kilowatt, save the ones you waste', ar: 'راقب كل كيلوواط ووفّر ما يُهدر منها' },
    description: {
      en: 'IoT meters stream consumption per floor and system, AI finds waste such as cooling empty spaces at night, and alerts tell you before the bill does.',
      ar: 'ترسل العدادات الذكية الاستهلاك لكل طابق ونظام لحظة بلحظة، ويكتشف الذكاء الاصطناعي الهدر مثل تبريد المساحات الفارغة ليلاً، وتنبهك التنبيهات قبل أن تفاجئك الفاتورة.',
    },
    mockup: {
      type: 'wave',
      title: { en: 'Building load (sample data)', ar: 'الحمل الكهربائي (بيانات نموذجية)' },
      mainNumber: { en: '1.2 MW', ar: '1.2 ميجاواط' },
      subtitle: { en: `${savings.energy.value} energy saved this year`, ar: `توفير ${savings.energy.value} من الطاقة هذا العام` },
      items: [40, 55, 48, 70, 62, 80, 58, 66, 45, 52].map((value, index) => ({ label: { en: `${index * 2}:00`, ar: `${index * 2}:00` }, value })),
    },
  },
  badge: { en: 'Sustainability', ar: 'الاستدامة' },
  title: name,
  description: {
    en: 'Meter every building, find where energy is wasted and cut utility bills without sacrificing comfort.',
    ar: 'راقب استهلاك كل مبنى بالعدادات، واكتشف أين تُهدر الطاقة، وخفّض فواتير المرافق دون التضحية بالراحة.',
  },
  detailedDescription: {
    en: 'In the Gulf, cooling is usually the largest line on the electricity bill. Siyana connects smart meters, building management systems and IoT sensors to show consumption by site, floor and system as it happens, compares it with occupancy and outdoor temperature, and flags abnormal patterns such as chillers running overnight or lights left on across empty floors. Each finding becomes a work order, and the saving is measured once it is done.',
    ar: 'في الخليج، يُعد التبريد عادةً البند الأكبر في فاتورة الكهرباء. تربط Siyana العدادات الذكية وأنظمة إدارة المباني ومستشعرات إنترنت الأشياء لتعرض الاستهلاك حسب الموقع والطابق والنظام لحظة بلحظة، وتقارنه بالإشغال ودرجة الحرارة الخارجية، وتنبّه إلى الأنماط غير الطبيعية مثل مبردات تعمل طوال الليل أو إضاءة مشتعلة في طوابق خالية. ويتحول كل اكتشاف إلى أمر عمل، ثم يُقاس التوفير الفعلي بعد تنفيذه.',
  },
  stats: featureFacts.energy.stats,
  keyFeatures: [
    {
      icon: 'Gauge',
      title: { en: 'Smart metering', ar: 'القياس الذكي' },
      description: {
        en: 'Electricity, water, gas and chilled-water meters read automatically, down to 15-minute intervals.',
        ar: 'قراءة تلقائية لعدادات الكهرباء والمياه والغاز والمياه المبردة، بفواصل تصل إلى 15 دقيقة.',
      },
    },
    {
      icon: 'TriangleAlert',
      title: { en: 'Waste detection', ar: 'رصد الهدر' },
      description: {
        en: 'Alerts for out-of-hours consumption, equipment left running and usage drifting above its baseline.',
        ar: 'تنبيهات للاستهلاك خارج ساعات العمل، والمعدات المتروكة قيد التشغيل، والاستهلاك الذي يتجاوز خط الأساس.',
      },
    },
    {
      icon: 'Split',
      title: { en: 'Tenant sub-metering', ar: 'العدادات الفرعية للمستأجرين' },
      description: {
        en: 'Allocate consumption to tenants, departments or cost centres from sub-meters.',
        ar: 'وزّع الاستهلاك على المستأجرين أو الأقسام أو مراكز التكلفة بناءً على العدادات الفرعية.',
      },
    },
    {
      icon: 'Receipt',
      title: { en: 'Utility bill checks', ar: 'تدقيق فواتير المرافق' },
      description: {
        en: 'Match bills against metered data to catch estimated reads and billing errors.',
        ar: 'طابق الفواتير مع البيانات المقاسة لاكتشاف القراءات التقديرية وأخطاء الفوترة.',
      },
    },
  ],
  benefits: [
    {
      en: 'Lower utility bills from fixing waste you could not see before.',
      ar: 'فواتير مرافق أقل بمعالجة هدر لم يكن ظاهراً من قبل.',
    },
    {
      en: 'Chillers and air-handling units that run only when and where they are needed.',
      ar: 'مبردات ووحدات مناولة هواء تعمل فقط حين تلزم وحيث تلزم.',
    },
    {
      en: 'Savings verified with measured data, not estimates.',
      ar: 'توفير مُثبت ببيانات مقاسة لا بالتقديرات.',
    },
    {
      en: 'Tenants and departments recharged for what they actually consume.',
      ar: 'إعادة فوترة المستأجرين والأقسام بحسب استهلاكهم الفعلي.',
    },
    {
      en: 'Credible sustainability figures for owners, investors and regulators.',
      ar: 'أرقام استدامة موثوقة للملاك والمستثمرين والجهات التنظيمية.',
    },
  ],
  impact: featureFacts.energy.impact,
  scene: {
    icon: 'Zap',
    chart: 'wave',
    device: 'desktop',
    tint: 'amber',
    series: [40, 58, 47, 66, 52, 38, 44],
    value: '42%',
    caption: { en: 'Energy saved this month', ar: 'طاقة تم توفيرها هذا الشهر' },
  },
};
