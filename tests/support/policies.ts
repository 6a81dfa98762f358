/** The three policies' addresses, titles and one section each, in both languages (legal tests, http and browser). */
export const policies = {
  en: [
    { path: '/privacy', title: 'Privacy Policy', section: 'How long we keep it' },
    { path: '/terms', title: 'Terms of Service', section: 'Governing law' },
    { path: '/cookies', title: 'Cookie Policy', section: 'The cookies we set' },
  ],
  ar: [
    { path: '/ar/privacy', title: 'سياسة الخصوصية', section: 'مدة الاحتفاظ بالبيانات' },
    { path: '/ar/terms', title: 'شروط الخدمة', section: 'النظام الواجب التطبيق' },
    { path: '/ar/cookies', title: 'سياسة ملفات تعريف الارتباط', section: 'الملفات التي نستخدمها' },
  ],
} as const;
