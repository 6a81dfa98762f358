/** Set once a visitor has left their details for the guides; it unlocks every guide's PDF. */
export const GUIDE_ACCESS_COOKIE = 'siyana_guides';

export function hasGuideAccess(value: string | undefined): boolean {
  return value === '1';
}
