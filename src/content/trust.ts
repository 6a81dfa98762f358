import { support } from './facts';
import { privacyEmail } from './legal';
import type { PageCopy, Text } from './types';

/** The anchor of the reporting section; security.txt's Policy field points at it. */
export const vulnerabilityReportAnchor = 'report-a-vulnerability';

export interface TrustSection {
  id: string;
  title: Text;
  paragraphs: readonly Text[];
  points?: readonly Text[];
  links?: readonly { href: string; label: Text }[];
}

/**
 * The Trust page states only what the site and the other pages already hold true: the cookies and
 * data of the privacy and cookie policies (`legal.ts`), the hosting answer of the support FAQ
 * (`help.ts`), and the security measures the code really applies. No certificate, audit or award.
 */
export const trustPage = {
  meta: {
    title: { en: 'Trust & Security', ar: 'الثقة والأمان' },
    description: {
      en: 'How Siyana handles visitor and customer data under Saudi Arabia’s PDPL, where it is kept, how this website is protected and how to report a vulnerability.',
      ar: 'كيف تتعامل Siyana مع بيانات الزوار والعملاء وفق نظام حماية البيانات الشخصية السعودي، وأين تُحفظ، وكيف نحمي هذا الموقع، وكيف تبلغ عن ثغرة أمنية.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Trust', ar: 'الثقة' },
    title: { en: 'How we look after your data', ar: 'كيف نحافظ على بياناتك' },
    lead: {
      en: 'What this website collects, how we handle visitor and customer data under Saudi Arabia’s Personal Data Protection Law (PDPL), where it is kept, and how to tell us about a security problem.',
      ar: 'ما يجمعه هذا الموقع، وكيف نتعامل مع بيانات الزوار والعملاء وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية، وأين تُحفظ، وكيف تبلغنا عن أي مشكلة أمنية.',
    },
  },
  highlights: [
    {
      id: 'no-trackers',
      title: { en: 'No trackers', ar: 'بلا أدوات تتبع' },
      body: {
        en: 'No analytics, no advertising, no third-party cookies.',
        ar: 'لا أدوات تحليل، ولا إعلانات، ولا ملفات ارتباط من جهات خارجية.',
      },
    },
    {
      id: 'own-files',
      title: { en: 'Nothing from other hosts', ar: 'لا شيء من مواقع أخرى' },
      body: {
        en: 'Fonts, images and scripts all come from this site, so your visit is not reported to anyone else.',
        ar: 'الخطوط والصور والبرامج النصية كلها من هذا الموقع، فلا تُبلَّغ أي جهة أخرى بزيارتك.',
      },
    },
    {
      id: 'encrypted',
      title: { en: 'Encrypted connection', ar: 'اتصال مشفّر' },
      body: {
        en: 'Every page and every form travels over HTTPS.',
        ar: 'تنتقل كل صفحة وكل نموذج عبر اتصال مشفّر.',
      },
    },
    {
      id: 'your-rights',
      title: { en: 'Your rights, on request', ar: 'حقوقك عند الطلب' },
      body: {
        en: 'A copy, a correction or deletion of your data: just ask.',
        ar: 'نسخة من بياناتك أو تصحيحها أو حذفها: يكفي أن تطلب.',
      },
    },
  ],
  sections: [
    {
      id: 'visitors',
      title: { en: 'Visitor data on this website', ar: 'بيانات زوار هذا الموقع' },
      paragraphs: [
        {
          en: 'You can read every page without giving us anything. We store personal data only when you send it to us: a demo request, a question or a newsletter sign-up. It is used to answer you and for nothing else: we do not sell it and do not use it for advertising.',
          ar: 'يمكنك تصفح كل الصفحات دون أن تقدم لنا أي بيانات. لا نحفظ بيانات شخصية إلا عندما ترسلها إلينا بنفسك: طلب عرض توضيحي أو سؤال أو اشتراك في النشرة البريدية. ونستخدمها للرد عليك فقط، فلا نبيعها ولا نستخدمها للإعلانات.',
        },
        {
          en: 'The site sets only the cookies it needs: your language choice and, for signed-in Siyana staff, the session cookie.',
          ar: 'لا يضع الموقع إلا ملفات الارتباط التي يحتاجها: اختيارك للغة، وملف الجلسة لموظفي Siyana المسجلين فقط.',
        },
      ],
      links: [
        { href: '/privacy', label: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' } },
        { href: '/cookies', label: { en: 'Cookie Policy', ar: 'سياسة ملفات تعريف الارتباط' } },
      ],
    },
    {
      id: 'pdpl',
      title: { en: 'Under Saudi Arabia’s PDPL', ar: 'وفق نظام حماية البيانات الشخصية' },
      paragraphs: [
        {
          en: 'We collect personal data for a stated purpose, keep it only as long as that purpose needs, and share it with no one unless Saudi law requires it. The Privacy Policy says how long each kind of data is kept.',
          ar: 'نجمع البيانات الشخصية لغرض محدد ومعلن، ونحتفظ بها ما دام هذا الغرض قائماً فقط، ولا نشاركها مع أي جهة إلا إذا اقتضت الأنظمة السعودية ذلك. وتوضح سياسة الخصوصية مدة الاحتفاظ بكل نوع من البيانات.',
        },
        {
          en: `You may ask for a copy of your data, its correction or its deletion: write to ${privacyEmail} and we reply within 30 days. If our answer does not satisfy you, you can complain to the Saudi Data & AI Authority (SDAIA).`,
          ar: `يحق لك طلب نسخة من بياناتك أو تصحيحها أو حذفها: راسلنا على ${privacyEmail} وسنرد خلال 30 يوماً. وإن لم يرضك ردنا، يمكنك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).`,
        },
      ],
    },
    {
      id: 'customers',
      title: { en: 'Customer data in the Siyana platform', ar: 'بيانات العملاء في منصة Siyana' },
      paragraphs: [
        {
          en: 'The work orders, assets and users your team records in Siyana are your company’s data, used to run the service you signed up for. Your administrators decide who sees what, by role and by site.',
          ar: 'أوامر العمل والأصول والمستخدمون الذين يسجلهم فريقك في Siyana هي بيانات شركتك، وتُستخدم لتقديم الخدمة التي اشتركت فيها. ويحدد مسؤولو النظام لديك من يطّلع على ماذا، حسب الدور والموقع.',
        },
      ],
    },
    {
      id: 'hosting',
      title: { en: 'Where data is kept', ar: 'أين تُحفظ البيانات' },
      paragraphs: [
        {
          en: 'This website keeps what you send in its own database, run for us by our hosting provider under contract. While you browse, it calls no other service.',
          ar: 'يحفظ هذا الموقع ما ترسله في قاعدة بياناته الخاصة، التي يشغّلها لنا مزود الاستضافة بموجب عقد. ولا يتصل بأي خدمة أخرى أثناء تصفحك.',
        },
        {
          en: 'The Siyana platform keeps customer data in secure data centres with encrypted backups. Enterprise customers can ask for hosting in the Kingdom.',
          ar: 'تحفظ منصة Siyana بيانات العملاء في مراكز بيانات آمنة مع نسخ احتياطية مشفرة، ويمكن لعملاء المؤسسات طلب الاستضافة داخل المملكة.',
        },
      ],
    },
    {
      id: 'security',
      title: { en: 'How this website is protected', ar: 'كيف نحمي هذا الموقع' },
      paragraphs: [],
      points: [
        {
          en: 'HTTPS only: browsers are told never to reach the site over an unencrypted connection.',
          ar: 'اتصال مشفّر دائماً: يُطلب من المتصفحات ألا تتصل بالموقع دون تشفير أبداً.',
        },
        {
          en: 'Staff passwords are stored only as Argon2id hashes, never in readable form, and sign-in attempts are rate-limited.',
          ar: 'لا تُحفظ كلمات مرور الموظفين إلا مجزّأة بخوارزمية أحادية الاتجاه من أقوى الخوارزميات الموصى بها، ولا تُحفظ بصيغة مقروءة أبداً، ويُحدّ من عدد محاولات تسجيل الدخول.',
        },
        {
          en: 'Staff sessions live in an HttpOnly cookie that scripts on the page cannot read; the server keeps only a hash of it, and signing out ends the session on the server.',
          ar: 'تُحفظ جلسات الموظفين في ملف ارتباط لا تستطيع البرامج النصية في الصفحة قراءته، ولا يحتفظ الخادم إلا بتجزئة له، وينهي تسجيل الخروج الجلسة على الخادم نفسه.',
        },
        {
          en: 'A Content Security Policy lets pages run scripts from this site only, and forbids other sites to frame them.',
          ar: 'تسمح سياسة أمان المحتوى للصفحات بتشغيل البرامج النصية الصادرة من هذا الموقع فقط، وتمنع المواقع الأخرى من تضمينها داخل إطاراتها.',
        },
        {
          en: 'Articles written by staff are cleaned of scripts and embedded frames before visitors see them.',
          ar: 'تُنقّى المقالات التي يكتبها الموظفون من البرامج النصية والإطارات المضمّنة قبل أن يراها الزوار.',
        },
      ],
    },
  ] satisfies TrustSection[],
  report: {
    title: { en: 'Report a vulnerability', ar: 'الإبلاغ عن ثغرة أمنية' },
    lead: {
      en: 'Found a security problem in this website or the Siyana platform? Tell us first, so we can fix it before anyone misuses it.',
      ar: 'هل وجدت مشكلة أمنية في هذا الموقع أو في منصة Siyana؟ أبلغنا أولاً لنعالجها قبل أن يستغلها أحد.',
    },
    how: {
      en: `E-mail us with “Security” in the subject: what you found, where, and the steps to reproduce it. We reply ${support.answer.en} and keep you posted until it is fixed.`,
      ar: `راسلنا واكتب «ثغرة أمنية» في عنوان الرسالة، مع وصف ما وجدته وموضعه وخطوات تكراره. نرد ${support.answer.ar} ونطلعك على المستجدات حتى تُعالج.`,
    },
    rulesTitle: { en: 'While you test, please', ar: 'أثناء الاختبار، نرجو منك' },
    rules: [
      { en: 'access or change no data that is not yours;', ar: 'ألا تطّلع على بيانات لا تخصك أو تعدّلها؛' },
      { en: 'not disrupt the service for others (no load tests, no spam through the forms);', ar: 'ألا تعطّل الخدمة على الآخرين، فلا اختبارات ضغط ولا رسائل مزعجة عبر النماذج؛' },
      { en: 'give us reasonable time to fix the problem before you publish anything about it.', ar: 'أن تمنحنا وقتاً كافياً لمعالجة المشكلة قبل أن تنشر أي شيء عنها.' },
    ],
    machineReadable: {
      en: 'The same contact, in the standard machine-readable form:',
      ar: 'بيانات التواصل نفسها بالصيغة القياسية التي تقرؤها الأدوات الآلية:',
    },
  },
  onThisPage: { en: 'On this page', ar: 'في هذه الصفحة' },
} satisfies { meta: PageCopy } & Record<string, unknown>;
