import { Presentation, Users, Video } from '@/components/icons';
import type { LucideIcon } from '@/components/icons';
import type { PageCopy, Text } from './types';

export interface EventType {
  id: 'webinars' | 'workshops' | 'meetups';
  icon: LucideIcon;
  title: Text;
  body: Text;
  rhythm: Text;
}

/** A past event; those recorded can be requested through the question form. */
export interface PastEvent {
  id: string;
  type: EventType['id'];
  /** ISO date (Riyadh). */
  date: string;
  title: Text;
  summary: Text;
  format: Text;
  recorded: boolean;
}

export const eventsPage = {
  meta: {
    title: { en: 'Events', ar: 'الفعاليات' },
    description: {
      en: 'Webinars, workshops and meetups for facility and maintenance teams in Saudi Arabia and the Gulf. Past sessions, recordings and invitations to the next ones.',
      ar: 'ندوات عبر الإنترنت وورش عمل ولقاءات لفرق المرافق والصيانة في السعودية والخليج: الجلسات السابقة وتسجيلاتها المرئية ودعوات الفعاليات القادمة.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Events & webinars', ar: 'الفعاليات والندوات' },
    title: { en: 'Events', ar: 'الفعاليات' },
    lead: {
      en: 'Learn from facility leaders across the region: monthly webinars, hands-on workshops and meetups, in Arabic and English.',
      ar: 'تعلّم من قادة المرافق في المنطقة عبر ندوات شهرية وورش عمل تطبيقية ولقاءات مهنية، بالعربية والإنجليزية.',
    },
    primary: { en: 'Get Event Invitations', ar: 'احصل على دعوات الفعاليات' },
    secondary: { en: 'See Past Events', ar: 'شاهد الفعاليات السابقة' },
  },
  upcoming: {
    eyebrow: { en: 'Upcoming', ar: 'القادمة' },
    title: { en: 'Upcoming events', ar: 'الفعاليات القادمة' },
    emptyTitle: { en: 'No upcoming events scheduled right now', ar: 'لا توجد فعاليات مجدولة حالياً' },
    emptyBody: {
      en: 'Our next sessions are being planned. Subscribe below and we will send you the invitation as soon as registration opens.',
      ar: 'نعمل على تجهيز جلساتنا القادمة. اشترك أدناه وسنرسل إليك الدعوة فور فتح باب التسجيل للحضور.',
    },
    emptyAction: { en: 'Notify Me', ar: 'أبلغني' },
  },
  types: {
    eyebrow: { en: 'Formats', ar: 'أنواع الفعاليات' },
    title: { en: 'Three ways to learn with us', ar: 'ثلاث طرق للتعلم معنا' },
  },
  past: {
    eyebrow: { en: 'Past events', ar: 'فعاليات سابقة' },
    title: { en: 'Catch up on past sessions', ar: 'تابع ما فاتك من جلسات' },
    lead: {
      en: 'Recordings are free: ask for one and we will send you the link.',
      ar: 'مشاهدة الجلسات المسجلة مجانية: اطلب التسجيل المرئي لأي جلسة وسنرسل إليك رابطه.',
    },
    recorded: { en: 'Recording available', ar: 'التسجيل المرئي متاح' },
    notRecorded: { en: 'In person only, not recorded', ar: 'حضوري فقط، دون تسجيل مرئي' },
    request: { en: 'Request the Recording', ar: 'اطلب رابط التسجيل المرئي' },
    requestQuestion: {
      en: 'Please send me the recording of “{title}”.',
      ar: 'أرجو إرسال رابط التسجيل المرئي لجلسة «{title}».',
    },
  },
  newsletter: {
    eyebrow: { en: 'Stay informed', ar: 'ابقَ على اطلاع' },
    title: { en: 'Be the first to hear about new events', ar: 'كن أول من يعلم بالفعاليات الجديدة' },
    lead: {
      en: 'One e-mail when registration opens, plus a short monthly digest. Unsubscribe with one click.',
      ar: 'رسالة واحدة عند فتح التسجيل، وملخص شهري قصير. يمكنك إلغاء الاشتراك بنقرة واحدة.',
    },
  },
};

export const eventTypes: readonly EventType[] = [
  {
    id: 'webinars',
    icon: Video,
    title: { en: 'Webinars', ar: 'ندوات عبر الإنترنت' },
    body: {
      en: 'One-hour online sessions with heads of facilities from hospitals, malls and compounds, with live questions.',
      ar: 'جلسات عبر الإنترنت مدتها ساعة مع قادة المرافق في المستشفيات والمراكز التجارية والمجمعات السكنية، مع أسئلة مباشرة.',
    },
    rhythm: { en: 'Monthly, online', ar: 'شهرياً، عبر الإنترنت' },
  },
  {
    id: 'workshops',
    icon: Presentation,
    title: { en: 'Workshops', ar: 'ورش العمل' },
    body: {
      en: 'Half-day, hands-on sessions: build a preventive maintenance plan, set KPIs or prepare for an audit, with your own data.',
      ar: 'جلسات تطبيقية لنصف يوم: أعدّ خطة صيانة وقائية، أو حدّد مؤشرات الأداء، أو استعد للتدقيق، باستخدام بياناتك.',
    },
    rhythm: { en: 'Quarterly, in Riyadh, Jeddah and Dubai', ar: 'كل ربع سنة، في الرياض وجدة ودبي' },
  },
  {
    id: 'meetups',
    icon: Users,
    title: { en: 'Industry Meetups', ar: 'لقاءات مهنية' },
    body: {
      en: 'Evenings where facility and property managers compare notes on what works, hosted with our partners.',
      ar: 'أمسيات يتبادل فيها مديرو المرافق والعقارات الخبرات حول ما ينجح فعلاً، بالتعاون مع شركائنا.',
    },
    rhythm: { en: 'Twice a year', ar: 'مرتين في العام' },
  },
];

export const pastEvents: readonly PastEvent[] = [
  {
    id: 'summer-peak',
    type: 'webinars',
    date: '2026-04-15',
    title: { en: 'Beat the Summer Peak: Chiller Care Before May', ar: 'استعد لذروة الصيف: صيانة المبردات قبل مايو' },
    summary: {
      en: 'Three chief engineers on the pre-summer service that kept their chillers running through 48°C days.',
      ar: 'ثلاثة من كبار المهندسين يشرحون صيانة ما قبل الصيف التي أبقت مبرداتهم تعمل في أيام بلغت حرارتها 48°م.',
    },
    format: { en: 'Webinar · 60 min · Arabic', ar: 'ندوة عبر الإنترنت · 60 دقيقة · بالعربية' },
    recorded: true,
  },
  {
    id: 'paper-to-mobile',
    type: 'webinars',
    date: '2026-09-10',
    title: { en: 'From Paper to Mobile: Digital Work Orders in Hospitals', ar: 'من الورق إلى الجوال: أوامر العمل الرقمية في المستشفيات' },
    summary: {
      en: 'How a hospital group moved 40 technicians to mobile work orders in six weeks, and what they measured.',
      ar: 'كيف نقلت مجموعة مستشفيات 40 فنياً إلى أوامر العمل عبر الجوال خلال ستة أسابيع، وما الذي قاسته.',
    },
    format: { en: 'Webinar · 45 min · English', ar: 'ندوة عبر الإنترنت · 45 دقيقة · بالإنجليزية' },
    recorded: true,
  },
  {
    id: 'leaders-roundtable',
    type: 'meetups',
    date: '2026-10-22',
    title: { en: 'Facility Leaders Roundtable, Riyadh', ar: 'طاولة قادة المرافق المستديرة، الرياض' },
    summary: {
      en: 'An evening with 30 facility directors on contracts, staffing and the KPIs owners ask for.',
      ar: 'أمسية مع 30 مديراً للمرافق حول العقود والتوظيف ومؤشرات الأداء التي يطلبها الملاك.',
    },
    format: { en: 'In person · Riyadh', ar: 'حضوري · الرياض' },
    recorded: false,
  },
];
