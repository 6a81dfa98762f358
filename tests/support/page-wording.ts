/**
 * The interface wording of the feature and sector pages (spec §2.7, §2.8 and §8) in each language,
 * written out as a reader sees it (not read from messages/*.json, so a changed message fails a test):
 * one table for the http tests of every record and the browser tests of one page per template.
 */

export const featureWording = {
  en: {
    back: 'Back to Home',
    demo: 'Request a Demo',
    overview: (feature: string) => `${feature} at a glance`,
    keyFeatures: 'What you get',
    benefits: 'What changes for your team',
    impact: 'Impact overview',
    cta: (feature: string) => `Put ${feature} to work on your sites`,
    assurances: 'Why Siyana',
    band: ['Free Consultation', 'Support in Riyadh hours', 'Global Standards'],
    liveNote: 'Sample figures from a demo portfolio',
    coreFeatures: 'Six capabilities, one system',
    results: 'What our clients measure',
    coreCta: (system: string) => `See ${system} in action`,
    notFound: 'Feature not found',
    goHome: 'Go back home',
  },
  ar: {
    back: 'العودة إلى الرئيسية',
    demo: 'اطلب عرضاً توضيحياً',
    overview: (feature: string) => `${feature} في لمحة`,
    keyFeatures: 'ما الذي تحصل عليه',
    benefits: 'ما الذي يتغير لفريقك',
    impact: 'نظرة على الأثر',
    cta: (feature: string) => `فعّل ${feature} في مواقعك`,
    assurances: 'لماذا Siyana',
    band: ['استشارة مجانية', 'دعم بتوقيت الرياض', 'معايير عالمية'],
    liveNote: 'أرقام توضيحية من محفظة تجريبية',
    coreFeatures: 'ست قدرات في نظام واحد',
    results: 'ما يقيسه عملاؤنا',
    coreCta: (system: string) => `شاهد ${system} على أرض الواقع`,
    notFound: 'الميزة غير موجودة',
    goHome: 'العودة إلى الصفحة الرئيسية',
  },
};

export const sectorWording = {
  en: {
    getStarted: 'Get Started',
    keyBenefits: 'Key Benefits',
    features: 'Features and Services',
    quality: 'What we commit to',
    guarantees: ['Support, Sunday-Thursday, Riyadh time', 'Working hour to answer you, in Arabic or English', 'Emergency line, customers under contract'],
    language: 'العربية',
    cta: 'See Siyana running in buildings like yours',
    demo: 'Request a Demo',
    home: 'Back to Home',
    notFound: 'Sector not found',
    goHome: 'Go back home',
  },
  ar: {
    getStarted: 'ابدأ الآن',
    keyBenefits: 'المزايا الرئيسية',
    features: 'المزايا والخدمات',
    quality: 'ما نلتزم به',
    guarantees: ['الدعم من الأحد إلى الخميس بتوقيت الرياض', 'ساعة عمل للرد عليك، بالعربية أو الإنجليزية', 'خط الطوارئ للعملاء المتعاقدين'],
    language: 'English',
    cta: 'شاهد Siyana تعمل في مبانٍ تشبه مبانيك',
    demo: 'اطلب عرضاً توضيحياً',
    home: 'العودة إلى الرئيسية',
    notFound: 'القطاع غير موجود',
    goHome: 'العودة إلى الصفحة الرئيسية',
  },
};
