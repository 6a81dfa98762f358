import type { PageCopy, Text } from './types';

/**
 * The public Sign In page: visitors are customers or prospects, so it sends customers to the
 * customer app (setting APP_URL) and explains how to get the mobile app. No store links: the facts
 * hold no store pages, so the page says how customers really receive the app. Staff get one quiet link.
 */
export const signInPage = {
  meta: {
    title: { en: 'Sign In', ar: 'تسجيل الدخول' },
    description: {
      en: 'Siyana customers sign in to the Siyana app on the web, or on Android and iPhone with the same account.',
      ar: 'يسجّل عملاء Siyana الدخول إلى تطبيق Siyana عبر المتصفح، أو على أجهزة أندرويد وآيفون بالحساب نفسه.',
    },
  } satisfies PageCopy,
  hero: {
    eyebrow: { en: 'Customer sign-in', ar: 'دخول العملاء' },
    title: { en: 'Sign in to Siyana', ar: 'سجّل الدخول إلى Siyana' },
    lead: {
      en: 'Your work orders, assets and reports live in the Siyana app. Sign in with the account your company administrator created for you.',
      ar: 'أوامر العمل والأصول والتقارير الخاصة بك موجودة في تطبيق Siyana. سجّل الدخول بالحساب الذي أنشأه لك مسؤول النظام في شركتك.',
    },
  },
  web: {
    title: { en: 'Siyana on the web', ar: 'Siyana عبر المتصفح' },
    body: {
      en: 'For managers, supervisors and planners: dashboards, work orders, assets, schedules and reports in your browser.',
      ar: 'للمديرين والمشرفين والمخططين: لوحات المتابعة وأوامر العمل والأصول والجداول والتقارير من متصفحك.',
    },
    action: { en: 'Open the Siyana app', ar: 'افتح تطبيق Siyana' },
    forgot: {
      en: 'Forgot your password? Choose “Forgot password” on the app’s sign-in screen, or ask your administrator to reset it.',
      ar: 'نسيت كلمة المرور؟ اختر «نسيت كلمة المرور» في شاشة الدخول بالتطبيق، أو اطلب من مسؤول النظام إعادة تعيينها.',
    },
  },
  mobile: {
    title: { en: 'Siyana for Android and iPhone', ar: 'Siyana على أندرويد وآيفون' },
    body: {
      en: 'For technicians in the field: work orders, checklists and photos, even without a connection. Sign in with the same account as on the web.',
      ar: 'للفنيين في الميدان: أوامر العمل وقوائم الفحص والصور، حتى دون اتصال بالإنترنت. سجّل الدخول بالحساب نفسه المستخدم عبر المتصفح.',
    },
    howToGet: {
      en: 'The download link comes with the invitation to your account. Lost it? Your account manager or our support team will send it again.',
      ar: 'يصلك رابط التنزيل مع دعوة الانضمام إلى حسابك. إن لم تجده، فسيعيد مدير حسابك أو فريق الدعم لدينا إرساله إليك.',
    },
    action: { en: 'Ask support for the link', ar: 'اطلب الرابط من الدعم' },
  },
  prospect: {
    title: { en: 'Not a customer yet?', ar: 'لست عميلاً بعد؟' },
    body: {
      en: 'See Siyana at work on your own assets and sites, with a specialist who speaks your language.',
      ar: 'شاهد Siyana وهي تعمل على أصولك ومواقعك، مع أخصائي يتحدث لغتك.',
    },
    action: { en: 'Request a Demo', ar: 'اطلب عرضاً توضيحياً' },
  },
  help: {
    title: { en: 'Trouble signing in?', ar: 'تواجه مشكلة في الدخول؟' },
    body: {
      en: 'Our support team helps by phone and e-mail, in Arabic and English.',
      ar: 'يساعدك فريق الدعم عبر الهاتف والبريد الإلكتروني، بالعربية والإنجليزية.',
    },
  },
  staff: {
    prompt: { en: 'Siyana team member?', ar: 'من فريق Siyana؟' },
    link: { en: 'Staff sign-in', ar: 'دخول الموظفين' },
  },
} satisfies { meta: PageCopy } & Record<string, Record<string, Text>>;
