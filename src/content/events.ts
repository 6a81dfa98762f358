import type { IconName } from '@/lib/icon-names';
import type { PageCopy, Text } from './types';

export interface EventType {
  id: 'webinars' | 'workshops' | 'meetups';
  icon: IconName;
  title: Text;
  body: Text;
  rhythm: Text;
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
    watch: { en: 'Watch the Recording', ar: 'شاهد التسجيل المرئي' },
    notRecorded: { en: 'In person only, not recorded', ar: 'حضوري فقط، دون تسجيل مرئي' },
    request: { en: 'Request the Recording', ar: 'اطلب رابط التسجيل المرئي' },
  },
  /** An event's card and page. `{n}`: a number, written with Western digits. */
  event: {
    kinds: {
      webinar: { en: 'Webinar', ar: 'ندوة عبر الإنترنت' },
      workshop: { en: 'Workshop', ar: 'ورشة عمل' },
      conference: { en: 'Conference', ar: 'مؤتمر' },
      'site-visit': { en: 'Site visit', ar: 'زيارة ميدانية' },
    },
    online: { en: 'Online', ar: 'عبر الإنترنت' },
    languages: {
      en: { en: 'In English', ar: 'بالإنجليزية' },
      ar: { en: 'In Arabic', ar: 'بالعربية' },
      both: { en: 'In Arabic and English', ar: 'بالعربية والإنجليزية' },
    },
    seatsLeft: { en: '{n} seats left', ar: 'المقاعد المتبقية: {n}' },
    oneSeatLeft: { en: '1 seat left', ar: 'بقي مقعد واحد' },
    details: { en: 'Event details', ar: 'تفاصيل الفعالية' },
    view: { en: 'Event details', ar: 'تفاصيل الفعالية' },
    back: { en: 'All events', ar: 'كل الفعاليات' },
    date: { en: 'Date', ar: 'التاريخ' },
    time: { en: 'Time', ar: 'الوقت' },
    place: { en: 'Location', ar: 'المكان' },
    language: { en: 'Language', ar: 'اللغة' },
    format: { en: 'Format', ar: 'النوع' },
    about: { en: 'About this event', ar: 'عن الفعالية' },
    register: { en: 'Registration', ar: 'التسجيل' },
    free: { en: 'Free to attend', ar: 'الحضور مجاني' },
    registerNow: { en: 'Register Now', ar: 'سجّل الآن' },
    states: {
      open: { en: 'Registration is open.', ar: 'التسجيل مفتوح.' },
      closed: { en: 'Registration for this event is closed.', ar: 'أُغلق التسجيل في هذه الفعالية.' },
      full: { en: 'This event is full: every seat has been taken.', ar: 'اكتمل العدد: حُجزت جميع المقاعد.' },
      started: { en: 'This event is under way; registration has ended.', ar: 'الفعالية جارية الآن، وانتهى التسجيل.' },
      past: { en: 'This event has taken place.', ar: 'انتهت هذه الفعالية.' },
    },
    badges: {
      open: { en: 'Open', ar: 'التسجيل مفتوح' },
      closed: { en: 'Closed', ar: 'التسجيل مغلق' },
      full: { en: 'Full', ar: 'اكتمل العدد' },
      started: { en: 'Under way', ar: 'جارية الآن' },
      past: { en: 'Past', ar: 'منتهية' },
    },
    invitations: { en: 'Get invitations to the next events', ar: 'احصل على دعوات الفعاليات القادمة' },
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
    icon: 'Video',
    title: { en: 'Webinars', ar: 'ندوات عبر الإنترنت' },
    body: {
      en: 'One-hour online sessions with heads of facilities from hospitals, malls and compounds, with live questions.',
      ar: 'جلسات عبر الإنترنت مدتها ساعة مع قادة المرافق في المستشفيات والمراكز التجارية والمجمعات السكنية، مع أسئلة مباشرة.',
    },
    rhythm: { en: 'Monthly, online', ar: 'شهرياً، عبر الإنترنت' },
  },
  {
    id: 'workshops',
    icon: 'Presentation',
    title: { en: 'Workshops', ar: 'ورش العمل' },
    body: {
      en: 'Half-day, hands-on sessions: build a preventive maintenance plan, set KPIs or prepare for an audit, with your own data.',
      ar: 'جلسات تطبيقية لنصف يوم: أعدّ خطة صيانة وقائية، أو حدّد مؤشرات الأداء، أو استعد للتدقيق، باستخدام بياناتك.',
    },
    rhythm: { en: 'Quarterly, in Riyadh, Jeddah and Dubai', ar: 'كل ربع سنة، في الرياض وجدة ودبي' },
  },
  {
    id: 'meetups',
    icon: 'Users',
    title: { en: 'Industry Meetups', ar: 'لقاءات مهنية' },
    body: {
      en: 'Evenings where facility and property managers compare notes on what works, hosted with our partners.',
      ar: 'أمسيات يتبادل فيها مديرو المرافق والعقارات الخبرات حول ما ينجح فعلاً، بالتعاون مع شركائنا.',
    },
    rhythm: { en: 'Twice a year', ar: 'مرتين في العام' },
  },
];
