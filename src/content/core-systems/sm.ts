import { coreSystemFacts } from '../facts';
import type { CoreSystem } from './record';

/** Space Management (SM): every text and icon it shows, wherever it shows. */
export const smSystem: CoreSystem = {
  id: 'sm',
  code: 'SM',
  name: { en: 'Space Management', ar: 'إدارة المساحات' },
  icon: 'LayoutGrid',
  menuBlurb: {
    en: 'See how every floor is used and plan space with real occupancy data.',
    ar: 'اعرف كيف يُستخدم كل طابق وخطط للمساحات ببيانات إشغال حقيقية.',
  },
  landingCard: {
    icon: 'Gauge',
    blurb: {
      en: 'Floor plans, occupancy and move planning based on how space is really used.',
      ar: 'مخططات الطوابق والإشغال وتخطيط الانتقال بناءً على الاستخدام الفعلي للمساحات.',
    },
    images: [
      { en: 'Illustration of a floor plan with occupied rooms', ar: 'رسم توضيحي لمخطط طابق مع الغرف المشغولة' },
      { en: 'Illustration of an occupancy heat map', ar: 'رسم توضيحي لخريطة حرارية للإشغال' },
    ],
  },
  tagline: { en: 'Every square metre working for you', ar: 'كل متر مربع يعمل لصالحك' },
  description: {
    en: 'Space Management shows how floors, desks, rooms and common areas are really used, drawing on sensors, bookings and access data. Plan moves, consolidate underused areas and charge space fairly, on floor plans that stay up to date.',
    ar: 'يكشف نظام إدارة المساحات كيف تُستخدم الطوابق والمكاتب والقاعات والمناطق المشتركة فعلياً، اعتماداً على المستشعرات والحجوزات وبيانات الدخول. خطط لعمليات النقل، وادمج المساحات غير المستغلة، ووزّع تكاليف المساحات بعدالة، على مخططات طوابق محدّثة باستمرار.',
  },
  claims: coreSystemFacts.sm.claims,
  live: {
    tiles: [
      { value: '64%', label: { en: 'Desks in use now', ar: 'مكاتب مستخدمة الآن' } },
      { value: '23', label: { en: 'Meeting rooms booked', ar: 'قاعات اجتماعات محجوزة' } },
      { value: '3', label: { en: 'Floors below 30% use', ar: 'طوابق استخدامها دون \u206630%\u2069' } },
      { value: '1,420', label: { en: 'Workspaces mapped', ar: 'مساحات عمل على المخططات' } },
    ],
    trend: [38, 52, 71, 84, 79, 85, 66, 48, 31],
  },
  keyFeatures: [
    {
      icon: 'Map',
      title: { en: 'Interactive floor plans', ar: 'مخططات طوابق تفاعلية' },
      description: {
        en: 'Rooms, desks and assets on live floor plans, coloured by use and department.',
        ar: 'الغرف والمكاتب والأصول على مخططات مباشرة، ملوّنة حسب الاستخدام والقسم.',
      },
    },
    {
      icon: 'Radar',
      title: { en: 'Occupancy sensing', ar: 'استشعار الإشغال' },
      description: {
        en: 'People-counting and desk sensors measure real use, hour by hour.',
        ar: 'مستشعرات عدّ الأشخاص والمكاتب تقيس الاستخدام الفعلي ساعة بساعة.',
      },
    },
    {
      icon: 'CalendarCheck2',
      title: { en: 'Room and desk booking', ar: 'حجز القاعات والمكاتب' },
      description: {
        en: 'Staff book desks and rooms, and bookings nobody shows up for are released automatically.',
        ar: 'يحجز الموظفون المكاتب والقاعات، وتُلغى تلقائياً الحجوزات التي لا يحضر أصحابها.',
      },
    },
    {
      icon: 'Move',
      title: { en: 'Move management', ar: 'إدارة عمليات النقل' },
      description: {
        en: 'Plan moves and fit-outs with tasks for IT, furniture and cleaning in one project.',
        ar: 'خطط لعمليات النقل والتجهيز بمهام لفرق التقنية والأثاث والنظافة ضمن مشروع واحد.',
      },
    },
    {
      icon: 'ChartPie',
      title: { en: 'Space chargeback', ar: 'توزيع تكاليف المساحات' },
      description: {
        en: 'Allocate space costs to departments or tenants by area and actual use.',
        ar: 'حمّل تكاليف المساحات على الأقسام أو المستأجرين حسب المساحة والاستخدام الفعلي.',
      },
    },
    {
      icon: 'TrendingUp',
      title: { en: 'Scenario planning', ar: 'تخطيط السيناريوهات' },
      description: {
        en: 'Model headcount growth or hybrid work and see the space you really need.',
        ar: 'حاكِ نمو عدد الموظفين أو العمل المرن، واعرف المساحة التي تحتاجها فعلاً.',
      },
    },
  ],
  results: coreSystemFacts.sm.results,
  tint: 'navy',
};
