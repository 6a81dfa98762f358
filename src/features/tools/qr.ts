/** QR asset labels: the asset form, what the code holds and the link that reproduces a label. */
export const assetCategories = ['Equipment', 'HVAC', 'Electrical', 'Plumbing', 'Safety', 'IT'] as const;
export type AssetCategory = (typeof assetCategories)[number];

export interface AssetDetails {
  name: string;
  id: string;
  location: string;
  description: string;
  category: AssetCategory;
}

export const ASSET_LIMITS = { name: 80, id: 40, location: 120, description: 300 } as const;

export const emptyAsset: AssetDetails = { name: '', id: '', location: '', description: '', category: 'Equipment' };

/** Generate needs an asset name and an asset ID. */
export function canGenerate(asset: AssetDetails): boolean {
  return asset.name.trim() !== '' && asset.id.trim() !== '';
}

export function isAssetCategory(value: unknown): value is AssetCategory {
  return typeof value === 'string' && (assetCategories as readonly string[]).includes(value);
}

/** Trimmed values within their limits. */
export function cleanAsset(asset: AssetDetails): AssetDetails {
  return {
    name: asset.name.trim().slice(0, ASSET_LIMITS.name),
    id: asset.id.trim().slice(0, ASSET_LIMITS.id),
    location: asset.location.trim().slice(0, ASSET_LIMITS.location),
    description: asset.description.trim().slice(0, ASSET_LIMITS.description),
    category: asset.category,
  };
}

export interface AssetLabelWords {
  asset: string;
  id: string;
  category: string;
  location: string;
  description: string;
}

/**
 * The text the QR code holds: one "label: value" line per filled detail, in the page's language,
 * so any phone camera shows what the asset is without an app or a network connection.
 */
export function assetQrText(asset: AssetDetails, words: AssetLabelWords, categoryLabel: string): string {
  const clean = cleanAsset(asset);
  const lines: [string, string][] = [
    [words.asset, clean.name],
    [words.id, clean.id],
    [words.category, categoryLabel],
    [words.location, clean.location],
    [words.description, clean.description],
  ];
  return lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** The query string of a link that opens the generator with these details, generated. */
export function assetQuery(asset: AssetDetails): string {
  const clean = cleanAsset(asset);
  const params = new URLSearchParams({ name: clean.name, id: clean.id });
  if (clean.location) params.set('location', clean.location);
  if (clean.description) params.set('description', clean.description);
  params.set('category', clean.category);
  return params.toString();
}

/** The details of a shared link, or null when it lacks a name or an ID. */
export function assetFromQuery(search: string): AssetDetails | null {
  const params = new URLSearchParams(search);
  const category = params.get('category');
  const asset = cleanAsset({
    name: params.get('name') ?? '',
    id: params.get('id') ?? '',
    location: params.get('location') ?? '',
    description: params.get('description') ?? '',
    category: isAssetCategory(category) ? category : 'Equipment',
  });
  return canGenerate(asset) ? asset : null;
}

/** A file name for the downloaded label: "qr-label-CH-014.png". */
export function labelFileName(asset: AssetDetails): string {
  const slug = cleanAsset(asset)
    .id.normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `qr-label-${slug || 'asset'}.png`;
}
