import { sectorFacts, factBadge } from './facts';
import type { CatalogueItem } from './types';

export const sectorIds = ['commercial', 'residential', 'office', 'industrial', 'medical', 'tourism'] as const;
export type SectorId = (typeof sectorIds)[number];

/** The six industries as the Industries menu presents them (spec §2.2, §9 industry stats). */
export const sectors: readonly (CatalogueItem & { id: SectorId })[] = [
  {
    id: 'commercial',
    href: '/sector/commercial',
    icon: 'Store',
    title: { en: 'Commercial', ar: 'المباني التجارية' },
    description: {
      en: 'Malls, retail centres and mixed-use towers that never close.',
      ar: 'المراكز التجارية ومتاجر التجزئة والأبراج متعددة الاستخدام التي لا تتوقف.',
    },
    stat: factBadge(sectorFacts.commercial.stats[0]),
  },
  {
    id: 'residential',
    href: '/sector/residential',
    icon: 'Home',
    title: { en: 'Residential', ar: 'المجمعات السكنية' },
    description: {
      en: 'Compounds and residential towers with happier residents.',
      ar: 'مجمعات وأبراج سكنية بسكان أكثر رضا.',
    },
    stat: factBadge(sectorFacts.residential.stats[0]),
  },
  {
    id: 'office',
    href: '/sector/office',
    icon: 'Building2',
    title: { en: 'Office', ar: 'المباني المكتبية' },
    description: {
      en: 'Workplaces that stay comfortable, safe and productive.',
      ar: 'بيئات عمل مريحة وآمنة ومحفزة للإنتاجية.',
    },
    stat: factBadge(sectorFacts.office.stats[0]),
  },
  {
    id: 'industrial',
    href: '/sector/industrial',
    icon: 'Factory',
    title: { en: 'Industrial', ar: 'المنشآت الصناعية' },
    description: {
      en: 'Plants and warehouses where every hour of uptime counts.',
      ar: 'مصانع ومستودعات تُحسب فيها كل ساعة تشغيل.',
    },
    stat: factBadge(sectorFacts.industrial.stats[0]),
  },
  {
    id: 'medical',
    href: '/sector/medical',
    icon: 'Hospital',
    title: { en: 'Medical', ar: 'المنشآت الصحية' },
    description: {
      en: 'Hospitals and clinics held to the strictest standards.',
      ar: 'مستشفيات وعيادات تلتزم بأعلى المعايير.',
    },
    stat: factBadge(sectorFacts.medical.stats[0]),
  },
  {
    id: 'tourism',
    href: '/sector/tourism',
    icon: 'Hotel',
    title: { en: 'Tourism & Hospitality', ar: 'السياحة والضيافة' },
    description: {
      en: 'Hotels and resorts where guests notice every detail.',
      ar: 'فنادق ومنتجعات يلاحظ ضيوفها كل التفاصيل.',
    },
    stat: factBadge(sectorFacts.tourism.stats[0]),
  },
];
