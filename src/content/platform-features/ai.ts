import { ai, featureFacts } from '../facts';
import type { Text } from '../types';
import type { PlatformFeature } from './record';

const name: Text = { en: 'AI Integration', ar: 'تكامل الذكاء الاصطناعي' };

/** AI Integration: every text and icon it shows, wherever it shows. */
export const aiFeature: PlatformFeature = {
  id: 'ai',
  name,
  icon: 'BrainCircuit',
  blurb: { en: 'Predict failures, not just react', ar: 'تنبأ بالأعطال بدلاً من ملاحقتها' },
  explorer: {
    badge: { en: 'AI', ar: 'الذكاء الاصطناعي' },
    title: { en: 'AI that spots failures weeks ahead', ar: 'ذكاء اصطناعي يكتشف الأعطال قبل أسابيع' },
    description: {
      en: 'Models trained on sensor data and work history flag the assets most likely to fail, suggest the fix and raise the work order before tenants feel a thing.',
      ar: 'نماذج مدرّبة على بيانات الحساسات وسجل الأعمال تحدد الأصول الأكثر عرضة للعطل، وتقترح الحل، وتنشئ أمر العمل قبل أن يشعر المستأجرون بأي خلل.',
    },
    mockup: {
      type: 'line',
      title: { en: 'Early warnings', ar: 'تنبيهات مبكرة' },
      mainNumber: ai.earlyWarning.value,
      subtitle: { en: 'Weeks of warning on a developing fault (sample data)', ar: 'أسابيع من التنبيه لعطل يتكوّن (بيانات نموذجية)' },
      items: [62, 70, 74, 81, 86, 90, 94, 98].map((value, index) => ({ label: { en: `W${index + 1}`, ar: `أ${index + 1}` }, value })),
    },
  },
  badge: { en: 'Intelligence', ar: 'الذكاء الاصطناعي' },
  title: name,
  description: {
    en: 'Let AI predict failures, prioritise work and answer questions about your buildings in plain language.',
    ar: 'دع الذكاء الاصطناعي يتنبأ بالأعطال ويرتّب أولويات العمل ويجيب عن أسئلتك حول مبانيك بلغة بسيطة.',
  },
  detailedDescription: {
    en: 'Siyana’s AI learns from your work orders, sensor readings and asset history. It spots the patterns that come before a failure, suggests the most likely cause and fix for a new fault, merges duplicate requests and recommends which preventive tasks to bring forward or defer. Managers can ask questions such as “which chillers cost us the most this summer?” and get an answer with the data behind it.',
    ar: 'يتعلم الذكاء الاصطناعي في Siyana من أوامر العمل وقراءات المستشعرات وسجل الأصول. فيرصد الأنماط التي تسبق الأعطال، ويقترح السبب والحل الأرجح لأي عطل جديد، ويدمج الطلبات المكررة، ويوصي بالمهام الوقائية التي ينبغي تقديمها أو تأجيلها. ويستطيع المدير أن يسأل مثلاً: «أي المبردات كلّفتنا أكثر هذا الصيف؟» فيحصل على إجابة مدعومة بالبيانات.',
  },
  stats: featureFacts.ai.stats,
  keyFeatures: [
    {
      icon: 'BrainCircuit',
      title: { en: 'Failure prediction', ar: 'التنبؤ بالأعطال' },
      description: {
        en: 'Models trained on your equipment flag the assets likely to fail in the coming weeks.',
        ar: 'نماذج مدرّبة على معداتك تنبّه إلى الأصول المرجح تعطلها في الأسابيع القادمة.',
      },
    },
    {
      icon: 'Lightbulb',
      title: { en: 'Fix suggestions', ar: 'اقتراح الحلول' },
      description: {
        en: 'For each new fault, see the likely cause, the parts needed and how similar jobs were solved.',
        ar: 'لكل عطل جديد، اطّلع على السبب المرجح والقطع اللازمة وطريقة حل المهام المشابهة.',
      },
    },
    {
      icon: 'MessagesSquare',
      title: { en: 'Ask in plain language', ar: 'اسأل بلغتك' },
      description: {
        en: 'Query your maintenance data in Arabic or English and get answers and charts back.',
        ar: 'استعلم عن بيانات الصيانة بالعربية أو الإنجليزية واحصل على إجابات ورسوم بيانية.',
      },
    },
    {
      icon: 'Layers',
      title: { en: 'Duplicate and priority detection', ar: 'رصد التكرار وتحديد الأولوية' },
      description: {
        en: 'Repeated reports of the same fault are merged, and work is ranked by risk and impact.',
        ar: 'تُدمج البلاغات المتكررة عن العطل نفسه، وتُرتَّب المهام حسب المخاطر والأثر.',
      },
    },
  ],
  benefits: [
    {
      en: 'Failures prevented rather than repaired, with fewer outages your occupants notice.',
      ar: 'منع الأعطال بدلاً من إصلاحها، مع انقطاعات أقل يشعر بها شاغلو المبنى.',
    },
    {
      en: 'Junior technicians solve faults faster, guided by what your best people already know.',
      ar: 'يحل الفنيون المبتدئون الأعطال أسرع، مستفيدين مما يعرفه أفضل كوادرك.',
    },
    {
      en: 'Managers get answers without waiting for an analyst or a spreadsheet.',
      ar: 'يحصل المديرون على الإجابات دون انتظار محلل بيانات أو جدول.',
    },
    {
      en: 'Preventive plans that get smarter every month instead of staying fixed.',
      ar: 'خطط وقائية تزداد ذكاءً كل شهر بدلاً من أن تبقى ثابتة.',
    },
    {
      en: 'Your data stays yours and is never used to train models for other customers.',
      ar: 'بياناتك ملك لك، ولا تُستخدم أبداً لتدريب نماذج لعملاء آخرين.',
    },
  ],
  impact: featureFacts.ai.impact,
  scene: {
    icon: 'BrainCircuit',
    chart: 'line',
    device: 'desktop',
    tint: 'navy',
    series: [38, 46, 44, 57, 63, 61, 74, 82, 92],
    value: '92%',
    caption: { en: 'Model learning progress', ar: 'تقدّم تعلّم النموذج' },
  },
};
