import type { PageCopy, Text } from './types';

/** Where privacy questions, access and deletion requests go. */
export const privacyEmail = 'privacy@siyana.sa';

/** A list item, optionally led by a term in bold ("Newsletter: ..."). */
export type LegalListItem = Text | { term: Text; text: Text };

export type LegalBlock =
  | { kind: 'paragraph'; text: Text }
  | { kind: 'list'; items: readonly LegalListItem[] }
  /** The table of the cookies the site sets (cookie policy). */
  | { kind: 'cookies' };

export interface LegalSection {
  id: string;
  title: Text;
  blocks: readonly LegalBlock[];
}

export const legalDocumentIds = ['privacy', 'terms', 'cookies'] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

export interface LegalDocument {
  id: LegalDocumentId;
  href: `/${LegalDocumentId}`;
  meta: PageCopy;
  title: Text;
  lead: Text;
  /** ISO date of the last change, shown as "Last updated". */
  updated: string;
  sections: readonly LegalSection[];
}

export interface CookieRecord {
  /** The cookie's literal name, where visitors may meet it in their browser. */
  name?: string;
  label: Text;
  purpose: Text;
  duration: Text;
  audience: Text;
}

/** Every cookie the site sets: the language choice, the staff session and the first visit. Nothing else. */
export const siteCookies: readonly CookieRecord[] = [
  {
    name: 'language',
    label: { en: 'Language choice', ar: 'اختيار اللغة' },
    purpose: {
      en: 'Remembers the language you chose, so that the site opens in it on your next visit.',
      ar: 'يتذكر اللغة التي اخترتها ليفتح الموقع بها في زيارتك التالية.',
    },
    duration: { en: '1 year', ar: 'سنة واحدة' },
    audience: { en: 'Visitors who choose a language', ar: 'الزوار الذين يختارون لغة' },
  },
  {
    label: { en: 'Staff session', ar: 'جلسة الموظفين' },
    purpose: {
      en: 'Keeps signed-in Siyana staff signed in to the admin area. It cannot be read by scripts on the page.',
      ar: 'يُبقي موظفي Siyana مسجلين في منطقة الإدارة بعد تسجيل الدخول، ولا يمكن للبرامج النصية في الصفحة قراءته.',
    },
    duration: { en: 'Until sign-out or the end of the session', ar: 'حتى تسجيل الخروج أو انتهاء الجلسة' },
    audience: { en: 'Signed-in staff only, never visitors', ar: 'الموظفون المسجلون فقط، ولا يُنشأ للزوار' },
  },
  {
    name: 'siyana_first_touch',
    label: { en: 'First visit', ar: 'الزيارة الأولى' },
    purpose: {
      en: 'Remembers the page of your first visit and the site or campaign that sent you, so that if you later send us a form our sales team knows how you found us. Written and read only by this site; never shared.',
      ar: 'يتذكر صفحة زيارتك الأولى والموقع أو الحملة التي أوصلتك إلينا، حتى يعرف فريق المبيعات كيف وصلت إلينا إن أرسلت نموذجًا لاحقًا. يكتبه هذا الموقع ويقرؤه وحده، ولا يُشارك مع أي جهة.',
    },
    duration: { en: '90 days', ar: '90 يومًا' },
    audience: { en: 'Every visitor', ar: 'جميع الزوار' },
  },
];

const UPDATED = '2026-11-15';

const privacy: LegalDocument = {
  id: 'privacy',
  href: '/privacy',
  meta: {
    title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
    description: {
      en: 'What the Siyana website collects through its forms, why, how long it is kept, and how to unsubscribe or ask for deletion.',
      ar: 'ما يجمعه موقع Siyana عبر نماذجه، ولماذا، ومدة الاحتفاظ به، وكيف تلغي اشتراكك أو تطلب حذف بياناتك.',
    },
  },
  title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  lead: {
    en: 'What we collect through this website, why, for how long, and how you stay in control. Written in the spirit of Saudi Arabia’s Personal Data Protection Law (PDPL).',
    ar: 'ما نجمعه عبر هذا الموقع، ولماذا، وإلى متى نحتفظ به، وكيف تبقى صاحب القرار في بياناتك. أُعدّت هذه السياسة وفق روح نظام حماية البيانات الشخصية في المملكة العربية السعودية.',
  },
  updated: UPDATED,
  sections: [
    {
      id: 'who-we-are',
      title: { en: 'Who we are', ar: 'من نحن' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: `Siyana runs this website and is responsible for the personal data collected through it. For any privacy question or request, write to ${privacyEmail}.`,
            ar: `تدير Siyana هذا الموقع وهي المسؤولة عن البيانات الشخصية التي تُجمع من خلاله. لأي استفسار أو طلب يتعلق بالخصوصية، راسلنا على ${privacyEmail}.`,
          },
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: { en: 'What we collect and why', ar: 'ما نجمعه ولماذا' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              term: { en: 'Demo requests', ar: 'طلبات العروض التوضيحية' },
              text: {
                en: 'your e-mail address, phone number, company size, the system you are interested in and your preferred date and time. The longer form also asks for your name, company, industry, facility size, current software, solutions of interest, budget range and timeline. We use them only to arrange and prepare your demo and to follow up on it.',
                ar: 'بريدك الإلكتروني ورقم هاتفك وحجم شركتك والنظام الذي يهمك والتاريخ والوقت المفضلان لديك. ويطلب النموذج المفصل كذلك اسمك وشركتك وقطاعك ومساحة منشأتك والبرنامج الذي تستخدمه حالياً والحلول التي تهمك ونطاق ميزانيتك وإطارك الزمني. نستخدمها فقط لترتيب العرض التوضيحي والتحضير له ومتابعته.',
              },
            },
            {
              term: { en: 'Questions', ar: 'الأسئلة' },
              text: {
                en: 'the category and text of your question, and any contact details you choose to add, so that our experts can answer you.',
                ar: 'تصنيف سؤالك ونصه، وأي بيانات تواصل تختار إضافتها، ليتمكن خبراؤنا من الرد عليك.',
              },
            },
            {
              term: { en: 'Newsletter', ar: 'النشرة البريدية' },
              text: {
                en: 'your e-mail address, the list you joined (for example, events) and the dates you subscribed or unsubscribed, so that we send you only the updates you asked for.',
                ar: 'بريدك الإلكتروني، والقائمة التي اشتركت فيها (الفعاليات مثلاً)، وتاريخ اشتراكك أو إلغائه، لنرسل إليك فقط ما طلبته من مستجدات.',
              },
            },
            {
              term: { en: 'Technical logs', ar: 'السجلات التقنية' },
              text: {
                en: 'like any web server, ours records the pages requested, the time and the requesting IP address, to keep the site secure and working. We do not use these logs to profile anyone.',
                ar: 'كأي خادم ويب، يسجل خادمنا الصفحات المطلوبة ووقت الطلب وعنوان بروتوكول الإنترنت الصادر منه، للحفاظ على أمن الموقع وسلامة عمله. ولا نستخدم هذه السجلات لبناء ملفات تعريفية عن أي شخص.',
              },
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'We do not sell personal data, we do not use it for advertising, and this site runs no analytics or tracking.',
            ar: 'لا نبيع البيانات الشخصية ولا نستخدمها للإعلان، ولا يستخدم هذا الموقع أي أدوات تحليلات أو تتبع.',
          },
        },
      ],
    },
    {
      id: 'legal-basis',
      title: { en: 'Why we may use it', ar: 'الأساس النظامي للمعالجة' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'We process your data because you asked us to: you sent a form or subscribed, and we need the data to answer you. You can withdraw your consent at any time; this does not affect what we did before.',
            ar: 'نعالج بياناتك لأنك طلبت ذلك: فقد أرسلت نموذجاً أو اشتركت في النشرة، ونحتاج إلى هذه البيانات للرد عليك. ويحق لك سحب موافقتك في أي وقت، دون أن يؤثر ذلك في ما تمت معالجته قبل السحب.',
          },
        },
      ],
    },
    {
      id: 'retention',
      title: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بالبيانات' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              term: { en: 'Demo requests and questions', ar: 'طلبات العروض والأسئلة' },
              text: {
                en: 'up to 24 months after our last contact with you, then deleted.',
                ar: 'حتى 24 شهراً من آخر تواصل بيننا، ثم تُحذف.',
              },
            },
            {
              term: { en: 'Newsletter', ar: 'النشرة البريدية' },
              text: {
                en: 'while you are subscribed. When you unsubscribe we stop sending at once; the address stays on file only marked as unsubscribed, so that it is never written to again, until you ask us to delete it.',
                ar: 'طوال مدة اشتراكك. وعند إلغاء الاشتراك نتوقف عن الإرسال فوراً، ويبقى العنوان محفوظاً بصفة "ملغى الاشتراك" فقط حتى لا نراسله مجدداً، إلى أن تطلب حذفه.',
              },
            },
            {
              term: { en: 'Technical logs', ar: 'السجلات التقنية' },
              text: { en: 'up to 90 days.', ar: 'حتى 90 يوماً.' },
            },
          ],
        },
      ],
    },
    {
      id: 'access',
      title: { en: 'Who can see it', ar: 'من يطّلع على بياناتك' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Only authorised Siyana staff, through a password-protected staff area. Your data is stored in the website’s own database, run for us by our hosting provider under contract. We do not share it with anyone else unless Saudi law requires it.',
            ar: 'موظفو Siyana المخوّلون فقط، عبر منطقة إدارة محمية بكلمة مرور. تُحفظ بياناتك في قاعدة بيانات الموقع نفسه، التي يشغّلها لنا مزود الاستضافة بموجب عقد. ولا نشاركها مع أي جهة أخرى إلا إذا اقتضت الأنظمة السعودية ذلك.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: 'Traffic to the site is encrypted, staff passwords are stored only as strong one-way hashes, and sign-in attempts are rate-limited.',
            ar: 'الاتصال بالموقع مشفّر، وتُحفظ كلمات مرور الموظفين بتجزئة أحادية الاتجاه قوية فقط، ويُحدّ من عدد محاولات تسجيل الدخول.',
          },
        },
      ],
    },
    {
      id: 'your-rights',
      title: { en: 'Your rights', ar: 'حقوقك' },
      blocks: [
        {
          kind: 'list',
          items: [
            { en: 'To know how your data is used (this page).', ar: 'أن تعرف كيف تُستخدم بياناتك (هذه الصفحة).' },
            { en: 'To get a copy of the data we hold about you.', ar: 'أن تحصل على نسخة من البيانات التي نحتفظ بها عنك.' },
            { en: 'To have inaccurate data corrected.', ar: 'أن تُصحَّح بياناتك غير الدقيقة.' },
            {
              en: 'To have your data deleted when we no longer need it or when you withdraw your consent.',
              ar: 'أن تُحذف بياناتك عندما لا نعود بحاجة إليها أو عند سحب موافقتك.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: `Write to ${privacyEmail} from the address concerned and we will reply within 30 days. If you are not satisfied with our answer, you can complain to the Saudi Data & AI Authority (SDAIA).`,
            ar: `راسلنا على ${privacyEmail} من العنوان المعني، وسنرد خلال 30 يوماً. وإن لم يرضك ردنا، يمكنك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).`,
          },
        },
      ],
    },
    {
      id: 'unsubscribe-and-deletion',
      title: { en: 'Unsubscribing and deletion', ar: 'إلغاء الاشتراك وحذف البيانات' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Every newsletter e-mail has an unsubscribe link: one click ends your subscription.',
            ar: 'تتضمن كل رسالة من النشرة البريدية رابطاً لإلغاء الاشتراك، وبنقرة واحدة ينتهي اشتراكك.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: `To have a demo request, a question or your newsletter address deleted entirely, e-mail ${privacyEmail}. We confirm once it is done.`,
            ar: `ولحذف طلب عرض توضيحي أو سؤال أو عنوانك في النشرة نهائياً، راسلنا على ${privacyEmail} وسنؤكد لك فور إتمام الحذف.`,
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { en: 'Changes to this policy', ar: 'التعديلات على هذه السياسة' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'When we change this policy we update the date at the top of this page. If a change affects how we use data you have already given us, we will ask for your consent again.',
            ar: 'عند تعديل هذه السياسة نحدّث التاريخ في أعلى الصفحة. وإذا أثّر التعديل في طريقة استخدامنا لبيانات قدّمتها لنا سابقاً، فسنطلب موافقتك من جديد.',
          },
        },
      ],
    },
  ],
};

const terms: LegalDocument = {
  id: 'terms',
  href: '/terms',
  meta: {
    title: { en: 'Terms of Service', ar: 'شروط الخدمة' },
    description: {
      en: 'The rules for using the Siyana website and its free courses, guides and tools.',
      ar: 'قواعد استخدام موقع Siyana ودوراته وأدلته وأدواته المجانية.',
    },
  },
  title: { en: 'Terms of Service', ar: 'شروط الخدمة' },
  lead: {
    en: 'The rules for using this website and its free resources. Subscriptions to the Siyana platform are covered by a separate agreement with each customer.',
    ar: 'قواعد استخدام هذا الموقع وموارده المجانية. أما الاشتراك في منصة Siyana فتحكمه اتفاقية مستقلة مع كل عميل.',
  },
  updated: UPDATED,
  sections: [
    {
      id: 'scope',
      title: { en: 'About these terms', ar: 'نطاق هذه الشروط' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'These terms apply to this website and everything on it: pages, free courses, guides and tools. By using the site you accept them.',
            ar: 'تسري هذه الشروط على هذا الموقع وكل ما فيه: الصفحات والدورات والأدلة والأدوات المجانية. واستخدامك للموقع يعني قبولك لها.',
          },
        },
      ],
    },
    {
      id: 'free-resources',
      title: { en: 'Free resources and tools', ar: 'الموارد والأدوات المجانية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Courses, guides, calculators and the checklist and QR label generators are free and meant as general guidance. Calculator results are estimates based on the figures you enter and on typical savings rates; they are not a quotation or a guarantee. Check them against your own data before you decide.',
            ar: 'الدورات والأدلة والحاسبات ومنشئ قوائم الفحص ومولّد ملصقات QR مجانية ومقدّمة للإرشاد العام. ونتائج الحاسبات تقديرات مبنية على الأرقام التي تُدخلها وعلى نسب توفير معتادة، وليست عرض سعر ولا ضماناً، فراجعها مقابل بياناتك قبل اتخاذ قرارك.',
          },
        },
      ],
    },
    {
      id: 'forms',
      title: { en: 'Forms and messages', ar: 'النماذج والمراسلات' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'When you request a demo, ask a question or subscribe, give accurate details that are your own. We use them as our Privacy Policy describes. Please do not send confidential or sensitive information through the question form.',
            ar: 'عند طلب عرض توضيحي أو طرح سؤال أو الاشتراك في النشرة، قدّم بيانات صحيحة تخصك. نستخدمها وفق ما توضحه سياسة الخصوصية. ونرجو عدم إرسال معلومات سرية أو حساسة عبر نموذج الأسئلة.',
          },
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: { en: 'Acceptable use', ar: 'الاستخدام المقبول' },
      blocks: [
        {
          kind: 'list',
          items: [
            {
              en: 'Do not try to break, overload or gain unauthorised access to the site or its staff area.',
              ar: 'لا تحاول تعطيل الموقع أو إثقاله أو الوصول غير المصرح به إليه أو إلى منطقة الإدارة.',
            },
            {
              en: 'Do not send spam or automated submissions through the forms.',
              ar: 'لا ترسل رسائل مزعجة أو طلبات آلية عبر النماذج.',
            },
            {
              en: 'Do not copy the site’s content for resale or republish it as your own.',
              ar: 'لا تنسخ محتوى الموقع لإعادة بيعه أو تنشره على أنه من إنتاجك.',
            },
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: { en: 'Intellectual property', ar: 'الملكية الفكرية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'The Siyana name and logo, the text, the illustrations and the course material belong to Siyana. You may print and share the guides, and the checklists and QR labels you create, inside your own organisation.',
            ar: 'اسم Siyana وشعارها ونصوص الموقع ورسوماته ومواد الدورات مملوكة لـ Siyana. ويحق لك طباعة الأدلة ومشاركتها، وكذلك قوائم الفحص وملصقات QR التي تنشئها، داخل منشأتك.',
          },
        },
      ],
    },
    {
      id: 'other-sites',
      title: { en: 'Links to other sites', ar: 'الروابط الخارجية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Our social media links lead to sites we do not control; their own terms and privacy policies apply there.',
            ar: 'تقودك روابط حساباتنا على وسائل التواصل الاجتماعي إلى مواقع لا نتحكم فيها، وتسري عليها شروطها وسياسات الخصوصية الخاصة بها.',
          },
        },
      ],
    },
    {
      id: 'liability',
      title: { en: 'Liability', ar: 'حدود المسؤولية' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'We work to keep the site accurate and available, but we provide it as it is, without warranties. As far as the law allows, Siyana is not liable for losses that arise from using the free resources.',
            ar: 'نحرص على دقة الموقع وإتاحته، لكننا نقدّمه على حالته دون ضمانات. وفي الحدود التي يسمح بها النظام، لا تتحمل Siyana المسؤولية عن أي خسائر تنشأ عن استخدام الموارد المجانية.',
          },
        },
      ],
    },
    {
      id: 'governing-law',
      title: { en: 'Governing law', ar: 'النظام الواجب التطبيق' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'These terms are governed by the laws of the Kingdom of Saudi Arabia. The competent courts in Riyadh settle any dispute about them.',
            ar: 'تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم المختصة في مدينة الرياض بالفصل في أي نزاع بشأنها.',
          },
        },
      ],
    },
    {
      id: 'changes',
      title: { en: 'Changes and contact', ar: 'التعديلات والتواصل' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'We may update these terms; the date at the top shows the current version. Questions about them go to our support team, whose phone and e-mail are on the Support Center page.',
            ar: 'قد نحدّث هذه الشروط، ويوضح التاريخ في أعلى الصفحة إصدارها الحالي. ولأي استفسار عنها تواصل مع فريق الدعم عبر الهاتف أو البريد الإلكتروني المنشورين في صفحة مركز الدعم.',
          },
        },
      ],
    },
  ],
};

const cookies: LegalDocument = {
  id: 'cookies',
  href: '/cookies',
  meta: {
    title: { en: 'Cookie Policy', ar: 'سياسة ملفات تعريف الارتباط' },
    description: {
      en: 'The Siyana website sets three first-party cookies: your language choice, the staff session and where your first visit came from. No analytics, no third-party cookies.',
      ar: 'لا يستخدم موقع Siyana إلا ثلاثة ملفات تعريف ارتباط خاصة به: اختيارك للغة، وجلسة الموظفين، ومصدر زيارتك الأولى. بلا تحليلات ولا ملفات من أطراف خارجية.',
    },
  },
  title: { en: 'Cookie Policy', ar: 'سياسة ملفات تعريف الارتباط' },
  lead: {
    en: 'This site sets only the cookies it needs to work. No analytics, no advertising, no third-party cookies.',
    ar: 'لا يستخدم هذا الموقع إلا ملفات تعريف الارتباط التي يحتاج إليها ليعمل. بلا تحليلات، ولا إعلانات، ولا ملفات من أطراف خارجية.',
  },
  updated: UPDATED,
  sections: [
    {
      id: 'what-cookies-are',
      title: { en: 'What cookies are', ar: 'ما ملفات تعريف الارتباط؟' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'Cookies are small text files that a website stores in your browser. Some are needed for the site to work; others follow you around for analytics or advertising. We use only the first kind.',
            ar: 'ملفات تعريف الارتباط ملفات نصية صغيرة يحفظها الموقع في متصفحك. بعضها ضروري لعمل الموقع، وبعضها يتتبعك لأغراض التحليلات أو الإعلانات. ونحن نستخدم النوع الأول فقط.',
          },
        },
      ],
    },
    {
      id: 'cookies-we-set',
      title: { en: 'The cookies we set', ar: 'الملفات التي نستخدمها' },
      blocks: [
        { kind: 'cookies' },
        {
          kind: 'paragraph',
          text: {
            en: 'Your language choice is also kept in your browser’s local storage, under the same name, so that the page can show it straight away.',
            ar: 'ويُحفظ اختيارك للغة كذلك في التخزين المحلي لمتصفحك بالاسم نفسه، لتعرضه الصفحة مباشرة.',
          },
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      title: { en: 'What we do not use', ar: 'ما لا نستخدمه' },
      blocks: [
        {
          kind: 'list',
          items: [
            { en: 'No analytics or statistics cookies.', ar: 'لا ملفات للتحليلات أو الإحصاءات.' },
            { en: 'No advertising or tracking cookies.', ar: 'لا ملفات للإعلانات أو التتبع.' },
            {
              en: 'No third-party cookies: every file of this site, fonts included, comes from our own server.',
              ar: 'لا ملفات من أطراف خارجية: كل ملفات الموقع، بما فيها الخطوط، تأتي من خادمنا.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: {
            en: 'Because we only use cookies that are strictly necessary, we do not show a cookie banner. Our social media links open other sites, which have their own cookie policies.',
            ar: 'ولأننا لا نستخدم إلا الملفات الضرورية، فلا نعرض شريط موافقة على ملفات تعريف الارتباط. أما روابط حساباتنا على وسائل التواصل الاجتماعي فتفتح مواقع أخرى لها سياساتها الخاصة.',
          },
        },
      ],
    },
    {
      id: 'managing-cookies',
      title: { en: 'Managing cookies', ar: 'التحكم في ملفات تعريف الارتباط' },
      blocks: [
        {
          kind: 'paragraph',
          text: {
            en: 'You can delete or block cookies in your browser’s settings. Without the language cookie the site still works: it simply opens in English at addresses that do not start with /ar.',
            ar: 'يمكنك حذف ملفات تعريف الارتباط أو حظرها من إعدادات متصفحك. ويعمل الموقع دون ملف اللغة، لكنه سيفتح بالإنجليزية في العناوين التي لا تبدأ بـ /ar.',
          },
        },
        {
          kind: 'paragraph',
          text: {
            en: `Questions about cookies or your data: ${privacyEmail}.`,
            ar: `لأي استفسار عن ملفات تعريف الارتباط أو بياناتك: ${privacyEmail}.`,
          },
        },
      ],
    },
  ],
};

export const legalDocuments: Record<LegalDocumentId, LegalDocument> = { privacy, terms, cookies };
