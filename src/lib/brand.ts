/** The product's name, the same in both languages (content/site.ts and the page metadata share it). */
export const BRAND_NAME = 'Siyana';
