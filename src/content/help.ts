import { isolateArabicFigures } from '@/i18n/bidi';
import type { IconName } from '@/lib/icon-names';
import { WHATSAPP_REDIRECT_PATH } from '@/lib/whatsapp';
import { support, worded } from './facts';
import { whatsappCopy } from './whatsapp';
import type { PageCopy, StatFigure, Text, TextLink } from './types';

/** A question with its answer, shown as an expanding row. */
export interface Faq {
  id: string;
  question: Text;
  answer: Text;
}

export interface FaqGroup {
  id: string;
  title: Text;
  faqs: readonly Faq[];
}

/** A way to get help: a tile or channel card with one working action. */
export interface HelpChannel {
  id: string;
  icon: IconName;
  title: Text;
  body: Text;
  detail?: Text;
  action: TextLink;
}

/** `tel:` link of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Hours of sales and support, one statement everywhere (facts: `support.window`). */
export const supportHours: Text = support.window;

export const askPage = isolateArabicFigures({
  meta: {
    title: { en: 'Ask Anything', ar: 'اسأل أي سؤال' },
    description: {
      en: `Ask our facility-management experts about maintenance, assets, energy or Siyana itself. We answer ${support.answer.en}.`,
      ar: `اطرح سؤالك على خبرائنا في إدارة المرافق حول الصيانة أو الأصول أو الطاقة أو منصة Siyana، ونجيبك ${support.answer.ar}.`,
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Expert answers', ar: 'إجابات الخبراء' },
    title: { en: 'Ask Anything', ar: 'اسأل أي سؤال' },
    lead: {
      en: `Maintenance plans, asset registers, energy, compliance or Siyana itself: send your question and a facility specialist answers ${support.answer.en}.`,
      ar: `خطط الصيانة، أو سجلات الأصول، أو الطاقة، أو الامتثال، أو منصة Siyana نفسها: أرسل سؤالك وسيجيبك أخصائي في إدارة المرافق ${support.answer.ar}.`,
    },
    promise: support.answerShort,
    promiseDetail: {
      en: `${support.window.en}, in Arabic or English`,
      ar: `${support.window.ar}، بالعربية أو الإنجليزية`,
    },
    formTitle: { en: 'Send your question', ar: 'أرسل سؤالك' },
  },
  stats: [
    worded(support.answerFigure),
    worded(support.hoursFigure),
    worded(support.emergencyFigure),
  ] satisfies StatFigure[],
  statsTitle: { en: 'Answers facility teams rely on', ar: 'إجابات تعتمد عليها فرق المرافق' },
  tiles: {
    eyebrow: { en: 'More ways to get help', ar: 'طرق أخرى للمساعدة' },
    title: { en: 'Prefer to talk it through?', ar: 'تفضّل النقاش المباشر؟' },
  },
  faqs: {
    eyebrow: { en: 'FAQ', ar: 'الأسئلة الشائعة' },
    title: { en: 'Questions we are often asked', ar: 'أسئلة تصلنا كثيراً' },
    lead: {
      en: 'Your question may already have an answer. Select a question to read it.',
      ar: 'ربما تجد إجابة سؤالك هنا. اختر السؤال لقراءة إجابته.',
    },
  },
  cta: {
    title: { en: 'See Siyana answer your questions live', ar: 'شاهد Siyana تجيب عن أسئلتك مباشرة' },
    lead: {
      en: 'A 30-minute demo on your own assets and sites, with a specialist who speaks your language.',
      ar: 'عرض توضيحي مدته 30 دقيقة على أصولك ومواقعك، مع أخصائي يتحدث لغتك.',
    },
    primary: { href: '/request-demo', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/support', label: { en: 'Visit the Support Center', ar: 'زر مركز الدعم' } },
  },
});

/** WhatsApp (in place of a live chat), help centre and expert call. */
export const askTiles: readonly HelpChannel[] = [
  {
    id: 'whatsapp',
    icon: 'MessageSquareText',
    title: whatsappCopy.card.title,
    body: whatsappCopy.card.body,
    action: { href: WHATSAPP_REDIRECT_PATH, label: { en: 'Chat on WhatsApp', ar: 'تحدث معنا عبر واتساب' } },
  },
  {
    id: 'help-center',
    icon: 'BookOpen',
    title: { en: 'Help Center', ar: 'مركز المساعدة' },
    body: {
      en: 'Guides, free courses and step-by-step articles for every part of facility management.',
      ar: 'أدلة ودورات مجانية ومقالات خطوة بخطوة لكل جوانب إدارة المرافق.',
    },
    action: { href: '/resources/learning', label: { en: 'Visit the Learning Center', ar: 'زر مركز التعلم' } },
  },
  {
    id: 'expert-call',
    icon: 'PhoneCall',
    title: { en: 'Expert Call', ar: 'مكالمة مع خبير' },
    body: {
      en: 'Book 30 minutes with a facility specialist to talk through your sites and goals.',
      ar: 'احجز 30 دقيقة مع أخصائي في إدارة المرافق لمناقشة مواقعك وأهدافك.',
    },
    action: { href: '/request-demo', label: { en: 'Book a Call', ar: 'احجز مكالمة' } },
  },
];

/** Getting Started, Features & Functionality, Troubleshooting: four questions each. */
export const askFaqGroups: readonly FaqGroup[] = [
  {
    id: 'getting-started',
    title: { en: 'Getting Started', ar: 'البداية' },
    faqs: [
      {
        id: 'time-to-live',
        question: { en: 'How long does it take to get started?', ar: 'كم يستغرق البدء باستخدام Siyana؟' },
        answer: {
          en: 'Most teams are live in 2 to 4 weeks. We import your asset register and maintenance plans, set up your sites and users, and train your technicians on the mobile app.',
          ar: 'تبدأ معظم الفرق العمل خلال 2 إلى 4 أسابيع، إذ نستورد سجل أصولك وخطط الصيانة، ونجهّز مواقعك ومستخدميك، وندرّب فنييك على تطبيق الجوال.',
        },
      },
      {
        id: 'what-is-free',
        question: { en: 'What is free, and what does Siyana cost?', ar: 'ما المجاني، وكم تكلف Siyana؟' },
        answer: {
          en: 'The demo, the online tools, the guides and the courses are free. The platform is a subscription in SAR per user per month, with published prices on the pricing page; there is no self-serve free plan.',
          ar: 'العرض التوضيحي والأدوات الإلكترونية والأدلة والدورات مجانية. أما المنصة فباشتراك بالريال لكل مستخدم شهرياً، وأسعارها معلنة في صفحة الأسعار، ولا توجد خطة مجانية للتسجيل الذاتي.',
        },
      },
      {
        id: 'import',
        question: { en: 'Can you import our existing asset data?', ar: 'هل يمكنكم استيراد بيانات أصولنا الحالية؟' },
        answer: {
          en: 'Yes. Send us spreadsheets or an export from your current system; we map your assets, locations and schedules for you.',
          ar: 'نعم. أرسل لنا جداول البيانات أو ملفاً مصدّراً من نظامك الحالي، ونتولى ربط أصولك ومواقعك وجداولك نيابةً عنك.',
        },
      },
      {
        id: 'arabic',
        question: { en: 'Does Siyana work in Arabic?', ar: 'هل تعمل Siyana باللغة العربية؟' },
        answer: {
          en: 'Fully. The web app, the mobile app, reports and notifications work in Arabic and English, and each user picks their own language.',
          ar: 'بالكامل. تطبيق الويب وتطبيق الجوال والتقارير والإشعارات كلها بالعربية والإنجليزية، ويختار كل مستخدم لغته.',
        },
      },
    ],
  },
  {
    id: 'features',
    title: { en: 'Features & Functionality', ar: 'المزايا والوظائف' },
    faqs: [
      {
        id: 'offline',
        question: { en: 'Can technicians work offline?', ar: 'هل يستطيع الفنيون العمل دون اتصال؟' },
        answer: {
          en: 'Yes. The mobile app keeps work orders, checklists and photos on the phone and syncs when the connection returns, which matters in basements and plant rooms.',
          ar: 'نعم. يحتفظ تطبيق الجوال بأوامر العمل وقوائم الفحص والصور على الجهاز ويزامنها عند عودة الاتصال، وهذا مهم في الأقبية وغرف المعدات.',
        },
      },
      {
        id: 'ai',
        question: { en: 'How does the AI predict failures?', ar: 'كيف يتنبأ الذكاء الاصطناعي بالأعطال؟' },
        answer: {
          en: 'It learns each asset’s normal behaviour from sensor readings and work history, then flags drift, such as rising vibration or energy use, before it becomes a breakdown.',
          ar: 'يتعلم السلوك الطبيعي لكل أصل من قراءات الحساسات وسجل الأعمال، ثم ينبّه إلى أي انحراف، كارتفاع الاهتزاز أو استهلاك الطاقة، قبل أن يتحول إلى عطل.',
        },
      },
      {
        id: 'bms',
        question: { en: 'Can Siyana connect to our BMS and meters?', ar: 'هل ترتبط Siyana بنظام إدارة المبنى والعدادات لدينا؟' },
        answer: {
          en: 'Yes. We connect to common building management systems and smart meters through standard protocols and our open API, so readings flow into the same dashboard.',
          ar: 'نعم. نرتبط بأنظمة إدارة المباني الشائعة والعدادات الذكية عبر البروتوكولات القياسية وواجهتنا البرمجية المفتوحة، فتصل القراءات إلى لوحة المعلومات نفسها.',
        },
      },
      {
        id: 'compliance',
        question: { en: 'Does Siyana help with compliance and audits?', ar: 'هل تساعد Siyana في الامتثال والتدقيق؟' },
        answer: {
          en: 'Yes. Inspections, certificates and a full audit trail are kept per asset, and reports are ready for civil defence, insurer and ISO audits.',
          ar: 'نعم. تُحفظ الفحوصات والشهادات وسجل تدقيق كامل لكل أصل، والتقارير جاهزة لتدقيق الدفاع المدني وشركات التأمين ومعايير ISO.',
        },
      },
    ],
  },
  {
    id: 'troubleshooting',
    title: { en: 'Troubleshooting', ar: 'حل المشكلات' },
    faqs: [
      {
        id: 'sign-in',
        question: { en: 'A technician cannot sign in to the mobile app. What should I check?', ar: 'لا يستطيع أحد الفنيين تسجيل الدخول إلى تطبيق الجوال. ماذا أتحقق منه؟' },
        answer: {
          en: 'Check that the user is active and assigned to the site, then ask them to update the app. An administrator can reset the password from the web app in a few clicks.',
          ar: 'تأكد أن المستخدم نشط ومرتبط بالموقع، ثم اطلب منه تحديث التطبيق. ويمكن لمسؤول النظام إعادة تعيين كلمة المرور من تطبيق الويب بخطوات قليلة.',
        },
      },
      {
        id: 'work-orders',
        question: { en: 'Work orders are not reaching my team. Why?', ar: 'لماذا لا تصل أوامر العمل إلى فريقي؟' },
        answer: {
          en: 'Usually the assignment rules need a look. Check the team, trade and site on the work order, and that notifications are allowed on the technicians’ phones.',
          ar: 'غالباً تحتاج قواعد الإسناد إلى مراجعة. تحقق من الفريق والتخصص والموقع في أمر العمل، ومن السماح بالإشعارات على جوالات الفنيين.',
        },
      },
      {
        id: 'sensors',
        question: { en: 'Sensor readings stopped updating. What now?', ar: 'توقفت قراءات الحساسات عن التحديث. ما العمل؟' },
        answer: {
          en: 'Check the gateway’s power and network first. If it is online, contact support with the sensor ID and we will trace the connection with you.',
          ar: 'تحقق أولاً من تغذية البوابة واتصالها بالشبكة. وإن كانت متصلة، فتواصل مع الدعم مع رقم الحساس وسنتتبع الاتصال معك.',
        },
      },
      {
        id: 'bug',
        question: { en: 'How do I report a problem or request a feature?', ar: 'كيف أبلغ عن مشكلة أو أطلب ميزة جديدة؟' },
        answer: {
          en: `Use the form on this page or e-mail support (the address is under Talk to the team) with screenshots and the steps that lead to the problem. We reply ${support.answer.en}.`,
          ar: `استخدم النموذج في هذه الصفحة أو راسل الدعم بالبريد الإلكتروني (تجد العنوان في قسم تحدث إلى فريقنا) مع لقطات الشاشة وخطوات حدوث المشكلة، ونرد ${support.answer.ar}.`,
        },
      },
    ],
  },
];

export const supportPage = {
  meta: {
    title: { en: 'Support Center', ar: 'مركز الدعم' },
    description: {
      en: 'Reach Siyana support on WhatsApp, phone or e-mail, in Arabic and English, Sunday-Thursday, 9:00-18:00 Riyadh time, with a 24/7 emergency line for customers under contract.',
      ar: 'تواصل مع دعم Siyana عبر واتساب أو الهاتف أو البريد الإلكتروني بالعربية والإنجليزية، من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض، مع خط طوارئ على مدار الساعة (24/7) للعملاء المتعاقدين.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'We are here to help', ar: 'نحن هنا لمساعدتك' },
    title: { en: 'Support Center', ar: 'مركز الدعم' },
    lead: {
      en: 'Real people who know facility management, by chat, phone and e-mail, in Arabic and English.',
      ar: 'فريق حقيقي يفهم إدارة المرافق، عبر المحادثة والهاتف والبريد الإلكتروني، بالعربية والإنجليزية.',
    },
    hoursLabel: { en: 'Sales and support on WhatsApp, phone and e-mail', ar: 'المبيعات والدعم عبر واتساب والهاتف والبريد الإلكتروني' },
  },
  channels: {
    eyebrow: { en: 'Contact', ar: 'التواصل' },
    title: { en: 'Choose how to reach us', ar: 'اختر طريقة التواصل معنا' },
  },
  faqs: {
    eyebrow: { en: 'FAQ', ar: 'الأسئلة الشائعة' },
    title: { en: 'Quick answers', ar: 'إجابات سريعة' },
  },
  contact: {
    eyebrow: { en: 'Contact information', ar: 'معلومات التواصل' },
    title: { en: 'Talk to the team', ar: 'تحدث إلى فريقنا' },
    phone: { en: 'Phone', ar: 'الهاتف' },
    email: { en: 'E-mail', ar: 'البريد الإلكتروني' },
    hours: { en: 'Hours', ar: 'ساعات العمل' },
    office: { en: 'Office', ar: 'المكتب' },
    address: { en: 'Riyadh, Kingdom of Saudi Arabia', ar: 'الرياض، المملكة العربية السعودية' },
    emergencyTitle: { en: 'Emergency hotline', ar: 'خط الطوارئ' },
    emergencyBody: {
      en: 'For outages that affect safety or operations, customers with an active contract reach our on-call engineers 24/7.',
      ar: 'عند الأعطال التي تمس السلامة أو التشغيل، يصل العملاء ذوو العقود السارية إلى مهندسينا المناوبين 24/7.',
    },
    /** How to reach them: through the main number's menu, or on the emergency line once one is published. */
    emergencyCall: {
      main: { en: 'Call the number below and choose option 1.', ar: 'اتصل بالرقم أدناه واختر الرقم 1.' },
      line: { en: 'Call the emergency line below.', ar: 'اتصل بخط الطوارئ أدناه.' },
    },
    emergencyAvailability: { en: '24/7, customers under contract', ar: 'على مدار الساعة (24/7) للعملاء المتعاقدين' },
  },
  cta: {
    title: { en: 'Not a customer yet?', ar: 'لست عميلاً بعد؟' },
    lead: {
      en: 'See how Siyana support and the platform work together for your sites.',
      ar: 'اكتشف كيف يعمل فريق دعم Siyana والمنصة معاً لخدمة مواقعك.',
    },
    primary: { href: '/request-demo', label: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' } },
    secondary: { href: '/resources/ask-anything', label: { en: 'Ask a Question', ar: 'اطرح سؤالاً' } },
  },
};

/** The company's published (or seed) phone, e-mail and hours, as the support channels show them. */
export interface ChannelContacts {
  phone: string;
  email: string;
  hours: Text;
}

/** WhatsApp (in place of a live chat), phone, e-mail and help centre; Call Now dials the support number. */
export const supportChannelsFor = ({ phone, email, hours }: ChannelContacts): readonly HelpChannel[] => [
  {
    id: 'whatsapp',
    icon: 'MessageSquareText',
    title: whatsappCopy.card.title,
    body: whatsappCopy.card.body,
    detail: support.answerShort,
    action: { href: WHATSAPP_REDIRECT_PATH, label: { en: 'Chat on WhatsApp', ar: 'تحدث معنا عبر واتساب' } },
  },
  {
    id: 'phone',
    icon: 'Phone',
    title: { en: 'Phone Support', ar: 'الدعم الهاتفي' },
    body: {
      en: 'Talk to a support engineer about your sites, users or work orders.',
      ar: 'تحدث مع مهندس دعم بشأن مواقعك أو مستخدميك أو أوامر العمل.',
    },
    detail: hours,
    action: { href: telHref(phone), label: { en: 'Call Now', ar: 'اتصل الآن' } },
  },
  {
    id: 'email',
    icon: 'Mail',
    title: { en: 'E-mail Support', ar: 'الدعم عبر البريد الإلكتروني' },
    body: {
      en: 'Send details and screenshots, and we will reply with a fix or a plan.',
      ar: 'أرسل التفاصيل ولقطات الشاشة، وسنرد عليك بالحل أو بخطة العمل.',
    },
    detail: support.answerShort,
    action: { href: `mailto:${email}`, label: { en: 'Send an E-mail', ar: 'أرسل بريداً إلكترونياً' } },
  },
  {
    id: 'help-center',
    icon: 'BookOpen',
    title: { en: 'Help Center', ar: 'مركز المساعدة' },
    body: {
      en: 'Guides, free courses and how-to articles for every module, in Arabic and English.',
      ar: 'أدلة ودورات مجانية ومقالات إرشادية لكل وحدة، بالعربية والإنجليزية.',
    },
    detail: { en: 'Open any time', ar: 'متاح في أي وقت' },
    action: { href: '/resources/learning', label: { en: 'Browse Guides', ar: 'تصفح الأدلة' } },
  },
];

export const supportIcon: IconName = 'Headphones';

/** Three groups of support answers. */
export const supportFaqGroups: readonly FaqGroup[] = [
  {
    id: 'account',
    title: { en: 'Account & Access', ar: 'الحساب والوصول' },
    faqs: [
      {
        id: 'reset',
        question: { en: 'How do I reset my password?', ar: 'كيف أعيد تعيين كلمة المرور؟' },
        answer: {
          en: 'Choose “Forgot password” on the sign-in screen and follow the e-mailed link. Your administrator can also reset it for you.',
          ar: 'اختر «نسيت كلمة المرور» في شاشة تسجيل الدخول واتبع الرابط المرسل إلى بريدك، ويمكن لمسؤول النظام أيضاً إعادة تعيينها لك.',
        },
      },
      {
        id: 'users',
        question: { en: 'How do I add users and set their permissions?', ar: 'كيف أضيف المستخدمين وأحدد صلاحياتهم؟' },
        answer: {
          en: 'Administrators invite users from Settings, then give each a role, such as technician, supervisor or manager, and the sites they may see.',
          ar: 'يدعو مسؤولو النظام المستخدمين من الإعدادات، ثم يحددون لكل منهم دوراً، مثل فني أو مشرف أو مدير، والمواقع المسموح له بها.',
        },
      },
      {
        id: 'data',
        question: { en: 'Where is our data stored?', ar: 'أين تُحفظ بياناتنا؟' },
        answer: {
          en: 'In secure data centres with encrypted backups. Enterprise customers can ask for hosting in the Kingdom.',
          ar: 'في مراكز بيانات آمنة مع نسخ احتياطية مشفرة، ويمكن لعملاء المؤسسات طلب الاستضافة داخل المملكة.',
        },
      },
    ],
  },
  {
    id: 'work-orders',
    title: { en: 'Work Orders & Mobile App', ar: 'أوامر العمل وتطبيق الجوال' },
    faqs: [
      {
        id: 'create',
        question: { en: 'How do tenants or staff report a fault?', ar: 'كيف يبلغ المستأجرون أو الموظفون عن عطل؟' },
        answer: {
          en: 'By scanning the asset’s QR label, from the request portal or in the app. Each request becomes a work order routed to the right team.',
          ar: 'بمسح ملصق QR على الأصل، أو من بوابة الطلبات، أو عبر التطبيق، ويتحول كل طلب إلى أمر عمل يُوجَّه إلى الفريق المناسب.',
        },
      },
      {
        id: 'photos',
        question: { en: 'Can technicians attach photos and signatures?', ar: 'هل يمكن للفنيين إرفاق الصور والتوقيعات؟' },
        answer: {
          en: 'Yes: before and after photos, readings and the customer’s signature are saved with the work order, even offline.',
          ar: 'نعم، تُحفظ صور ما قبل العمل وبعده والقراءات وتوقيع العميل مع أمر العمل، حتى دون اتصال.',
        },
      },
      {
        id: 'devices',
        question: { en: 'Which phones does the app support?', ar: 'ما الأجهزة التي يدعمها التطبيق؟' },
        answer: {
          en: 'Current Android and iPhone models. The app is light enough for the rugged phones many technicians carry.',
          ar: 'إصدارات أندرويد وآيفون الحالية، والتطبيق خفيف بما يكفي للأجهزة المقاومة التي يحملها كثير من الفنيين.',
        },
      },
    ],
  },
  {
    id: 'billing',
    title: { en: 'Billing & Plans', ar: 'الفوترة والباقات' },
    faqs: [
      {
        id: 'currency',
        question: { en: 'In which currency are you billed?', ar: 'بأي عملة تصدر الفواتير؟' },
        answer: {
          en: 'Plans are priced and invoiced in Saudi riyals, with VAT shown on every invoice.',
          ar: 'تُسعَّر الباقات وتصدر فواتيرها بالريال السعودي، مع إظهار ضريبة القيمة المضافة في كل فاتورة.',
        },
      },
      {
        id: 'change-plan',
        question: { en: 'Can we change plans or add sites later?', ar: 'هل يمكننا تغيير الباقة أو إضافة مواقع لاحقاً؟' },
        answer: {
          en: 'Yes. Add sites, users or modules at any time; the change is prorated on your next invoice.',
          ar: 'نعم. أضف المواقع أو المستخدمين أو الوحدات في أي وقت، ويُحتسب التغيير بالتناسب في فاتورتك التالية.',
        },
      },
      {
        id: 'invoices',
        question: { en: 'Where do I find our invoices?', ar: 'أين أجد فواتيرنا؟' },
        answer: {
          en: 'Administrators download every invoice from Settings, under Billing. We can also e-mail them to your finance team each month.',
          ar: 'ينزّل مسؤولو النظام الفواتير كلها من الإعدادات ضمن قسم الفوترة، ويمكننا أيضاً إرسالها شهرياً إلى فريقكم المالي بالبريد الإلكتروني.',
        },
      },
    ],
  },
];
