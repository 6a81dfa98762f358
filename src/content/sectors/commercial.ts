import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Commercial: every text and icon it shows, wherever it shows. */
export const commercialSector: Sector = {
  id: 'commercial',
  name: { en: 'Commercial', ar: 'المباني التجارية' },
  icon: 'Store',
  blurb: {
    en: 'Malls, retail centres and mixed-use towers that never close.',
    ar: 'المراكز التجارية ومتاجر التجزئة والأبراج متعددة الاستخدام التي لا تتوقف.',
  },
  title: {
    en: 'Facility management for malls, retail and mixed-use towers',
    ar: 'إدارة مرافق المراكز التجارية ومتاجر التجزئة والأبراج متعددة الاستخدام',
  },
  description: {
    en: 'Keep escalators moving, chillers cool and every shop open for business. Siyana plans maintenance around trading hours, routes each tenant request to the right technician and shows you what every square metre costs to run.',
    ar: 'حافظ على السلالم المتحركة في حركة دائمة، وعلى أنظمة التبريد في أفضل أداء، وعلى كل متجر مفتوحاً أمام المتسوقين. تجدول Siyana أعمال الصيانة بعيداً عن ساعات الذروة، وتوجّه كل طلب من المستأجرين إلى الفني المناسب، وتكشف لك تكلفة تشغيل كل متر مربع.',
  },
  stats: sectorFacts.commercial.stats,
  featuresIntro: {
    en: 'From the loading bay to the food court: every asset, contractor and tenant request in one place.',
    ar: 'من ساحة التحميل إلى منطقة المطاعم: كل الأصول والمقاولين وطلبات المستأجرين في مكان واحد.',
  },
  features: [
    {
      icon: 'Store',
      title: { en: 'Tenant request portal', ar: 'بوابة طلبات المستأجرين' },
      description: {
        en: 'Tenants log faults from their phone with photos; you see status, priority and the SLA clock at a glance.',
        ar: 'يرفع المستأجرون البلاغات من هواتفهم مرفقة بالصور، وتتابع أنت الحالة والأولوية ومؤقت مستوى الخدمة بنظرة واحدة.',
      },
    },
    {
      icon: 'MoveVertical',
      title: { en: 'Escalator and lift care', ar: 'رعاية السلالم المتحركة والمصاعد' },
      description: {
        en: 'Planned inspections and contractor visits for every escalator, travelator and lift, with downtime tracked unit by unit.',
        ar: 'فحوصات مخططة وزيارات مقاولين لكل سلم متحرك وممشى كهربائي ومصعد، مع تتبّع مدة التوقف لكل وحدة.',
      },
    },
    {
      icon: 'Snowflake',
      title: { en: 'Chiller and HVAC scheduling', ar: 'جدولة أنظمة التبريد والتكييف' },
      description: {
        en: 'Service chillers, air-handling units and cooling towers before the summer peak, timed outside trading hours.',
        ar: 'صيانة المبردات ووحدات مناولة الهواء وأبراج التبريد قبل ذروة الصيف، في أوقات لا تتعارض مع ساعات التسوق.',
      },
    },
    {
      icon: 'Sparkles',
      title: { en: 'Cleaning and soft services', ar: 'النظافة والخدمات المساندة' },
      description: {
        en: 'Deploy cleaning crews by footfall zone and check washroom standards with QR-based checklists.',
        ar: 'وزّع فرق النظافة حسب كثافة الزوار في كل منطقة، وتحقق من معايير دورات المياه بقوائم تحقق عبر رموز QR.',
      },
    },
    {
      icon: 'Receipt',
      title: { en: 'Service-charge transparency', ar: 'شفافية رسوم الخدمات' },
      description: {
        en: 'Break maintenance spend down by zone, tenant and contract to back up every service-charge line.',
        ar: 'وزّع تكاليف الصيانة حسب المنطقة والمستأجر والعقد لتدعم كل بند في رسوم الخدمات بالأرقام.',
      },
    },
    {
      icon: 'Flame',
      title: { en: 'Fire and life-safety readiness', ar: 'جاهزية أنظمة الحريق والسلامة' },
      description: {
        en: 'Track sprinkler, alarm and smoke-extract tests so a Civil Defense inspection never catches you off guard.',
        ar: 'تتبّع اختبارات الرشاشات وأجهزة الإنذار وأنظمة شفط الدخان حتى لا تفاجئك زيارات الدفاع المدني.',
      },
    },
  ],
  benefits: [
    {
      en: 'Fewer breakdowns during trading hours: faults on escalators, chillers and lighting are caught on the night shift, not in front of shoppers.',
      ar: 'أعطال أقل أثناء ساعات التسوق، إذ تُكتشف مشكلات السلالم المتحركة والتبريد والإضاءة في الوردية الليلية لا أمام المتسوقين.',
    },
    {
      en: 'Happier tenants who can follow their request from the first photo to sign-off.',
      ar: 'مستأجرون أكثر رضا يتابعون طلباتهم من الصورة الأولى حتى اعتماد الإنجاز.',
    },
    {
      en: 'Contractor performance you can prove, with response and fix times measured against each contract’s SLA.',
      ar: 'أداء مقاولين قابل للإثبات، بأزمنة استجابة وإصلاح تُقاس وفق اتفاقية مستوى الخدمة في كل عقد.',
    },
    {
      en: 'Lower energy bills in common areas by aligning cooling and lighting with real opening hours.',
      ar: 'فواتير طاقة أقل في المناطق المشتركة بمواءمة التبريد والإضاءة مع ساعات التشغيل الفعلية.',
    },
    {
      en: 'One portfolio view across every mall and tower you run, with like-for-like cost comparisons.',
      ar: 'رؤية موحدة لكل المراكز والأبراج التي تديرها، مع مقارنة التكاليف بينها على أساس متكافئ.',
    },
  ],
  scene: {
    skyline: 'mall',
    tint: 'teal',
    status: { en: 'Escalator 4 back in service', ar: 'السلم المتحرك رقم 4 عاد إلى الخدمة' },
  },
};
