import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Mobile App', ar: 'تطبيق الجوال' };

/** Mobile App: every text and icon it shows, wherever it shows. */
export const mobileFeature: PlatformFeature = {
  id: 'mobile',
  name,
  icon: 'Smartphone',
  blurb: { en: 'Your technicians, fully connected', ar: 'فنيوك على اتصال دائم' },
  explorer: {
    badge: { en: 'Mobile', ar: 'الجوال' },
    title: { en: 'The whole job in a technician’s pocket', ar: 'المهمة كاملة في جيب الفني' },
    description: {
      en: 'Technicians receive jobs, scan asset codes, follow checklists, capture photos and signatures, and work offline in basements and plant rooms, in Arabic or English.',
      ar: 'يستلم الفنيون المهام ويمسحون رموز الأصول ويتبعون قوائم الفحص ويلتقطون الصور والتواقيع، ويعملون دون اتصال في الأقبية وغرف المعدات، بالعربية أو الإنجليزية.',
    },
    mockup: {
      type: 'list',
      title: { en: 'My jobs today', ar: 'مهامي اليوم' },
      mainNumber: '7',
      subtitle: { en: 'jobs assigned to you', ar: 'مهام مسندة إليك' },
      items: [
        { label: { en: 'AHU-4 filter change', ar: 'تغيير فلتر وحدة التكييف 4' }, value: 100, note: { en: 'Done', ar: 'منجز' } },
        { label: { en: 'Fire pump weekly test', ar: 'الاختبار الأسبوعي لمضخة الحريق' }, value: 60, note: { en: 'Now', ar: 'الآن' } },
        { label: { en: 'Generator oil check', ar: 'فحص زيت المولد' }, value: 30, note: { en: '14:00', ar: '14:00' } },
      ],
    },
  },
  badge: { en: 'Field service', ar: 'العمل الميداني' },
  title: name,
  description: {
    en: 'Give technicians everything they need in their pocket: jobs, checklists, asset history and parts, even with no signal.',
    ar: 'امنح الفنيين كل ما يحتاجونه في جيوبهم: المهام وقوائم التحقق وسجل الأصول وقطع الغيار، حتى دون تغطية.',
  },
  detailedDescription: {
    en: 'Your team works in plant rooms, basements and on rooftops, not behind desks. The Siyana app for iPhone and Android shows each technician the day’s jobs, guides them through checklists and lets them scan an asset’s QR label to see its history, record readings, request parts and capture photos and signatures. Everything syncs once the connection returns, and the whole interface works in Arabic and English.',
    ar: 'يعمل فريقك في غرف المعدات والأقبية وعلى الأسطح، لا خلف المكاتب. يعرض تطبيق Siyana على أجهزة آيفون وأندرويد لكل فني مهام يومه، ويرشده خلال قوائم التحقق، ويتيح له مسح ملصق QR على الأصل لرؤية سجله، وتسجيل القراءات، وطلب قطع الغيار، والتقاط الصور والتوقيعات. وتتم المزامنة فور عودة الاتصال، والواجهة كاملة بالعربية والإنجليزية.',
  },
  stats: featureFacts.mobile.stats,
  keyFeatures: [
    {
      icon: 'WifiOff',
      title: { en: 'Offline mode', ar: 'العمل دون اتصال' },
      description: {
        en: 'Download the day’s work and keep going in basements and plant rooms with no signal.',
        ar: 'نزّل مهام اليوم وواصل العمل في الأقبية وغرف المعدات حتى دون تغطية.',
      },
    },
    {
      icon: 'ScanLine',
      title: { en: 'Scan to identify', ar: 'المسح للتعرّف على الأصل' },
      description: {
        en: 'Scan a QR label to open the asset, its open jobs and its full history.',
        ar: 'امسح ملصق QR لفتح بيانات الأصل ومهامه المفتوحة وسجله الكامل.',
      },
    },
    {
      icon: 'Camera',
      title: { en: 'Photos, readings and signatures', ar: 'الصور والقراءات والتوقيعات' },
      description: {
        en: 'Capture evidence and the customer’s sign-off on the spot, time-stamped and located.',
        ar: 'وثّق الأدلة واحصل على توقيع العميل في الموقع، مع تسجيل الوقت والمكان.',
      },
    },
    {
      icon: 'BellRing',
      title: { en: 'Instant notifications', ar: 'إشعارات فورية' },
      description: {
        en: 'Urgent jobs and escalations reach the right phone immediately.',
        ar: 'تصل المهام العاجلة والتصعيدات إلى الهاتف المعني فوراً.',
      },
    },
  ],
  benefits: [
    {
      en: 'Technicians spend more of each shift fixing and less of it driving back to the office.',
      ar: 'يقضي الفنيون وقتاً أطول من ورديتهم في الإصلاح ووقتاً أقل في العودة إلى المكتب.',
    },
    {
      en: 'Data is captured once, at the asset, with no retyping from paper.',
      ar: 'تُسجَّل البيانات مرة واحدة عند الأصل، دون إعادة إدخالها من الورق.',
    },
    {
      en: 'Supervisors see live progress without making a single phone call.',
      ar: 'يرى المشرفون التقدم لحظة بلحظة دون إجراء أي مكالمة.',
    },
    {
      en: 'Multilingual crews work comfortably in the language they prefer.',
      ar: 'تعمل الفرق متعددة اللغات بسهولة باللغة التي تفضلها.',
    },
    {
      en: 'Customers receive proof of work the moment a job is closed.',
      ar: 'يتلقى العملاء إثبات العمل لحظة إغلاق المهمة.',
    },
  ],
  impact: featureFacts.mobile.impact,
  scene: {
    icon: 'Smartphone',
    chart: 'progress',
    device: 'phone',
    tint: 'teal',
    series: [100, 100, 60, 25, 0],
    value: '12',
    caption: { en: 'Jobs on today’s route', ar: 'مهام في جولة اليوم' },
  },
};
