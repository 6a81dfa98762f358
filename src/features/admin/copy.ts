/** The staff area's words: Arabic only (decisions.md), kept in one place. */
export const adminCopy = {
  brand: 'لوحة إدارة Siyana',
  login: {
    title: 'تسجيل دخول الإدارة',
    lead: 'هذه المنطقة مخصصة لفريق Siyana.',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    submitting: 'جارٍ تسجيل الدخول...',
    required: 'يرجى إدخال اسم المستخدم وكلمة المرور',
    failed: 'فشل تسجيل الدخول',
    invalid: 'اسم المستخدم أو كلمة المرور غير صحيحة',
    locked: 'تم إيقاف محاولات الدخول مؤقتاً بسبب كثرة المحاولات الفاشلة. يرجى المحاولة بعد {minutes} دقيقة.',
    unexpected: 'حدث خطأ غير متوقع',
    success: 'تم تسجيل الدخول بنجاح',
    backToSite: 'العودة إلى الموقع',
  },
  api: {
    unauthorized: 'غير مصرح لك. يرجى تسجيل الدخول.',
    foreignOrigin: 'لا نقبل الطلبات القادمة من مواقع أخرى.',
    unavailable: 'الخدمة غير متاحة حالياً. يرجى المحاولة بعد قليل.',
    notFound: 'العنصر غير موجود',
    invalidData: 'يرجى ملء جميع الحقول المطلوبة',
    slugTaken: 'هذا الرابط مستخدم لمقال آخر',
    saved: 'تم حفظ المقال',
    created: 'تمت إضافة المقال بنجاح',
    updated: 'تم تحديث المقال بنجاح',
    deleted: 'تم حذف المقال',
    loggedOut: 'تم تسجيل الخروج',
    statusUpdated: 'تم تحديث الحالة',
  },
  nav: {
    dashboard: 'الرئيسية',
    logout: 'تسجيل الخروج',
    loggingOut: 'جارٍ الخروج...',
    viewSite: 'عرض الموقع',
    menu: 'أقسام الإدارة',
  },
  dashboard: {
    greeting: 'مرحباً، {name}',
    lead: 'تابع المقالات والمشتركين وطلبات العروض والأسئلة من مكان واحد.',
    sections: 'الأقسام',
    stats: 'إحصائيات سريعة',
    soon: 'قريباً',
    publishedPosts: 'مقالات منشورة',
    draftPosts: 'مسودات',
    activeSubscribers: 'مشتركون نشطون',
    newDemoRequests: 'طلبات عروض جديدة',
    unansweredQuestions: 'أسئلة بانتظار الرد',
  },
} as const;

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
