import { sectorFacts } from '../facts';
import type { Sector } from './record';

/** Medical: every text and icon it shows, wherever it shows. */
export const medicalSector: Sector = {
  id: 'medical',
  name: { en: 'Medical', ar: 'المنشآت الصحية' },
  icon: 'Hospital',
  blurb: {
    en: 'Hospitals and clinics held to the strictest standards.',
    ar: 'مستشفيات وعيادات تلتزم بأعلى المعايير.',
  },
  title: {
    en: 'Facility management for hospitals, clinics and laboratories',
    ar: 'إدارة مرافق المستشفيات والعيادات والمختبرات',
  },
  description: {
    en: 'In healthcare, a failed chiller or an overdue inspection is a patient-safety issue. Siyana keeps medical gases, HVAC, generators and biomedical equipment on schedule and gives you the evidence accreditation surveyors ask for.',
    ar: 'في القطاع الصحي، يعني تعطّل جهاز تبريد أو تأخّر فحص خطراً على سلامة المرضى. تحافظ Siyana على انتظام صيانة الغازات الطبية والتكييف والمولدات والأجهزة الطبية، وتوفر لك الأدلة التي يطلبها مقيّمو الاعتماد.',
  },
  stats: sectorFacts.medical.stats,
  featuresIntro: {
    en: 'Designed around the standards your hospital is assessed against.',
    ar: 'مصممة وفق المعايير التي تُقيَّم منشأتك الصحية على أساسها.',
  },
  features: [
    {
      icon: 'Stethoscope',
      title: { en: 'Biomedical equipment register', ar: 'سجل الأجهزة الطبية' },
      description: {
        en: 'Every device with its serial number, location, service plan and calibration certificate, traceable in one register.',
        ar: 'كل جهاز برقمه التسلسلي وموقعه وخطة صيانته وشهادة معايرته، في سجل واحد يسهل تتبّعه.',
      },
    },
    {
      icon: 'Wind',
      title: { en: 'Medical gases and HVAC', ar: 'الغازات الطبية والتكييف' },
      description: {
        en: 'Pressure, air-change and temperature checks for operating theatres, isolation rooms and pharmacies.',
        ar: 'فحوصات الضغط ومعدلات تغيير الهواء والحرارة لغرف العمليات وغرف العزل والصيدليات.',
      },
    },
    {
      icon: 'BatteryCharging',
      title: { en: 'Generator and UPS testing', ar: 'اختبار المولدات ووحدات الطاقة الاحتياطية' },
      description: {
        en: 'Load tests and fuel checks on the schedule your emergency power plan requires.',
        ar: 'اختبارات التحميل وفحص الوقود وفق الجدول الذي تتطلبه خطة الطاقة الاحتياطية لديك.',
      },
    },
    {
      icon: 'ClipboardCheck',
      title: { en: 'Accreditation evidence', ar: 'أدلة الاعتماد' },
      description: {
        en: 'Inspection logs, certificates and corrective actions mapped to CBAHI and international accreditation standards.',
        ar: 'سجلات الفحص والشهادات والإجراءات التصحيحية مرتبطة بمعايير المركز السعودي لاعتماد المنشآت الصحية ومعايير الاعتماد الدولية.',
      },
    },
    {
      icon: 'Siren',
      title: { en: 'Critical alarm escalation', ar: 'تصعيد الإنذارات الحرجة' },
      description: {
        en: 'Fridge, freezer and plant alarms escalate by phone to the on-call engineer until someone responds.',
        ar: 'تُصعَّد إنذارات الثلاجات والمجمدات والمعدات هاتفياً إلى المهندس المناوب حتى يستجيب أحد.',
      },
    },
    {
      icon: 'SprayCan',
      title: { en: 'Infection-control cleaning', ar: 'نظافة مكافحة العدوى' },
      description: {
        en: 'Cleaning rounds and terminal cleans tracked room by room, signed off after every discharge.',
        ar: 'تتبّع جولات التنظيف والتطهير النهائي غرفةً غرفة، مع اعتمادها بعد خروج كل مريض.',
      },
    },
  ],
  benefits: [
    {
      en: 'Walk into every accreditation survey with your records already organised.',
      ar: 'ادخل كل زيارة تقييم للاعتماد وسجلاتك منظمة مسبقاً.',
    },
    {
      en: 'Fewer postponed procedures caused by equipment or environment failures.',
      ar: 'عمليات مؤجلة أقل بسبب أعطال الأجهزة أو اختلال ظروف البيئة المحيطة.',
    },
    {
      en: 'Clinical staff report problems in seconds and get back to their patients.',
      ar: 'يبلّغ الطاقم الطبي عن المشكلات في ثوانٍ ويعود إلى مرضاه.',
    },
    {
      en: 'Biomedical and estates teams share one register instead of separate spreadsheets.',
      ar: 'تتشارك فرق الهندسة الطبية وإدارة المرافق سجلاً واحداً بدلاً من جداول منفصلة.',
    },
    {
      en: 'Lifecycle costs for each device that support smarter replacement budgets.',
      ar: 'تكلفة دورة حياة كل جهاز تدعم ميزانيات إحلال أذكى.',
    },
  ],
  scene: {
    skyline: 'hospital',
    tint: 'teal',
    status: { en: 'Theatre 2 air changes verified', ar: 'تم التحقق من تهوية غرفة العمليات 2' },
  },
};
