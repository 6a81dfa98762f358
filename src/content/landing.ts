import { capability, savings, support } from './facts';
import type { Text } from './types';

export const trustIndicators: Text[] = [
  { en: 'Free 30-minute demo on your own sites', ar: 'عرض توضيحي مجاني مدته 30 دقيقة على مواقعك' },
  { en: 'Published prices in SAR', ar: 'أسعار معلنة بالريال' },
  { en: 'Support Sunday-Thursday, 9:00-18:00 Riyadh time', ar: 'الدعم من الأحد إلى الخميس، 9:00-18:00 بتوقيت الرياض' },
];

/**
 * Static sample figures of the hero's dashboard mockup. Figures with a unit are written per
 * language; the accuracy and energy figures are the site's claims, so they come from the facts module.
 */
export const dashboardFigures = {
  activeRequests: '24',
  averageResponse: { en: '2.3 h', ar: '2.3 ساعة' },
  aiAccuracy: '91%',
  cameras: '247',
  sensors: '847',
  energySaved: '12%',
  learning: 92,
  predicting: 98,
  load: { en: '1.2 MW', ar: '1.2 ميجاواط' },
} as const satisfies Record<string, string | number | Text>;

/** Claims of the closing call to action, the figures from the facts module. */
export const landingClaims: { value: string; label: Text }[] = [
  savings.commercialPortfolios,
  capability.responseTime,
  support.hoursFigure,
];
