import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Office: every text and icon it shows, wherever it shows. */
export const officeSector: Sector = {
  id: 'office',
  name: { en: 'Office', ar: 'المباني المكتبية' },
  icon: 'Building2',
  blurb: {
    en: 'Workplaces that stay comfortable, safe and productive.',
    ar: 'بيئات عمل مريحة وآمنة ومحفزة للإنتاجية.',
  },
  title: {
    en: 'Facility management for offices and corporate headquarters',
    ar: 'إدارة مرافق المباني المكتبية والمقرات الرئيسية',
  },
  description: {
    en: 'A comfortable, reliable workplace keeps people productive. Siyana keeps cooling, lighting and meeting rooms working, lets employees report issues in seconds, and helps you fit floor space to the way your teams really work.',
    ar: 'بيئة العمل المريحة والموثوقة تحافظ على إنتاجية الموظفين. تضمن Siyana انتظام التكييف والإضاءة وجاهزية قاعات الاجتماعات، وتتيح للموظفين الإبلاغ عن أي مشكلة في ثوانٍ، وتساعدك على مواءمة المساحات مع أسلوب عمل فرقك الفعلي.',
  },
  stats: sectorFacts.office.stats,
  featuresIntro: {
    en: 'Built for workplace teams who answer to employees, finance and the board at the same time.',
    ar: 'مصممة لفرق بيئة العمل المسؤولة في آن واحد أمام الموظفين والإدارة المالية ومجلس الإدارة.',
  },
  features: [
    {
      icon: 'QrCode',
      title: { en: 'Scan-to-report helpdesk', ar: 'مكتب مساعدة بالمسح والإبلاغ' },
      description: {
        en: 'A QR code on every room and asset lets staff report a fault in seconds, with no login needed.',
        ar: 'رمز QR على كل غرفة وأصل يتيح للموظفين الإبلاغ عن العطل في ثوانٍ دون الحاجة إلى تسجيل الدخول.',
      },
    },
    {
      icon: 'Thermometer',
      title: { en: 'Comfort monitoring', ar: 'مراقبة الراحة الحرارية' },
      description: {
        en: 'Temperature and air-quality sensors flag hot or stuffy zones before complaints reach HR.',
        ar: 'مستشعرات الحرارة وجودة الهواء تنبّه إلى المناطق الحارة أو سيئة التهوية قبل أن تصل الشكاوى إلى الموارد البشرية.',
      },
    },
    {
      icon: 'Presentation',
      title: { en: 'Meeting-room readiness', ar: 'جاهزية قاعات الاجتماعات' },
      description: {
        en: 'Screens, audio, lighting and furniture checked before the working day, so board meetings start on time.',
        ar: 'فحص الشاشات وأنظمة الصوت والإضاءة والأثاث قبل بدء الدوام، لتبدأ اجتماعات مجلس الإدارة في موعدها.',
      },
    },
    {
      icon: 'LayoutGrid',
      title: { en: 'Space and occupancy insight', ar: 'تحليل المساحات والإشغال' },
      description: {
        en: 'Access-card and sensor data show which floors sit empty, so you can consolidate before a lease renewal.',
        ar: 'بيانات بطاقات الدخول والمستشعرات تكشف الطوابق غير المستغلة، لتدمجها قبل تجديد عقد الإيجار.',
      },
    },
    {
      icon: 'Lightbulb',
      title: { en: 'Lighting and energy control', ar: 'التحكم في الإضاءة والطاقة' },
      description: {
        en: 'Track consumption per floor and set schedules that follow working hours, Ramadan timings included.',
        ar: 'تابع الاستهلاك لكل طابق واضبط الجداول لتوافق ساعات الدوام، بما فيها أوقات الدوام في رمضان.',
      },
    },
    {
      icon: 'Users',
      title: { en: 'Vendor and contract management', ar: 'إدارة الموردين والعقود' },
      description: {
        en: 'Cleaning, security and maintenance contractors measured on the same scorecard.',
        ar: 'قياس أداء مقاولي النظافة والأمن والصيانة وفق بطاقة أداء موحدة.',
      },
    },
  ],
  benefits: [
    {
      en: 'Employees spend the day on their work, not chasing a broken air conditioner or a dead projector.',
      ar: 'يقضي الموظفون يومهم في أعمالهم، لا في ملاحقة مكيّف معطل أو جهاز عرض لا يعمل.',
    },
    {
      en: 'Lease and fit-out decisions backed by real occupancy numbers instead of guesswork.',
      ar: 'قرارات الإيجار والتجهيز مبنية على أرقام إشغال حقيقية لا على التخمين.',
    },
    {
      en: 'A lower energy bill, with cooling and lighting that follow the working week rather than a fixed timer.',
      ar: 'فاتورة طاقة أقل، لأن التبريد والإضاءة يتبعان أيام الدوام الفعلية لا مؤقتاً ثابتاً.',
    },
    {
      en: 'Clean audit trails for health, safety and sustainability reporting, ready whenever management asks.',
      ar: 'سجلات تدقيق واضحة لتقارير الصحة والسلامة والاستدامة، جاهزة متى طلبتها الإدارة.',
    },
    {
      en: 'A workplace that helps you hire and keep talent, with service levels people notice.',
      ar: 'بيئة عمل تساعدك على استقطاب الكفاءات والاحتفاظ بها، بمستوى خدمة يلمسه الجميع.',
    },
  ],
  scene: {
    skyline: 'towers',
    tint: 'navy',
    status: { en: 'Floor 12 cooling restored', ar: 'عاد التبريد إلى الطابق 12' },
  },
};
