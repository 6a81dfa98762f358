import { featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'Work Order Management', ar: 'إدارة أوامر العمل' };

/** Work Order Management: every text and icon it shows, wherever it shows. */
export const workOrderFeature: PlatformFeature = {
  id: 'work-order',
  name,
  icon: 'ClipboardList',
  blurb: { en: 'Create, assign and close jobs fast', ar: 'أنشئ المهام ووزّعها وأغلقها بسرعة' },
  explorer: {
    badge: { en: 'Work orders', ar: 'أوامر العمل' },
    title: { en: 'Every request, from report to sign-off', ar: 'كل بلاغ من لحظة تسجيله حتى اعتماده' },
    description: {
      en: 'Tenants report faults by app or QR code, the platform routes each job to the right technician with its SLA, and supervisors approve the work with photos from site.',
      ar: 'يبلغ المستأجرون عن الأعطال عبر التطبيق أو رمز QR، وتوجّه المنصة كل مهمة إلى الفني المناسب مع اتفاقية مستوى الخدمة، ويعتمد المشرفون العمل بصور من الموقع.',
    },
    mockup: {
      type: 'list',
      title: { en: 'Open work orders', ar: 'أوامر العمل المفتوحة' },
      mainNumber: '24',
      subtitle: { en: 'active requests today', ar: 'طلباً نشطاً اليوم' },
      items: [
        { label: { en: 'Chiller 2 — high pressure', ar: 'المبرّد 2 — ضغط مرتفع' }, value: 90, note: { en: 'Urgent', ar: 'عاجل' } },
        { label: { en: 'Lobby lighting fault', ar: 'عطل إنارة الردهة' }, value: 60, note: { en: 'Assigned', ar: 'تم الإسناد' } },
        { label: { en: 'Lift 3 door sensor', ar: 'حساس باب المصعد 3' }, value: 40, note: { en: 'In progress', ar: 'قيد التنفيذ' } },
        { label: { en: 'Leak in parking B1', ar: 'تسرب في موقف B1' }, value: 20, note: { en: 'Done', ar: 'منجز' } },
      ],
    },
  },
  badge: { en: 'Operations', ar: 'التشغيل' },
  title: name,
  description: {
    en: 'Capture every request, assign the right technician and close jobs with photos and signatures, all from one queue.',
    ar: 'استقبل كل طلب، وأسنده إلى الفني المناسب، وأغلق المهام بالصور والتوقيعات، من قائمة واحدة.',
  },
  detailedDescription: {
    en: 'Requests reach your team from tenants, staff, sensors and the front desk, in every possible format. Siyana turns each one into a structured work order with a location, an asset, a priority and an SLA clock, routes it by trade, skill and shift, and keeps the requester updated automatically. Supervisors see the whole queue on one board, technicians get clear instructions on their phone, and every closed job leaves a record of time, parts and cost.',
    ar: 'تصل الطلبات إلى فريقك من المستأجرين والموظفين والمستشعرات ومكتب الاستقبال وبكل الأشكال الممكنة. تحوّل Siyana كلاً منها إلى أمر عمل منظم يحدد الموقع والأصل والأولوية ومؤقت مستوى الخدمة، ثم توجهه حسب التخصص والمهارة والوردية، وتُبقي مقدم الطلب على اطلاع تلقائياً. يرى المشرفون جميع الطلبات على لوحة واحدة، ويتلقى الفنيون تعليمات واضحة على هواتفهم، ويترك كل أمر مغلق سجلاً بالوقت والقطع والتكلفة.',
  },
  stats: featureFacts['work-order'].stats,
  keyFeatures: [
    {
      icon: 'Inbox',
      title: { en: 'Omnichannel intake', ar: 'استقبال من كل القنوات' },
      description: {
        en: 'Requests from the web portal, mobile app, QR codes, e-mail and sensors land in one queue.',
        ar: 'تصل الطلبات من البوابة الإلكترونية وتطبيق الجوال ورموز QR والبريد الإلكتروني والمستشعرات إلى قائمة واحدة.',
      },
    },
    {
      icon: 'Route',
      title: { en: 'Smart dispatch', ar: 'إسناد ذكي' },
      description: {
        en: 'Jobs go to the nearest qualified technician, based on trade, current workload and shift.',
        ar: 'تُسند المهام إلى أقرب فني مؤهل، بحسب التخصص وحجم العمل الحالي والوردية.',
      },
    },
    {
      icon: 'Timer',
      title: { en: 'SLA clocks and escalation', ar: 'مؤقتات مستوى الخدمة والتصعيد' },
      description: {
        en: 'Response and fix targets by priority, with automatic escalation before a target is missed.',
        ar: 'أهداف للاستجابة والإصلاح حسب الأولوية، مع تصعيد تلقائي قبل تجاوز أي هدف.',
      },
    },
    {
      icon: 'Camera',
      title: { en: 'Proof of completion', ar: 'إثبات الإنجاز' },
      description: {
        en: 'Before-and-after photos, checklists and the customer’s signature on every closed job.',
        ar: 'صور قبل العمل وبعده، وقوائم تحقق، وتوقيع العميل على كل مهمة مغلقة.',
      },
    },
  ],
  benefits: [
    {
      en: 'No request lost in WhatsApp groups, phone calls or paper forms.',
      ar: 'لا طلب يضيع بين مجموعات واتساب والمكالمات الهاتفية والنماذج الورقية.',
    },
    {
      en: 'Requesters follow progress themselves, so follow-up calls drop.',
      ar: 'يتابع مقدمو الطلبات التقدم بأنفسهم، فتقل مكالمات المتابعة.',
    },
    {
      en: 'Supervisors spot bottlenecks by trade, building or contractor as they happen.',
      ar: 'يكتشف المشرفون الاختناقات حسب التخصص أو المبنى أو المقاول لحظة حدوثها.',
    },
    {
      en: 'Accurate job costing for recharges, service charges and budgets.',
      ar: 'تكلفة دقيقة لكل مهمة لأغراض إعادة الفوترة ورسوم الخدمات والميزانيات.',
    },
    {
      en: 'A complete history for every asset, built automatically from daily work.',
      ar: 'سجل كامل لكل أصل يُبنى تلقائياً من العمل اليومي.',
    },
  ],
  impact: featureFacts['work-order'].impact,
  scene: {
    icon: 'ClipboardList',
    chart: 'list',
    device: 'desktop',
    tint: 'teal',
    series: [3, 1, 2, 1, 3],
    value: '24',
    caption: { en: 'Active maintenance requests', ar: 'طلبات صيانة نشطة' },
  },
};
